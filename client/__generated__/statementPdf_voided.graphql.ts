/**
 * @generated SignedSource<<3b2e17b43ff03ed3dd19d77143d474ae>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type statementPdf_voided$data = {
  readonly voidedEntries: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"ledgerFormat_voided">;
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

(node as any).hash = "248a766437a5fb637651587e559fb585";

export default node;
