/**
 * @generated SignedSource<<c42fdb2f54a0cb36e3636784e8818fd0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RemovedFromCompany_viewer$data = {
  readonly removedFromCompany: {
    readonly companyName: string;
    readonly removedBy: string;
    readonly removedOn: string;
  } | null | undefined;
  readonly " $fragmentType": "RemovedFromCompany_viewer";
};
export type RemovedFromCompany_viewer$key = {
  readonly " $data"?: RemovedFromCompany_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"RemovedFromCompany_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RemovedFromCompany_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CompanyRemoval",
      "kind": "LinkedField",
      "name": "removedFromCompany",
      "plural": false,
      "selections": [
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
          "name": "removedBy",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "removedOn",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "7174ebcb6aa0e6a6f13a304924a8dabd";

export default node;
