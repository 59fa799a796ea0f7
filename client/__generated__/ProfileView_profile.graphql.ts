/**
 * @generated SignedSource<<d2980bf0d1716a54fc4722af2901f9b4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Role = "BUYER" | "SUPPLIER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProfileView_profile$data = {
  readonly address: string;
  readonly companyName: string;
  readonly contact: string;
  readonly email: string;
  readonly gst: string | null | undefined;
  readonly name: string;
  readonly role: Role;
  readonly vat: string | null | undefined;
  readonly website: string | null | undefined;
  readonly " $fragmentType": "ProfileView_profile";
};
export type ProfileView_profile$key = {
  readonly " $data"?: ProfileView_profile$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileView_profile">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileView_profile",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "role",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
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
      "name": "contact",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
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
      "name": "website",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "gst",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "vat",
      "storageKey": null
    }
  ],
  "type": "BusinessProfile",
  "abstractKey": null
};

(node as any).hash = "b1ce94bc21827562068166750b5a62b9";

export default node;
