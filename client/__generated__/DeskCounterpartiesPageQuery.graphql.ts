/**
 * @generated SignedSource<<763e1301120217c8001c81ad419e009f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AgreementFilter = "DISPUTED" | "WAITING_FOR_US" | "%future added value";
export type CounterpartySide = "BUYER" | "SUPPLIER" | "%future added value";
export type CounterpartiesFilter = {
  agreement?: AgreementFilter | null | undefined;
  openBalanceOnly?: boolean | null | undefined;
  overdueOnly?: boolean | null | undefined;
  search?: string | null | undefined;
  side?: CounterpartySide | null | undefined;
};
export type DeskCounterpartiesPageQuery$variables = {
  filter?: CounterpartiesFilter | null | undefined;
};
export type DeskCounterpartiesPageQuery$data = {
  readonly house: {
    readonly counterpartyTotals: {
      readonly advancesOutstanding: string;
      readonly asOf: string;
      readonly buyerCount: number;
      readonly customerCredit: string;
      readonly payables: string;
      readonly receivables: string;
      readonly supplierCount: number;
    };
  };
  readonly " $fragmentSpreads": FragmentRefs<"CounterpartiesTable_query">;
};
export type DeskCounterpartiesPageQuery = {
  response: DeskCounterpartiesPageQuery$data;
  variables: DeskCounterpartiesPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "filter"
  }
],
v1 = {
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
      "name": "payables",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "receivables",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "advancesOutstanding",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "customerCredit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "supplierCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "buyerCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "asOf",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v2 = {
  "kind": "Variable",
  "name": "filter",
  "variableName": "filter"
},
v3 = [
  (v2/*:: as any*/),
  {
    "kind": "Literal",
    "name": "first",
    "value": 25
  },
  {
    "kind": "Literal",
    "name": "orderBy",
    "value": {
      "direction": "ASC",
      "field": "NAME"
    }
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DeskCounterpartiesPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "House",
        "kind": "LinkedField",
        "name": "house",
        "plural": false,
        "selections": [
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "args": [
          (v2/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "CounterpartiesTable_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeskCounterpartiesPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "House",
        "kind": "LinkedField",
        "name": "house",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": (v3/*:: as any*/),
            "concreteType": "CounterpartyConnection",
            "kind": "LinkedField",
            "name": "counterparties",
            "plural": false,
            "selections": [
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
                "concreteType": "CounterpartyEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Counterparty",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
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
                        "kind": "ScalarField",
                        "name": "side",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "contactName",
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
                        "name": "lotCount",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "containerCount",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "quantityTons",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "containerAmount",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "totalPaid",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "due",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "amountLeft",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "overdue",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "oldestUnpaidDate",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "waitingForHouse",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "disputed",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "__typename",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "cursor",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PageInfo",
                "kind": "LinkedField",
                "name": "pageInfo",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "endCursor",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "hasNextPage",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v3/*:: as any*/),
            "filters": [
              "orderBy",
              "filter"
            ],
            "handle": "connection",
            "key": "CounterpartiesTable_counterparties",
            "kind": "LinkedHandle",
            "name": "counterparties"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "44a158f7321e58457133131e771e0a81",
    "id": null,
    "metadata": {},
    "name": "DeskCounterpartiesPageQuery",
    "operationKind": "query",
    "text": "query DeskCounterpartiesPageQuery(\n  $filter: CounterpartiesFilter\n) {\n  house {\n    counterpartyTotals {\n      payables\n      receivables\n      advancesOutstanding\n      customerCredit\n      supplierCount\n      buyerCount\n      asOf\n    }\n  }\n  ...CounterpartiesTable_query_Vt7Yj\n}\n\nfragment CounterpartiesTable_query_Vt7Yj on Query {\n  house {\n    counterparties(first: 25, orderBy: {field: NAME, direction: ASC}, filter: $filter) {\n      totalCount\n      edges {\n        node {\n          companyId\n          ...CounterpartyRow_counterparty\n          __typename\n        }\n        cursor\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n}\n\nfragment CounterpartyRow_counterparty on Counterparty {\n  companyId\n  companyName\n  side\n  contactName\n  email\n  lotCount\n  containerCount\n  quantityTons\n  containerAmount\n  totalPaid\n  due\n  amountLeft\n  overdue\n  oldestUnpaidDate\n  waitingForHouse\n  disputed\n}\n"
  }
};
})();

(node as any).hash = "e0da7ad3da30a8cd6aa9e4ed505a730d";

export default node;
