/**
 * @generated SignedSource<<ae33a1c90e92eda6109ec1365a7e90d8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RemoveStaffInput = {
  id: string;
};
export type StaffPageRemoveMutation$variables = {
  input: RemoveStaffInput;
};
export type StaffPageRemoveMutation$data = {
  readonly removeStaff: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type StaffPageRemoveMutation = {
  response: StaffPageRemoveMutation$data;
  variables: StaffPageRemoveMutation$variables;
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
    "name": "removeStaff",
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
    "name": "StaffPageRemoveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "StaffPageRemoveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "310654898514a20fc2f453c420f219e1",
    "id": null,
    "metadata": {},
    "name": "StaffPageRemoveMutation",
    "operationKind": "mutation",
    "text": "mutation StaffPageRemoveMutation(\n  $input: RemoveStaffInput!\n) {\n  removeStaff(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f27c0ef5ca29928c8e7da095c434a13a";

export default node;
