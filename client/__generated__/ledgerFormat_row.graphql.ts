/**
 * @generated SignedSource<<b835b3ebbc36650d616dca30a2bfc29d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type LedgerRowType = "ADVANCE" | "AMOUNT" | "CONTAINER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ledgerFormat_row$data = {
  readonly amountAdded: string | null | undefined;
  readonly balance: string;
  readonly containerAmount: string | null | undefined;
  readonly containerNo: string | null | undefined;
  readonly date: string;
  readonly material: string | null | undefined;
  readonly number: number;
  readonly pricePerTon: string | null | undefined;
  readonly quantityTons: string | null | undefined;
  readonly sealNo: string | null | undefined;
  readonly totalPaid: string;
  readonly type: LedgerRowType;
  readonly " $fragmentType": "ledgerFormat_row";
};
export type ledgerFormat_row$key = {
  readonly " $data"?: ledgerFormat_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"ledgerFormat_row">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "ledgerFormat_row"
};

(node as any).hash = "05d81718d4961a2f04fa63483c528dee";

export default node;
