/**
 * @generated SignedSource<<d726c3b707abfc822cbfda93c460d0d5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type outcome_error$data = {
  readonly __typename: string;
  readonly fieldErrors?: ReadonlyArray<{
    readonly field: string;
    readonly message: string;
  }>;
  readonly message: string;
  readonly " $fragmentType": "outcome_error";
};
export type outcome_error$key = {
  readonly " $data"?: outcome_error$data;
  readonly " $fragmentSpreads": FragmentRefs<"outcome_error">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "outcome_error"
};

(node as any).hash = "66141ced48c11ebb0fc611951ec88636";

export default node;
