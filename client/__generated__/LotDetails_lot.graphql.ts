/**
 * @generated SignedSource<<115d0c84691b9d13079ce31588764618>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type LotState = "CLOSED" | "OPEN" | "SHIPPED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type LotDetails_lot$data = {
  readonly companyName: string;
  readonly id: string;
  readonly ledger: {
    readonly from: string | null | undefined;
    readonly rows: ReadonlyArray<{
      readonly amountAdded: string | null | undefined;
      readonly container: {
        readonly history: ReadonlyArray<{
          readonly added: boolean;
          readonly changedAt: string;
          readonly changedBy: string;
          readonly changes: ReadonlyArray<{
            readonly field: string;
            readonly newValue: string | null | undefined;
            readonly oldValue: string | null | undefined;
          }>;
        }>;
        readonly id: string;
      } | null | undefined;
      readonly payment: {
        readonly history: ReadonlyArray<{
          readonly added: boolean;
          readonly changedAt: string;
          readonly changedBy: string;
          readonly changes: ReadonlyArray<{
            readonly field: string;
            readonly newValue: string | null | undefined;
            readonly oldValue: string | null | undefined;
          }>;
        }>;
        readonly id: string;
      } | null | undefined;
      readonly quantityTons: string | null | undefined;
    }>;
    readonly to: string | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"BalanceChart_ledger" | "LedgerTable_ledger" | "LotHeader_ledger" | "statementPdf_ledger">;
  };
  readonly lotNumber: string;
  readonly notes: string;
  readonly price: string;
  readonly state: LotState;
  readonly version: number;
  readonly " $fragmentSpreads": FragmentRefs<"LotAgreement_lot" | "LotHeader_lot" | "VoidedEntries_lot" | "statementPdf_voided">;
  readonly " $fragmentType": "LotDetails_lot";
};
export type LotDetails_lot$key = {
  readonly " $data"?: LotDetails_lot$data;
  readonly " $fragmentSpreads": FragmentRefs<"LotDetails_lot">;
};

import LotDetailsLedgerRefetchQuery_graphql from './LotDetailsLedgerRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
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
  "name": "quantityTons",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amountAdded",
  "storageKey": null
},
v6 = [
  (v0/*:: as any*/),
  {
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          },
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
  }
],
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
  "name": "type",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "date",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "containerNo",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "voidReason",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "voidedBy",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "voidedAt",
  "storageKey": null
};
return {
  "argumentDefinitions": [
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
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": LotDetailsLedgerRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "LotDetails_lot",
  "selections": [
    (v0/*:: as any*/),
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
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "notes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "version",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LotHeader_lot"
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
      "concreteType": "LedgerStatement",
      "kind": "LinkedField",
      "name": "ledger",
      "plural": false,
      "selections": [
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "LotHeader_ledger"
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "LedgerRow",
          "kind": "LinkedField",
          "name": "rows",
          "plural": true,
          "selections": [
            (v4/*:: as any*/),
            (v5/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "Container",
              "kind": "LinkedField",
              "name": "container",
              "plural": false,
              "selections": (v6/*:: as any*/),
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "Payment",
              "kind": "LinkedField",
              "name": "payment",
              "plural": false,
              "selections": (v6/*:: as any*/),
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "LedgerTable_ledger"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "BalanceChart_ledger"
        },
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
                    (v2/*:: as any*/),
                    (v3/*:: as any*/),
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "openingBalance",
                      "storageKey": null
                    },
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
                      "concreteType": "LedgerTotals",
                      "kind": "LinkedField",
                      "name": "totals",
                      "plural": false,
                      "selections": [
                        (v4/*:: as any*/),
                        (v7/*:: as any*/),
                        (v5/*:: as any*/)
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
                (v8/*:: as any*/),
                {
                  "kind": "InlineDataFragmentSpread",
                  "name": "ledgerFormat_row",
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "number",
                      "storageKey": null
                    },
                    (v9/*:: as any*/),
                    (v8/*:: as any*/),
                    (v10/*:: as any*/),
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
                    (v4/*:: as any*/),
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "pricePerTon",
                      "storageKey": null
                    },
                    (v7/*:: as any*/),
                    (v5/*:: as any*/),
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
                  "args": null,
                  "argumentDefinitions": []
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "EntryAgreement",
                  "kind": "LinkedField",
                  "name": "agreement",
                  "plural": false,
                  "selections": [
                    (v1/*:: as any*/),
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "waitingFor",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "disputedQuantityKg",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "disputedAmount",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "disputedDate",
                      "storageKey": null
                    }
                  ],
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
                      "name": "quantityKg",
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
                    }
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
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "VoidedEntries_lot"
    },
    {
      "kind": "InlineDataFragmentSpread",
      "name": "statementPdf_voided",
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": null,
          "kind": "LinkedField",
          "name": "voidedEntries",
          "plural": true,
          "selections": [
            {
              "kind": "InlineDataFragmentSpread",
              "name": "ledgerFormat_voided",
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                },
                {
                  "kind": "InlineFragment",
                  "selections": [
                    (v9/*:: as any*/),
                    (v10/*:: as any*/),
                    (v4/*:: as any*/),
                    (v11/*:: as any*/),
                    (v12/*:: as any*/),
                    (v13/*:: as any*/),
                    (v14/*:: as any*/)
                  ],
                  "type": "Container",
                  "abstractKey": null
                },
                {
                  "kind": "InlineFragment",
                  "selections": [
                    (v9/*:: as any*/),
                    (v11/*:: as any*/),
                    (v12/*:: as any*/),
                    (v13/*:: as any*/),
                    (v14/*:: as any*/)
                  ],
                  "type": "Payment",
                  "abstractKey": null
                }
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
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LotAgreement_lot"
    }
  ],
  "type": "Lot",
  "abstractKey": null
};
})();

(node as any).hash = "3372c1abae3405ce5f9a787b597ae4eb";

export default node;
