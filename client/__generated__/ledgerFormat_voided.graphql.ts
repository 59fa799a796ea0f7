/**
 * @generated SignedSource<<50daa9701936bdca6da90162f93acbaf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ledgerFormat_voided$data = {
  readonly __typename: "Container";
  readonly amount: string;
  readonly containerNo: string;
  readonly date: string;
  readonly quantityTons: string;
  readonly voidReason: string | null | undefined;
  readonly voidedAt: string | null | undefined;
  readonly voidedBy: string | null | undefined;
  readonly " $fragmentType": "ledgerFormat_voided";
} | {
  readonly __typename: "Payment";
  readonly amount: string;
  readonly date: string;
  readonly voidReason: string | null | undefined;
  readonly voidedAt: string | null | undefined;
  readonly voidedBy: string | null | undefined;
  readonly " $fragmentType": "ledgerFormat_voided";
} | {
  // This will never be '%other', but we need some
  // value in case none of the concrete values match.
  readonly __typename: "%other";
  readonly " $fragmentType": "ledgerFormat_voided";
};
export type ledgerFormat_voided$key = {
  readonly " $data"?: ledgerFormat_voided$data;
  readonly " $fragmentSpreads": FragmentRefs<"ledgerFormat_voided">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "ledgerFormat_voided"
};

(node as any).hash = "44a9fe1615beea7985f32fdb71f26eec";

export default node;
