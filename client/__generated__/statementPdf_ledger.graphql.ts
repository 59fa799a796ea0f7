/**
 * @generated SignedSource<<763f5412bc9bc3e844665a377b03587b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type LedgerRowType = "ADVANCE" | "AMOUNT" | "CONTAINER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type statementPdf_ledger$data = {
  readonly rows: ReadonlyArray<{
    readonly type: LedgerRowType;
    readonly " $fragmentSpreads": FragmentRefs<"ledgerFormat_row">;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"statementPdf_figures">;
  readonly " $fragmentType": "statementPdf_ledger";
};
export type statementPdf_ledger$key = {
  readonly " $data"?: statementPdf_ledger$data;
  readonly " $fragmentSpreads": FragmentRefs<"statementPdf_ledger">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "statementPdf_ledger"
};

(node as any).hash = "b95c0d994838bbbe193fd8a4178031f2";

export default node;
