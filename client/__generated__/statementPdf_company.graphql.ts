/**
 * @generated SignedSource<<44fbed548869e7ac1585ef649b67f439>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type statementPdf_company$data = {
  readonly lots: ReadonlyArray<{
    readonly lot: {
      readonly lotNumber: string;
      readonly price: string;
    };
    readonly statement: {
      readonly " $fragmentSpreads": FragmentRefs<"statementPdf_ledger">;
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

(node as any).hash = "d66f3e8694951c6698fb288052ff5a8a";

export default node;
