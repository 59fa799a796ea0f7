/**
 * @generated SignedSource<<aee465ce4c264f5df78e17f865c22744>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CancelStaffInvitationInput = {
  id: string;
};
export type StaffPageCancelMutation$variables = {
  input: CancelStaffInvitationInput;
};
export type StaffPageCancelMutation$data = {
  readonly cancelStaffInvitation: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type StaffPageCancelMutation = {
  response: StaffPageCancelMutation$data;
  variables: StaffPageCancelMutation$variables;
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
    "name": "cancelStaffInvitation",
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
    "name": "StaffPageCancelMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "StaffPageCancelMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "ac9bd97890057b5d984b95ec400074a7",
    "id": null,
    "metadata": {},
    "name": "StaffPageCancelMutation",
    "operationKind": "mutation",
    "text": "mutation StaffPageCancelMutation(\n  $input: CancelStaffInvitationInput!\n) {\n  cancelStaffInvitation(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f56740c30b009651954026935e40d0a7";

export default node;
