/**
 * @generated SignedSource<<8a95927fffad033a4bc51fca6e8794a5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CounterpartySide = "BUYER" | "SUPPLIER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CounterpartyRow_counterparty$data = {
  readonly amountLeft: string;
  readonly companyId: number;
  readonly companyName: string;
  readonly contactName: string;
  readonly containerAmount: string;
  readonly containerCount: number;
  readonly disputed: number;
  readonly due: string;
  readonly email: string;
  readonly lotCount: number;
  readonly oldestUnpaidDate: string | null | undefined;
  readonly overdue: string;
  readonly quantityTons: string;
  readonly side: CounterpartySide;
  readonly totalPaid: string;
  readonly waitingForHouse: number;
  readonly " $fragmentType": "CounterpartyRow_counterparty";
};
export type CounterpartyRow_counterparty$key = {
  readonly " $data"?: CounterpartyRow_counterparty$data;
  readonly " $fragmentSpreads": FragmentRefs<"CounterpartyRow_counterparty">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CounterpartyRow_counterparty",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "companyId",
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
      "kind": "ScalarField",
      "name": "side",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contactName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lotCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "containerCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "quantityTons",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "containerAmount",
      "storageKey": null
    },
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
      "name": "due",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "amountLeft",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "overdue",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "oldestUnpaidDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "waitingForHouse",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "disputed",
      "storageKey": null
    }
  ],
  "type": "Counterparty",
  "abstractKey": null
};

(node as any).hash = "0c4cd639ef971451f40bd0671e79987d";

export default node;
