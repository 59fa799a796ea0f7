/**
 * @generated SignedSource<<0118e670f6751ed2ed6280e39f20ab68>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ChangeAuthorType = "API_KEY" | "PERSON" | "%future added value";
export type ChangeKind = "ATTACHMENT_ADDED" | "ATTACHMENT_REMOVED" | "CONTAINER_CREATED" | "CONTAINER_RESTORED" | "CONTAINER_UPDATED" | "CONTAINER_VOIDED" | "DISPUTE_ACCEPTED" | "DISPUTE_ANSWERED" | "DISPUTE_WITHDRAWN" | "ENTRY_CONFIRMED" | "ENTRY_DISPUTED" | "LOT_CREATED" | "LOT_UPDATED" | "PAYMENT_CREATED" | "PAYMENT_RESTORED" | "PAYMENT_UPDATED" | "PAYMENT_VOIDED" | "%future added value";
export type useCompanyChangesSubscription$variables = {
  after?: string | null | undefined;
  company?: string | null | undefined;
};
export type useCompanyChangesSubscription$data = {
  readonly companyChanges: {
    readonly author: {
      readonly name: string;
      readonly type: ChangeAuthorType;
    };
    readonly cursor: string;
    readonly kind: ChangeKind;
    readonly lot: {
      readonly id: string;
    };
    readonly node: {
      readonly __typename: "Container";
      readonly containerNo: string;
      readonly id: string;
    } | {
      readonly __typename: "Payment";
      readonly amount: string;
      readonly id: string;
    } | {
      // This will never be '%other', but we need some
      // value in case none of the concrete values match.
      readonly __typename: "%other";
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
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "company"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "after"
  },
  {
    "kind": "Variable",
    "name": "company",
    "variableName": "company"
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
  "concreteType": "ChangeAuthor",
  "kind": "LinkedField",
  "name": "author",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "kind": "InlineFragment",
  "selections": [
    (v6/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "containerNo",
      "storageKey": null
    }
  ],
  "type": "Container",
  "abstractKey": null
},
v8 = {
  "kind": "InlineFragment",
  "selections": [
    (v6/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "amount",
      "storageKey": null
    }
  ],
  "type": "Payment",
  "abstractKey": null
},
v9 = [
  (v6/*:: as any*/)
],
v10 = {
  "alias": null,
  "args": null,
  "concreteType": "Lot",
  "kind": "LinkedField",
  "name": "lot",
  "plural": false,
  "selections": (v9/*:: as any*/),
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
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/)
            ],
            "storageKey": null
          },
          (v10/*:: as any*/)
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
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": (v9/*:: as any*/),
                "type": "Node",
                "abstractKey": "__isNode"
              }
            ],
            "storageKey": null
          },
          (v10/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "bcd67c4fca269d5bccc60a16a3385565",
    "id": null,
    "metadata": {},
    "name": "useCompanyChangesSubscription",
    "operationKind": "subscription",
    "text": "subscription useCompanyChangesSubscription(\n  $after: String\n  $company: ID\n) {\n  companyChanges(after: $after, company: $company) {\n    cursor\n    kind\n    author {\n      name\n      type\n    }\n    node {\n      __typename\n      ... on Container {\n        id\n        containerNo\n      }\n      ... on Payment {\n        id\n        amount\n      }\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n    lot {\n      id\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "4c717b8da0ce0af96b72561154e25fa8";

export default node;
