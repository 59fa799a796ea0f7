/**
 * @generated SignedSource<<d4f478332035237861505125ccf71f37>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MemberRole = "OWNER" | "TRADER" | "VIEWER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type LotForm_profile$data = {
  readonly companyName: string;
  readonly id: string;
  readonly viewerRole: MemberRole | null | undefined;
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
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerRole",
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

(node as any).hash = "6f5c957c7e3874523bcbbf37b315648c";

export default node;
