/**
 * @generated SignedSource<<22d2f5723e82b5ba7ec3ebc0cac9c44e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LotHeader_ledger$data = {
  readonly closingBalance: string;
  readonly closingTotalPaid: string;
  readonly from: string | null | undefined;
  readonly to: string | null | undefined;
  readonly " $fragmentType": "LotHeader_ledger";
};
export type LotHeader_ledger$key = {
  readonly " $data"?: LotHeader_ledger$data;
  readonly " $fragmentSpreads": FragmentRefs<"LotHeader_ledger">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LotHeader_ledger",
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
      "name": "closingBalance",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "closingTotalPaid",
      "storageKey": null
    }
  ],
  "type": "LedgerStatement",
  "abstractKey": null
};

(node as any).hash = "3d3cc23359231ab08e0487b9e44f644d";

export default node;
