import { beforeAll, describe, expect, test } from "vitest";
import { MAX_BODY_BYTES } from "../app.ts";
import { restMessages } from "./http.ts";
import { shapeMessages } from "./bodyShape.ts";
import { db } from "../db.ts";
import { TestClient, quickUser, rowCounts } from "../test/client.ts";

/**
 * Bad input on every REST shim of issue 2 (SPEC section 7): malformed JSON, bodies that are not
 * objects, wrong types, huge bodies, characters PostgreSQL cannot store. Always a 4xx with a
 * message, never a 500, and nothing stored.
 */
let client: TestClient;
let token: string;
beforeAll(async () => {
  client = await TestClient.start();
  token = (await quickUser("bad-input@example.com")).token;
});

interface Shim {
  path: string;
  auth?: boolean;
  /** Every field of the body, with a wrong type. */
  wrongTypes: Record<string, unknown>;
}

/** Objects, arrays and booleans for text fields (numbers are kept as their text: bodyShape.test.ts). */
const profileWrongTypes = {
  name: true,
  companyName: { $ne: null },
  contact: [501234567],
  email: ["a@b.co"],
  address: true,
  website: false,
  gst: {},
};

const shims: Shim[] = [
  { path: "/api/contact", wrongTypes: { name: true, email: { a: 1 }, phone: [501234567], message: ["hello"], tour: false } },
  { path: "/api/auth/login", wrongTypes: { email: { $gt: "" }, password: { $gt: "" } } },
  { path: "/api/auth/signup", wrongTypes: { name: [1], email: true, phone: {}, password: [123456], confirmPassword: false } },
  { path: "/api/suppliers/add", auth: true, wrongTypes: profileWrongTypes },
  { path: "/api/buyers/add", auth: true, wrongTypes: profileWrongTypes },
  { path: "/api/auth/forgot-password", wrongTypes: { email: ["bad-input@example.com"] } },
  { path: "/api/auth/reset-password/some-token", wrongTypes: { password: { length: 8 } } },
];

