/**
 * @generated SignedSource<<b6f33225f5b3f6d0ee69a8a9d8fe978f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LayoutQuery$variables = Record<PropertyKey, never>;
export type LayoutQuery$data = {
  readonly siteInfo: {
    readonly " $fragmentSpreads": FragmentRefs<"Footer_siteInfo" | "Header_siteInfo">;
  };
};
export type LayoutQuery = {
  response: LayoutQuery$data;
  variables: LayoutQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "LayoutQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SiteInfo",
        "kind": "LinkedField",
        "name": "siteInfo",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "Header_siteInfo"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "Footer_siteInfo"
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
    "name": "LayoutQuery",
    "selections": [
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
            "name": "companyName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "address",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "phone",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "generalEmail",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "a66f31844b66729a42536c04370853dc",
    "id": null,
    "metadata": {},
    "name": "LayoutQuery",
    "operationKind": "query",
    "text": "query LayoutQuery {\n  siteInfo {\n    ...Header_siteInfo\n    ...Footer_siteInfo\n  }\n}\n\nfragment Footer_siteInfo on SiteInfo {\n  companyName\n  address\n  phone\n  generalEmail\n}\n\nfragment Header_siteInfo on SiteInfo {\n  companyName\n}\n"
  }
};

(node as any).hash = "a7207775609cb8c5907400e868eba637";

export default node;
