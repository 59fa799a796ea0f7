/**
 * @generated SignedSource<<4b22efbee0533ae4a143b8a0424f4d81>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type LedgerRowType = "ADVANCE" | "AMOUNT" | "CONTAINER" | "%future added value";
export type PaymentMethod = "BANK_TRANSFER" | "CASH" | "CHEQUE" | "POST_DATED_CHEQUE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type statementPdf_ledger$data = {
  readonly rows: ReadonlyArray<{
    readonly container: {
      readonly billOfLadingNo: string | null | undefined;
      readonly bookingNo: string | null | undefined;
      readonly grossKg: string | null | undefined;
      readonly ownPricePerTon: string | null | undefined;
      readonly portOfDischarge: string | null | undefined;
      readonly portOfLoading: string | null | undefined;
      readonly quantityKg: string;
      readonly tareKg: string | null | undefined;
      readonly vessel: string | null | undefined;
      readonly voyage: string | null | undefined;
      readonly weighbridgeTicket: string | null | undefined;
    } | null | undefined;
    readonly payment: {
      readonly chequeDueDate: string | null | undefined;
      readonly method: PaymentMethod | null | undefined;
      readonly note: string | null | undefined;
      readonly reference: string | null | undefined;
    } | null | undefined;
    readonly type: LedgerRowType;
    readonly " $fragmentSpreads": FragmentRefs<"ledgerFormat_row">;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"ledgerFormat_figures">;
  readonly " $fragmentType": "statementPdf_ledger";
};
export type statementPdf_ledger$key = {
  readonly " $data"?: statementPdf_ledger$data;
  readonly " $fragmentSpreads": FragmentRefs<"statementPdf_ledger">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "statementPdf_ledger"
};

(node as any).hash = "9e9a7ebdc5c4993f7b312bdea33d6040";

export default node;
