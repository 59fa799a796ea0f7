/**
 * @generated SignedSource<<0c0749ee822f627a22ab7c0be0afe2ad>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AgreementFilter = "DISPUTED" | "WAITING_FOR_US" | "%future added value";
export type CounterpartiesDirection = "ASC" | "DESC" | "%future added value";
export type CounterpartiesField = "AMOUNT_LEFT" | "BALANCE" | "CONTAINERS" | "CONTAINER_AMOUNT" | "DUE" | "LOTS" | "NAME" | "OLDEST_OVERDUE" | "PAID" | "SIDE" | "TONS" | "%future added value";
export type CounterpartySide = "BUYER" | "SUPPLIER" | "%future added value";
export type CounterpartiesFilter = {
  agreement?: AgreementFilter | null | undefined;
  openBalanceOnly?: boolean | null | undefined;
  overdueOnly?: boolean | null | undefined;
  search?: string | null | undefined;
  side?: CounterpartySide | null | undefined;
};
export type CounterpartiesOrder = {
  direction?: CounterpartiesDirection | null | undefined;
  field: CounterpartiesField;
};
export type CounterpartiesTablePaginationQuery$variables = {
  count?: number | null | undefined;
  cursor?: string | null | undefined;
  filter?: CounterpartiesFilter | null | undefined;
  orderBy?: CounterpartiesOrder | null | undefined;
};
export type CounterpartiesTablePaginationQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"CounterpartiesTable_query">;
};
export type CounterpartiesTablePaginationQuery = {
  response: CounterpartiesTablePaginationQuery$data;
  variables: CounterpartiesTablePaginationQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": 25,
    "kind": "LocalArgument",
    "name": "count"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "cursor"
  },
  {
    "defaultValue": {
      "agreement": null,
      "openBalanceOnly": false,
      "overdueOnly": false,
      "search": null,
      "side": null
    },
    "kind": "LocalArgument",
    "name": "filter"
  },
  {
    "defaultValue": {
      "direction": "ASC",
      "field": "NAME"
    },
    "kind": "LocalArgument",
    "name": "orderBy"
  }
],
v1 = {
  "kind": "Variable",
  "name": "filter",
  "variableName": "filter"
},
v2 = {
  "kind": "Variable",
  "name": "orderBy",
  "variableName": "orderBy"
},
v3 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "cursor"
  },
  (v1/*:: as any*/),
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
  },
  (v2/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CounterpartiesTablePaginationQuery",
    "selections": [
      {
        "args": [
          {
            "kind": "Variable",
            "name": "count",
            "variableName": "count"
          },
          {
            "kind": "Variable",
            "name": "cursor",
            "variableName": "cursor"
          },
          (v1/*:: as any*/),
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
    "name": "CounterpartiesTablePaginationQuery",
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
    "cacheID": "1549c4cb71346677532940a651d37e98",
    "id": null,
    "metadata": {},
    "name": "CounterpartiesTablePaginationQuery",
    "operationKind": "query",
    "text": "query CounterpartiesTablePaginationQuery(\n  $count: Int = 25\n  $cursor: String\n  $filter: CounterpartiesFilter = {search: null, side: null, openBalanceOnly: false, overdueOnly: false, agreement: null}\n  $orderBy: CounterpartiesOrder = {field: NAME, direction: ASC}\n) {\n  ...CounterpartiesTable_query_1FfpYs\n}\n\nfragment CounterpartiesTable_query_1FfpYs on Query {\n  house {\n    counterparties(first: $count, after: $cursor, orderBy: $orderBy, filter: $filter) {\n      totalCount\n      edges {\n        node {\n          companyId\n          ...CounterpartyRow_counterparty\n          __typename\n        }\n        cursor\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n}\n\nfragment CounterpartyRow_counterparty on Counterparty {\n  companyId\n  companyName\n  side\n  contactName\n  email\n  lotCount\n  containerCount\n  quantityTons\n  containerAmount\n  totalPaid\n  due\n  amountLeft\n  overdue\n  oldestUnpaidDate\n  waitingForHouse\n  disputed\n}\n"
  }
};
})();

(node as any).hash = "83c2dc6e0cb7d000d040ce500df41107";

export default node;
