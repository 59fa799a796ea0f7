/**
 * @generated SignedSource<<69eae4d8a9c49501794bdb7c2b362f74>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type HouseRole = "HOUSE_ADMIN" | "HOUSE_STAFF" | "%future added value";
export type ChangeStaffRoleInput = {
  id: string;
  role: HouseRole;
};
export type StaffPageChangeRoleMutation$variables = {
  input: ChangeStaffRoleInput;
};
export type StaffPageChangeRoleMutation$data = {
  readonly changeStaffRole: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type StaffPageChangeRoleMutation = {
  response: StaffPageChangeRoleMutation$data;
  variables: StaffPageChangeRoleMutation$variables;
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
    "name": "changeStaffRole",
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
    "name": "StaffPageChangeRoleMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "StaffPageChangeRoleMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "9677f28a0168a7a0b3659df25fe43e55",
    "id": null,
    "metadata": {},
    "name": "StaffPageChangeRoleMutation",
    "operationKind": "mutation",
    "text": "mutation StaffPageChangeRoleMutation(\n  $input: ChangeStaffRoleInput!\n) {\n  changeStaffRole(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4e165cf76148f3cbf0dd91fc63d26da2";

export default node;
