/**
 * @generated SignedSource<<b19d55594247815e5f52892b96919443>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type statementPdf_voided$data = {
  readonly voidedEntries: ReadonlyArray<{
    readonly __typename: "Container";
    readonly amount: string;
    readonly containerNo: string;
    readonly date: string;
    readonly quantityTons: string;
    readonly voidReason: string | null | undefined;
    readonly voidedAt: string | null | undefined;
    readonly voidedBy: string | null | undefined;
  } | {
    readonly __typename: "Payment";
    readonly amount: string;
    readonly date: string;
    readonly voidReason: string | null | undefined;
    readonly voidedAt: string | null | undefined;
    readonly voidedBy: string | null | undefined;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  }>;
  readonly " $fragmentType": "statementPdf_voided";
};
export type statementPdf_voided$key = {
  readonly " $data"?: statementPdf_voided$data;
  readonly " $fragmentSpreads": FragmentRefs<"statementPdf_voided">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "statementPdf_voided"
};

(node as any).hash = "10a234cff6d7d6646b2871b684841cee";

export default node;
