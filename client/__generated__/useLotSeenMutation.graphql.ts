/**
 * @generated SignedSource<<9d6b41ad3498c7ab0c18f984879c9af5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type MarkLotSeenInput = {
  lotId: string;
};
export type useLotSeenMutation$variables = {
  input: MarkLotSeenInput;
};
export type useLotSeenMutation$data = {
  readonly markLotSeen: {
    readonly __typename: string;
  };
};
export type useLotSeenMutation = {
  response: useLotSeenMutation$data;
  variables: useLotSeenMutation$variables;
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
    "name": "markLotSeen",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
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
    "name": "useLotSeenMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useLotSeenMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "ee1e6d8575f96d49d5117b9f9b8666bd",
    "id": null,
    "metadata": {},
    "name": "useLotSeenMutation",
    "operationKind": "mutation",
    "text": "mutation useLotSeenMutation(\n  $input: MarkLotSeenInput!\n) {\n  markLotSeen(input: $input) {\n    __typename\n  }\n}\n"
  }
};
})();

(node as any).hash = "07e526e21e88709a42eede42c3dfd21e";

export default node;
