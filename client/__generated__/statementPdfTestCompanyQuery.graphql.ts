/**
 * @generated SignedSource<<7f20ed8a1507a7425ab883c35577d3b3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type statementPdfTestCompanyQuery$variables = Record<PropertyKey, never>;
export type statementPdfTestCompanyQuery$data = {
  readonly viewer: {
    readonly profile: {
      readonly statement: {
        readonly " $fragmentSpreads": FragmentRefs<"statementPdf_company">;
      };
    } | null | undefined;
  } | null | undefined;
};
export type statementPdfTestCompanyQuery = {
  response: statementPdfTestCompanyQuery$data;
  variables: statementPdfTestCompanyQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "from",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "to",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "openingBalance",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "openingTotalPaid",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "closingBalance",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "closingTotalPaid",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "quantityTons",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "containerAmount",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amountAdded",
  "storageKey": null
},
v9 = [
  (v6/*:: as any*/),
  (v7/*:: as any*/),
  (v8/*:: as any*/)
],
v10 = {
  "kind": "InlineDataFragmentSpread",
  "name": "ledgerFormat_figures",
  "selections": [
    {
      "kind": "InlineFragment",
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        (v4/*:: as any*/),
        (v5/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "LedgerTotals",
          "kind": "LinkedField",
          "name": "totals",
          "plural": false,
          "selections": [
            (v6/*:: as any*/),
            (v7/*:: as any*/),
            (v8/*:: as any*/),
            {
              "kind": "InlineDataFragmentSpread",
              "name": "ledgerFormat_totals",
              "selections": (v9/*:: as any*/),
              "args": null,
              "argumentDefinitions": ([]/*:: as any*/)
            }
          ],
          "storageKey": null
        }
      ],
      "type": "Statement",
      "abstractKey": "__isStatement"
    }
  ],
  "args": null,
  "argumentDefinitions": ([]/*:: as any*/)
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lotNumber",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "price",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "date",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "containerNo",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sealNo",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "material",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pricePerTon",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalPaid",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "balance",
  "storageKey": null
},
v22 = {
  "kind": "InlineFragment",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    (v2/*:: as any*/),
    (v3/*:: as any*/),
    (v4/*:: as any*/),
    (v5/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "LedgerTotals",
      "kind": "LinkedField",
      "name": "totals",
      "plural": false,
      "selections": (v9/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Statement",
  "abstractKey": "__isStatement"
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "statementPdfTestCompanyQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "BusinessProfile",
            "kind": "LinkedField",
            "name": "profile",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "CompanyStatement",
                "kind": "LinkedField",
                "name": "statement",
                "plural": false,
                "selections": [
                  {
                    "kind": "InlineDataFragmentSpread",
                    "name": "statementPdf_company",
                    "selections": [
                      (v10/*:: as any*/),
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
                              (v11/*:: as any*/),
                              (v12/*:: as any*/)
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
                              {
                                "kind": "InlineDataFragmentSpread",
                                "name": "statementPdf_ledger",
                                "selections": [
                                  (v10/*:: as any*/),
                                  {
                                    "alias": null,
                                    "args": null,
                                    "concreteType": "LedgerRow",
                                    "kind": "LinkedField",
                                    "name": "rows",
                                    "plural": true,
                                    "selections": [
                                      (v13/*:: as any*/),
                                      {
                                        "kind": "InlineDataFragmentSpread",
                                        "name": "ledgerFormat_row",
                                        "selections": [
                                          (v14/*:: as any*/),
                                          (v15/*:: as any*/),
                                          (v13/*:: as any*/),
                                          (v16/*:: as any*/),
                                          (v17/*:: as any*/),
                                          (v18/*:: as any*/),
                                          (v6/*:: as any*/),
                                          (v19/*:: as any*/),
                                          (v7/*:: as any*/),
                                          (v8/*:: as any*/),
                                          (v20/*:: as any*/),
                                          (v21/*:: as any*/)
                                        ],
                                        "args": null,
                                        "argumentDefinitions": []
                                      }
                                    ],
                                    "storageKey": null
                                  }
                                ],
                                "args": null,
                                "argumentDefinitions": []
                              }
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "args": null,
                    "argumentDefinitions": []
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
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "statementPdfTestCompanyQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "BusinessProfile",
            "kind": "LinkedField",
            "name": "profile",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "CompanyStatement",
                "kind": "LinkedField",
                "name": "statement",
                "plural": false,
                "selections": [
                  (v22/*:: as any*/),
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
                          (v11/*:: as any*/),
                          (v12/*:: as any*/),
                          (v23/*:: as any*/)
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
                          (v22/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "LedgerRow",
                            "kind": "LinkedField",
                            "name": "rows",
                            "plural": true,
                            "selections": [
                              (v13/*:: as any*/),
                              (v14/*:: as any*/),
                              (v15/*:: as any*/),
                              (v16/*:: as any*/),
                              (v17/*:: as any*/),
                              (v18/*:: as any*/),
                              (v6/*:: as any*/),
                              (v19/*:: as any*/),
                              (v7/*:: as any*/),
                              (v8/*:: as any*/),
                              (v20/*:: as any*/),
                              (v21/*:: as any*/)
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
              },
              (v23/*:: as any*/)
            ],
            "storageKey": null
          },
          (v23/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "818f9bcfc5f12dc0f912315ece637c72",
    "id": null,
    "metadata": {},
    "name": "statementPdfTestCompanyQuery",
    "operationKind": "query",
    "text": "query statementPdfTestCompanyQuery {\n  viewer {\n    profile {\n      statement {\n        ...statementPdf_company\n      }\n      id\n    }\n    id\n  }\n}\n\nfragment ledgerFormat_figures on Statement {\n  __isStatement: __typename\n  from\n  to\n  openingBalance\n  openingTotalPaid\n  closingBalance\n  closingTotalPaid\n  totals {\n    quantityTons\n    containerAmount\n    amountAdded\n    ...ledgerFormat_totals\n  }\n}\n\nfragment ledgerFormat_row on LedgerRow {\n  number\n  date\n  type\n  containerNo\n  sealNo\n  material\n  quantityTons\n  pricePerTon\n  containerAmount\n  amountAdded\n  totalPaid\n  balance\n}\n\nfragment ledgerFormat_totals on LedgerTotals {\n  quantityTons\n  containerAmount\n  amountAdded\n}\n\nfragment statementPdf_company on CompanyStatement {\n  ...ledgerFormat_figures\n  lots {\n    lot {\n      lotNumber\n      price\n      id\n    }\n    statement {\n      ...statementPdf_ledger\n    }\n  }\n}\n\nfragment statementPdf_ledger on LedgerStatement {\n  ...ledgerFormat_figures\n  rows {\n    type\n    ...ledgerFormat_row\n  }\n}\n"
  }
};
})();

(node as any).hash = "e9c547698df625c2a1ca47987f6160f3";

export default node;
