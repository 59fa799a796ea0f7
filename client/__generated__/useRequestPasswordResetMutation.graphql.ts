/**
 * @generated SignedSource<<3bcd6aa72b131fc7712cac5b8380c576>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RequestPasswordResetInput = {
  email: string;
};
export type useRequestPasswordResetMutation$variables = {
  input: RequestPasswordResetInput;
};
export type useRequestPasswordResetMutation$data = {
  readonly requestPasswordReset: {
    readonly __typename: string;
    readonly error: {
      readonly " $fragmentSpreads": FragmentRefs<"outcome_error">;
    } | null | undefined;
    readonly message?: string;
  };
};
export type useRequestPasswordResetMutation = {
  response: useRequestPasswordResetMutation$data;
  variables: useRequestPasswordResetMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v4 = {
  "kind": "InlineFragment",
  "selections": [
    (v3/*:: as any*/)
  ],
  "type": "RequestPasswordResetPayload",
  "abstractKey": null
},
v5 = [
  (v3/*:: as any*/),
  {
    "kind": "InlineFragment",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "FieldError",
        "kind": "LinkedField",
        "name": "fieldErrors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "InputError",
    "abstractKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useRequestPasswordResetMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "requestPasswordReset",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v4/*:: as any*/),
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "kind": "InlineDataFragmentSpread",
                  "name": "outcome_error",
                  "selections": (v5/*:: as any*/),
                  "args": null,
                  "argumentDefinitions": []
                }
              ],
              "type": "Error",
              "abstractKey": "__isError"
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "error"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRequestPasswordResetMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "requestPasswordReset",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": (v5/*:: as any*/),
            "type": "Error",
            "abstractKey": "__isError"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "7d1adbe4739a31f8774626f186e83964",
    "id": null,
    "metadata": {},
    "name": "useRequestPasswordResetMutation",
    "operationKind": "mutation",
    "text": "mutation useRequestPasswordResetMutation(\n  $input: RequestPasswordResetInput!\n) {\n  requestPasswordReset(input: $input) {\n    __typename\n    ... on RequestPasswordResetPayload {\n      message\n    }\n    ...outcome_error\n  }\n}\n\nfragment outcome_error on Error {\n  __isError: __typename\n  message\n  ... on InputError {\n    fieldErrors {\n      field\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "16fd3b364a8c18444e6c3c4a70b40c2a";

export default node;
