/**
 * @generated SignedSource<<9c3bdc958c89b707f440c84b8e642d8c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LedgerTable_history$data = {
  readonly changedAt: string;
  readonly changedBy: string;
  readonly changes: ReadonlyArray<{
    readonly field: string;
    readonly newValue: string | null | undefined;
    readonly oldValue: string | null | undefined;
  }>;
  readonly " $fragmentType": "LedgerTable_history";
};
export type LedgerTable_history$key = {
  readonly " $data"?: LedgerTable_history$data;
  readonly " $fragmentSpreads": FragmentRefs<"LedgerTable_history">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LedgerTable_history",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "changedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "changedBy",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FieldChange",
      "kind": "LinkedField",
      "name": "changes",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "field",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "oldValue",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "newValue",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ChangeRecord",
  "abstractKey": null
};

(node as any).hash = "2b11e9e5ba00d98d0aeeaef2627d531e";

export default node;
