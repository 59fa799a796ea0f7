/**
 * @generated SignedSource<<a6493404b983d029fedaf8c83decc37f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type InvitationStatus = "ACCEPTED" | "CANCELLED" | "EXPIRED" | "PENDING" | "%future added value";
export type MemberRole = "OWNER" | "TRADER" | "VIEWER" | "%future added value";
export type JoinPageQuery$variables = {
  token: string;
};
export type JoinPageQuery$data = {
  readonly invitation: {
    readonly companyName: string;
    readonly email: string;
    readonly expiresAt: string;
    readonly invitedBy: string;
    readonly role: MemberRole;
    readonly status: InvitationStatus;
  } | null | undefined;
  readonly viewer: {
    readonly email: string;
    readonly id: string;
    readonly profile: {
      readonly companyName: string;
      readonly id: string;
    } | null | undefined;
  } | null | undefined;
};
export type JoinPageQuery = {
  response: JoinPageQuery$data;
  variables: JoinPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "token"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "companyName",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "token",
        "variableName": "token"
      }
    ],
    "concreteType": "InvitationPreview",
    "kind": "LinkedField",
    "name": "invitation",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
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
        "name": "invitedBy",
        "storageKey": null
      },
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
        "name": "expiresAt",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      (v3/*:: as any*/),
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "BusinessProfile",
        "kind": "LinkedField",
        "name": "profile",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "JoinPageQuery",
    "selections": (v4/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "JoinPageQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "cacheID": "c7b0ec7b2e96bc8c7d6cf2e26181232d",
    "id": null,
    "metadata": {},
    "name": "JoinPageQuery",
    "operationKind": "query",
    "text": "query JoinPageQuery(\n  $token: String!\n) {\n  invitation(token: $token) {\n    companyName\n    email\n    role\n    invitedBy\n    status\n    expiresAt\n  }\n  viewer {\n    id\n    email\n    profile {\n      id\n      companyName\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2807fa7abce5a58f83bca8c9321799d8";

export default node;
