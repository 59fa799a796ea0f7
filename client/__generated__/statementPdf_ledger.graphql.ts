/**
 * @generated SignedSource<<fb4dbb9464ece5f1a1a48229a0605227>>
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
    readonly papers: {
      readonly " $fragmentSpreads": FragmentRefs<"statementPdf_papers">;
    };
    readonly type: LedgerRowType;
    readonly " $fragmentSpreads": FragmentRefs<"ledgerFormat_row">;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"ledgerFormat_figures">;
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

(node as any).hash = "237919c83fa9f26395eb43e371121861";

export default node;
