/**
 * @generated SignedSource<<4a3b316f9b725754f70d78db5997e7e8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Footer_siteInfo$data = {
  readonly address: string;
  readonly companyName: string;
  readonly generalEmail: string;
  readonly phone: string;
  readonly " $fragmentType": "Footer_siteInfo";
};
export type Footer_siteInfo$key = {
  readonly " $data"?: Footer_siteInfo$data;
  readonly " $fragmentSpreads": FragmentRefs<"Footer_siteInfo">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Footer_siteInfo",
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
      "name": "address",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "phone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "generalEmail",
      "storageKey": null
    }
  ],
  "type": "SiteInfo",
  "abstractKey": null
};

(node as any).hash = "0e57f5857973f2edb7205d932dee71ec";

export default node;
