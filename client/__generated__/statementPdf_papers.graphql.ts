/**
 * @generated SignedSource<<006ecce4beab99f4546579edce6dcad4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type PaymentMethod = "BANK_TRANSFER" | "CASH" | "CHEQUE" | "POST_DATED_CHEQUE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type statementPdf_papers$data = {
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
  readonly " $fragmentType": "statementPdf_papers";
};
export type statementPdf_papers$key = {
  readonly " $data"?: statementPdf_papers$data;
  readonly " $fragmentSpreads": FragmentRefs<"statementPdf_papers">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "statementPdf_papers"
};

(node as any).hash = "e95b88fb729e6e974b4c5620702151f4";

export default node;
