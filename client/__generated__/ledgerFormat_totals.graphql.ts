/**
 * @generated SignedSource<<59483449ad5fdb895f134ec60102d65d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ledgerFormat_totals$data = {
  readonly amountAdded: string;
  readonly containerAmount: string;
  readonly quantityTons: string;
  readonly " $fragmentType": "ledgerFormat_totals";
};
export type ledgerFormat_totals$key = {
  readonly " $data"?: ledgerFormat_totals$data;
  readonly " $fragmentSpreads": FragmentRefs<"ledgerFormat_totals">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "ledgerFormat_totals"
};

(node as any).hash = "179827a218c4d645433cab3ccee6ded8";

export default node;
