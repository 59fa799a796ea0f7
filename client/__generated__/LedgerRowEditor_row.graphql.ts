/**
 * @generated SignedSource<<422d989048666e3c8ea5e3a3f81a0332>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LedgerRowEditor_row$data = {
  readonly container: {
    readonly containerNo: string;
    readonly date: string;
    readonly id: string;
    readonly material: string;
    readonly quantityKg: string;
    readonly sealNo: string;
    readonly version: number;
  } | null | undefined;
  readonly payment: {
    readonly amount: string;
    readonly date: string;
    readonly id: string;
    readonly version: number;
  } | null | undefined;
  readonly " $fragmentType": "LedgerRowEditor_row";
};
export type LedgerRowEditor_row$key = {
  readonly " $data"?: LedgerRowEditor_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"LedgerRowEditor_row">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "version",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "date",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LedgerRowEditor_row",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Container",
      "kind": "LinkedField",
      "name": "container",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "containerNo",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sealNo",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "material",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "quantityKg",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Payment",
      "kind": "LinkedField",
      "name": "payment",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amount",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "LedgerRow",
  "abstractKey": null
};
})();

(node as any).hash = "8c9e7514f9e3d39f7425c52b5794dbb8";

export default node;
