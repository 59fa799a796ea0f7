/**
 * @generated SignedSource<<9bcde45a8850902b64245ea0300fa601>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type EnquiryStatus = "ANSWERED" | "CLOSED" | "NEW" | "%future added value";
export type EnquiriesPageQuery$variables = {
  search?: string | null | undefined;
  status?: EnquiryStatus | null | undefined;
};
export type EnquiriesPageQuery$data = {
  readonly house: {
    readonly enquiries: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly email: string;
          readonly id: string;
          readonly message: string;
          readonly name: string;
          readonly receivedAt: string;
          readonly status: EnquiryStatus;
          readonly takenBy: string | null | undefined;
        };
      }>;
    };
    readonly newEnquiryCount: number;
  };
};
export type EnquiriesPageQuery = {
  response: EnquiriesPageQuery$data;
  variables: EnquiriesPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "status"
},
v2 = [
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
        "args": null,
        "kind": "ScalarField",
        "name": "newEnquiryCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 50
          },
          {
            "kind": "Variable",
            "name": "search",
            "variableName": "search"
          },
          {
            "kind": "Variable",
            "name": "status",
            "variableName": "status"
          }
        ],
        "concreteType": "HouseEnquiriesConnection",
        "kind": "LinkedField",
        "name": "enquiries",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "HouseEnquiriesConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Enquiry",
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
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "message",
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
                    "name": "receivedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "takenBy",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "EnquiriesPageQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "EnquiriesPageQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "c9b601d71f58b1f8c82a067b85b14437",
    "id": null,
    "metadata": {},
    "name": "EnquiriesPageQuery",
    "operationKind": "query",
    "text": "query EnquiriesPageQuery(\n  $status: EnquiryStatus\n  $search: String\n) {\n  house {\n    newEnquiryCount\n    enquiries(first: 50, status: $status, search: $search) {\n      edges {\n        node {\n          id\n          name\n          email\n          message\n          status\n          receivedAt\n          takenBy\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "da5bbf7ddf4c076a3ef11b5aec979e26";

export default node;
