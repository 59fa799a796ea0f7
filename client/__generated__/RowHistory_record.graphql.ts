/**
 * @generated SignedSource<<65e5f0ac35f6b41a14b3653e4b221652>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RowHistory_record$data = {
  readonly added: boolean;
  readonly changedAt: string;
  readonly changedBy: string;
  readonly changes: ReadonlyArray<{
    readonly field: string;
    readonly newValue: string | null | undefined;
    readonly oldValue: string | null | undefined;
  }>;
  readonly " $fragmentType": "RowHistory_record";
};
export type RowHistory_record$key = {
  readonly " $data"?: RowHistory_record$data;
  readonly " $fragmentSpreads": FragmentRefs<"RowHistory_record">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RowHistory_record",
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
  "type": "ChangeRecord",
  "abstractKey": null
};

(node as any).hash = "2582c0b0e4fe24954c7a4c3da201849c";

export default node;
