/**
 * @generated SignedSource<<400d13dadb1cbf782374f31f9e5bc5de>>
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
        readonly papers?: {
          readonly " $fragmentSpreads": FragmentRefs<"statementPdf_papers">;
        } | null | undefined;
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

(node as any).hash = "8cdb32209989e42652395c4c23e38926";

export default node;
