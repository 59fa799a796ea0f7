/**
 * @generated SignedSource<<9837688dad76ebeb323213bc6e54023e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ContactDetails_siteInfo$data = {
  readonly address: string;
  readonly companyName: string;
  readonly generalEmail: string;
  readonly phone: string;
  readonly salesEmail: string;
  readonly " $fragmentType": "ContactDetails_siteInfo";
};
export type ContactDetails_siteInfo$key = {
  readonly " $data"?: ContactDetails_siteInfo$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContactDetails_siteInfo">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ContactDetails_siteInfo",
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "salesEmail",
      "storageKey": null
    }
  ],
  "type": "SiteInfo",
  "abstractKey": null
};

(node as any).hash = "89cc66df5a2bd999984dd26de3e990d4";

export default node;
