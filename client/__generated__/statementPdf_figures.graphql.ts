/**
 * @generated SignedSource<<b7e04e812fbdd400967891dfd971efb2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type statementPdf_figures$data = {
  readonly closingBalance: string;
  readonly closingTotalPaid: string;
  readonly from: string | null | undefined;
  readonly openingBalance: string;
  readonly openingTotalPaid: string;
  readonly to: string | null | undefined;
  readonly totals: {
    readonly amountAdded: string;
    readonly containerAmount: string;
    readonly quantityTons: string;
    readonly " $fragmentSpreads": FragmentRefs<"ledgerFormat_totals">;
  };
  readonly " $fragmentType": "statementPdf_figures";
};
export type statementPdf_figures$key = {
  readonly " $data"?: statementPdf_figures$data;
  readonly " $fragmentSpreads": FragmentRefs<"statementPdf_figures">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "statementPdf_figures"
};

(node as any).hash = "bfbf8a021d9db379ba0f9641d762b8b9";

export default node;
