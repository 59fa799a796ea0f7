/**
 * @generated SignedSource<<68d14bebae2218a211fa8789d669c756>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type HouseRole = "HOUSE_ADMIN" | "HOUSE_STAFF" | "%future added value";
export type InvitationStatus = "ACCEPTED" | "CANCELLED" | "EXPIRED" | "PENDING" | "%future added value";
export type StaffPageInvitationsQuery$variables = Record<PropertyKey, never>;
export type StaffPageInvitationsQuery$data = {
  readonly house: {
    readonly staffInvitations: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly email: string;
          readonly id: string;
          readonly invitedBy: string;
          readonly role: HouseRole;
          readonly status: InvitationStatus;
        };
      }>;
    } | null | undefined;
  };
};
export type StaffPageInvitationsQuery = {
  response: StaffPageInvitationsQuery$data;
  variables: StaffPageInvitationsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "House",
    "kind": "LinkedField",
    "name": "house",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 100
          }
        ],
        "concreteType": "HouseStaffInvitationsConnection",
        "kind": "LinkedField",
        "name": "staffInvitations",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "HouseStaffInvitationsConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "StaffInvitation",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "id",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "email",
                    "storageKey": null
                  },
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
                    "name": "status",
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
            "storageKey": null
          }
        ],
        "storageKey": "staffInvitations(first:100)"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "StaffPageInvitationsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "StaffPageInvitationsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "ee6cd0cccc45d5b70970abbfd85956f1",
    "id": null,
    "metadata": {},
    "name": "StaffPageInvitationsQuery",
    "operationKind": "query",
    "text": "query StaffPageInvitationsQuery {\n  house {\n    staffInvitations(first: 100) {\n      edges {\n        node {\n          id\n          email\n          role\n          status\n          invitedBy\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d9c0226def75a24f0c522f6108c2e8d4";

export default node;
