/**
 * @generated SignedSource<<586af9d3cd9c1ccc1bd84f2825236fe5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ContactPageQuery$variables = Record<PropertyKey, never>;
export type ContactPageQuery$data = {
  readonly siteInfo: {
    readonly " $fragmentSpreads": FragmentRefs<"ContactDetails_siteInfo">;
  };
};
export type ContactPageQuery = {
  response: ContactPageQuery$data;
  variables: ContactPageQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ContactPageQuery",
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
            "name": "ContactDetails_siteInfo"
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
    "name": "ContactPageQuery",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "salesEmail",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "989779768b8b1bb48321ea2c1433c44e",
    "id": null,
    "metadata": {},
    "name": "ContactPageQuery",
    "operationKind": "query",
    "text": "query ContactPageQuery {\n  siteInfo {\n    ...ContactDetails_siteInfo\n  }\n}\n\nfragment ContactDetails_siteInfo on SiteInfo {\n  companyName\n  address\n  phone\n  generalEmail\n  salesEmail\n}\n"
  }
};

(node as any).hash = "b612ad9ea645f1abe5db727da7a4ede4";

export default node;
