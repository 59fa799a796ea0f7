/**
 * @generated SignedSource<<d7b3eb89069fba0d637181fc521a4634>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ledgerFormat_figures$data = {
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
  };
  readonly " $fragmentType": "ledgerFormat_figures";
};
export type ledgerFormat_figures$key = {
  readonly " $data"?: ledgerFormat_figures$data;
  readonly " $fragmentSpreads": FragmentRefs<"ledgerFormat_figures">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "ledgerFormat_figures"
};

(node as any).hash = "58b99c733945f0c4b83faed4bee270e3";

export default node;
