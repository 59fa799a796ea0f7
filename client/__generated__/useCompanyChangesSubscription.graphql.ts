/**
 * @generated SignedSource<<63c6a6c88dc07917c578c4ebfca5eb56>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ChangeKind = "CONTAINER_CREATED" | "CONTAINER_RESTORED" | "CONTAINER_UPDATED" | "CONTAINER_VOIDED" | "LOT_CREATED" | "PAYMENT_CREATED" | "PAYMENT_RESTORED" | "PAYMENT_UPDATED" | "PAYMENT_VOIDED" | "%future added value";
export type useCompanyChangesSubscription$variables = {
  after?: string | null | undefined;
};
export type useCompanyChangesSubscription$data = {
  readonly companyChanges: {
    readonly cursor: string;
    readonly kind: ChangeKind;
    readonly lot: {
      readonly id: string;
    };
  };
};
export type useCompanyChangesSubscription = {
  response: useCompanyChangesSubscription$data;
  variables: useCompanyChangesSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "after"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "after"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "Lot",
  "kind": "LinkedField",
  "name": "lot",
  "plural": false,
  "selections": [
    (v4/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useCompanyChangesSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ChangeEvent",
        "kind": "LinkedField",
        "name": "companyChanges",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCompanyChangesSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ChangeEvent",
        "kind": "LinkedField",
        "name": "companyChanges",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v5/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "4516fdffee7bd141c119c704d77f28f9",
    "id": null,
    "metadata": {},
    "name": "useCompanyChangesSubscription",
    "operationKind": "subscription",
    "text": "subscription useCompanyChangesSubscription(\n  $after: String\n) {\n  companyChanges(after: $after) {\n    cursor\n    kind\n    lot {\n      id\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "862e08bb70e5815a98f2b31276dad0ef";

export default node;