async function post(
  shim: Shim,
  body: BodyInit | null,
  headers: Record<string, string> = { "content-type": "application/json" },
  init: RequestInit = {},
) {
  const response = await client.fetch(shim.path, { method: "POST", headers, body, token: shim.auth ? token : undefined, ...init });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

describe.each(shims)("POST $path", (shim) => {
  let before: Awaited<ReturnType<typeof rowCounts>>;
  beforeAll(async () => {
    before = await rowCounts();
  });

  test("malformed JSON: 400 with a message", async () => {
    for (const body of ["{bad", '{"email": "a@b.co",}', "email=a@b.co", "{", "\u0000"]) {
      expect(await post(shim, body), body).toEqual({ status: 400, body: { message: "Malformed JSON body" } });
    }
  });

  test("an empty body: 400 with a message", async () => {
    expect(await post(shim, null)).toEqual({ status: 400, body: { message: "Malformed JSON body" } });
    expect(await post(shim, "")).toEqual({ status: 400, body: { message: "Malformed JSON body" } });
  });

  test("JSON that is not an object (an array, null, a string, a number): 400 with a message", async () => {
    for (const body of ["[]", '[{"email":"a@b.co"}]', "null", '"text"', "42", "true"]) {
      expect(await post(shim, body), body).toEqual({ status: 400, body: { message: "The request body must be a JSON object" } });
    }
  });

  test("wrong types (objects, arrays, booleans for strings): 400 naming every such field", async () => {
    const { status, body } = await post(shim, JSON.stringify(shim.wrongTypes));
    const fields = Object.keys(shim.wrongTypes);
    expect(status).toBe(400);
    expect(body.errors).toEqual(Object.fromEntries(fields.map((field) => [field, shapeMessages.text(field)])));
    expect(body.message).toBe(shapeMessages.summary(fields));
  });

  test("a huge body with Content-Length: 413 before it is read", async () => {
    const huge = JSON.stringify({ name: "x".repeat(MAX_BODY_BYTES + 10) });
    expect(await post(shim, huge, { "content-type": "application/json", "content-length": String(Buffer.byteLength(huge)) })).toEqual({
      status: 413,
      body: { message: `Request body too large (over ${MAX_BODY_BYTES} bytes)` },
    });
  });

  test("a huge body sent in chunks, without Content-Length: 413 after reading at most the limit", async () => {
    let sent = 0;
    const chunk = new TextEncoder().encode("x".repeat(16 * 1024));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"message":"'));
      },
      pull(controller) {
        // An endless body: the server must stop reading on its own.
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const result = await post(shim, stream, { "content-type": "application/json" }, { duplex: "half" } as RequestInit);
    expect(result).toEqual({ status: 413, body: { message: `Request body too large (over ${MAX_BODY_BYTES} bytes)` } });
    expect(sent).toBeLessThan(MAX_BODY_BYTES + 4 * chunk.byteLength);
  });

  test("text fields at the edge of the size limit are refused by their length rules, not by a crash", async () => {
    const fields = Object.keys(shim.wrongTypes);
    const long = "y".repeat(Math.floor((MAX_BODY_BYTES - 1024) / fields.length));
    const body = JSON.stringify(Object.fromEntries(fields.map((field) => [field, long])));
    expect(Buffer.byteLength(body)).toBeLessThan(MAX_BODY_BYTES);
    const { status, body: answer } = await post(shim, body);
    expect(status).toBe(400);
    expect(answer.message).toEqual(expect.any(String));
  });

  test("nothing was stored by any of these requests", async () => {
    expect(await rowCounts()).toEqual(before);
  });
});

describe("characters PostgreSQL text cannot hold", () => {
  test("a NUL character never makes a 500: it is dropped from what is stored", async () => {
    const contact = await client.rest("POST", "/api/contact", {
      name: "Nul Tester",
      email: "nul\u0000@example.com",
      phone: "0501234567",
      tour: "\u0000tour",
      message: "hello\u0000world",
    });
    expect(contact.status).toBe(201);
    expect(await db.enquiry.findFirstOrThrow({ orderBy: { id: "desc" } })).toMatchObject({
      email: "nul@example.com",
      tour: "tour",
      message: "helloworld",
    });

    const signup = await client.rest("POST", "/api/auth/signup", {
      name: "Nul Tester",
      email: "nul\u0000user@example.com",
      phone: "0501234567",
      password: "sec\u0000ret",
      confirmPassword: "sec\u0000ret",
    });
    expect(signup.status).toBe(201);
    expect(signup.body.user.email).toBe("nuluser@example.com");

    const login = await client.rest("POST", "/api/auth/login", { email: "nul\u0000user@example.com", password: "sec\u0000ret" });
    expect(login.status).toBe(200);
    const wrong = await client.rest("POST", "/api/auth/login", { email: "nul\u0000user@example.com", password: "secret" });
    expect(wrong.status).toBe(400);

    const forgot = await client.rest("POST", "/api/auth/forgot-password", { email: "\u0000nobody@example.com" });
    expect(forgot.status).toBe(200);

    const reset = await client.rest("POST", "/api/auth/reset-password/%00", { password: "abc\u0000def" });
    expect(reset.status).toBe(400);

    const profile = await client.rest(
      "POST",
      "/api/buyers/add",
      { name: "Nul\u0000 Tester", companyName: "Nul\u0000 Co", contact: "0501234567", email: "nul@example.com", address: "Dubai\u0000" },
      token,
    );
    expect(profile.status).toBe(201);
    expect(profile.body.profile).toMatchObject({ name: "Nul Tester", companyName: "Nul Co", address: "Dubai" });
  });
});

describe("routing", () => {
  test("an unknown API path answers 404 with a message", async () => {
    expect(await client.rest("GET", "/api/nothing-here")).toEqual({
      status: 404,
      body: { message: "No such API path: /api/nothing-here" },
      headers: expect.anything(),
    });
    expect((await client.rest("POST", "/api/auth/reset-password", { password: "abcdef" })).status).toBe(404);
  });

  test("a wrong method answers 405 with Allow", async () => {
    const response = await client.rest("GET", "/api/auth/login");
    expect(response.status).toBe(405);
    expect(response.body).toEqual({ message: "Method GET is not allowed here" });
    expect(response.headers.get("allow")).toBe("POST");
    expect((await client.rest("PUT", "/api/contact", {})).status).toBe(405);
  });

  test("a trailing slash reaches the same shim", async () => {
    expect((await client.rest("POST", "/api/auth/login/", {})).body).toMatchObject({ message: "Email is required" });
  });

  test("a malformed %-escape in the reset path is an unknown link, not a crash", async () => {
    const { status, body } = await client.rest("POST", "/api/auth/reset-password/%E0%A4%A", { password: "abcdef" });
    expect([status, body]).toEqual([400, { message: "This reset link is invalid or has expired. Please request a new one." }]);
  });

  test("a JSON body sent without a JSON content type is refused with 415 (a cross-site form could send it)", async () => {
    const response = await client.fetch("/api/auth/login", { method: "POST", headers: { "content-type": "text/plain" }, body: "{}" });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ message: restMessages.jsonOnly });
  });
});
