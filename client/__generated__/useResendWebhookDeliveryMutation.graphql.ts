/**
 * @generated SignedSource<<b59482862b87e6bc13483f5c83335377>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type WebhookDeliveryState = "DELIVERED" | "FAILED" | "PENDING" | "%future added value";
export type ResendWebhookDeliveryInput = {
  id: string;
};
export type useResendWebhookDeliveryMutation$variables = {
  input: ResendWebhookDeliveryInput;
};
export type useResendWebhookDeliveryMutation$data = {
  readonly resendWebhookDelivery: {
    readonly __typename: string;
    readonly delivery?: {
      readonly id: string;
      readonly nextAttemptAt: string;
      readonly state: WebhookDeliveryState;
    };
    readonly message?: string;
  };
};
export type useResendWebhookDeliveryMutation = {
  response: useResendWebhookDeliveryMutation$data;
  variables: useResendWebhookDeliveryMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "resendWebhookDelivery",
    "plural": false,
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
          {
            "alias": null,
            "args": null,
            "concreteType": "WebhookDelivery",
            "kind": "LinkedField",
            "name": "delivery",
            "plural": false,
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
                "name": "state",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "nextAttemptAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ResendWebhookDeliveryPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useResendWebhookDeliveryMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useResendWebhookDeliveryMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "f9edd0487946dd48a1f6918feb96fa12",
    "id": null,
    "metadata": {},
    "name": "useResendWebhookDeliveryMutation",
    "operationKind": "mutation",
    "text": "mutation useResendWebhookDeliveryMutation(\n  $input: ResendWebhookDeliveryInput!\n) {\n  resendWebhookDelivery(input: $input) {\n    __typename\n    ... on ResendWebhookDeliveryPayload {\n      delivery {\n        id\n        state\n        nextAttemptAt\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "697854f2642d8ea69d628904d4bb7b93";

export default node;
