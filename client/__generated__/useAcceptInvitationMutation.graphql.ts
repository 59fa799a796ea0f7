/**
 * @generated SignedSource<<62ba812f6b245965e818a991a4f0a586>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MemberRole = "OWNER" | "TRADER" | "VIEWER" | "%future added value";
export type Role = "BUYER" | "SUPPLIER" | "%future added value";
export type AcceptInvitationInput = {
  token: string;
};
export type useAcceptInvitationMutation$variables = {
  input: AcceptInvitationInput;
};
export type useAcceptInvitationMutation$data = {
  readonly acceptInvitation: {
    readonly __typename: string;
    readonly error: {
      readonly " $fragmentSpreads": FragmentRefs<"outcome_error">;
    } | null | undefined;
    readonly viewer?: {
      readonly id: string;
      readonly profile: {
        readonly companyName: string;
        readonly id: string;
        readonly role: Role;
        readonly viewerRole: MemberRole | null | undefined;
      } | null | undefined;
    };
  };
};
export type useAcceptInvitationMutation = {
  response: useAcceptInvitationMutation$data;
  variables: useAcceptInvitationMutation$variables;
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
  "name": "id",
  "storageKey": null
},
v4 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "viewer",
      "plural": false,
      "selections": [
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "BusinessProfile",
          "kind": "LinkedField",
          "name": "profile",
          "plural": false,
          "selections": [
            (v3/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "role",
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
              "name": "viewerRole",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "AcceptInvitationPayload",
  "abstractKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v6 = [
  (v5/*:: as any*/),
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
          (v5/*:: as any*/)
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
    "name": "useAcceptInvitationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "acceptInvitation",
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
                  "selections": (v6/*:: as any*/),
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
    "name": "useAcceptInvitationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "acceptInvitation",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": (v6/*:: as any*/),
            "type": "Error",
            "abstractKey": "__isError"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "329c89bd47846ede01901fe1c578ae8e",
    "id": null,
    "metadata": {},
    "name": "useAcceptInvitationMutation",
    "operationKind": "mutation",
    "text": "mutation useAcceptInvitationMutation(\n  $input: AcceptInvitationInput!\n) {\n  acceptInvitation(input: $input) {\n    __typename\n    ... on AcceptInvitationPayload {\n      viewer {\n        id\n        profile {\n          id\n          role\n          companyName\n          viewerRole\n        }\n      }\n    }\n    ...outcome_error\n  }\n}\n\nfragment outcome_error on Error {\n  __isError: __typename\n  message\n  ... on InputError {\n    fieldErrors {\n      field\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5bc9158d5b08fb27f6f94a110119bc2a";

export default node;
