/**
 * @generated SignedSource<<e3318a1de67e16efc663e125d59ca8cf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type LedgerRowType = "ADVANCE" | "AMOUNT" | "CONTAINER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type statementPdf_company$data = {
  readonly lots: ReadonlyArray<{
    readonly lot: {
      readonly lotNumber: string;
      readonly price: string;
    };
    readonly statement: {
      readonly rows: ReadonlyArray<{
        readonly type: LedgerRowType;
        readonly " $fragmentSpreads": FragmentRefs<"ledgerFormat_row">;
      }>;
      readonly " $fragmentSpreads": FragmentRefs<"ledgerFormat_figures">;
    };
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"ledgerFormat_figures">;
  readonly " $fragmentType": "statementPdf_company";
};
export type statementPdf_company$key = {
  readonly " $data"?: statementPdf_company$data;
  readonly " $fragmentSpreads": FragmentRefs<"statementPdf_company">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "statementPdf_company"
};

(node as any).hash = "04a8d53d016191f796a98d0e9f946e8e";

export default node;
