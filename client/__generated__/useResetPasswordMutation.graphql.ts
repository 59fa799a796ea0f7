/**
 * @generated SignedSource<<5414c06188b246236eb076986586d16c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ResetPasswordInput = {
  password: string;
  token: string;
};
export type useResetPasswordMutation$variables = {
  input: ResetPasswordInput;
};
export type useResetPasswordMutation$data = {
  readonly resetPassword: {
    readonly __typename: string;
    readonly error: {
      readonly " $fragmentSpreads": FragmentRefs<"outcome_error">;
    } | null | undefined;
    readonly message?: string;
  };
};
export type useResetPasswordMutation = {
  response: useResetPasswordMutation$data;
  variables: useResetPasswordMutation$variables;
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
  "type": "ResetPasswordPayload",
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
    "name": "useResetPasswordMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "resetPassword",
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
    "name": "useResetPasswordMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "resetPassword",
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
    "cacheID": "b6f56e5b032946329b39f7853b8b5646",
    "id": null,
    "metadata": {},
    "name": "useResetPasswordMutation",
    "operationKind": "mutation",
    "text": "mutation useResetPasswordMutation(\n  $input: ResetPasswordInput!\n) {\n  resetPassword(input: $input) {\n    __typename\n    ... on ResetPasswordPayload {\n      message\n    }\n    ...outcome_error\n  }\n}\n\nfragment outcome_error on Error {\n  __isError: __typename\n  message\n  ... on InputError {\n    fieldErrors {\n      field\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6765b2d85d1494dcafbd3779f090a80f";

export default node;
