/**
 * @generated SignedSource<<9a863f0a5d3691de7298299b26fb054f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type LedgerRowType = "ADVANCE" | "AMOUNT" | "CONTAINER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type statementPdf_company$data = {
  readonly lotCount: number;
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
    readonly voidedEntries: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"ledgerFormat_voided">;
    }>;
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

(node as any).hash = "90b9c00593af8b33bfcce6b1467bdff1";

export default node;
