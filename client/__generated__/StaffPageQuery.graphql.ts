/**
 * @generated SignedSource<<994c8f290fbeaf42c885124ac00a3fc2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HouseRole = "HOUSE_ADMIN" | "HOUSE_STAFF" | "%future added value";
export type StaffPageQuery$variables = Record<PropertyKey, never>;
export type StaffPageQuery$data = {
  readonly house: {
    readonly role: HouseRole;
    readonly staff: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly email: string;
          readonly id: string;
          readonly isViewer: boolean;
          readonly name: string;
          readonly role: HouseRole;
        };
      }>;
    };
  };
  readonly viewer: {
    readonly houseRole: HouseRole | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"DigestSetting_viewer">;
  } | null | undefined;
};
export type StaffPageQuery = {
  response: StaffPageQuery$data;
  variables: StaffPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "role",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "House",
  "kind": "LinkedField",
  "name": "house",
  "plural": false,
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 100
        }
      ],
      "concreteType": "HouseStaffConnection",
      "kind": "LinkedField",
      "name": "staff",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "HouseStaffConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "StaffMember",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v1/*:: as any*/),
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
                  "kind": "ScalarField",
                  "name": "email",
                  "storageKey": null
                },
                (v0/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "isViewer",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "staff(first:100)"
    }
  ],
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "houseRole",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "StaffPageQuery",
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
          (v3/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "DigestSetting_viewer"
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "StaffPageQuery",
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
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "agreementDigest",
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "a920166767fb3b2bfdf99c1c16c667c9",
    "id": null,
    "metadata": {},
    "name": "StaffPageQuery",
    "operationKind": "query",
    "text": "query StaffPageQuery {\n  house {\n    role\n    staff(first: 100) {\n      edges {\n        node {\n          id\n          name\n          email\n          role\n          isViewer\n        }\n      }\n    }\n  }\n  viewer {\n    houseRole\n    ...DigestSetting_viewer\n    id\n  }\n}\n\nfragment DigestSetting_viewer on User {\n  agreementDigest\n}\n"
  }
};
})();

(node as any).hash = "3b085def4f041e22106de9bfbbb29e03";

export default node;
