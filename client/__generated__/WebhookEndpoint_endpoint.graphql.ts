/**
 * @generated SignedSource<<2ce039b5d4a8ee774d7a333b55887e7d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ChangeKind = "ATTACHMENT_ADDED" | "ATTACHMENT_REMOVED" | "CONTAINER_CREATED" | "CONTAINER_RESTORED" | "CONTAINER_UPDATED" | "CONTAINER_VOIDED" | "DISPUTE_ACCEPTED" | "DISPUTE_ANSWERED" | "DISPUTE_WITHDRAWN" | "ENTRY_CONFIRMED" | "ENTRY_DISPUTED" | "LOT_CREATED" | "LOT_UPDATED" | "PAYMENT_CREATED" | "PAYMENT_RESTORED" | "PAYMENT_UPDATED" | "PAYMENT_VOIDED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type WebhookEndpoint_endpoint$data = {
  readonly createdAt: string;
  readonly id: string;
  readonly kinds: ReadonlyArray<ChangeKind>;
  readonly recentDeliveries: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"WebhookDeliveryRow_delivery">;
  }>;
  readonly removedAt: string | null | undefined;
  readonly url: string;
  readonly " $fragmentType": "WebhookEndpoint_endpoint";
};
export type WebhookEndpoint_endpoint$key = {
  readonly " $data"?: WebhookEndpoint_endpoint$data;
  readonly " $fragmentSpreads": FragmentRefs<"WebhookEndpoint_endpoint">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WebhookEndpoint_endpoint",
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
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "WebhookDeliveryRow_delivery"
        }
      ],
      "storageKey": "recentDeliveries(first:10)"
    }
  ],
  "type": "WebhookEndpoint",
  "abstractKey": null
};
})();

(node as any).hash = "35ba84267416678641901262ce7fa91a";

export default node;
