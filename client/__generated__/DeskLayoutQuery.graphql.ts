/**
 * @generated SignedSource<<ced5c7cb9ef03c0b06dd7d50f74ea0f3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type HouseRole = "HOUSE_ADMIN" | "HOUSE_STAFF" | "%future added value";
export type DeskLayoutQuery$variables = Record<PropertyKey, never>;
export type DeskLayoutQuery$data = {
  readonly viewer: {
    readonly houseRole: HouseRole | null | undefined;
    readonly name: string;
  } | null | undefined;
};
export type DeskLayoutQuery = {
  response: DeskLayoutQuery$data;
  variables: DeskLayoutQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
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
    "name": "DeskLayoutQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/)
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
    "name": "DeskLayoutQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "e56e22212f504a27fd90c6618382e831",
    "id": null,
    "metadata": {},
    "name": "DeskLayoutQuery",
    "operationKind": "query",
    "text": "query DeskLayoutQuery {\n  viewer {\n    name\n    houseRole\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "6b3cdf451f40b00b1ea85b2b0880d8ce";

export default node;
