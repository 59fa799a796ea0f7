/**
 * @generated SignedSource<<c345492ba9931a0079fbeff3535dd26c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AgreementAction = "ACCEPT" | "ANSWER" | "CONFIRM" | "DISPUTE" | "WITHDRAW" | "%future added value";
export type AgreementState = "CONFIRMED" | "DISPUTED" | "RECORDED" | "%future added value";
export type EntrySide = "COUNTERPARTY" | "HOUSE" | "%future added value";
export type LedgerRowType = "ADVANCE" | "AMOUNT" | "CONTAINER" | "%future added value";
export type PaymentMethod = "BANK_TRANSFER" | "CASH" | "CHEQUE" | "POST_DATED_CHEQUE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type LedgerTable_ledger$data = {
  readonly rows: ReadonlyArray<{
    readonly balance: string;
    readonly container: {
      readonly agreement: {
        readonly actions: ReadonlyArray<AgreementAction>;
        readonly answer: string | null | undefined;
        readonly answeredBy: string | null | undefined;
        readonly by: string | null | undefined;
        readonly disputedAmount: string | null | undefined;
        readonly disputedDate: string | null | undefined;
        readonly disputedQuantityKg: string | null | undefined;
        readonly reason: string | null | undefined;
        readonly recordedBy: EntrySide;
        readonly state: AgreementState;
        readonly waitingFor: EntrySide | null | undefined;
      };
      readonly billOfLadingNo: string | null | undefined;
      readonly bookingNo: string | null | undefined;
      readonly containerNo: string;
      readonly date: string;
      readonly grossKg: string | null | undefined;
      readonly id: string;
      readonly material: string;
      readonly ownPricePerTon: string | null | undefined;
      readonly portOfDischarge: string | null | undefined;
      readonly portOfLoading: string | null | undefined;
      readonly quantityKg: string;
      readonly sealNo: string;
      readonly tareKg: string | null | undefined;
      readonly version: number;
      readonly vessel: string | null | undefined;
      readonly voyage: string | null | undefined;
      readonly weighbridgeTicket: string | null | undefined;
    } | null | undefined;
    readonly number: number;
    readonly payment: {
      readonly agreement: {
        readonly actions: ReadonlyArray<AgreementAction>;
        readonly answer: string | null | undefined;
        readonly answeredBy: string | null | undefined;
        readonly by: string | null | undefined;
        readonly disputedAmount: string | null | undefined;
        readonly disputedDate: string | null | undefined;
        readonly disputedQuantityKg: string | null | undefined;
        readonly reason: string | null | undefined;
        readonly recordedBy: EntrySide;
        readonly state: AgreementState;
        readonly waitingFor: EntrySide | null | undefined;
      };
      readonly amount: string;
      readonly chequeDueDate: string | null | undefined;
      readonly date: string;
      readonly id: string;
      readonly method: PaymentMethod | null | undefined;
      readonly note: string | null | undefined;
      readonly reference: string | null | undefined;
      readonly version: number;
    } | null | undefined;
    readonly quantityTons: string | null | undefined;
    readonly type: LedgerRowType;
    readonly " $fragmentSpreads": FragmentRefs<"ledgerFormat_row">;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"ledgerFormat_figures">;
  readonly " $fragmentType": "LedgerTable_ledger";
};
export type LedgerTable_ledger$key = {
  readonly " $data"?: LedgerTable_ledger$data;
  readonly " $fragmentSpreads": FragmentRefs<"LedgerTable_ledger">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "quantityTons",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "containerAmount",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amountAdded",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "balance",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "date",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "containerNo",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sealNo",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "material",
  "storageKey": null
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
  "name": "version",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "concreteType": "EntryAgreement",
  "kind": "LinkedField",
  "name": "agreement",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "state",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "recordedBy",
      "storageKey": null
    },
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
    },
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
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LedgerTable_ledger",
  "selections": [
    {
      "kind": "InlineDataFragmentSpread",
      "name": "ledgerFormat_figures",
      "selections": [
        {
          "kind": "InlineFragment",
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
                (v0/*:: as any*/),
                (v1/*:: as any*/),
                (v2/*:: as any*/)
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
        (v3/*:: as any*/),
        (v4/*:: as any*/),
        (v5/*:: as any*/),
        (v0/*:: as any*/),
        {
          "kind": "InlineDataFragmentSpread",
          "name": "ledgerFormat_row",
          "selections": [
            (v3/*:: as any*/),
            (v6/*:: as any*/),
            (v4/*:: as any*/),
            (v7/*:: as any*/),
            (v8/*:: as any*/),
            (v9/*:: as any*/),
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "pricePerTon",
              "storageKey": null
            },
            (v1/*:: as any*/),
            (v2/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "totalPaid",
              "storageKey": null
            },
            (v5/*:: as any*/)
          ],
          "args": null,
          "argumentDefinitions": []
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
            (v11/*:: as any*/),
            (v6/*:: as any*/),
            (v7/*:: as any*/),
            (v8/*:: as any*/),
            (v9/*:: as any*/),
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
            (v12/*:: as any*/)
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
            (v11/*:: as any*/),
            (v6/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "amount",
              "storageKey": null
            },
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
            (v12/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "LedgerStatement",
  "abstractKey": null
};
})();

(node as any).hash = "68ffe85ce79ec97f722f9f93400854ef";

export default node;
