/**
 * @generated SignedSource<<0209b40d3ff725fec9f5f433d03ee211>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EnquiryLinkChoicesQuery$variables = {
  search?: string | null | undefined;
  searching?: boolean | null | undefined;
};
export type EnquiryLinkChoicesQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"EnquiryLink_query">;
};
export type EnquiryLinkChoicesQuery = {
  response: EnquiryLinkChoicesQuery$data;
  variables: EnquiryLinkChoicesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": "",
    "kind": "LocalArgument",
    "name": "search"
  },
  {
    "defaultValue": false,
    "kind": "LocalArgument",
    "name": "searching"
  }
],
v1 = {
  "kind": "Variable",
  "name": "search",
  "variableName": "search"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "EnquiryLinkChoicesQuery",
    "selections": [
      {
        "args": [
          (v1/*:: as any*/),
          {
            "kind": "Variable",
            "name": "searching",
            "variableName": "searching"
          }
        ],
        "kind": "FragmentSpread",
        "name": "EnquiryLink_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "EnquiryLinkChoicesQuery",
    "selections": [
      {
        "condition": "searching",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
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
                  (v1/*:: as any*/)
                ],
                "concreteType": "EnquiryCounterparty",
                "kind": "LinkedField",
                "name": "counterpartyChoices",
                "plural": true,
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
                    "name": "companyId",
                    "storageKey": null
                  },
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
                    "name": "role",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "dd4933086fee710c2a842a979ed8f4bd",
    "id": null,
    "metadata": {},
    "name": "EnquiryLinkChoicesQuery",
    "operationKind": "query",
    "text": "query EnquiryLinkChoicesQuery(\n  $search: String = \"\"\n  $searching: Boolean = false\n) {\n  ...EnquiryLink_query_2s1XYW\n}\n\nfragment EnquiryLink_query_2s1XYW on Query {\n  house @include(if: $searching) {\n    counterpartyChoices(search: $search) {\n      id\n      companyId\n      companyName\n      role\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7d3c625f157fb3f2ccc383cf2f4a481f";

export default node;
