/**
 * @generated SignedSource<<a67709bee1899dd1ca32e4eacc0cf3a7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MemberRole = "OWNER" | "TRADER" | "VIEWER" | "%future added value";
export type Role = "BUYER" | "SUPPLIER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type useCreateProfileMutation_viewer$data = {
  readonly id: string;
  readonly profile: {
    readonly id: string;
    readonly role: Role;
    readonly viewerRole: MemberRole | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"ApiAccess_profile" | "MembersSection_profile" | "ProfileView_profile">;
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
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "viewerRole",
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
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "MembersSection_profile"
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

(node as any).hash = "454e0ba7743ffbfe9897f63263c924c5";

export default node;
