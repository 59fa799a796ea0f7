/**
 * @generated SignedSource<<a100cc2f3681c87b87c6dfa3852c3ab3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AgreementAction = "ACCEPT" | "ANSWER" | "CONFIRM" | "DISPUTE" | "WITHDRAW" | "%future added value";
export type AgreementState = "CONFIRMED" | "DISPUTED" | "RECORDED" | "%future added value";
export type EntrySide = "COUNTERPARTY" | "HOUSE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type LedgerTable_agreement$data = {
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
  readonly " $fragmentType": "LedgerTable_agreement";
};
export type LedgerTable_agreement$key = {
  readonly " $data"?: LedgerTable_agreement$data;
  readonly " $fragmentSpreads": FragmentRefs<"LedgerTable_agreement">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LedgerTable_agreement",
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
  "type": "EntryAgreement",
  "abstractKey": null
};

(node as any).hash = "3a0cb21528f298b8ce0c367b776591ba";

export default node;
