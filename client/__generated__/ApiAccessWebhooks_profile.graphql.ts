/**
 * @generated SignedSource<<e277e3b3423f79f5e21337239eb205ae>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ApiAccessWebhooks_profile$data = {
  readonly webhookEndpoints: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"WebhookEndpoint_endpoint">;
  }>;
  readonly " $fragmentType": "ApiAccessWebhooks_profile";
};
export type ApiAccessWebhooks_profile$key = {
  readonly " $data"?: ApiAccessWebhooks_profile$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApiAccessWebhooks_profile">;
};

const node: ReaderFragment = {
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "WebhookEndpoint_endpoint"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "BusinessProfile",
  "abstractKey": null
};

(node as any).hash = "0249bb59d6e40685eeb916ea7952b0a8";

export default node;
