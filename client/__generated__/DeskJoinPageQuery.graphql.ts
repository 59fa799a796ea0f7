/**
 * @generated SignedSource<<947eaa19664ea595ae13bd1861fa3b55>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type HouseRole = "HOUSE_ADMIN" | "HOUSE_STAFF" | "%future added value";
export type InvitationStatus = "ACCEPTED" | "CANCELLED" | "EXPIRED" | "PENDING" | "%future added value";
export type DeskJoinPageQuery$variables = {
  token: string;
};
export type DeskJoinPageQuery$data = {
  readonly staffInvitation: {
    readonly email: string;
    readonly invitedBy: string;
    readonly role: HouseRole;
    readonly status: InvitationStatus;
  } | null | undefined;
  readonly viewer: {
    readonly email: string;
    readonly profile: {
      readonly companyName: string;
    } | null | undefined;
  } | null | undefined;
};
export type DeskJoinPageQuery = {
  response: DeskJoinPageQuery$data;
  variables: DeskJoinPageQuery$variables;
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
  "name": "email",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "token",
      "variableName": "token"
    }
  ],
  "concreteType": "StaffInvitationPreview",
  "kind": "LinkedField",
  "name": "staffInvitation",
  "plural": false,
  "selections": [
    (v1/*:: as any*/),
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
    }
  ],
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "companyName",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DeskJoinPageQuery",
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "BusinessProfile",
            "kind": "LinkedField",
            "name": "profile",
            "plural": false,
            "selections": [
              (v3/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeskJoinPageQuery",
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "BusinessProfile",
            "kind": "LinkedField",
            "name": "profile",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "storageKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "1955217806356f3868d924c44826caa1",
    "id": null,
    "metadata": {},
    "name": "DeskJoinPageQuery",
    "operationKind": "query",
    "text": "query DeskJoinPageQuery(\n  $token: String!\n) {\n  staffInvitation(token: $token) {\n    email\n    role\n    invitedBy\n    status\n  }\n  viewer {\n    email\n    profile {\n      companyName\n      id\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "ff1617f3841fac2abe71e4abf65c9a20";

export default node;
