/**
 * @generated SignedSource<<e02f045de70648b950696ed80f3d5b98>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeskLayoutCountQuery$variables = Record<PropertyKey, never>;
export type DeskLayoutCountQuery$data = {
  readonly house: {
    readonly newEnquiryCount: number;
  };
};
export type DeskLayoutCountQuery = {
  response: DeskLayoutCountQuery$data;
  variables: DeskLayoutCountQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "House",
    "kind": "LinkedField",
    "name": "house",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "newEnquiryCount",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "DeskLayoutCountQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DeskLayoutCountQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "d11bc5c9a114226083f474161589916c",
    "id": null,
    "metadata": {},
    "name": "DeskLayoutCountQuery",
    "operationKind": "query",
    "text": "query DeskLayoutCountQuery {\n  house {\n    newEnquiryCount\n  }\n}\n"
  }
};
})();

(node as any).hash = "4c7076c3bd27f5770a6c8794ff6cfe6c";

export default node;
