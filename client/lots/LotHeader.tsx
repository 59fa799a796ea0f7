import { graphql, useFragment } from "react-relay/hooks";
import type { LotHeader_lot$key } from "../__generated__/LotHeader_lot.graphql.ts";
import type { LotHeader_ledger$key } from "../__generated__/LotHeader_ledger.graphql.ts";
import { balanceLabel, formatMoney, isDue } from "../../shared/money.ts";

/** The lot's header (SPEC section 2): its number and price, and the balance and total paid of the range on screen. */
export function LotHeader({ lot: lotKey, ledger: ledgerKey }: { lot: LotHeader_lot$key; ledger: LotHeader_ledger$key }) {
  const lot = useFragment(
    graphql`
      fragment LotHeader_lot on Lot {
        lotNumber
        price
      }
    `,
    lotKey,
  );
  const ledger = useFragment(
    graphql`
      fragment LotHeader_ledger on LedgerStatement {
        from
        to
        closingBalance
        closingTotalPaid
      }
    `,
    ledgerKey,
  );
  return (
    <div className="lot-header">
      <div>
        <h1>Lot: {lot.lotNumber}</h1>
        <p className="lot-header__price">
          Price/Ton: <strong>{formatMoney(lot.price)}</strong>
        </p>
      </div>
      <dl className="lot-summary" aria-label="Balance">
        <div>
          <dt>{ledger.from || ledger.to ? "Closing balance" : "Balance"}</dt>
          <dd className={isDue(ledger.closingBalance) ? "ledger-balance--due" : undefined}>{balanceLabel(ledger.closingBalance)}</dd>
        </div>
        <div>
          <dt>Total Paid</dt>
          <dd>{formatMoney(ledger.closingTotalPaid)}</dd>
        </div>
      </dl>
    </div>
  );
}
