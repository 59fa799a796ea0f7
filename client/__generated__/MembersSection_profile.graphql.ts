/**
 * @generated SignedSource<<02326675ddb0aa56032c6a8735553b04>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type InvitationStatus = "ACCEPTED" | "CANCELLED" | "EXPIRED" | "PENDING" | "%future added value";
export type MemberRole = "OWNER" | "TRADER" | "VIEWER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MembersSection_profile$data = {
  readonly invitations: ReadonlyArray<{
    readonly email: string;
    readonly expiresAt: string;
    readonly id: string;
    readonly invitedBy: string;
    readonly role: MemberRole;
    readonly sentAt: string;
    readonly status: InvitationStatus;
  }>;
  readonly members: ReadonlyArray<{
    readonly email: string;
    readonly id: string;
    readonly isViewer: boolean;
    readonly memberSince: string | null | undefined;
    readonly name: string;
    readonly role: MemberRole;
  }>;
  readonly viewerRole: MemberRole | null | undefined;
  readonly " $fragmentType": "MembersSection_profile";
};
export type MembersSection_profile$key = {
  readonly " $data"?: MembersSection_profile$data;
  readonly " $fragmentSpreads": FragmentRefs<"MembersSection_profile">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "role",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MembersSection_profile",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerRole",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Member",
      "kind": "LinkedField",
      "name": "members",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "memberSince",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isViewer",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Invitation",
      "kind": "LinkedField",
      "name": "invitations",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sentAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "expiresAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "invitedBy",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "BusinessProfile",
  "abstractKey": null
};
})();

(node as any).hash = "ec84da4bb3b4d9c6c805097b9e825ec3";

export default node;
