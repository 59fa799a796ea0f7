/**
 * @generated SignedSource<<afaee0ab8719770e4c3011723081eb86>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type WebhookDeliveryState = "DELIVERED" | "FAILED" | "PENDING" | "%future added value";
export type RemoveWebhookEndpointInput = {
  id: string;
};
export type useRemoveWebhookEndpointMutation$variables = {
  input: RemoveWebhookEndpointInput;
};
export type useRemoveWebhookEndpointMutation$data = {
  readonly removeWebhookEndpoint: {
    readonly __typename: string;
    readonly endpoint?: {
      readonly id: string;
      readonly recentDeliveries: ReadonlyArray<{
        readonly id: string;
        readonly lastError: string | null | undefined;
        readonly state: WebhookDeliveryState;
      }>;
      readonly removedAt: string | null | undefined;
    };
    readonly message?: string;
  };
};
export type useRemoveWebhookEndpointMutation = {
  response: useRemoveWebhookEndpointMutation$data;
  variables: useRemoveWebhookEndpointMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
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
    "name": "removeWebhookEndpoint",
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
            "concreteType": "WebhookEndpoint",
            "kind": "LinkedField",
            "name": "endpoint",
            "plural": false,
            "selections": [
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
                  (v1/*:: as any*/),
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
                    "name": "lastError",
                    "storageKey": null
                  }
                ],
                "storageKey": "recentDeliveries(first:10)"
              }
            ],
            "storageKey": null
          }
        ],
        "type": "RemoveWebhookEndpointPayload",
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
    "name": "useRemoveWebhookEndpointMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRemoveWebhookEndpointMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "b0c6a1f3c22d631c6df2227c0bbcd5c9",
    "id": null,
    "metadata": {},
    "name": "useRemoveWebhookEndpointMutation",
    "operationKind": "mutation",
    "text": "mutation useRemoveWebhookEndpointMutation(\n  $input: RemoveWebhookEndpointInput!\n) {\n  removeWebhookEndpoint(input: $input) {\n    __typename\n    ... on RemoveWebhookEndpointPayload {\n      endpoint {\n        id\n        removedAt\n        recentDeliveries(first: 10) {\n          id\n          state\n          lastError\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2740bd74864f1f2de2378ab69223cacb";

export default node;
