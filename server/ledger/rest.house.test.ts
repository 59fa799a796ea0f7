import { beforeAll, describe, expect, test } from "vitest";
import { TestClient, changeUser, quickUser } from "../test/client.ts";
import { db } from "../db.ts";
import { accessMessages } from "../access/caller.ts";
import { lotMessages } from "./ownedLotWrite.ts";

/*
 * The SPEC's REST lot paths for the house's staff (issue 46): they belong to no company, so they read
 * every company's lots, containers and payments (each record naming its own company) and write to any
 * company's lot, choosing the company by `companyName` where a lot number alone would not say which;
 * they add no lots. A company's members keep exactly their own company.
 */

let client: TestClient;
let steel: string;
let tyres: string;
let staff: string;
let staffId: number;

const STAFF_NAME = "Aisha Rahman";
const ATTRIBUTED = `Gulf Recycling Traders, ${STAFF_NAME}`;

beforeAll(async () => {
  client = await TestClient.start();
  steel = await client.trader("supplier", "Rest Steel");
  tyres = await client.trader("buyer", "Rest Tyres");
  // The same lot number at both companies, and one only Rest Steel has.
  for (const [token, lotNumber] of [
    [steel, "R-1"],
    [tyres, "R-1"],
    [steel, "R-2"],
  ] as const) {
    expect((await client.rest("POST", "/api/lots/add", { lotNumber, price: 250 }, token)).status).toBe(201);
  }
  const made = await quickUser("aisha@gulfrecycling.example", STAFF_NAME);
  await db.user.update({ where: { id: made.user.id }, data: { houseRole: "HOUSE_STAFF" } });
  staff = made.token;
  staffId = made.user.id;
});

const container = (extra: Record<string, unknown>) => ({
  containerNo: "MSCU1234565",
  sealNo: "S-1",
  material: "HMS",
  quantity: 20000,
  date: "2026-11-01",
  ...extra,
});

