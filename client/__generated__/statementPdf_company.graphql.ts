/**
 * @generated SignedSource<<2cc3a5aabce729f5f69d03df4ac6428e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
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

(node as any).hash = "ec8b0edd5a52bc8132c71752c1a1cca9";

export default node;
