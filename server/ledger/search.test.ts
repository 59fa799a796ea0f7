import { beforeAll, describe, expect, test } from "vitest";
import { TestClient } from "../test/client.ts";
import { searchMessages } from "./search.ts";

let client: TestClient;
let trader: string;
let other: string;

const SEARCH = `query($q: String!, $first: Int) { viewer { profile { search(query: $q, first: $first) {
  match text lot { lotNumber } container { containerNo } payment { amount reference }
} } } }`;
const search = async (q: string, token = trader, first?: number) => {
  const result = await client.gql(SEARCH, { q, first }, token);
  return result.errors ? result.errors[0].message : result.data.viewer.profile.search;
};

beforeAll(async () => {
  client = await TestClient.start();
  trader = await client.trader("supplier", "Finder Metals", "layla@finder.example");
  other = await client.trader("supplier", "Other Finder", "omar@otherfinder.example");
  for (const [token, lotNumber] of [
    [trader, "HMS-2026-014"],
    [trader, "CU-7"],
    [other, "HMS-2026-099"],
  ]) {
    const { data } = await client.gql(
      `mutation($n: String!) { addLot(input: { lotNumber: $n, price: "300" }) { ... on AddLotPayload { lot { id } } } }`,
      { n: lotNumber },
      token,
    );
    const lotId = data.addLot.lot.id;
    await client.gql(
      `mutation($input: AddContainerInput!) { addContainer(input: $input) { __typename } }`,
      {
        input: {
          lotId,
          containerNo: lotNumber === "CU-7" ? "MSKU1234565" : "TGHU7654320",
          sealNo: `SEAL-${lotNumber}`,
          material: "HMS",
          quantity: "1000",
          billOfLadingNo: `MEDU-${lotNumber}`,
          weighbridgeTicket: `WB-${lotNumber}`,
        },
      },
      token,
    );
    await client.gql(
      `mutation($input: AddPaymentInput!) { addPayment(input: $input) { __typename } }`,
      { input: { lotId, amount: "10", method: "BANK_TRANSFER", reference: `FT-${lotNumber}` } },
      token,
    );
  }
});

describe("find anything", () => {
  test("by every kind of reference, from its beginning, whatever the case; only the caller's company", async () => {
    expect(await search("hms-2026")).toEqual([
      { match: "LOT_NUMBER", text: "HMS-2026-014", lot: { lotNumber: "HMS-2026-014" }, container: null, payment: null },
    ]);
    expect(await search("mscu")).toEqual([]);
    expect(await search(" msku 1234")).toEqual([
      {
        match: "CONTAINER_NUMBER",
        text: "MSKU1234565",
        lot: { lotNumber: "CU-7" },
        container: { containerNo: "MSKU1234565" },
        payment: null,
      },
    ]);
    expect((await search("seal-cu")).map((hit: { match: string; lot: { lotNumber: string } }) => [hit.match, hit.lot.lotNumber])).toEqual([
      ["SEAL_NUMBER", "CU-7"],
    ]);
    expect((await search("medu-hms")).map((hit: { match: string; text: string }) => [hit.match, hit.text])).toEqual([
      ["BILL_OF_LADING", "MEDU-HMS-2026-014"],
    ]);
    expect((await search("WB-")).map((hit: { match: string; text: string }) => [hit.match, hit.text]).sort()).toEqual([
      ["WEIGHBRIDGE_TICKET", "WB-CU-7"],
      ["WEIGHBRIDGE_TICKET", "WB-HMS-2026-014"],
    ]);
    expect(await search("ft-cu")).toEqual([
      {
        match: "PAYMENT_REFERENCE",
        text: "FT-CU-7",
        lot: { lotNumber: "CU-7" },
        container: null,
        payment: { amount: "10.00", reference: "FT-CU-7" },
      },
    ]);
    expect((await search("hms-2026-099", other)).map((hit: { match: string }) => hit.match)).toEqual(["LOT_NUMBER"]);
    expect(await search("WB-", trader, 1)).toHaveLength(1);
    expect(await search("   ")).toEqual([]);
  });

  test("bad input is refused with a clear message", async () => {
    expect(await search("x".repeat(101))).toBe(searchMessages.tooLong);
    expect(await search("x", trader, 0)).toBe(searchMessages.first);
  });
});
