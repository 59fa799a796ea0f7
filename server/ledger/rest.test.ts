import { beforeAll, describe, expect, test } from "vitest";
import { TestClient } from "../test/client.ts";
import { db } from "../db.ts";

let client: TestClient;
let supplier: string;
let buyer: string;

beforeAll(async () => {
  client = await TestClient.start();
  supplier = await client.trader("supplier", "Emirates Scrap Co");
  buyer = await client.trader("buyer", "Delta Buyers LLC");
});

describe("REST lot shims (SPEC section 7)", () => {
  test("need the bearer token", async () => {
    for (const [method, path] of [
      ["GET", "/api/lots/all"],
      ["GET", "/api/lots/details/all"],
      ["GET", "/api/lots/amounts/all"],
      ["POST", "/api/lots/add"],
    ]) {
      const res = await client.rest(method, path, method === "POST" ? { lotNumber: "X", price: 1 } : undefined);
      expect(res.status, path).toBe(401);
      expect(res.body.message).toBe("Please login first");
    }
    expect(await db.lot.count()).toBe(0);
  });

  test("a supplier's whole flow with the spec's field names", async () => {
    const added = await client.rest(
      "POST",
      "/api/lots/add",
      { companyName: "Emirates Scrap Co", lotNumber: "R-1", price: 333.33 },
      supplier,
    );
    expect(added.status).toBe(201);
    expect(added.body.lot).toMatchObject({ companyName: "Emirates Scrap Co", lotNumber: "R-1", price: 333.33 });

    const lots = await client.rest("GET", "/api/lots/all", undefined, supplier);
    expect(lots.body).toEqual([
      { _id: expect.any(String), companyName: "Emirates Scrap Co", lotNumber: "R-1", price: 333.33, createdAt: expect.any(String) },
    ]);

    const detail = await client.rest(
      "POST",
      "/api/lots/details/add",
      {
        companyName: "Emirates Scrap Co",
        lotNumber: "R-1",
        containerNo: "TGHU1",
        sealNo: "S9",
        material: "Tyre wire",
        quantity: 1234.567,
        price: 333.33,
        date: "2026-06-01",
      },
      supplier,
    );
    expect(detail.status).toBe(201);
    const details = await client.rest("GET", "/api/lots/details/all", undefined, supplier);
    expect(details.body).toEqual([
      {
        _id: detail.body.detail._id,
        companyName: "Emirates Scrap Co",
        lotNumber: "R-1",
        containerNo: "TGHU1",
        sealNo: "S9",
        material: "Tyre wire",
        quantity: 1234.567,
        price: 333.33,
        date: "2026-06-01",
        createdAt: expect.any(String),
      },
    ]);

    const amount = await client.rest(
      "POST",
      "/api/lots/amounts/add",
      { companyName: "Emirates Scrap Co", lotNumber: "R-1", amount: "500.5", date: "2026-06-02" },
      supplier,
    );
    expect(amount.status).toBe(201);
    const amounts = await client.rest("GET", "/api/lots/amounts/all", undefined, supplier);
    expect(amounts.body).toEqual([
      {
        _id: amount.body.amount._id,
        companyName: "Emirates Scrap Co",
        lotNumber: "R-1",
        amount: 500.5,
        date: "2026-06-02",
        createdAt: expect.any(String),
      },
    ]);

    const updated = await client.rest(
      "PUT",
      `/api/lots/details/update/${detail.body.detail._id}`,
      {
        companyName: "Emirates Scrap Co",
        lotNumber: "R-1",
        containerNo: "TGHU2",
        sealNo: "S9",
        material: "Tyre wire",
        quantity: 2000,
        price: 333.33,
        date: "2026-06-03",
      },
      supplier,
    );
    expect(updated.status).toBe(200);
    expect(updated.body.detail).toMatchObject({ containerNo: "TGHU2", quantity: 2000, date: "2026-06-03" });
    const updatedAmount = await client.rest(
      "PUT",
      `/api/lots/amounts/update/${amount.body.amount._id}`,
      { companyName: "Emirates Scrap Co", lotNumber: "R-1", amount: 600, date: "2026-06-02" },
      supplier,
    );
    expect(updatedAmount.body.amount).toMatchObject({ amount: 600 });
    // Two additions, then two edits.
    expect(await db.changeLog.count()).toBe(4);

    // The screen's ledger agrees with what REST recorded (the payment of 2 June now comes before the container moved to 3 June).
    const ledger = await client.gql(
      `{ viewer { profile { lot(lotNumber: "R-1") { ledger { closingBalance rows { containerAmount } } } } } }`,
      {},
      supplier,
    );
    expect(ledger.data.viewer.profile.lot.ledger).toEqual({
      closingBalance: "-66.66",
      rows: [{ containerAmount: null }, { containerAmount: "666.66" }],
    });
  });

  test("the spec's messages for missing fields; update failures answer { error }", async () => {
    const lot = await client.rest("POST", "/api/lots/add", { companyName: "Emirates Scrap Co", lotNumber: "", price: 10 }, supplier);
    expect(lot).toMatchObject({ status: 400, body: { message: "Please fill in all fields" } });
    const detail = await client.rest(
      "POST",
      "/api/lots/details/add",
      { lotNumber: "R-1", containerNo: "", sealNo: "S", material: "M", quantity: 5 },
      supplier,
    );
    expect(detail).toMatchObject({ status: 400, body: { message: "Please fill all detail fields" } });
    const badUpdate = await client.rest("PUT", "/api/lots/details/update/999999", { quantity: 5 }, supplier);
    expect(badUpdate).toMatchObject({ status: 404, body: { error: "Container not found" } });
    const [container] = (await client.rest("GET", "/api/lots/details/all", undefined, supplier)).body;
    const negative = await client.rest("PUT", `/api/lots/details/update/${container._id}`, { quantity: -5 }, supplier);
    expect(negative).toMatchObject({ status: 400, body: { error: "Quantity must be a number of kg, 0 or more, with at most 3 decimals" } });
    const versions = () => db.lot.findMany({ select: { id: true, version: true }, orderBy: { id: "asc" } });
    const before = await versions();
    const moved = await client.rest("PUT", `/api/lots/details/update/${container._id}`, { lotNumber: "OTHER", quantity: 5 }, supplier);
    expect(moved).toMatchObject({ status: 400, body: { error: "lotNumber must be the lot this record belongs to" } });
    // Told apart from "not found" by the write's own statement: nothing was written, no lot's version moved.
    expect(await versions()).toEqual(before);
    const othersEntry = await client.rest(
      "PUT",
      `/api/lots/details/update/${container._id}`,
      { lotNumber: "R-1", quantity: 5 },
      await client.trader("supplier", "Stranger Metals"),
    );
    expect(othersEntry).toMatchObject({ status: 404, body: { error: "Container not found" } });
    const malformed = await client.rest("PUT", `/api/lots/amounts/update/abc`, "{not json", supplier);
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toBe("Malformed JSON body");
  });

  test("container numbers are stored upper-cased without spaces, on add and on update", async () => {
    const added = await client.rest(
      "POST",
      "/api/lots/details/add",
      { lotNumber: "R-1", containerNo: "msku 907032 3", sealNo: "S1", material: "HMS", quantity: 10, date: "2026-06-05" },
      supplier,
    );
    expect(added.body.detail.containerNo).toBe("MSKU9070323");
    const updated = await client.rest(
      "PUT",
      `/api/lots/details/update/${added.body.detail._id}`,
      { containerNo: " tghu 825489 0" },
      supplier,
    );
    expect(updated.body.detail.containerNo).toBe("TGHU8254890");
  });

  test("another company sees nothing and cannot write with someone else's companyName or ids", async () => {
    for (const path of ["/api/lots/all", "/api/lots/details/all", "/api/lots/amounts/all"]) {
      expect((await client.rest("GET", path, undefined, buyer)).body).toEqual([]);
    }
    const foreignName = await client.rest(
      "POST",
      "/api/lots/add",
      { companyName: "Emirates Scrap Co", lotNumber: "STEAL", price: 1 },
      buyer,
    );
    expect(foreignName).toMatchObject({ status: 403, body: { message: "companyName must be your own company's name" } });
    const foreignLot = await client.rest("POST", "/api/lots/amounts/add", { lotNumber: "R-1", amount: 1 }, buyer);
    expect(foreignLot).toMatchObject({ status: 404, body: { message: "Lot not found" } });
    const [container] = (await client.rest("GET", "/api/lots/details/all", undefined, supplier)).body;
    const [payment] = (await client.rest("GET", "/api/lots/amounts/all", undefined, supplier)).body;
    expect((await client.rest("PUT", `/api/lots/details/update/${container._id}`, { material: "stolen" }, buyer)).status).toBe(404);
    expect((await client.rest("PUT", `/api/lots/amounts/update/${payment._id}`, { amount: 1 }, buyer)).status).toBe(404);
    expect(await db.lot.count({ where: { lotNumber: "STEAL" } })).toBe(0);
    const after = (await client.rest("GET", "/api/lots/details/all", undefined, supplier)).body[0];
    expect(after.material).toBe(container.material);
  });
});
