/**
 * @generated SignedSource<<ba46a724282089cc412b5503d867f9b0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MemberRole = "OWNER" | "TRADER" | "VIEWER" | "%future added value";
export type Role = "BUYER" | "SUPPLIER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DashboardView_viewer$data = {
  readonly name: string;
  readonly profile: {
    readonly companyName: string;
    readonly role: Role;
    readonly viewerRole: MemberRole | null | undefined;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"RemovedFromCompany_viewer">;
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "RemovedFromCompany_viewer"
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "viewerRole",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "dd9ea0bbf961c24a80fd606543bf3dc3";

export default node;
