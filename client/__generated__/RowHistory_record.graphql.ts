/**
 * @generated SignedSource<<2a5a437895d6ffec7851722ac9f260cb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RowHistory_record$data = {
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

(node as any).hash = "036a8402830283302f4b9a2c9352e3d7";

export default node;
