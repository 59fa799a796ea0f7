/**
 * @generated SignedSource<<09deeac2e848c7177bd0bb9671bcccc6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type statementPdfTestLotQuery$variables = Record<PropertyKey, never>;
export type statementPdfTestLotQuery$data = {
  readonly viewer: {
    readonly profile: {
      readonly lot: {
        readonly ledger: {
          readonly " $fragmentSpreads": FragmentRefs<"statementPdf_ledger">;
        };
      } | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type statementPdfTestLotQuery = {
  response: statementPdfTestLotQuery$data;
  variables: statementPdfTestLotQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "lotNumber",
    "value": "L-100"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "from",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "to",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "openingBalance",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "openingTotalPaid",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "closingBalance",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "closingTotalPaid",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "quantityTons",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "containerAmount",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amountAdded",
  "storageKey": null
},
v10 = [
  (v7/*:: as any*/),
  (v8/*:: as any*/),
  (v9/*:: as any*/)
],
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "date",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "containerNo",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sealNo",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "material",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pricePerTon",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalPaid",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "balance",
  "storageKey": null
},
v20 = {
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
    "name": "statementPdfTestLotQuery",
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
                "args": (v0/*:: as any*/),
                "concreteType": "Lot",
                "kind": "LinkedField",
                "name": "lot",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "LedgerStatement",
                    "kind": "LinkedField",
                    "name": "ledger",
                    "plural": false,
                    "selections": [
                      {
                        "kind": "InlineDataFragmentSpread",
                        "name": "statementPdf_ledger",
                        "selections": [
                          {
                            "kind": "InlineDataFragmentSpread",
                            "name": "ledgerFormat_figures",
                            "selections": [
                              {
                                "kind": "InlineFragment",
                                "selections": [
                                  (v1/*:: as any*/),
                                  (v2/*:: as any*/),
                                  (v3/*:: as any*/),
                                  (v4/*:: as any*/),
                                  (v5/*:: as any*/),
                                  (v6/*:: as any*/),
                                  {
                                    "alias": null,
                                    "args": null,
                                    "concreteType": "LedgerTotals",
                                    "kind": "LinkedField",
                                    "name": "totals",
                                    "plural": false,
                                    "selections": [
                                      (v7/*:: as any*/),
                                      (v8/*:: as any*/),
                                      (v9/*:: as any*/),
                                      {
                                        "kind": "InlineDataFragmentSpread",
                                        "name": "ledgerFormat_totals",
                                        "selections": (v10/*:: as any*/),
                                        "args": null,
                                        "argumentDefinitions": []
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
                            "argumentDefinitions": []
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "LedgerRow",
                            "kind": "LinkedField",
                            "name": "rows",
                            "plural": true,
                            "selections": [
                              (v11/*:: as any*/),
                              {
                                "kind": "InlineDataFragmentSpread",
                                "name": "ledgerFormat_row",
                                "selections": [
                                  (v12/*:: as any*/),
                                  (v13/*:: as any*/),
                                  (v11/*:: as any*/),
                                  (v14/*:: as any*/),
                                  (v15/*:: as any*/),
                                  (v16/*:: as any*/),
                                  (v7/*:: as any*/),
                                  (v17/*:: as any*/),
                                  (v8/*:: as any*/),
                                  (v9/*:: as any*/),
                                  (v18/*:: as any*/),
                                  (v19/*:: as any*/)
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
                "storageKey": "lot(lotNumber:\"L-100\")"
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
    "name": "statementPdfTestLotQuery",
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
                "args": (v0/*:: as any*/),
                "concreteType": "Lot",
                "kind": "LinkedField",
                "name": "lot",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "LedgerStatement",
                    "kind": "LinkedField",
                    "name": "ledger",
                    "plural": false,
                    "selections": [
                      {
                        "kind": "InlineFragment",
                        "selections": [
                          (v1/*:: as any*/),
                          (v2/*:: as any*/),
                          (v3/*:: as any*/),
                          (v4/*:: as any*/),
                          (v5/*:: as any*/),
                          (v6/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "LedgerTotals",
                            "kind": "LinkedField",
                            "name": "totals",
                            "plural": false,
                            "selections": (v10/*:: as any*/),
                            "storageKey": null
                          }
                        ],
                        "type": "Statement",
                        "abstractKey": "__isStatement"
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "LedgerRow",
                        "kind": "LinkedField",
                        "name": "rows",
                        "plural": true,
                        "selections": [
                          (v11/*:: as any*/),
                          (v12/*:: as any*/),
                          (v13/*:: as any*/),
                          (v14/*:: as any*/),
                          (v15/*:: as any*/),
                          (v16/*:: as any*/),
                          (v7/*:: as any*/),
                          (v17/*:: as any*/),
                          (v8/*:: as any*/),
                          (v9/*:: as any*/),
                          (v18/*:: as any*/),
                          (v19/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  (v20/*:: as any*/)
                ],
                "storageKey": "lot(lotNumber:\"L-100\")"
              },
              (v20/*:: as any*/)
            ],
            "storageKey": null
          },
          (v20/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "aa4b2fddc3f0ddaad2bd900f49a15219",
    "id": null,
    "metadata": {},
    "name": "statementPdfTestLotQuery",
    "operationKind": "query",
    "text": "query statementPdfTestLotQuery {\n  viewer {\n    profile {\n      lot(lotNumber: \"L-100\") {\n        ledger {\n          ...statementPdf_ledger\n        }\n        id\n      }\n      id\n    }\n    id\n  }\n}\n\nfragment ledgerFormat_figures on Statement {\n  __isStatement: __typename\n  from\n  to\n  openingBalance\n  openingTotalPaid\n  closingBalance\n  closingTotalPaid\n  totals {\n    quantityTons\n    containerAmount\n    amountAdded\n    ...ledgerFormat_totals\n  }\n}\n\nfragment ledgerFormat_row on LedgerRow {\n  number\n  date\n  type\n  containerNo\n  sealNo\n  material\n  quantityTons\n  pricePerTon\n  containerAmount\n  amountAdded\n  totalPaid\n  balance\n}\n\nfragment ledgerFormat_totals on LedgerTotals {\n  quantityTons\n  containerAmount\n  amountAdded\n}\n\nfragment statementPdf_ledger on LedgerStatement {\n  ...ledgerFormat_figures\n  rows {\n    type\n    ...ledgerFormat_row\n  }\n}\n"
  }
};
})();

(node as any).hash = "7be483f359fdec309cc007a55aa93508";

export default node;
