/**
 * @generated SignedSource<<4d86f50a691814c46623edaeb2425a3f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AcceptDisputeInput = {
  expectedVersion?: number | null | undefined;
  id: string;
};
export type useAcceptDisputeMutation$variables = {
  from?: string | null | undefined;
  input: AcceptDisputeInput;
  to?: string | null | undefined;
};
export type useAcceptDisputeMutation$data = {
  readonly acceptDispute: {
    readonly __typename: string;
    readonly changeCursor?: string | null | undefined;
    readonly error: {
      readonly " $fragmentSpreads": FragmentRefs<"outcome_error">;
    } | null | undefined;
    readonly lot?: {
      readonly " $fragmentSpreads": FragmentRefs<"LotDetails_lot">;
    };
  };
};
export type useAcceptDisputeMutation = {
  response: useAcceptDisputeMutation$data;
  variables: useAcceptDisputeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "from"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "to"
},
v3 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "changeCursor",
  "storageKey": null
},
v6 = [
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
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "field",
  "storageKey": null
},
v9 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "FieldError",
      "kind": "LinkedField",
      "name": "fieldErrors",
      "plural": true,
      "selections": [
        (v8/*:: as any*/),
        (v7/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "InputError",
  "abstractKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "version",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "quantityTons",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amountAdded",
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
  "name": "containerAmount",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "waitingFor",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "disputedQuantityKg",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "disputedAmount",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "disputedDate",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "concreteType": "EntryAgreement",
  "kind": "LinkedField",
  "name": "agreement",
  "plural": false,
  "selections": [
    (v11/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "recordedBy",
      "storageKey": null
    },
    (v20/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "by",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reason",
      "storageKey": null
    },
    (v21/*:: as any*/),
    (v22/*:: as any*/),
    (v23/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "answer",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "answeredBy",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "actions",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "concreteType": "ChangeRecord",
  "kind": "LinkedField",
  "name": "history",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "added",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "changedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "changedBy",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FieldChange",
      "kind": "LinkedField",
      "name": "changes",
      "plural": true,
      "selections": [
        (v8/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "oldValue",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "newValue",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "voidReason",
  "storageKey": null
},
v28 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "voidedBy",
  "storageKey": null
},
v29 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "voidedAt",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useAcceptDisputeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "acceptDispute",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Lot",
                "kind": "LinkedField",
                "name": "lot",
                "plural": false,
                "selections": [
                  {
                    "args": (v6/*:: as any*/),
                    "kind": "FragmentSpread",
                    "name": "LotDetails_lot"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "AcceptDisputePayload",
            "abstractKey": null
          },
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "kind": "InlineDataFragmentSpread",
                  "name": "outcome_error",
                  "selections": [
                    (v4/*:: as any*/),
                    (v7/*:: as any*/),
                    (v9/*:: as any*/)
                  ],
                  "args": null,
                  "argumentDefinitions": []
                }
              ],
              "type": "Error",
              "abstractKey": "__isError"
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "error"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useAcceptDisputeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "acceptDispute",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Lot",
                "kind": "LinkedField",
                "name": "lot",
                "plural": false,
                "selections": [
                  (v10/*:: as any*/),
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
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "companyName",
                    "storageKey": null
                  },
                  (v11/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "notes",
                    "storageKey": null
                  },
                  (v12/*:: as any*/),
                  {
                    "alias": null,
                    "args": (v6/*:: as any*/),
                    "concreteType": "LedgerStatement",
                    "kind": "LinkedField",
                    "name": "ledger",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "from",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "to",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "closingBalance",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "closingTotalPaid",
                        "storageKey": null
                      },
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
                            "name": "type",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "balance",
                            "storageKey": null
                          },
                          (v15/*:: as any*/),
                          (v16/*:: as any*/),
                          (v17/*:: as any*/),
                          (v18/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "pricePerTon",
                            "storageKey": null
                          },
                          (v19/*:: as any*/),
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
                            "concreteType": "Container",
                            "kind": "LinkedField",
                            "name": "container",
                            "plural": false,
                            "selections": [
                              (v10/*:: as any*/),
                              (v12/*:: as any*/),
                              (v15/*:: as any*/),
                              (v16/*:: as any*/),
                              (v17/*:: as any*/),
                              (v18/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "quantityKg",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "bookingNo",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "billOfLadingNo",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "vessel",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "voyage",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "portOfLoading",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "portOfDischarge",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "grossKg",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "tareKg",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "weighbridgeTicket",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "ownPricePerTon",
                                "storageKey": null
                              },
                              (v24/*:: as any*/),
                              (v25/*:: as any*/)
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
                              (v10/*:: as any*/),
                              (v12/*:: as any*/),
                              (v15/*:: as any*/),
                              (v26/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "method",
                                "storageKey": null
                              },
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
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "note",
                                "storageKey": null
                              },
                              (v24/*:: as any*/),
                              (v25/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "EntryAgreement",
                            "kind": "LinkedField",
                            "name": "agreement",
                            "plural": false,
                            "selections": [
                              (v11/*:: as any*/),
                              (v20/*:: as any*/),
                              (v21/*:: as any*/),
                              (v22/*:: as any*/),
                              (v23/*:: as any*/)
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "openingBalance",
                        "storageKey": null
                      },
                      {
                        "kind": "InlineFragment",
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "openingTotalPaid",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "LedgerTotals",
                            "kind": "LinkedField",
                            "name": "totals",
                            "plural": false,
                            "selections": [
                              (v13/*:: as any*/),
                              (v19/*:: as any*/),
                              (v14/*:: as any*/)
                            ],
                            "storageKey": null
                          }
                        ],
                        "type": "Statement",
                        "abstractKey": "__isStatement"
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": null,
                    "kind": "LinkedField",
                    "name": "voidedEntries",
                    "plural": true,
                    "selections": [
                      (v4/*:: as any*/),
                      {
                        "kind": "InlineFragment",
                        "selections": [
                          (v10/*:: as any*/)
                        ],
                        "type": "Node",
                        "abstractKey": "__isNode"
                      },
                      {
                        "kind": "TypeDiscriminator",
                        "abstractKey": "__isLedgerEntry"
                      },
                      {
                        "kind": "InlineFragment",
                        "selections": [
                          (v15/*:: as any*/),
                          (v16/*:: as any*/),
                          (v13/*:: as any*/),
                          (v26/*:: as any*/),
                          (v27/*:: as any*/),
                          (v28/*:: as any*/),
                          (v29/*:: as any*/)
                        ],
                        "type": "Container",
                        "abstractKey": null
                      },
                      {
                        "kind": "InlineFragment",
                        "selections": [
                          (v15/*:: as any*/),
                          (v26/*:: as any*/),
                          (v27/*:: as any*/),
                          (v28/*:: as any*/),
                          (v29/*:: as any*/)
                        ],
                        "type": "Payment",
                        "abstractKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AgreementSummary",
                    "kind": "LinkedField",
                    "name": "agreement",
                    "plural": false,
                    "selections": [
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
                        "name": "recordedBalance",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "agreedBalance",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "confirmed",
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
                        "name": "waitingForYou",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "waitingForOtherSide",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "mayAct",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "WaitingConfirmation",
                    "kind": "LinkedField",
                    "name": "waitingConfirmation",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "containers",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "payments",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "token",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "AcceptDisputePayload",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              (v7/*:: as any*/),
              (v9/*:: as any*/)
            ],
            "type": "Error",
            "abstractKey": "__isError"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "95ab212a521052d114290a767150d06c",
    "id": null,
    "metadata": {},
    "name": "useAcceptDisputeMutation",
    "operationKind": "mutation",
    "text": "mutation useAcceptDisputeMutation(\n  $input: AcceptDisputeInput!\n  $from: Date\n  $to: Date\n) {\n  acceptDispute(input: $input) {\n    __typename\n    ... on AcceptDisputePayload {\n      changeCursor\n      lot {\n        ...LotDetails_lot_1tCgTg\n        id\n      }\n    }\n    ...outcome_error\n  }\n}\n\nfragment BalanceChart_ledger on LedgerStatement {\n  from\n  to\n  openingBalance\n  closingBalance\n  rows {\n    number\n    date\n    balance\n  }\n}\n\nfragment LedgerTable_ledger on LedgerStatement {\n  ...ledgerFormat_figures\n  rows {\n    number\n    type\n    balance\n    quantityTons\n    ...ledgerFormat_row\n    container {\n      id\n      version\n      date\n      containerNo\n      sealNo\n      material\n      quantityKg\n      bookingNo\n      billOfLadingNo\n      vessel\n      voyage\n      portOfLoading\n      portOfDischarge\n      grossKg\n      tareKg\n      weighbridgeTicket\n      ownPricePerTon\n      agreement {\n        state\n        recordedBy\n        waitingFor\n        by\n        reason\n        disputedQuantityKg\n        disputedAmount\n        disputedDate\n        answer\n        answeredBy\n        actions\n      }\n    }\n    payment {\n      id\n      version\n      date\n      amount\n      method\n      reference\n      chequeDueDate\n      note\n      agreement {\n        state\n        recordedBy\n        waitingFor\n        by\n        reason\n        disputedQuantityKg\n        disputedAmount\n        disputedDate\n        answer\n        answeredBy\n        actions\n      }\n    }\n  }\n}\n\nfragment LotAgreement_lot on Lot {\n  id\n  lotNumber\n  companyName\n  agreement {\n    side\n    recordedBalance\n    agreedBalance\n    confirmed\n    disputed\n    waitingForYou\n    waitingForOtherSide\n    mayAct\n  }\n  waitingConfirmation {\n    containers\n    payments\n    token\n  }\n}\n\nfragment LotDetails_lot_1tCgTg on Lot {\n  id\n  lotNumber\n  price\n  companyName\n  state\n  notes\n  version\n  ...LotHeader_lot\n  ledger(from: $from, to: $to) {\n    from\n    to\n    ...LotHeader_ledger\n    rows {\n      quantityTons\n      amountAdded\n      container {\n        id\n        history {\n          added\n          changedAt\n          changedBy\n          changes {\n            field\n            oldValue\n            newValue\n          }\n        }\n      }\n      payment {\n        id\n        history {\n          added\n          changedAt\n          changedBy\n          changes {\n            field\n            oldValue\n            newValue\n          }\n        }\n      }\n    }\n    ...LedgerTable_ledger\n    ...BalanceChart_ledger\n    ...statementPdf_ledger\n  }\n  ...VoidedEntries_lot\n  ...statementPdf_voided\n  ...LotAgreement_lot\n}\n\nfragment LotHeader_ledger on LedgerStatement {\n  from\n  to\n  closingBalance\n  closingTotalPaid\n}\n\nfragment LotHeader_lot on Lot {\n  lotNumber\n  price\n}\n\nfragment VoidedEntries_lot on Lot {\n  voidedEntries {\n    __typename\n    ... on Node {\n      __isNode: __typename\n      id\n    }\n    ...ledgerFormat_voided\n  }\n}\n\nfragment ledgerFormat_figures on Statement {\n  __isStatement: __typename\n  from\n  to\n  openingBalance\n  openingTotalPaid\n  closingBalance\n  closingTotalPaid\n  totals {\n    quantityTons\n    containerAmount\n    amountAdded\n  }\n}\n\nfragment ledgerFormat_row on LedgerRow {\n  number\n  date\n  type\n  containerNo\n  sealNo\n  material\n  quantityTons\n  pricePerTon\n  containerAmount\n  amountAdded\n  totalPaid\n  balance\n}\n\nfragment ledgerFormat_voided on LedgerEntry {\n  __isLedgerEntry: __typename\n  __typename\n  ... on Container {\n    date\n    containerNo\n    quantityTons\n    amount\n    voidReason\n    voidedBy\n    voidedAt\n  }\n  ... on Payment {\n    date\n    amount\n    voidReason\n    voidedBy\n    voidedAt\n  }\n}\n\nfragment outcome_error on Error {\n  __isError: __typename\n  __typename\n  message\n  ... on InputError {\n    fieldErrors {\n      field\n      message\n    }\n  }\n}\n\nfragment statementPdf_ledger on LedgerStatement {\n  ...ledgerFormat_figures\n  rows {\n    type\n    ...ledgerFormat_row\n    agreement {\n      state\n      waitingFor\n      disputedQuantityKg\n      disputedAmount\n      disputedDate\n    }\n    container {\n      bookingNo\n      billOfLadingNo\n      vessel\n      voyage\n      portOfLoading\n      portOfDischarge\n      grossKg\n      tareKg\n      quantityKg\n      weighbridgeTicket\n      ownPricePerTon\n      id\n    }\n    payment {\n      method\n      reference\n      chequeDueDate\n      note\n      id\n    }\n  }\n}\n\nfragment statementPdf_voided on Lot {\n  voidedEntries {\n    __typename\n    ...ledgerFormat_voided\n    ... on Node {\n      __isNode: __typename\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b66cba4bb9766d9d05eff58a9e8af3cb";

export default node;
