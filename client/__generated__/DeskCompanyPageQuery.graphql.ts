/**
 * @generated SignedSource<<9c8d51ceb40ebf60900aff67dfe1154f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CounterpartySide = "BUYER" | "SUPPLIER" | "%future added value";
export type DeskCompanyPageQuery$variables = {
  companyId: number;
  profileId: string;
};
export type DeskCompanyPageQuery$data = {
  readonly company: {
    readonly lotsOverview?: {
      readonly nodes: ReadonlyArray<{
        readonly balance: string;
        readonly containerAmount: string;
        readonly containerCount: number;
        readonly lastEntryDate: string | null | undefined;
        readonly lot: {
          readonly id: string;
          readonly lotNumber: string;
        };
        readonly quantityTons: string;
        readonly totalPaid: string;
      }>;
      readonly totalCount: number;
    };
  } | null | undefined;
  readonly house: {
    readonly counterparty: {
      readonly ageing: {
        readonly days0to30: string;
        readonly days31to60: string;
        readonly days61to90: string;
        readonly over90: string;
        readonly total: string;
      };
      readonly amountLeft: string;
      readonly balance: string;
      readonly companyId: number;
      readonly companyName: string;
      readonly contactName: string;
      readonly containerAmount: string;
      readonly containerCount: number;
      readonly due: string;
      readonly email: string;
      readonly lotCount: number;
      readonly oldestUnpaidDate: string | null | undefined;
      readonly overdue: string;
      readonly phone: string;
      readonly quantityTons: string;
      readonly side: CounterpartySide;
      readonly totalPaid: string;
    } | null | undefined;
  };
};
export type DeskCompanyPageQuery = {
  response: DeskCompanyPageQuery$data;
  variables: DeskCompanyPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "companyId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "profileId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "profileId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "containerCount",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "quantityTons",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "containerAmount",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalPaid",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "balance",
  "storageKey": null
},
v8 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 100
        },
        {
          "kind": "Literal",
          "name": "orderBy",
          "value": {
            "direction": "ASC",
            "field": "BALANCE"
          }
        }
      ],
      "concreteType": "LotsOverviewConnection",
      "kind": "LinkedField",
      "name": "lotsOverview",
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
          "concreteType": "LotFigures",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Lot",
              "kind": "LinkedField",
              "name": "lot",
              "plural": false,
              "selections": [
                (v2/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "lotNumber",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            (v3/*:: as any*/),
            (v4/*:: as any*/),
            (v5/*:: as any*/),
            (v6/*:: as any*/),
            (v7/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "lastEntryDate",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "lotsOverview(first:100,orderBy:{\"direction\":\"ASC\",\"field\":\"BALANCE\"})"
    }
  ],
  "type": "BusinessProfile",
  "abstractKey": null
},
v9 = {
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
        {
          "kind": "Variable",
          "name": "companyId",
          "variableName": "companyId"
        }
      ],
      "concreteType": "Counterparty",
      "kind": "LinkedField",
      "name": "counterparty",
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
          "name": "phone",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lotCount",
          "storageKey": null
        },
        (v3/*:: as any*/),
        (v4/*:: as any*/),
        (v5/*:: as any*/),
        (v6/*:: as any*/),
        (v7/*:: as any*/),
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
          "concreteType": "AgeingBuckets",
          "kind": "LinkedField",
          "name": "ageing",
          "plural": false,
          "selections": [
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
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DeskCompanyPageQuery",
    "selections": [
      {
        "alias": "company",
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v8/*:: as any*/)
        ],
        "storageKey": null
      },
      (v9/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeskCompanyPageQuery",
    "selections": [
      {
        "alias": "company",
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
          (v8/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      },
      (v9/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "544af0d0f46f09f4f668cd804d716ddd",
    "id": null,
    "metadata": {},
    "name": "DeskCompanyPageQuery",
    "operationKind": "query",
    "text": "query DeskCompanyPageQuery(\n  $companyId: Int!\n  $profileId: ID!\n) {\n  company: node(id: $profileId) {\n    __typename\n    ... on BusinessProfile {\n      lotsOverview(first: 100, orderBy: {field: BALANCE, direction: ASC}) {\n        totalCount\n        nodes {\n          lot {\n            id\n            lotNumber\n          }\n          containerCount\n          quantityTons\n          containerAmount\n          totalPaid\n          balance\n          lastEntryDate\n        }\n      }\n    }\n    id\n  }\n  house {\n    counterparty(companyId: $companyId) {\n      companyId\n      companyName\n      side\n      contactName\n      email\n      phone\n      lotCount\n      containerCount\n      quantityTons\n      containerAmount\n      totalPaid\n      balance\n      due\n      amountLeft\n      overdue\n      oldestUnpaidDate\n      ageing {\n        days0to30\n        days31to60\n        days61to90\n        over90\n        total\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a5b2425aaa28ad9e473e3e9bb917854c";

export default node;
