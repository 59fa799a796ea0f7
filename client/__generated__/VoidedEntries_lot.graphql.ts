/**
 * @generated SignedSource<<50bee2a50809c21f9a6ae276131e8d0e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VoidedEntries_lot$data = {
  readonly voidedEntries: ReadonlyArray<{
    readonly __typename: "Container";
    readonly amount: string;
    readonly containerNo: string;
    readonly date: string;
    readonly id: string;
    readonly quantityTons: string;
    readonly voidReason: string | null | undefined;
    readonly voidedAt: string | null | undefined;
    readonly voidedBy: string | null | undefined;
  } | {
    readonly __typename: "Payment";
    readonly amount: string;
    readonly date: string;
    readonly id: string;
    readonly voidReason: string | null | undefined;
    readonly voidedAt: string | null | undefined;
    readonly voidedBy: string | null | undefined;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  }>;
  readonly " $fragmentType": "VoidedEntries_lot";
};
export type VoidedEntries_lot$key = {
  readonly " $data"?: VoidedEntries_lot$data;
  readonly " $fragmentSpreads": FragmentRefs<"VoidedEntries_lot">;
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
  "name": "date",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "voidReason",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "voidedBy",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "voidedAt",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VoidedEntries_lot",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": null,
      "kind": "LinkedField",
      "name": "voidedEntries",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "__typename",
          "storageKey": null
        },
        {
          "kind": "InlineFragment",
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/),
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
              "name": "quantityTons",
              "storageKey": null
            },
            (v2/*:: as any*/),
            (v3/*:: as any*/),
            (v4/*:: as any*/),
            (v5/*:: as any*/)
          ],
          "type": "Container",
          "abstractKey": null
        },
        {
          "kind": "InlineFragment",
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            (v2/*:: as any*/),
            (v3/*:: as any*/),
            (v4/*:: as any*/),
            (v5/*:: as any*/)
          ],
          "type": "Payment",
          "abstractKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Lot",
  "abstractKey": null
};
})();

(node as any).hash = "c14aa0fb8bd286aa68d0d1dc99bcaadf";

export default node;
