/**
 * @generated SignedSource<<41f21d8e00abb1bec868a923d7284b75>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LotAttachments_attachment$data = {
  readonly byteSize: number;
  readonly contentType: string;
  readonly entryId: string;
  readonly fileName: string;
  readonly id: string;
  readonly isPhoto: boolean;
  readonly thumbnailUrl: string | null | undefined;
  readonly url: string;
  readonly " $fragmentType": "LotAttachments_attachment";
};
export type LotAttachments_attachment$key = {
  readonly " $data"?: LotAttachments_attachment$data;
  readonly " $fragmentSpreads": FragmentRefs<"LotAttachments_attachment">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LotAttachments_attachment",
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
      "name": "entryId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fileName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contentType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isPhoto",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "byteSize",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "url",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "thumbnailUrl",
      "storageKey": null
    }
  ],
  "type": "Attachment",
  "abstractKey": null
};

(node as any).hash = "c54d3d97f73e5f2dc0f5d269583e8abd";

export default node;
