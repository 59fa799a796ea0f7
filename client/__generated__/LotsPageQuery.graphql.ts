/**
 * @generated SignedSource<<0d57fd9a6494776c632091ac6b83b9f2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Role = "BUYER" | "SUPPLIER" | "%future added value";
export type LotsPageQuery$variables = Record<PropertyKey, never>;
export type LotsPageQuery$data = {
  readonly siteInfo: {
    readonly timeZone: string;
  };
  readonly viewer: {
    readonly id: string;
    readonly profile: {
      readonly companyName: string;
      readonly id: string;
      readonly role: Role;
      readonly " $fragmentSpreads": FragmentRefs<"ChequesDue_profile" | "FindAnything_profile" | "LotForm_profile" | "LotsOverview_profile">;
    } | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"RemovedFromCompany_viewer">;
  } | null | undefined;
};
export type LotsPageQuery = {
  response: LotsPageQuery$data;
  variables: LotsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "concreteType": "SiteInfo",
  "kind": "LinkedField",
  "name": "siteInfo",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "timeZone",
      "storageKey": null
    }
  ],
  "storageKey": null
},
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
  "name": "role",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "companyName",
  "storageKey": null
},
v4 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 10
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lotNumber",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "price",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v10 = {
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
},
v11 = {
  "kind": "Literal",
  "name": "first",
  "value": 20
},
v12 = [
  {
    "kind": "Literal",
    "name": "filter",
    "value": {
      "agreement": null,
      "openBalanceOnly": false,
      "search": null
    }
  },
  (v11/*:: as any*/),
  {
    "kind": "Literal",
    "name": "orderBy",
    "value": {
      "direction": "DESC",
      "field": "CREATED"
    }
  }
],
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "containerCount",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "quantityTons",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "containerAmount",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalPaid",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "balance",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "concreteType": "Lot",
  "kind": "LinkedField",
  "name": "lot",
  "plural": false,
  "selections": [
    (v6/*:: as any*/),
    (v1/*:: as any*/)
  ],
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "date",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "LotsPageQuery",
    "selections": [
      (v0/*:: as any*/),
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
            "args": null,
            "kind": "FragmentSpread",
            "name": "RemovedFromCompany_viewer"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "BusinessProfile",
            "kind": "LinkedField",
            "name": "profile",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "LotForm_profile"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "LotsOverview_profile"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "FindAnything_profile"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ChequesDue_profile"
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
    "name": "LotsPageQuery",
    "selections": [
      (v0/*:: as any*/),
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
            "concreteType": "CompanyRemoval",
            "kind": "LinkedField",
            "name": "removedFromCompany",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "removedBy",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "removedOn",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "BusinessProfile",
            "kind": "LinkedField",
            "name": "profile",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerRole",
                "storageKey": null
              },
              {
                "alias": null,
                "args": (v4/*:: as any*/),
                "concreteType": "LotConnection",
                "kind": "LinkedField",
                "name": "lots",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "LotEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Lot",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v1/*:: as any*/),
                          (v6/*:: as any*/),
                          (v7/*:: as any*/),
                          (v8/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v9/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v10/*:: as any*/)
                ],
                "storageKey": "lots(first:10)"
              },
              {
                "alias": null,
                "args": (v4/*:: as any*/),
                "filters": [
                  "search"
                ],
                "handle": "connection",
                "key": "LotSearch_lots",
                "kind": "LinkedHandle",
                "name": "lots"
              },
              {
                "alias": null,
                "args": (v12/*:: as any*/),
                "concreteType": "LotsOverviewConnection",
                "kind": "LinkedField",
                "name": "lotsOverview",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "LotsOverviewTotals",
                    "kind": "LinkedField",
                    "name": "totals",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "lotCount",
                        "storageKey": null
                      },
                      (v13/*:: as any*/),
                      (v14/*:: as any*/),
                      (v15/*:: as any*/),
                      (v16/*:: as any*/),
                      (v17/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "LotsOverviewEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "LotFigures",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
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
                              (v6/*:: as any*/),
                              (v7/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          (v13/*:: as any*/),
                          (v14/*:: as any*/),
                          (v15/*:: as any*/),
                          (v16/*:: as any*/),
                          (v17/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "lastEntryDate",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "waitingForYou",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "disputed",
                            "storageKey": null
                          },
                          (v8/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v9/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v10/*:: as any*/)
                ],
                "storageKey": "lotsOverview(filter:{\"agreement\":null,\"openBalanceOnly\":false,\"search\":null},first:20,orderBy:{\"direction\":\"DESC\",\"field\":\"CREATED\"})"
              },
              {
                "alias": null,
                "args": (v12/*:: as any*/),
                "filters": [
                  "orderBy",
                  "filter"
                ],
                "handle": "connection",
                "key": "LotsOverview_lotsOverview",
                "kind": "LinkedHandle",
                "name": "lotsOverview"
              },
              {
                "alias": null,
                "args": [
                  (v11/*:: as any*/),
                  {
                    "kind": "Literal",
                    "name": "query",
                    "value": ""
                  }
                ],
                "concreteType": "SearchHit",
                "kind": "LinkedField",
                "name": "search",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "match",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "text",
                    "storageKey": null
                  },
                  (v18/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Container",
                    "kind": "LinkedField",
                    "name": "container",
                    "plural": false,
                    "selections": [
                      (v1/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "containerNo",
                        "storageKey": null
                      },
                      (v19/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Payment",
                    "kind": "LinkedField",
                    "name": "payment",
                    "plural": false,
                    "selections": [
                      (v1/*:: as any*/),
                      (v20/*:: as any*/),
                      (v19/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": "search(first:20,query:\"\")"
              },
              {
                "alias": null,
                "args": [
                  {
                    "kind": "Literal",
                    "name": "first",
                    "value": 50
                  }
                ],
                "concreteType": "Payment",
                "kind": "LinkedField",
                "name": "chequesDue",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
                  (v20/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "reference",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "chequeDueDate",
                    "storageKey": null
                  },
                  (v18/*:: as any*/)
                ],
                "storageKey": "chequesDue(first:50)"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "56f2d1e3e8d5cf4c4368eff12e6544b7",
    "id": null,
    "metadata": {},
    "name": "LotsPageQuery",
    "operationKind": "query",
    "text": "query LotsPageQuery {\n  siteInfo {\n    timeZone\n  }\n  viewer {\n    id\n    ...RemovedFromCompany_viewer\n    profile {\n      id\n      role\n      companyName\n      ...LotForm_profile\n      ...LotsOverview_profile\n      ...FindAnything_profile\n      ...ChequesDue_profile\n    }\n  }\n}\n\nfragment ChequesDue_profile on BusinessProfile {\n  chequesDue(first: 50) {\n    id\n    amount\n    reference\n    chequeDueDate\n    lot {\n      lotNumber\n      id\n    }\n  }\n}\n\nfragment FindAnything_profile on BusinessProfile {\n  search(query: \"\", first: 20) {\n    match\n    text\n    lot {\n      lotNumber\n      id\n    }\n    container {\n      id\n      containerNo\n      date\n    }\n    payment {\n      id\n      amount\n      date\n    }\n  }\n  id\n}\n\nfragment LotForm_profile on BusinessProfile {\n  id\n  companyName\n  viewerRole\n  ...LotSearch_profile\n}\n\nfragment LotSearch_profile on BusinessProfile {\n  lots(first: 10) {\n    totalCount\n    edges {\n      node {\n        id\n        lotNumber\n        price\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  id\n}\n\nfragment LotsOverview_profile on BusinessProfile {\n  companyName\n  lotsOverview(first: 20, orderBy: {field: CREATED, direction: DESC}, filter: {search: null, openBalanceOnly: false, agreement: null}) {\n    totalCount\n    totals {\n      lotCount\n      containerCount\n      quantityTons\n      containerAmount\n      totalPaid\n      balance\n    }\n    edges {\n      node {\n        lot {\n          id\n          lotNumber\n          price\n        }\n        containerCount\n        quantityTons\n        containerAmount\n        totalPaid\n        balance\n        lastEntryDate\n        waitingForYou\n        disputed\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  id\n}\n\nfragment RemovedFromCompany_viewer on User {\n  removedFromCompany {\n    companyName\n    removedBy\n    removedOn\n  }\n}\n"
  }
};
})();

(node as any).hash = "dc62c97e44a6f0007e71bc3271adaaa3";

export default node;
