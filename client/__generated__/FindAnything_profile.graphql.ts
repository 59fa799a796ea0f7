/**
 * @generated SignedSource<<e6a89a69dc895b9b6642c3b7faf35327>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SearchMatch = "BILL_OF_LADING" | "CONTAINER_NUMBER" | "LOT_NUMBER" | "PAYMENT_REFERENCE" | "SEAL_NUMBER" | "WEIGHBRIDGE_TICKET" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type FindAnything_profile$data = {
  readonly id: string;
  readonly search: ReadonlyArray<{
    readonly container: {
      readonly containerNo: string;
      readonly date: string;
      readonly id: string;
    } | null | undefined;
    readonly lot: {
      readonly lotNumber: string;
    };
    readonly match: SearchMatch;
    readonly payment: {
      readonly amount: string;
      readonly date: string;
      readonly id: string;
    } | null | undefined;
    readonly text: string;
  }>;
  readonly " $fragmentType": "FindAnything_profile";
};
export type FindAnything_profile$key = {
  readonly " $data"?: FindAnything_profile$data;
  readonly " $fragmentSpreads": FragmentRefs<"FindAnything_profile">;
};

import FindAnythingRefetchQuery_graphql from './FindAnythingRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "date",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": "",
      "kind": "LocalArgument",
      "name": "find"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": FindAnythingRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "FindAnything_profile",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 20
        },
        {
          "kind": "Variable",
          "name": "query",
          "variableName": "find"
        }
      ],
      "concreteType": "SearchHit",
      "kind": "LinkedField",
      "name": "search",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "match",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "text",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Lot",
          "kind": "LinkedField",
          "name": "lot",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "lotNumber",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Container",
          "kind": "LinkedField",
          "name": "container",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "containerNo",
              "storageKey": null
            },
            (v1/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Payment",
          "kind": "LinkedField",
          "name": "payment",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "amount",
              "storageKey": null
            },
            (v1/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    (v0/*:: as any*/)
  ],
  "type": "BusinessProfile",
  "abstractKey": null
};
})();

(node as any).hash = "441f0f5279a04af46f098d74c524ab85";

export default node;
