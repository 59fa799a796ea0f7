/**
 * @generated SignedSource<<8a1395bf6421d2f2265d9f438744511e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HouseRole = "HOUSE_ADMIN" | "HOUSE_STAFF" | "%future added value";
export type MemberRole = "OWNER" | "TRADER" | "VIEWER" | "%future added value";
export type Role = "BUYER" | "SUPPLIER" | "%future added value";
export type LotDetailsPageQuery$variables = {
  byId: boolean;
  lotId: string;
  lotNumber: string;
};
export type LotDetailsPageQuery$data = {
  readonly lotById?: {
    readonly company?: {
      readonly address: string;
      readonly gst: string | null | undefined;
      readonly id: string;
    };
    readonly details?: {
      readonly " $fragmentSpreads": FragmentRefs<"LotDetails_lot">;
    } | null | undefined;
    readonly files?: {
      readonly " $fragmentSpreads": FragmentRefs<"LotAttachments_lot">;
    } | null | undefined;
    readonly id?: string;
    readonly lotNumber?: string;
  } | null | undefined;
  readonly siteInfo: {
    readonly timeZone: string;
  };
  readonly viewer: {
    readonly houseRole: HouseRole | null | undefined;
    readonly id: string;
    readonly name: string;
    readonly profile: {
      readonly address: string;
      readonly companyName: string;
      readonly gst: string | null | undefined;
      readonly id: string;
      readonly lot: {
        readonly id: string;
        readonly lotNumber: string;
        readonly " $fragmentSpreads": FragmentRefs<"LotAttachments_lot" | "LotDetails_lot">;
      } | null | undefined;
      readonly role: Role;
      readonly viewerRole: MemberRole | null | undefined;
    } | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"RemovedFromCompany_viewer">;
  } | null | undefined;
};
export type LotDetailsPageQuery = {
  response: LotDetailsPageQuery$data;
  variables: LotDetailsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "byId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "lotId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "lotNumber"
},
v3 = {
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
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "houseRole",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "role",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "companyName",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "address",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "gst",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerRole",
  "storageKey": null
},
v12 = [
  {
    "kind": "Variable",
    "name": "lotNumber",
    "variableName": "lotNumber"
  }
],
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lotNumber",
  "storageKey": null
},
v14 = {
  "args": null,
  "kind": "FragmentSpread",
  "name": "LotDetails_lot"
},
v15 = {
  "args": null,
  "kind": "FragmentSpread",
  "name": "LotAttachments_lot"
},
v16 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "lotId"
  }
],
v17 = {
  "alias": null,
  "args": null,
  "concreteType": "BusinessProfile",
  "kind": "LinkedField",
  "name": "company",
  "plural": false,
  "selections": [
    (v4/*:: as any*/),
    (v9/*:: as any*/),
    (v10/*:: as any*/)
  ],
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "price",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "notes",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "version",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "quantityTons",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amountAdded",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "date",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "containerNo",
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sealNo",
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "material",
  "storageKey": null
},
v28 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "containerAmount",
  "storageKey": null
},
v29 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "waitingFor",
  "storageKey": null
},
v30 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "disputedQuantityKg",
  "storageKey": null
},
v31 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "disputedAmount",
  "storageKey": null
},
v32 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "disputedDate",
  "storageKey": null
},
v33 = {
  "alias": null,
  "args": null,
  "concreteType": "EntryAgreement",
  "kind": "LinkedField",
  "name": "agreement",
  "plural": false,
  "selections": [
    (v19/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "recordedBy",
      "storageKey": null
    },
    (v29/*:: as any*/),
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
    (v30/*:: as any*/),
    (v31/*:: as any*/),
    (v32/*:: as any*/),
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
v34 = {
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
},
v35 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v36 = {
  "alias": null,
  "args": null,
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
        (v22/*:: as any*/),
        (v23/*:: as any*/),
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
        (v24/*:: as any*/),
        (v25/*:: as any*/),
        (v26/*:: as any*/),
        (v27/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pricePerTon",
          "storageKey": null
        },
        (v28/*:: as any*/),
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
            (v4/*:: as any*/),
            (v21/*:: as any*/),
            (v24/*:: as any*/),
            (v25/*:: as any*/),
            (v26/*:: as any*/),
            (v27/*:: as any*/),
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
            (v33/*:: as any*/),
            (v34/*:: as any*/)
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
            (v4/*:: as any*/),
            (v21/*:: as any*/),
            (v24/*:: as any*/),
            (v35/*:: as any*/),
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
            (v33/*:: as any*/),
            (v34/*:: as any*/)
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
            (v19/*:: as any*/),
            (v29/*:: as any*/),
            (v30/*:: as any*/),
            (v31/*:: as any*/),
            (v32/*:: as any*/)
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
            (v22/*:: as any*/),
            (v28/*:: as any*/),
            (v23/*:: as any*/)
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
v37 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v38 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "voidReason",
  "storageKey": null
},
v39 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "voidedBy",
  "storageKey": null
},
v40 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "voidedAt",
  "storageKey": null
},
v41 = {
  "alias": null,
  "args": null,
  "concreteType": null,
  "kind": "LinkedField",
  "name": "voidedEntries",
  "plural": true,
  "selections": [
    (v37/*:: as any*/),
    {
      "kind": "InlineFragment",
      "selections": [
        (v4/*:: as any*/)
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
        (v24/*:: as any*/),
        (v25/*:: as any*/),
        (v22/*:: as any*/),
        (v35/*:: as any*/),
        (v38/*:: as any*/),
        (v39/*:: as any*/),
        (v40/*:: as any*/)
      ],
      "type": "Container",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        (v24/*:: as any*/),
        (v35/*:: as any*/),
        (v38/*:: as any*/),
        (v39/*:: as any*/),
        (v40/*:: as any*/)
      ],
      "type": "Payment",
      "abstractKey": null
    }
  ],
  "storageKey": null
},
v42 = {
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
v43 = {
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
},
v44 = {
  "alias": null,
  "args": null,
  "concreteType": "Attachment",
  "kind": "LinkedField",
  "name": "allAttachments",
  "plural": true,
  "selections": [
    (v4/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "entryId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fileName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contentType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isPhoto",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "byteSize",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "url",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "thumbnailUrl",
      "storageKey": null
    }
  ],
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
    "name": "LotDetailsPageQuery",
    "selections": [
      (v3/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
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
              (v4/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              {
                "alias": null,
                "args": (v12/*:: as any*/),
                "concreteType": "Lot",
                "kind": "LinkedField",
                "name": "lot",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v13/*:: as any*/),
                  (v14/*:: as any*/),
                  (v15/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "condition": "byId",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "lotById",
            "args": (v16/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              {
                "kind": "InlineFragment",
                "selections": [
                  (v4/*:: as any*/),
                  (v13/*:: as any*/),
                  (v17/*:: as any*/),
                  {
                    "fragment": {
                      "kind": "InlineFragment",
                      "selections": [
                        (v14/*:: as any*/)
                      ],
                      "type": "Lot",
                      "abstractKey": null
                    },
                    "kind": "AliasedInlineFragmentSpread",
                    "name": "details"
                  },
                  {
                    "fragment": {
                      "kind": "InlineFragment",
                      "selections": [
                        (v15/*:: as any*/)
                      ],
                      "type": "Lot",
                      "abstractKey": null
                    },
                    "kind": "AliasedInlineFragmentSpread",
                    "name": "files"
                  }
                ],
                "type": "Lot",
                "abstractKey": null
              }
            ],
            "storageKey": null
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "LotDetailsPageQuery",
    "selections": [
      (v3/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "CompanyRemoval",
            "kind": "LinkedField",
            "name": "removedFromCompany",
            "plural": false,
            "selections": [
              (v8/*:: as any*/),
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
              (v4/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              {
                "alias": null,
                "args": (v12/*:: as any*/),
                "concreteType": "Lot",
                "kind": "LinkedField",
                "name": "lot",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v13/*:: as any*/),
                  (v18/*:: as any*/),
                  (v8/*:: as any*/),
                  (v19/*:: as any*/),
                  (v20/*:: as any*/),
                  (v21/*:: as any*/),
                  (v36/*:: as any*/),
                  (v41/*:: as any*/),
                  (v42/*:: as any*/),
                  (v43/*:: as any*/),
                  (v44/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "condition": "byId",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "lotById",
            "args": (v16/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v37/*:: as any*/),
              (v4/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  (v13/*:: as any*/),
                  (v17/*:: as any*/),
                  (v18/*:: as any*/),
                  (v8/*:: as any*/),
                  (v19/*:: as any*/),
                  (v20/*:: as any*/),
                  (v21/*:: as any*/),
                  (v36/*:: as any*/),
                  (v41/*:: as any*/),
                  (v42/*:: as any*/),
                  (v43/*:: as any*/),
                  (v44/*:: as any*/)
                ],
                "type": "Lot",
                "abstractKey": null
              }
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "87c944562a6fac6887a73497a17806d4",
    "id": null,
    "metadata": {},
    "name": "LotDetailsPageQuery",
    "operationKind": "query",
    "text": "query LotDetailsPageQuery(\n  $lotNumber: String!\n  $lotId: ID!\n  $byId: Boolean!\n) {\n  siteInfo {\n    timeZone\n  }\n  viewer {\n    id\n    name\n    houseRole\n    ...RemovedFromCompany_viewer\n    profile {\n      id\n      role\n      companyName\n      address\n      gst\n      viewerRole\n      lot(lotNumber: $lotNumber) {\n        id\n        lotNumber\n        ...LotDetails_lot\n        ...LotAttachments_lot\n      }\n    }\n  }\n  lotById: node(id: $lotId) @include(if: $byId) {\n    __typename\n    ... on Lot {\n      id\n      lotNumber\n      company {\n        id\n        address\n        gst\n      }\n      ...LotDetails_lot\n      ...LotAttachments_lot\n    }\n    id\n  }\n}\n\nfragment BalanceChart_ledger on LedgerStatement {\n  from\n  to\n  openingBalance\n  closingBalance\n  rows {\n    number\n    date\n    balance\n  }\n}\n\nfragment LedgerTable_ledger on LedgerStatement {\n  ...ledgerFormat_figures\n  rows {\n    number\n    type\n    balance\n    quantityTons\n    ...ledgerFormat_row\n    container {\n      id\n      version\n      date\n      containerNo\n      sealNo\n      material\n      quantityKg\n      bookingNo\n      billOfLadingNo\n      vessel\n      voyage\n      portOfLoading\n      portOfDischarge\n      grossKg\n      tareKg\n      weighbridgeTicket\n      ownPricePerTon\n      agreement {\n        state\n        recordedBy\n        waitingFor\n        by\n        reason\n        disputedQuantityKg\n        disputedAmount\n        disputedDate\n        answer\n        answeredBy\n        actions\n      }\n    }\n    payment {\n      id\n      version\n      date\n      amount\n      method\n      reference\n      chequeDueDate\n      note\n      agreement {\n        state\n        recordedBy\n        waitingFor\n        by\n        reason\n        disputedQuantityKg\n        disputedAmount\n        disputedDate\n        answer\n        answeredBy\n        actions\n      }\n    }\n  }\n}\n\nfragment LotAgreement_lot on Lot {\n  id\n  lotNumber\n  companyName\n  agreement {\n    side\n    recordedBalance\n    agreedBalance\n    confirmed\n    disputed\n    waitingForYou\n    waitingForOtherSide\n    mayAct\n  }\n  waitingConfirmation {\n    containers\n    payments\n    token\n  }\n}\n\nfragment LotAttachments_lot on Lot {\n  id\n  allAttachments {\n    id\n    entryId\n    fileName\n    contentType\n    isPhoto\n    byteSize\n    url\n    thumbnailUrl\n  }\n}\n\nfragment LotDetails_lot on Lot {\n  id\n  lotNumber\n  price\n  companyName\n  state\n  notes\n  version\n  ...LotHeader_lot\n  ledger {\n    from\n    to\n    ...LotHeader_ledger\n    rows {\n      quantityTons\n      amountAdded\n      container {\n        id\n        history {\n          added\n          changedAt\n          changedBy\n          changes {\n            field\n            oldValue\n            newValue\n          }\n        }\n      }\n      payment {\n        id\n        history {\n          added\n          changedAt\n          changedBy\n          changes {\n            field\n            oldValue\n            newValue\n          }\n        }\n      }\n    }\n    ...LedgerTable_ledger\n    ...BalanceChart_ledger\n    ...statementPdf_ledger\n  }\n  ...VoidedEntries_lot\n  ...statementPdf_voided\n  ...LotAgreement_lot\n}\n\nfragment LotHeader_ledger on LedgerStatement {\n  from\n  to\n  closingBalance\n  closingTotalPaid\n}\n\nfragment LotHeader_lot on Lot {\n  lotNumber\n  price\n}\n\nfragment RemovedFromCompany_viewer on User {\n  removedFromCompany {\n    companyName\n    removedBy\n    removedOn\n  }\n}\n\nfragment VoidedEntries_lot on Lot {\n  voidedEntries {\n    __typename\n    ... on Node {\n      __isNode: __typename\n      id\n    }\n    ...ledgerFormat_voided\n  }\n}\n\nfragment ledgerFormat_figures on Statement {\n  __isStatement: __typename\n  from\n  to\n  openingBalance\n  openingTotalPaid\n  closingBalance\n  closingTotalPaid\n  totals {\n    quantityTons\n    containerAmount\n    amountAdded\n  }\n}\n\nfragment ledgerFormat_row on LedgerRow {\n  number\n  date\n  type\n  containerNo\n  sealNo\n  material\n  quantityTons\n  pricePerTon\n  containerAmount\n  amountAdded\n  totalPaid\n  balance\n}\n\nfragment ledgerFormat_voided on LedgerEntry {\n  __isLedgerEntry: __typename\n  __typename\n  ... on Container {\n    date\n    containerNo\n    quantityTons\n    amount\n    voidReason\n    voidedBy\n    voidedAt\n  }\n  ... on Payment {\n    date\n    amount\n    voidReason\n    voidedBy\n    voidedAt\n  }\n}\n\nfragment statementPdf_ledger on LedgerStatement {\n  ...ledgerFormat_figures\n  rows {\n    type\n    ...ledgerFormat_row\n    agreement {\n      state\n      waitingFor\n      disputedQuantityKg\n      disputedAmount\n      disputedDate\n    }\n    container {\n      bookingNo\n      billOfLadingNo\n      vessel\n      voyage\n      portOfLoading\n      portOfDischarge\n      grossKg\n      tareKg\n      quantityKg\n      weighbridgeTicket\n      ownPricePerTon\n      id\n    }\n    payment {\n      method\n      reference\n      chequeDueDate\n      note\n      id\n    }\n  }\n}\n\nfragment statementPdf_voided on Lot {\n  voidedEntries {\n    __typename\n    ...ledgerFormat_voided\n    ... on Node {\n      __isNode: __typename\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5c5b4851c9d908e73d0d5d68cfc603a3";

export default node;
