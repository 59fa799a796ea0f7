/**
 * @generated SignedSource<<be342dbeaa29ff5a1346c4a200dd843d>>
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
    readonly " $fragmentSpreads": FragmentRefs<"ledgerFormat_totals">;
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

(node as any).hash = "aa95f810f21f69447e6bcb340366a6d2";

export default node;
