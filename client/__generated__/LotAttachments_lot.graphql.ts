/**
 * @generated SignedSource<<0303b63ef9df75ceec041f9561d6cb3c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LotAttachments_lot$data = {
  readonly allAttachments: ReadonlyArray<{
    readonly byteSize: number;
    readonly contentType: string;
    readonly entryId: string;
    readonly fileName: string;
    readonly id: string;
    readonly isPhoto: boolean;
    readonly thumbnailUrl: string | null | undefined;
    readonly url: string;
  }>;
  readonly id: string;
  readonly " $fragmentType": "LotAttachments_lot";
};
export type LotAttachments_lot$key = {
  readonly " $data"?: LotAttachments_lot$data;
  readonly " $fragmentSpreads": FragmentRefs<"LotAttachments_lot">;
};

import LotAttachmentsRefetchQuery_graphql from './LotAttachmentsRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": LotAttachmentsRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "LotAttachments_lot",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Attachment",
      "kind": "LinkedField",
      "name": "allAttachments",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
      "storageKey": null
    }
  ],
  "type": "Lot",
  "abstractKey": null
};
})();

(node as any).hash = "f0c4bae231fd7725a75c02d64901df88";

export default node;
