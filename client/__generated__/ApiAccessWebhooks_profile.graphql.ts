/**
 * @generated SignedSource<<c5ac6b030895b400f967e3dca0586a74>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ChangeKind = "ATTACHMENT_ADDED" | "ATTACHMENT_REMOVED" | "CONTAINER_CREATED" | "CONTAINER_RESTORED" | "CONTAINER_UPDATED" | "CONTAINER_VOIDED" | "DISPUTE_ACCEPTED" | "DISPUTE_ANSWERED" | "DISPUTE_WITHDRAWN" | "ENTRY_CONFIRMED" | "ENTRY_DISPUTED" | "LOT_CREATED" | "LOT_UPDATED" | "PAYMENT_CREATED" | "PAYMENT_RESTORED" | "PAYMENT_UPDATED" | "PAYMENT_VOIDED" | "%future added value";
export type WebhookDeliveryState = "DELIVERED" | "FAILED" | "PENDING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ApiAccessWebhooks_profile$data = {
  readonly webhookEndpoints: ReadonlyArray<{
    readonly createdAt: string;
    readonly id: string;
    readonly kinds: ReadonlyArray<ChangeKind>;
    readonly recentDeliveries: ReadonlyArray<{
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
    }>;
    readonly removedAt: string | null | undefined;
    readonly url: string;
  }>;
  readonly " $fragmentType": "ApiAccessWebhooks_profile";
};
export type ApiAccessWebhooks_profile$key = {
  readonly " $data"?: ApiAccessWebhooks_profile$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApiAccessWebhooks_profile">;
};

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
  "name": "createdAt",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApiAccessWebhooks_profile",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "WebhookEndpoint",
      "kind": "LinkedField",
      "name": "webhookEndpoints",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
          "name": "kinds",
          "storageKey": null
        },
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "removedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": [
            {
              "kind": "Literal",
              "name": "first",
              "value": 10
            }
          ],
          "concreteType": "WebhookDelivery",
          "kind": "LinkedField",
          "name": "recentDeliveries",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
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
            (v1/*:: as any*/)
          ],
          "storageKey": "recentDeliveries(first:10)"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "BusinessProfile",
  "abstractKey": null
};
})();

(node as any).hash = "b4e044fb2b47adcb3b13a450ef9d51ea";

export default node;
