/**
 * @generated SignedSource<<6ed84b14cb0430ba6afbb7ce1deaf6cc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type EntrySide = "COUNTERPARTY" | "HOUSE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type LotAgreement_lot$data = {
  readonly agreement: {
    readonly agreedBalance: string;
    readonly confirmed: number;
    readonly disputed: number;
    readonly mayAct: boolean;
    readonly recordedBalance: string;
    readonly side: EntrySide;
    readonly waitingForOtherSide: number;
    readonly waitingForYou: number;
  };
  readonly companyName: string;
  readonly id: string;
  readonly lotNumber: string;
  readonly waitingConfirmation: {
    readonly containers: number;
    readonly payments: number;
    readonly token: string;
  };
  readonly " $fragmentType": "LotAgreement_lot";
};
export type LotAgreement_lot$key = {
  readonly " $data"?: LotAgreement_lot$data;
  readonly " $fragmentSpreads": FragmentRefs<"LotAgreement_lot">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LotAgreement_lot",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
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
      "name": "companyName",
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
  "type": "Lot",
  "abstractKey": null
};

(node as any).hash = "c2ee9195386c7a23803223859a1618d4";

export default node;
