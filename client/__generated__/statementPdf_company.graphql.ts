/**
 * @generated SignedSource<<1fd9fed5d5241cf0be4334b290f58c34>>
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
export type statementPdf_company$data = {
  readonly lotCount: number;
  readonly lots: ReadonlyArray<{
    readonly lot: {
      readonly lotNumber: string;
      readonly price: string;
    };
    readonly statement: {
      readonly rows: ReadonlyArray<{
        readonly agreement: {
          readonly disputedAmount: string | null | undefined;
          readonly disputedDate: string | null | undefined;
          readonly disputedQuantityKg: string | null | undefined;
          readonly state: AgreementState;
          readonly waitingFor: EntrySide | null | undefined;
        };
        readonly container?: {
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
        readonly payment?: {
          readonly chequeDueDate: string | null | undefined;
          readonly method: PaymentMethod | null | undefined;
          readonly note: string | null | undefined;
          readonly reference: string | null | undefined;
        } | null | undefined;
        readonly type: LedgerRowType;
        readonly " $fragmentSpreads": FragmentRefs<"ledgerFormat_row">;
      }>;
      readonly " $fragmentSpreads": FragmentRefs<"ledgerFormat_figures">;
    };
    readonly voidedEntries: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"ledgerFormat_voided">;
    }>;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"ledgerFormat_figures">;
  readonly " $fragmentType": "statementPdf_company";
};
export type statementPdf_company$key = {
  readonly " $data"?: statementPdf_company$data;
  readonly " $fragmentSpreads": FragmentRefs<"statementPdf_company">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "statementPdf_company"
};

(node as any).hash = "f5b6abdf35c92028ec5e1471bff6f6a3";

export default node;
