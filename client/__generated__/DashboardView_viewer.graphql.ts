/**
 * @generated SignedSource<<63bb351fb2e27d31f749cf053fe27cea>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Role = "BUYER" | "SUPPLIER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DashboardView_viewer$data = {
  readonly name: string;
  readonly profile: {
    readonly companyName: string;
    readonly role: Role;
  } | null | undefined;
  readonly " $fragmentType": "DashboardView_viewer";
};
export type DashboardView_viewer$key = {
  readonly " $data"?: DashboardView_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"DashboardView_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DashboardView_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BusinessProfile",
      "kind": "LinkedField",
      "name": "profile",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "role",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "companyName",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "26d4dcdbcf0ef4a305fc1aa82ba68671";

export default node;
