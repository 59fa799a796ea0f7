/**
 * @generated SignedSource<<a6f4b2fcdcc907838af1af59e42f6a07>>
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
  readonly siteInfo: {
    readonly timeZone: string;
  };
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
    "args": null,
    "concreteType": "SiteInfo",
    "kind": "LinkedField",
    "name": "siteInfo",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "timeZone",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
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
    "cacheID": "fbb31ba7440e3edb2075f267fe6e5223",
    "id": null,
    "metadata": {},
    "name": "JoinPageQuery",
    "operationKind": "query",
    "text": "query JoinPageQuery(\n  $token: String!\n) {\n  siteInfo {\n    timeZone\n  }\n  invitation(token: $token) {\n    companyName\n    email\n    role\n    invitedBy\n    status\n    expiresAt\n  }\n  viewer {\n    id\n    email\n    profile {\n      id\n      companyName\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "cc54e21d7bb891971329ab6b4b84a5a7";

export default node;
