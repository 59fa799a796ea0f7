/**
 * @generated SignedSource<<81e6d60db594baf2e21f0e6f9e1e0cfd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LotForm_profile$data = {
  readonly companyName: string;
  readonly id: string;
  readonly " $fragmentSpreads": FragmentRefs<"LotSearch_profile">;
  readonly " $fragmentType": "LotForm_profile";
};
export type LotForm_profile$key = {
  readonly " $data"?: LotForm_profile$data;
  readonly " $fragmentSpreads": FragmentRefs<"LotForm_profile">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LotForm_profile",
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
      "name": "companyName",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LotSearch_profile"
    }
  ],
  "type": "BusinessProfile",
  "abstractKey": null
};

(node as any).hash = "4b0381f04a97fcf4166c7efaeb9e2618";

export default node;
