/**
 * @generated SignedSource<<10abea457d2d7a324e509a1e7ee0fb8c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ApiAccess_profile$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ApiAccessKeys_profile" | "ApiAccessWebhooks_profile">;
  readonly " $fragmentType": "ApiAccess_profile";
};
export type ApiAccess_profile$key = {
  readonly " $data"?: ApiAccess_profile$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApiAccess_profile">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApiAccess_profile",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ApiAccessKeys_profile"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ApiAccessWebhooks_profile"
    }
  ],
  "type": "BusinessProfile",
  "abstractKey": null
};

(node as any).hash = "e186fef0f5eeb6b34db5e3a5217ee854";

export default node;
