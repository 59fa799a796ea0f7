/**
 * @generated SignedSource<<3cc9bbe60df930e7ea9dcc8f5a0ebd1d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WebhookDeliveryState = "DELIVERED" | "FAILED" | "PENDING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type WebhookDeliveryRow_delivery$data = {
  readonly attempts: number;
  readonly createdAt: string;
  readonly deliveredAt: string | null | undefined;
  readonly eventId: string;
  readonly eventType: string;
  readonly id: string;
  readonly lastError: string | null | undefined;
  readonly lastStatus: number | null | undefined;
  readonly nextAttemptAt: string;
  readonly state: WebhookDeliveryState;
  readonly " $fragmentType": "WebhookDeliveryRow_delivery";
};
export type WebhookDeliveryRow_delivery$key = {
  readonly " $data"?: WebhookDeliveryRow_delivery$data;
  readonly " $fragmentSpreads": FragmentRefs<"WebhookDeliveryRow_delivery">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WebhookDeliveryRow_delivery",
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
      "name": "eventId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "eventType",
      "storageKey": null
    },
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
      "name": "attempts",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastError",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nextAttemptAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deliveredAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    }
  ],
  "type": "WebhookDelivery",
  "abstractKey": null
};

(node as any).hash = "94fbc0802087df4ffd62ac7037479b46";

export default node;
