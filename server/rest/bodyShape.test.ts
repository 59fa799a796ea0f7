import { beforeAll, describe, expect, test } from "vitest";
import { db } from "../db.ts";
import { TestClient, rowCounts } from "../test/client.ts";
import { shapeMessages } from "./bodyShape.ts";

/**
 * Issue 9, finding 5: a number sent for a text field is kept as its text, a wrong type anywhere
 * else is a 400 naming the field, and an update never blanks or defaults a field it did not get.
 */
let client: TestClient;
let token: string;
let containerId: string;
let paymentId: string;

beforeAll(async () => {
  client = await TestClient.start();
  token = await client.trader("supplier", "Shape Metals");
  const lot = await client.rest("POST", "/api/lots/add", { lotNumber: "S-1", price: 100 }, token);
  expect(lot.status).toBe(201);
  const detail = await client.rest(
    "POST",
    "/api/lots/details/add",
    { lotNumber: "S-1", containerNo: "MSCU1", sealNo: "SL1", material: "HMS", quantity: 1000, date: "2026-05-01" },
    token,
  );
  expect(detail.status).toBe(201);
  containerId = detail.body.detail._id;
  const amount = await client.rest("POST", "/api/lots/amounts/add", { lotNumber: "S-1", amount: 50, date: "2026-05-02" }, token);
  expect(amount.status).toBe(201);
  paymentId = amount.body.amount._id;
});

const stored = () => db.container.findUniqueOrThrow({ where: { id: Number(containerId) } });

describe("numbers for text fields are kept as their text", () => {
  test('POST /api/lots/add {"lotNumber":12345} stores "12345"', async () => {
    const { status, body } = await client.rest("POST", "/api/lots/add", { lotNumber: 12345, price: 10 }, token);
    expect(status).toBe(201);
    expect(body.lot.lotNumber).toBe("12345");
    expect(await db.lot.count({ where: { lotNumber: "12345" } })).toBe(1);
  });

  test('PUT /api/lots/details/update/:id {"containerNo":999} stores "999" and leaves the rest', async () => {
    const before = await stored();
    const { status, body } = await client.rest("PUT", `/api/lots/details/update/${containerId}`, { containerNo: 999 }, token);
    expect(status).toBe(200);
    expect(body.detail.containerNo).toBe("999");
    expect(await stored()).toMatchObject({ containerNo: "999", sealNo: before.sealNo, material: before.material, date: before.date });
  });

  test("a container added with a numeric seal number and a lot number sent as a number", async () => {
    await client.rest("POST", "/api/lots/add", { lotNumber: 777, price: 10 }, token);
    const { status, body } = await client.rest(
      "POST",
      "/api/lots/details/add",
      { lotNumber: 777, containerNo: 1, sealNo: 42, material: "HMS", quantity: "5" },
      token,
    );
    expect(status).toBe(201);
    expect(body.detail).toMatchObject({ lotNumber: "777", containerNo: "1", sealNo: "42" });
  });
});

describe("a wrong type anywhere else is a 400 naming the field, and nothing changes", () => {
  test.each([true, {}, [], 20260501])("a container date of %j is refused on add and on update", async (date) => {
    const containers = await db.container.count();
    const added = await client.rest(
      "POST",
      "/api/lots/details/add",
      { lotNumber: "S-1", containerNo: "X", sealNo: "Y", material: "HMS", quantity: 1, date },
      token,
    );
    expect(added.status).toBe(400);
    expect(added.body.errors).toEqual({ date: shapeMessages.date("date") });
    expect(await db.container.count()).toBe(containers);

    const before = await stored();
    const updated = await client.rest("PUT", `/api/lots/details/update/${containerId}`, { date, sealNo: "CHANGED" }, token);
    expect(updated.status).toBe(400);
    expect(updated.body).toEqual({ error: shapeMessages.summary(["date"]), errors: { date: shapeMessages.date("date") } });
    expect(await stored()).toEqual(before);
  });

  test.each([true, {}, []])("a payment date or amount of %j is refused", async (value) => {
    const before = await db.payment.findUniqueOrThrow({ where: { id: Number(paymentId) } });
    for (const body of [{ date: value }, { amount: value }]) {
      const updated = await client.rest("PUT", `/api/lots/amounts/update/${paymentId}`, body, token);
      expect(updated.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(updated.body.errors)).toEqual(Object.keys(body));
    }
    expect(await db.payment.findUniqueOrThrow({ where: { id: Number(paymentId) } })).toEqual(before);
    const added = await client.rest("POST", "/api/lots/amounts/add", { lotNumber: "S-1", amount: 5, date: value }, token);
    expect(added.status).toBe(400);
  });

  test.each([
    ["lot number true", "/api/lots/add", { lotNumber: true, price: 1 }, "lotNumber"],
    ["price {}", "/api/lots/add", { lotNumber: "S-9", price: {} }, "price"],
    [
      "quantity []",
      "/api/lots/details/add",
      { lotNumber: "S-1", containerNo: "X", sealNo: "Y", material: "HMS", quantity: [] },
      "quantity",
    ],
    [
      "material {}",
      "/api/lots/details/add",
      { lotNumber: "S-1", containerNo: "X", sealNo: "Y", material: { $ne: "" }, quantity: 1 },
      "material",
    ],
  ])("%s is refused", async (_label, path, body, field) => {
    const lots = await db.lot.count();
    const { status, body: answer } = await client.rest("POST", path, body, token);
    expect(status).toBe(400);
    expect(answer.errors).toHaveProperty(field);
    expect(await db.lot.count()).toBe(lots);
  });

  test("a website of true is refused, not stored as null", async () => {
    const other = await client.signIn("website@example.com");
    const before = await rowCounts();
    const { status, body } = await client.rest(
      "POST",
      "/api/buyers/add",
      {
        name: "Omar Haddad",
        companyName: "Website Co",
        contact: "+971 50 123 4567",
        email: "website@example.com",
        address: "Sharjah",
        website: true,
      },
      other,
    );
    expect(status).toBe(400);
    expect(body.errors).toEqual({ website: shapeMessages.text("website") });
    expect(await rowCounts()).toEqual(before);
  });

  test("signup and contact name the fields of the wrong type", async () => {
    const signup = await client.rest("POST", "/api/auth/signup", {
      name: ["x"],
      email: { a: 1 },
      phone: 501234567,
      password: "secret123",
      confirmPassword: "secret123",
    });
    expect(signup.status).toBe(400);
    expect(signup.body.errors).toEqual({ name: shapeMessages.text("name"), email: shapeMessages.text("email") });
    const contact = await client.rest("POST", "/api/contact", { name: "A B", email: "a@example.com", phone: "0501234567", message: false });
    expect(contact.status).toBe(400);
    expect(contact.body.errors).toEqual({ message: shapeMessages.text("message") });
  });
});
