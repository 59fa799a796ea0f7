/**
 * @generated SignedSource<<8b80dce1f00f37acd9f01aab0753fc57>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type LotStatePanelPreviewQuery$variables = {
  id: string;
  price: string;
};
export type LotStatePanelPreviewQuery$data = {
  readonly node: {
    readonly priceChangePreview?: {
      readonly containers: number;
      readonly newTotal: string;
    };
  } | null | undefined;
};
export type LotStatePanelPreviewQuery = {
  response: LotStatePanelPreviewQuery$data;
  variables: LotStatePanelPreviewQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "price"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "price",
          "variableName": "price"
        }
      ],
      "concreteType": "LotPricePreview",
      "kind": "LinkedField",
      "name": "priceChangePreview",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "containers",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "newTotal",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Lot",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "LotStatePanelPreviewQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
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
    "name": "LotStatePanelPreviewQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/),
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
    "cacheID": "9f3ba5415caf79cdef1e489ebed91fa9",
    "id": null,
    "metadata": {},
    "name": "LotStatePanelPreviewQuery",
    "operationKind": "query",
    "text": "query LotStatePanelPreviewQuery(\n  $id: ID!\n  $price: Decimal!\n) {\n  node(id: $id) {\n    __typename\n    ... on Lot {\n      priceChangePreview(price: $price) {\n        containers\n        newTotal\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "c1f350620fd5f098dd3e5e7f2c9c07fc";

export default node;
