import { graphql } from "react-relay/hooks";

/**
 * What a lot's statement shows, on the lot details screen and in both PDF statements: its range,
 * opening and closing figures, totals and each row's figures (`LedgerStatementData` in
 * ledgerFormat.ts). Spread unmasked, `...ledgerStatement_fields @relay(mask: false)`, so the data
 * stays plain for the table and the PDF builder; the compiled queries are the same as with the
 * fields written out. Nothing imports this module: the Relay compiler reads it.
 */
export const ledgerStatementFields = graphql`
  fragment ledgerStatement_fields on LedgerStatement {
    from
    to
    openingBalance
    openingTotalPaid
    closingBalance
    closingTotalPaid
    totals {
      quantityTons
      containerAmount
      amountAdded
    }
    rows {
      number
      date
      type
      containerNo
      sealNo
      material
      quantityTons
      pricePerTon
      containerAmount
      amountAdded
      totalPaid
      balance
    }
  }
`;
