/**
 * @generated SignedSource<<bee1a44d477c1d2c55ec8c95538f0fd7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type MemberRole = "OWNER" | "TRADER" | "VIEWER" | "%future added value";
export type ChangeMemberRoleInput = {
  id: string;
  role: MemberRole;
};
export type useChangeMemberRoleMutation$variables = {
  input: ChangeMemberRoleInput;
};
export type useChangeMemberRoleMutation$data = {
  readonly changeMemberRole: {
    readonly __typename: string;
    readonly member?: {
      readonly id: string;
      readonly role: MemberRole;
    };
    readonly message?: string;
  };
};
export type useChangeMemberRoleMutation = {
  response: useChangeMemberRoleMutation$data;
  variables: useChangeMemberRoleMutation$variables;
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
    "name": "changeMemberRole",
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
            "concreteType": "Member",
            "kind": "LinkedField",
            "name": "member",
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
                "name": "role",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ChangeMemberRolePayload",
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
    "name": "useChangeMemberRoleMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useChangeMemberRoleMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "403e364f4ba249eb692f8a8fdde9f15f",
    "id": null,
    "metadata": {},
    "name": "useChangeMemberRoleMutation",
    "operationKind": "mutation",
    "text": "mutation useChangeMemberRoleMutation(\n  $input: ChangeMemberRoleInput!\n) {\n  changeMemberRole(input: $input) {\n    __typename\n    ... on ChangeMemberRolePayload {\n      member {\n        id\n        role\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "84a9c1d0c9fe59e02d1a12509cf670d7";

export default node;
