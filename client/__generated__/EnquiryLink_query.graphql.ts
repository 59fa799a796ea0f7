/**
 * @generated SignedSource<<4539f146e2885b14c485ce638ac86c0b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Role = "BUYER" | "SUPPLIER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type EnquiryLink_query$data = {
  readonly house?: {
    readonly counterpartyChoices: ReadonlyArray<{
      readonly companyId: number;
      readonly companyName: string;
      readonly id: string;
      readonly role: Role;
    }>;
  };
  readonly " $fragmentType": "EnquiryLink_query";
};
export type EnquiryLink_query$key = {
  readonly " $data"?: EnquiryLink_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"EnquiryLink_query">;
};

import EnquiryLinkChoicesQuery_graphql from './EnquiryLinkChoicesQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": "",
      "kind": "LocalArgument",
      "name": "search"
    },
    {
      "defaultValue": false,
      "kind": "LocalArgument",
      "name": "searching"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": EnquiryLinkChoicesQuery_graphql
    }
  },
  "name": "EnquiryLink_query",
  "selections": [
    {
      "condition": "searching",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
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
              "args": [
                {
                  "kind": "Variable",
                  "name": "search",
                  "variableName": "search"
                }
              ],
              "concreteType": "EnquiryCounterparty",
              "kind": "LinkedField",
              "name": "counterpartyChoices",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "id",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "companyId",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "companyName",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "role",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ]
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "7d3c625f157fb3f2ccc383cf2f4a481f";

export default node;
