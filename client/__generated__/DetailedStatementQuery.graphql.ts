/**
 * @generated SignedSource<<fea180abba9546db55c6305cc001ba45>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type LedgerRowType = "ADVANCE" | "AMOUNT" | "CONTAINER" | "%future added value";
export type DetailedStatementQuery$variables = {
  from?: string | null | undefined;
  to?: string | null | undefined;
};
export type DetailedStatementQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly profile: {
      readonly companyName: string;
      readonly id: string;
      readonly statement: {
        readonly closingBalance: string;
        readonly closingTotalPaid: string;
        readonly from: string | null | undefined;
        readonly lots: ReadonlyArray<{
          readonly lot: {
            readonly id: string;
            readonly lotNumber: string;
            readonly price: string;
          };
          readonly statement: {
            readonly closingBalance: string;
            readonly closingTotalPaid: string;
            readonly from: string | null | undefined;
            readonly openingBalance: string;
            readonly openingTotalPaid: string;
            readonly rows: ReadonlyArray<{
              readonly amountAdded: string | null | undefined;
              readonly balance: string;
              readonly containerAmount: string | null | undefined;
              readonly containerNo: string | null | undefined;
              readonly date: string;
              readonly material: string | null | undefined;
              readonly number: number;
              readonly pricePerTon: string | null | undefined;
              readonly quantityTons: string | null | undefined;
              readonly sealNo: string | null | undefined;
              readonly totalPaid: string;
              readonly type: LedgerRowType;
            }>;
            readonly to: string | null | undefined;
            readonly totals: {
              readonly amountAdded: string;
              readonly containerAmount: string;
              readonly quantityTons: string;
            };
          };
        }>;
        readonly openingBalance: string;
        readonly openingTotalPaid: string;
        readonly to: string | null | undefined;
        readonly totals: {
          readonly amountAdded: string;
          readonly containerAmount: string;
          readonly quantityTons: string;
        };
      };
    } | null | undefined;
  } | null | undefined;
};
export type DetailedStatementQuery = {
  response: DetailedStatementQuery$data;
  variables: DetailedStatementQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "from"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "to"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "from",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "to",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "openingBalance",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "openingTotalPaid",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "closingBalance",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "closingTotalPaid",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "quantityTons",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "containerAmount",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amountAdded",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "concreteType": "LedgerTotals",
  "kind": "LinkedField",
  "name": "totals",
  "plural": false,
  "selections": [
    (v8/*:: as any*/),
    (v9/*:: as any*/),
    (v10/*:: as any*/)
  ],
  "storageKey": null
},
v12 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "BusinessProfile",
        "kind": "LinkedField",
        "name": "profile",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "companyName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": [
              {
                "kind": "Variable",
                "name": "from",
                "variableName": "from"
              },
              {
                "kind": "Variable",
                "name": "to",
                "variableName": "to"
              }
            ],
            "concreteType": "CompanyStatement",
            "kind": "LinkedField",
            "name": "statement",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v11/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "CompanyLotStatement",
                "kind": "LinkedField",
                "name": "lots",
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
                      (v1/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "lotNumber",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "price",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "LedgerStatement",
                    "kind": "LinkedField",
                    "name": "statement",
                    "plural": false,
                    "selections": [
                      (v2/*:: as any*/),
                      (v3/*:: as any*/),
                      (v4/*:: as any*/),
                      (v5/*:: as any*/),
                      (v6/*:: as any*/),
                      (v7/*:: as any*/),
                      (v11/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "LedgerRow",
                        "kind": "LinkedField",
                        "name": "rows",
                        "plural": true,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "number",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "date",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "type",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "containerNo",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "sealNo",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "material",
                            "storageKey": null
                          },
                          (v8/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "pricePerTon",
                            "storageKey": null
                          },
                          (v9/*:: as any*/),
                          (v10/*:: as any*/),
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
                            "name": "balance",
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
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DetailedStatementQuery",
    "selections": (v12/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DetailedStatementQuery",
    "selections": (v12/*:: as any*/)
  },
  "params": {
    "cacheID": "f4a76b8790132f7335c833c8b3217a53",
    "id": null,
    "metadata": {},
    "name": "DetailedStatementQuery",
    "operationKind": "query",
    "text": "query DetailedStatementQuery(\n  $from: Date\n  $to: Date\n) {\n  viewer {\n    id\n    profile {\n      id\n      companyName\n      statement(from: $from, to: $to) {\n        from\n        to\n        openingBalance\n        openingTotalPaid\n        closingBalance\n        closingTotalPaid\n        totals {\n          quantityTons\n          containerAmount\n          amountAdded\n        }\n        lots {\n          lot {\n            id\n            lotNumber\n            price\n          }\n          statement {\n            from\n            to\n            openingBalance\n            openingTotalPaid\n            closingBalance\n            closingTotalPaid\n            totals {\n              quantityTons\n              containerAmount\n              amountAdded\n            }\n            rows {\n              number\n              date\n              type\n              containerNo\n              sealNo\n              material\n              quantityTons\n              pricePerTon\n              containerAmount\n              amountAdded\n              totalPaid\n              balance\n            }\n          }\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "cf4b4399eedca99fdaeb6d088d22c5d0";

export default node;
