/**
 * @generated SignedSource<<cfe9de82aa107e6c8f430da83864cbff>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type AgreementState = "CONFIRMED" | "DISPUTED" | "RECORDED" | "%future added value";
export type EntrySide = "COUNTERPARTY" | "HOUSE" | "%future added value";
export type LedgerRowType = "ADVANCE" | "AMOUNT" | "CONTAINER" | "%future added value";
export type PaymentMethod = "BANK_TRANSFER" | "CASH" | "CHEQUE" | "POST_DATED_CHEQUE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type statementPdf_ledger$data = {
  readonly rows: ReadonlyArray<{
    readonly agreement: {
      readonly disputedAmount: string | null | undefined;
      readonly disputedDate: string | null | undefined;
      readonly disputedQuantityKg: string | null | undefined;
      readonly state: AgreementState;
      readonly waitingFor: EntrySide | null | undefined;
    };
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

(node as any).hash = "d2a776e83984cbe8d72e816dfb7e9042";

export default node;