describe("the SPEC's lot paths, for the house's staff", () => {
  test("list every company's lots, each with its own company's name; ?companyName= keeps one company", async () => {
    const all = await client.rest("GET", "/api/lots/all", undefined, staff);
    expect(all.status).toBe(200);
    expect(all.body.map((lot: any) => [lot.companyName, lot.lotNumber])).toEqual([
      ["Rest Steel", "R-1"],
      ["Rest Tyres", "R-1"],
      ["Rest Steel", "R-2"],
    ]);
    const tyresOnly = await client.rest("GET", "/api/lots/all?companyName=rest%20tyres", undefined, staff);
    expect(tyresOnly.body.map((lot: any) => [lot.companyName, lot.lotNumber])).toEqual([["Rest Tyres", "R-1"]]);
    // A member still reads only their own company's, named as before.
    const own = await client.rest("GET", "/api/lots/all", undefined, tyres);
    expect(own.body.map((lot: any) => [lot.companyName, lot.lotNumber])).toEqual([["Rest Tyres", "R-1"]]);
    expect((await client.rest("GET", "/api/lots/all?companyName=Rest%20Steel", undefined, tyres)).status).toBe(403);
  });

  test("add a container to a company's lot: a number two companies use needs the company, and the record names it", async () => {
    const ambiguous = await client.rest("POST", "/api/lots/details/add", container({ lotNumber: "R-1" }), staff);
    expect(ambiguous.status).toBe(400);
    expect(JSON.stringify(ambiguous.body)).toContain(lotMessages.lotOfSeveral("R-1"));

    const added = await client.rest("POST", "/api/lots/details/add", container({ lotNumber: "R-1", companyName: "Rest Tyres" }), staff);
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      message: "Details added",
      detail: { companyName: "Rest Tyres", lotNumber: "R-1", quantity: 20000, price: 250 },
    });
    const tyresLot = await db.lot.findFirstOrThrow({
      where: { lotNumber: "R-1", profile: { companyKey: "rest tyres" } },
      include: { containers: true },
    });
    expect(tyresLot.containers.map((c) => c.containerNo)).toEqual(["MSCU1234565"]);

    // R-2 is one company's: its number alone names it.
    const alone = await client.rest("POST", "/api/lots/amounts/add", { lotNumber: "R-2", amount: 1500.5, date: "2026-11-02" }, staff);
    expect(alone.status).toBe(201);
    expect(alone.body.amount).toMatchObject({ companyName: "Rest Steel", lotNumber: "R-2", amount: 1500.5 });

    // Attributed to the house and the person, in the entry's history.
    const history = await client.rest("GET", `/api/lots/amounts/${alone.body.amount._id}/history`, undefined, staff);
    expect(history.status).toBe(200);
    expect(JSON.stringify(history.body)).toContain(ATTRIBUTED);
    // The company sees the same payment, named as its own.
    const seen = await client.rest("GET", `/api/lots/amounts/${alone.body.amount._id}`, undefined, steel);
    expect(seen.body).toMatchObject({ companyName: "Rest Steel", amount: 1500.5 });
  });

  test("read, edit, void and restore an entry by its id; a companyName that is not the entry's finds nothing", async () => {
    const added = await client.rest(
      "POST",
      "/api/lots/amounts/add",
      { lotNumber: "R-1", companyName: "Rest Steel", amount: 100, date: "2026-11-03" },
      steel,
    );
    const id = added.body.amount._id;
    const read = await client.rest("GET", `/api/lots/amounts/${id}`, undefined, staff);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ companyName: "Rest Steel", lotNumber: "R-1", amount: 100 });

    const updated = await client.rest("PUT", `/api/lots/amounts/update/${id}`, { amount: 120.25, companyName: "Rest Steel" }, staff);
    expect(updated.status).toBe(200);
    expect(updated.body.amount).toMatchObject({ companyName: "Rest Steel", amount: 120.25 });

    const elsewhere = await client.rest("PUT", `/api/lots/amounts/update/${id}`, { amount: 1, companyName: "Rest Tyres" }, staff);
    expect(elsewhere.status).toBe(404);
    expect((await db.payment.findUniqueOrThrow({ where: { id: Number(id) } })).amount.toFixed(2)).toBe("120.25");

    const voided = await client.rest("POST", `/api/lots/amounts/void/${id}`, { reason: "Entered twice" }, staff);
    expect(voided.status).toBe(200);
    expect(voided.body.amount).toMatchObject({ companyName: "Rest Steel", voidReason: "Entered twice" });
    const restored = await client.rest("POST", `/api/lots/amounts/restore/${id}`, undefined, staff);
    expect(restored.status).toBe(200);
    expect(restored.body.amount.voidedAt).toBeUndefined();

    const all = await client.rest("GET", "/api/lots/amounts/all?companyName=Rest%20Steel", undefined, staff);
    expect(all.body.map((payment: any) => [payment.companyName, payment.lotNumber, payment.amount])).toEqual([
      ["Rest Steel", "R-2", 1500.5],
      ["Rest Steel", "R-1", 120.25],
    ]);
  });

  test("add no lots: 403 with GraphQL's words, nothing written", async () => {
    const before = await db.lot.count();
    const refused = await client.rest("POST", "/api/lots/add", { lotNumber: "H-1", price: 100, companyName: "Rest Steel" }, staff);
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).toContain(accessMessages.houseAddsNoLots);
    expect(await db.lot.count()).toBe(before);
  });

  test("a member reaches no other company's entry, and a removed staff member nothing, at once", async () => {
    const tyresPayment = await client.rest("POST", "/api/lots/amounts/add", { lotNumber: "R-1", amount: 10, date: "2026-11-04" }, tyres);
    const id = tyresPayment.body.amount._id;
    expect((await client.rest("GET", `/api/lots/amounts/${id}`, undefined, steel)).status).toBe(404);
    expect((await client.rest("PUT", `/api/lots/amounts/update/${id}`, { amount: 1 }, steel)).status).toBe(404);
    expect(
      (await client.rest("POST", "/api/lots/details/add", container({ lotNumber: "R-1", companyName: "Rest Tyres" }), steel)).status,
    ).toBe(403);

    await changeUser(staffId, { houseRole: null });
    const gone = await client.rest("GET", "/api/lots/all", undefined, staff);
    expect(gone.status).toBe(403);
    expect((await client.rest("POST", "/api/lots/amounts/add", { lotNumber: "R-2", amount: 5, date: "2026-11-04" }, staff)).status).toBe(
      403,
    );
    expect((await client.rest("GET", "/api/lots/all")).status).toBe(401);
  });
});
