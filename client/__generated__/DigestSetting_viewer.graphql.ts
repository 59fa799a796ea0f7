/**
 * @generated SignedSource<<862dea121ba9c1093a279637c2369b36>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DigestSetting_viewer$data = {
  readonly agreementDigest: boolean;
  readonly " $fragmentType": "DigestSetting_viewer";
};
export type DigestSetting_viewer$key = {
  readonly " $data"?: DigestSetting_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"DigestSetting_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DigestSetting_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "agreementDigest",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "de81f97893d56801355449cfe530642b";

export default node;
