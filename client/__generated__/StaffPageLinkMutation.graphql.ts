/**
 * @generated SignedSource<<e25d4daa6b2decb2abd7b1ceddd2bf43>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type StaffInvitationLinkInput = {
  id: string;
};
export type StaffPageLinkMutation$variables = {
  input: StaffInvitationLinkInput;
};
export type StaffPageLinkMutation$data = {
  readonly staffInvitationLink: {
    readonly __typename: string;
    readonly link?: string;
    readonly message?: string;
  };
};
export type StaffPageLinkMutation = {
  response: StaffPageLinkMutation$data;
  variables: StaffPageLinkMutation$variables;
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
    "name": "staffInvitationLink",
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
            "name": "link",
            "storageKey": null
          }
        ],
        "type": "StaffInvitationLinkPayload",
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
    "name": "StaffPageLinkMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "StaffPageLinkMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "76ffa9a5791a4771a2ce5199901054be",
    "id": null,
    "metadata": {},
    "name": "StaffPageLinkMutation",
    "operationKind": "mutation",
    "text": "mutation StaffPageLinkMutation(\n  $input: StaffInvitationLinkInput!\n) {\n  staffInvitationLink(input: $input) {\n    __typename\n    ... on StaffInvitationLinkPayload {\n      link\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6ac1ef8fbbc6278bace3929b5f237b92";

export default node;
