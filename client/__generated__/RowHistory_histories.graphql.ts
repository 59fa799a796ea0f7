/**
 * @generated SignedSource<<0b2217fc8fbf481ed8cce5dc7b136b45>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RowHistory_histories$data = {
  readonly rows: ReadonlyArray<{
    readonly container: {
      readonly history: ReadonlyArray<{
        readonly added: boolean;
        readonly changedAt: string;
        readonly changedBy: string;
        readonly changes: ReadonlyArray<{
          readonly field: string;
          readonly newValue: string | null | undefined;
          readonly oldValue: string | null | undefined;
        }>;
      }>;
      readonly id: string;
    } | null | undefined;
    readonly payment: {
      readonly history: ReadonlyArray<{
        readonly added: boolean;
        readonly changedAt: string;
        readonly changedBy: string;
        readonly changes: ReadonlyArray<{
          readonly field: string;
          readonly newValue: string | null | undefined;
          readonly oldValue: string | null | undefined;
        }>;
      }>;
      readonly id: string;
    } | null | undefined;
  }>;
  readonly " $fragmentType": "RowHistory_histories";
};
export type RowHistory_histories$key = {
  readonly " $data"?: RowHistory_histories$data;
  readonly " $fragmentSpreads": FragmentRefs<"RowHistory_histories">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "id",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "ChangeRecord",
    "kind": "LinkedField",
    "name": "history",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "added",
        "storageKey": null
      },
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
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RowHistory_histories",
  "selections": [
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
          "concreteType": "Container",
          "kind": "LinkedField",
          "name": "container",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Payment",
          "kind": "LinkedField",
          "name": "payment",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "LedgerStatement",
  "abstractKey": null
};
})();

(node as any).hash = "151aab6e8a24044ac532819422cc77a7";

export default node;
