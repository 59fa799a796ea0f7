/**
 * @generated SignedSource<<3116f073b58be23163cee253e561f350>>
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
  readonly " $fragmentSpreads": FragmentRefs<"statementPdf_figures">;
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

(node as any).hash = "f8edaefcf6bff271c461aa25a7d0cbce";

export default node;
