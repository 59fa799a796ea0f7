/**
 * @generated SignedSource<<66075c9dbea85c5ed21144d68e11672c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Role = "BUYER" | "SUPPLIER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type useCreateProfileMutation_viewer$data = {
  readonly id: string;
  readonly profile: {
    readonly id: string;
    readonly role: Role;
    readonly " $fragmentSpreads": FragmentRefs<"ApiAccess_profile" | "ProfileView_profile">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"DashboardView_viewer">;
  readonly " $fragmentType": "useCreateProfileMutation_viewer";
};
export type useCreateProfileMutation_viewer$key = {
  readonly " $data"?: useCreateProfileMutation_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"useCreateProfileMutation_viewer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useCreateProfileMutation_viewer",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "BusinessProfile",
      "kind": "LinkedField",
      "name": "profile",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "role",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ProfileView_profile"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ApiAccess_profile"
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DashboardView_viewer"
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "d31749a3359790431e0cd64e831be34b";

export default node;
