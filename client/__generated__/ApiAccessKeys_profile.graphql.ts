/**
 * @generated SignedSource<<29d02da082876c713288fec93ed82d3b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ApiKeyScope = "READ_ONLY" | "READ_WRITE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ApiAccessKeys_profile$data = {
  readonly apiKeys: ReadonlyArray<{
    readonly createdAt: string;
    readonly id: string;
    readonly lastUsedAt: string | null | undefined;
    readonly name: string;
    readonly prefix: string;
    readonly revokedAt: string | null | undefined;
    readonly scope: ApiKeyScope;
  }>;
  readonly " $fragmentType": "ApiAccessKeys_profile";
};
export type ApiAccessKeys_profile$key = {
  readonly " $data"?: ApiAccessKeys_profile$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApiAccessKeys_profile">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApiAccessKeys_profile",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ApiKey",
      "kind": "LinkedField",
      "name": "apiKeys",
      "plural": true,
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
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "scope",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "prefix",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastUsedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "revokedAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "BusinessProfile",
  "abstractKey": null
};

(node as any).hash = "4454a175500fca9f6be42468294f970d";

export default node;
