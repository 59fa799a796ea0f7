/**
 * @generated SignedSource<<c5dc3146f6c57466824bda2cef6fc5ed>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChequesDue_profile$data = {
  readonly chequesDue: ReadonlyArray<{
    readonly amount: string;
    readonly chequeDueDate: string | null | undefined;
    readonly id: string;
    readonly lot: {
      readonly lotNumber: string;
    };
    readonly reference: string | null | undefined;
  }>;
  readonly " $fragmentType": "ChequesDue_profile";
};
export type ChequesDue_profile$key = {
  readonly " $data"?: ChequesDue_profile$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChequesDue_profile">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChequesDue_profile",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 50
        }
      ],
      "concreteType": "Payment",
      "kind": "LinkedField",
      "name": "chequesDue",
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
          "name": "amount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reference",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "chequeDueDate",
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
        }
      ],
      "storageKey": "chequesDue(first:50)"
    }
  ],
  "type": "BusinessProfile",
  "abstractKey": null
};

(node as any).hash = "45867a861f88fd8e572af8928e351e85";

export default node;
