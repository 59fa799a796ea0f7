/**
 * @generated SignedSource<<2974a387683dcd7f4ef0fd374074cc23>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Header_siteInfo$data = {
  readonly companyName: string;
  readonly " $fragmentType": "Header_siteInfo";
};
export type Header_siteInfo$key = {
  readonly " $data"?: Header_siteInfo$data;
  readonly " $fragmentSpreads": FragmentRefs<"Header_siteInfo">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Header_siteInfo",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "companyName",
      "storageKey": null
    }
  ],
  "type": "SiteInfo",
  "abstractKey": null
};

(node as any).hash = "1f797a42ecb405d86f25c7a3b15fb775";

export default node;
