/**
 * @generated SignedSource<<60923b53338ae2360f844bd8272c740a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CounterpartiesTable_query$data = {
  readonly house: {
    readonly counterparties: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly companyId: number;
          readonly " $fragmentSpreads": FragmentRefs<"CounterpartyRow_counterparty">;
        };
      }>;
      readonly totalCount: number;
    };
  };
  readonly " $fragmentType": "CounterpartiesTable_query";
};
export type CounterpartiesTable_query$key = {
  readonly " $data"?: CounterpartiesTable_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"CounterpartiesTable_query">;
};

import CounterpartiesTablePaginationQuery_graphql from './CounterpartiesTablePaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "house",
  "counterparties"
];
return {
  "argumentDefinitions": [
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
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [],
      "operation": CounterpartiesTablePaginationQuery_graphql
    }
  },
  "name": "CounterpartiesTable_query",
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
          "alias": "counterparties",
          "args": [
            {
              "kind": "Variable",
              "name": "filter",
              "variableName": "filter"
            },
            {
              "kind": "Variable",
              "name": "orderBy",
              "variableName": "orderBy"
            }
          ],
          "concreteType": "CounterpartyConnection",
          "kind": "LinkedField",
          "name": "__CounterpartiesTable_counterparties_connection",
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
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "CounterpartyRow_counterparty"
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "83c2dc6e0cb7d000d040ce500df41107";

export default node;
