/**
 * @generated SignedSource<<f7ed5ff7ce61d880b93dc4f69ac3499d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LotHeader_lot$data = {
  readonly lotNumber: string;
  readonly price: string;
  readonly " $fragmentType": "LotHeader_lot";
};
export type LotHeader_lot$key = {
  readonly " $data"?: LotHeader_lot$data;
  readonly " $fragmentSpreads": FragmentRefs<"LotHeader_lot">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LotHeader_lot",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lotNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "price",
      "storageKey": null
    }
  ],
  "type": "Lot",
  "abstractKey": null
};

(node as any).hash = "d1f7366837fbae01fba32f9017b0f9fe";

export default node;
