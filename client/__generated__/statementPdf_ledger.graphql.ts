/**
 * @generated SignedSource<<1d4f72f9ca03d082135f2320d1e41494>>
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

(node as any).hash = "0450bfc3e9197d9c66f0efdc19886c31";

export default node;
