/**
 * @generated SignedSource<<7435b8076f2f85cb79ef5b71d9ea6617>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SendEnquiryInput = {
  email: string;
  message: string;
  name: string;
  phone: string;
  tour?: string | null | undefined;
};
export type useSendEnquiryMutation$variables = {
  input: SendEnquiryInput;
};
export type useSendEnquiryMutation$data = {
  readonly sendEnquiry: {
    readonly __typename: string;
    readonly message?: string;
    readonly receivedAt?: string;
  };
};
export type useSendEnquiryMutation = {
  response: useSendEnquiryMutation$data;
  variables: useSendEnquiryMutation$variables;
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
    "name": "sendEnquiry",
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
            "name": "receivedAt",
            "storageKey": null
          }
        ],
        "type": "SendEnquiryPayload",
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
    "name": "useSendEnquiryMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSendEnquiryMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "c5497a4ccc70c592eee258c535314817",
    "id": null,
    "metadata": {},
    "name": "useSendEnquiryMutation",
    "operationKind": "mutation",
    "text": "mutation useSendEnquiryMutation(\n  $input: SendEnquiryInput!\n) {\n  sendEnquiry(input: $input) {\n    __typename\n    ... on SendEnquiryPayload {\n      receivedAt\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6051cf7a9dae16abd70b78f2626adbb7";

export default node;
