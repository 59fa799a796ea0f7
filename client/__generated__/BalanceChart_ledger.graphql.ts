/**
 * @generated SignedSource<<a6f0b85b19bf1a18795f6a58d3d42c34>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BalanceChart_ledger$data = {
  readonly closingBalance: string;
  readonly from: string | null | undefined;
  readonly openingBalance: string;
  readonly rows: ReadonlyArray<{
    readonly balance: string;
    readonly date: string;
    readonly number: number;
  }>;
  readonly to: string | null | undefined;
  readonly " $fragmentType": "BalanceChart_ledger";
};
export type BalanceChart_ledger$key = {
  readonly " $data"?: BalanceChart_ledger$data;
  readonly " $fragmentSpreads": FragmentRefs<"BalanceChart_ledger">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BalanceChart_ledger",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "from",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "to",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "openingBalance",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "closingBalance",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LedgerRow",
      "kind": "LinkedField",
      "name": "rows",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "number",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "date",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "balance",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "LedgerStatement",
  "abstractKey": null
};

(node as any).hash = "78040e5e4ae4c84d7811f7e1579d4bc1";

export default node;
