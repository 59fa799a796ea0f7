/**
 * @generated SignedSource<<d461809be8a3068f72bfc733d40cea8a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeskAgeingPageQuery$variables = Record<PropertyKey, never>;
export type DeskAgeingPageQuery$data = {
  readonly house: {
    readonly counterpartyTotals: {
      readonly asOf: string;
      readonly payablesAgeing: {
        readonly days0to30: string;
        readonly days31to60: string;
        readonly days61to90: string;
        readonly over90: string;
        readonly total: string;
      };
      readonly receivablesAgeing: {
        readonly days0to30: string;
        readonly days31to60: string;
        readonly days61to90: string;
        readonly over90: string;
        readonly total: string;
      };
    };
    readonly payables: {
      readonly nodes: ReadonlyArray<{
        readonly ageing: {
          readonly days0to30: string;
          readonly days31to60: string;
          readonly days61to90: string;
          readonly over90: string;
          readonly total: string;
        };
        readonly companyId: number;
        readonly companyName: string;
      }>;
      readonly totalCount: number;
    };
    readonly receivables: {
      readonly nodes: ReadonlyArray<{
        readonly ageing: {
          readonly days0to30: string;
          readonly days31to60: string;
          readonly days61to90: string;
          readonly over90: string;
          readonly total: string;
        };
        readonly companyId: number;
        readonly companyName: string;
      }>;
      readonly totalCount: number;
    };
  };
};
export type DeskAgeingPageQuery = {
  response: DeskAgeingPageQuery$data;
  variables: DeskAgeingPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "days0to30",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "days31to60",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "days61to90",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "over90",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "total",
    "storageKey": null
  }
],
v1 = {
  "kind": "Literal",
  "name": "first",
  "value": 100
},
v2 = {
  "kind": "Literal",
  "name": "orderBy",
  "value": {
    "direction": "DESC",
    "field": "DUE"
  }
},
v3 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "totalCount",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Counterparty",
    "kind": "LinkedField",
    "name": "nodes",
    "plural": true,
    "selections": [
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
        "concreteType": "AgeingBuckets",
        "kind": "LinkedField",
        "name": "ageing",
        "plural": false,
        "selections": (v0/*:: as any*/),
        "storageKey": null
      }
    ],
    "storageKey": null
  }
],
v4 = [
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
        "concreteType": "CounterpartyTotals",
        "kind": "LinkedField",
        "name": "counterpartyTotals",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "asOf",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "AgeingBuckets",
            "kind": "LinkedField",
            "name": "payablesAgeing",
            "plural": false,
            "selections": (v0/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "AgeingBuckets",
            "kind": "LinkedField",
            "name": "receivablesAgeing",
            "plural": false,
            "selections": (v0/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": "payables",
        "args": [
          {
            "kind": "Literal",
            "name": "filter",
            "value": {
              "openBalanceOnly": true,
              "side": "SUPPLIER"
            }
          },
          (v1/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "concreteType": "CounterpartyConnection",
        "kind": "LinkedField",
        "name": "counterparties",
        "plural": false,
        "selections": (v3/*:: as any*/),
        "storageKey": "counterparties(filter:{\"openBalanceOnly\":true,\"side\":\"SUPPLIER\"},first:100,orderBy:{\"direction\":\"DESC\",\"field\":\"DUE\"})"
      },
      {
        "alias": "receivables",
        "args": [
          {
            "kind": "Literal",
            "name": "filter",
            "value": {
              "openBalanceOnly": true,
              "side": "BUYER"
            }
          },
          (v1/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "concreteType": "CounterpartyConnection",
        "kind": "LinkedField",
        "name": "counterparties",
        "plural": false,
        "selections": (v3/*:: as any*/),
        "storageKey": "counterparties(filter:{\"openBalanceOnly\":true,\"side\":\"BUYER\"},first:100,orderBy:{\"direction\":\"DESC\",\"field\":\"DUE\"})"
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
    "name": "DeskAgeingPageQuery",
    "selections": (v4/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DeskAgeingPageQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "cacheID": "aa0a4b4ec90bd85a553af84f86f17bce",
    "id": null,
    "metadata": {},
    "name": "DeskAgeingPageQuery",
    "operationKind": "query",
    "text": "query DeskAgeingPageQuery {\n  house {\n    counterpartyTotals {\n      asOf\n      payablesAgeing {\n        days0to30\n        days31to60\n        days61to90\n        over90\n        total\n      }\n      receivablesAgeing {\n        days0to30\n        days31to60\n        days61to90\n        over90\n        total\n      }\n    }\n    payables: counterparties(first: 100, filter: {side: SUPPLIER, openBalanceOnly: true}, orderBy: {field: DUE, direction: DESC}) {\n      totalCount\n      nodes {\n        companyId\n        companyName\n        ageing {\n          days0to30\n          days31to60\n          days61to90\n          over90\n          total\n        }\n      }\n    }\n    receivables: counterparties(first: 100, filter: {side: BUYER, openBalanceOnly: true}, orderBy: {field: DUE, direction: DESC}) {\n      totalCount\n      nodes {\n        companyId\n        companyName\n        ageing {\n          days0to30\n          days31to60\n          days61to90\n          over90\n          total\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "671546d03f5e86f78866b568ec589f9f";

export default node;
