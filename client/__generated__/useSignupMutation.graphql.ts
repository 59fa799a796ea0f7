/**
 * @generated SignedSource<<52135c95776b04d946665160a0b12dc3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SignupInput = {
  confirmPassword: string;
  email: string;
  name: string;
  password: string;
  phone: string;
};
export type useSignupMutation$variables = {
  input: SignupInput;
};
export type useSignupMutation$data = {
  readonly signup: {
    readonly __typename: string;
    readonly error: {
      readonly " $fragmentSpreads": FragmentRefs<"outcome_error">;
    } | null | undefined;
    readonly message?: string;
    readonly user?: {
      readonly id: string;
    };
  };
};
export type useSignupMutation = {
  response: useSignupMutation$data;
  variables: useSignupMutation$variables;
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
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "user",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SignupPayload",
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
    "name": "useSignupMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "signup",
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
    "name": "useSignupMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "signup",
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
    "cacheID": "aeb1d8c82de890322df3b6df30b1fc39",
    "id": null,
    "metadata": {},
    "name": "useSignupMutation",
    "operationKind": "mutation",
    "text": "mutation useSignupMutation(\n  $input: SignupInput!\n) {\n  signup(input: $input) {\n    __typename\n    ... on SignupPayload {\n      message\n      user {\n        id\n      }\n    }\n    ...outcome_error\n  }\n}\n\nfragment outcome_error on Error {\n  __isError: __typename\n  message\n  ... on InputError {\n    fieldErrors {\n      field\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d893a9d84b7e9d1b6986cbb09f0499b5";

export default node;
