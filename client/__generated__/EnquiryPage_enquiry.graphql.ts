/**
 * @generated SignedSource<<2c6c6649d3b1182e51dfea8107b95d58>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type EnquiryStatus = "ANSWERED" | "CLOSED" | "NEW" | "%future added value";
export type MailDeliveryState = "FAILED" | "QUEUED" | "SENT" | "%future added value";
export type Role = "BUYER" | "SUPPLIER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type EnquiryPage_enquiry$data = {
  readonly counterparty: {
    readonly companyId: number;
    readonly companyName: string;
    readonly role: Role;
  } | null | undefined;
  readonly email: string;
  readonly id: string;
  readonly message: string;
  readonly name: string;
  readonly phone: string;
  readonly receivedAt: string;
  readonly replies: ReadonlyArray<{
    readonly authorName: string;
    readonly mailState: MailDeliveryState | null | undefined;
    readonly sentAt: string;
    readonly text: string;
  }>;
  readonly status: EnquiryStatus;
  readonly takenBy: string | null | undefined;
  readonly takenByViewer: boolean;
  readonly tour: string;
  readonly " $fragmentType": "EnquiryPage_enquiry";
};
export type EnquiryPage_enquiry$key = {
  readonly " $data"?: EnquiryPage_enquiry$data;
  readonly " $fragmentSpreads": FragmentRefs<"EnquiryPage_enquiry">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EnquiryPage_enquiry",
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
      "name": "email",
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
      "name": "message",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tour",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "receivedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "takenBy",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "takenByViewer",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "EnquiryCounterparty",
      "kind": "LinkedField",
      "name": "counterparty",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "companyId",
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
          "name": "role",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "EnquiryReply",
      "kind": "LinkedField",
      "name": "replies",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "authorName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "text",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sentAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "mailState",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Enquiry",
  "abstractKey": null
};

(node as any).hash = "2bd3d68c57e6155a5aca968a1bcfcf83";

export default node;
