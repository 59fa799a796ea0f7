/**
 * @generated SignedSource<<9822c56377c0f8af7c5bb3d63310f4df>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type outcome_error$data = {
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

(node as any).hash = "f81042b3496ffd8c8a726ff9a71c5675";

export default node;
