import { afterEach, beforeAll, describe, expect, test } from "vitest";
import { MAX_BODY_BYTES } from "../app.ts";
import { config } from "../config.ts";
import { db } from "../db.ts";
import { TestClient, quickUser, rowCounts } from "../test/client.ts";
import {
  CREATE_BUYER_PROFILE,
  CREATE_SUPPLIER_PROFILE,
  LOGIN,
  REQUEST_PASSWORD_RESET,
  RESET_PASSWORD,
  SEND_ENQUIRY,
  SIGNUP,
} from "../test/operations.ts";

/**
 * The GraphQL endpoint itself (issue 2): bad input on every mutation, depth and alias limits,
 * masked internal errors, hidden field suggestions in production, the body size limit, siteInfo.
 */
let client: TestClient;
let token: string;
beforeAll(async () => {
  client = await TestClient.start();
  token = (await quickUser("graphql@example.com")).token;
});

async function post(
  body: BodyInit | null,
  headers: Record<string, string> = { "content-type": "application/json" },
  init: RequestInit = {},
) {
  const response = await client.fetch("/graphql", {
    method: "POST",
    headers: { accept: "application/graphql-response+json", ...headers },
    body,
    ...init,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, text };
}

describe("bad input on every mutation", () => {
  const mutations: { name: string; document: string; auth?: boolean; wrongTypes: Record<string, unknown> }[] = [
    { name: "signup", document: SIGNUP, wrongTypes: { name: 1, email: 2, phone: 50123456789, password: 123456, confirmPassword: 123456 } },
    { name: "login", document: LOGIN, wrongTypes: { email: { $gt: "" }, password: true } },
    { name: "requestPasswordReset", document: REQUEST_PASSWORD_RESET, wrongTypes: { email: ["graphql@example.com"] } },
    { name: "resetPassword", document: RESET_PASSWORD, wrongTypes: { token: 5, password: 12345678 } },
    {
      name: "createSupplierProfile",
      document: CREATE_SUPPLIER_PROFILE,
      auth: true,
      wrongTypes: { name: 1, companyName: 2, contact: 501234567, email: 4, address: 5, website: 6, gst: 7 },
    },
    {
      name: "createBuyerProfile",
      document: CREATE_BUYER_PROFILE,
      auth: true,
      wrongTypes: { name: 1, companyName: 2, contact: 501234567, email: 4, address: 5, website: 6, gst: 7 },
    },
    { name: "sendEnquiry", document: SEND_ENQUIRY, wrongTypes: { name: 1, email: 2, phone: 501234567, message: 4, tour: 5 } },
  ];

  describe.each(mutations)("$name", ({ document, auth, wrongTypes }) => {
    const send = (variables: unknown) =>
      post(JSON.stringify({ query: document, variables }), {
        "content-type": "application/json",
        ...(auth ? { authorization: `Bearer ${token}` } : {}),
      });

    test("numbers, objects and arrays for strings: 400 naming each field, nothing stored", async () => {
      const before = await rowCounts();
      const { status, body } = await send({ input: wrongTypes });
      expect(status).toBe(400);
      expect(body.data).toBeUndefined();
      const named = body.errors.map((error: { message: string }) => /at "input\.(\w+)"/.exec(error.message)?.[1]).sort();
      expect(named).toEqual(Object.keys(wrongTypes).sort());
      expect(await rowCounts()).toEqual(before);
    });

    test("a missing input, a null input, or a missing field: 400 with a message", async () => {
      for (const variables of [{}, { input: null }, { input: {} }, { input: "text" }, { input: [] }]) {
        const { status, body } = await send(variables);
        expect(status, JSON.stringify(variables)).toBe(400);
        expect(body.errors[0].message).toMatch(/Variable "\$input"/);
      }
    });

    test("variables that are not an object: 400", async () => {
      for (const variables of [[], "input", 5]) {
        const { status, body } = await send(variables);
        expect(status, JSON.stringify(variables)).toBe(400);
        expect(body.errors[0].message).toEqual(expect.any(String));
      }
    });
  });

  test("a string literal of the wrong type inside the document: 400", async () => {
    const { status, body } = await post(JSON.stringify({ query: `mutation { login(input: { email: 5, password: "x" }) { __typename } }` }));
    expect(status).toBe(400);
    expect(body.errors[0].message).toMatch(/String cannot represent a non string value: 5/);
  });

  test("NUL characters in a mutation are dropped from what is stored, never an internal error", async () => {
    const { status, body } = await post(
      JSON.stringify({
        query: SEND_ENQUIRY,
        variables: {
          input: { name: "Nul\u0000 Tester", email: "nul@example.com", phone: "0501234567", message: "hi\u0000there", tour: "\u0000" },
        },
      }),
    );
    expect(status).toBe(200);
    expect(body.data.sendEnquiry.__typename).toBe("SendEnquiryPayload");
    expect(await db.enquiry.findFirstOrThrow({ orderBy: { id: "desc" } })).toMatchObject({
      name: "Nul Tester",
      message: "hithere",
      tour: "",
    });
  });
});

describe("bad requests to the endpoint", () => {
  test("malformed JSON: 400", async () => {
    const { status, body } = await post("{bad");
    expect(status).toBe(400);
    expect(body.errors[0].message).toBe("POST body sent invalid JSON.");
  });

  test("a JSON array (a batch): 400", async () => {
    const { status, body } = await post(JSON.stringify([{ query: "{ siteInfo { phone } }" }]));
    expect(status).toBe(400);
    expect(body.errors[0].message).toBe("Batching is not supported.");
  });

  test("JSON that is not a request, or a request without a query: 400", async () => {
    for (const payload of ["null", "42", '"{ siteInfo { phone } }"', "{}", '{"query": 5}']) {
      const { status, body } = await post(payload);
      expect(status, payload).toBe(400);
      expect(body.errors[0].message).toEqual(expect.any(String));
    }
  });

  test("a syntax error in the document: 400", async () => {
    const { status, body } = await post(JSON.stringify({ query: "mutation { login(" }));
    expect(status).toBe(400);
    expect(body.errors[0].message).toMatch(/^Syntax Error/);
  });

  test("a mutation over GET: 405", async () => {
    const response = await client.fetch(
      `/graphql?query=${encodeURIComponent('mutation { login(input: {email: "a", password: "b"}) { __typename } }')}`,
      {
        headers: { accept: "application/graphql-response+json", "x-graphql-yoga-csrf": "1" },
      },
    );
    expect(response.status).toBe(405);
  });

  test("a huge body with Content-Length: 413", async () => {
    const huge = JSON.stringify({ query: "{ siteInfo { phone } }", variables: { padding: "x".repeat(MAX_BODY_BYTES) } });
    const { status, body } = await post(huge, { "content-type": "application/json", "content-length": String(Buffer.byteLength(huge)) });
    expect([status, body]).toEqual([413, { message: `Request body too large (over ${MAX_BODY_BYTES} bytes)` }]);
  });

  test("a huge body sent in chunks without Content-Length: 413", async () => {
    const huge = JSON.stringify({ query: "{ siteInfo { phone } }", variables: { padding: "x".repeat(MAX_BODY_BYTES) } });
    const { status, body } = await post(huge); // a string body through fetch carries no Content-Length here
    expect([status, body]).toEqual([413, { message: `Request body too large (over ${MAX_BODY_BYTES} bytes)` }]);

    const chunk = new TextEncoder().encode("x".repeat(16 * 1024));
    const endless = new ReadableStream<Uint8Array>({
      start: (controller) => controller.enqueue(new TextEncoder().encode('{"query":"{ siteInfo { phone } }","variables":{"p":"')),
      pull: (controller) => controller.enqueue(chunk),
    });
    const streamed = await post(endless, { "content-type": "application/json" }, { duplex: "half" } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  test("a body just under the limit is served", async () => {
    const padded = JSON.stringify({ query: "{ siteInfo { phone } }", variables: { padding: "x".repeat(MAX_BODY_BYTES - 200) } });
    expect(Buffer.byteLength(padded)).toBeLessThanOrEqual(MAX_BODY_BYTES);
    const { status, body } = await post(padded);
    expect(status).toBe(200);
    expect(body.data.siteInfo.phone).toBe(config.site.phone);
  });
});

describe("limits on the shape of a query", () => {
  /** `viewer` wrapped in n - 2 inline fragments, ending in `id`: a document n levels deep. */
  const deepQuery = (depth: number) => `{ viewer { ${"... on User { ".repeat(depth - 2)}id${" }".repeat(depth - 2)} } }`;

  test("a query deeper than 12 levels is refused", async () => {
    const { status, body } = await post(JSON.stringify({ query: deepQuery(13) }));
    expect(status).toBe(400);
    expect(body.errors[0].message).toMatch(/depth limit of 12 exceeded, found 13/);
  });

  test("a query of 12 levels is served", async () => {
    const { status, body } = await post(JSON.stringify({ query: deepQuery(12) }), {
      "content-type": "application/json",
      authorization: `Bearer ${token}`,
    });
    expect(status).toBe(200);
    expect(body.data.viewer.id).toEqual(expect.any(String));
  });

  const aliasQuery = (count: number) => `{ ${Array.from({ length: count }, (_, i) => `a${i}: siteInfo { phone }`).join(" ")} }`;

  test("16 aliases are refused", async () => {
    const { status, body } = await post(JSON.stringify({ query: aliasQuery(16) }));
    expect(status).toBe(400);
    expect(body.errors[0].message).toMatch(/Aliases limit of 15 exceeded, found 16/);
  });

  test("15 aliases are served", async () => {
    const { status, body } = await post(JSON.stringify({ query: aliasQuery(15) }));
    expect(status).toBe(200);
    expect(Object.keys(body.data)).toHaveLength(15);
  });

  test("a document of more than 5000 tokens is refused", async () => {
    const query = `{ siteInfo { ${"phone ".repeat(5000)} } }`;
    const { status, body } = await post(JSON.stringify({ query }));
    expect(status).toBe(400);
    expect(body.errors[0].message).toMatch(/Token limit of 5000 exceeded/);
  });
});

describe("errors", () => {
  afterEach(async () => {
    await db.$executeRawUnsafe(`DROP TRIGGER IF EXISTS test_failure ON "Enquiry"`);
    await db.$executeRawUnsafe(`DROP FUNCTION IF EXISTS test_failure()`);
  });

  test("an internal error is masked on GraphQL and REST alike, and nothing is stored", async () => {
    // A real failure inside the database: every insert into Enquiry raises an error with a secret in it.
    await db.$executeRawUnsafe(
      `CREATE FUNCTION test_failure() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'internal detail 7f3a: pg_hba secret'; END $$ LANGUAGE plpgsql`,
    );
    await db.$executeRawUnsafe(`CREATE TRIGGER test_failure BEFORE INSERT ON "Enquiry" FOR EACH ROW EXECUTE FUNCTION test_failure()`);
    const input = { name: "Omar Haddad", email: "omar@example.com", phone: "0501234567", message: "Hello", tour: "" };
    const before = await rowCounts();

    const gql = await post(JSON.stringify({ query: SEND_ENQUIRY, variables: { input } }));
    expect(gql.body.errors).toEqual([
      { message: "Unexpected error.", locations: expect.any(Array), path: ["sendEnquiry"], extensions: { code: "INTERNAL_SERVER_ERROR" } },
    ]);
    expect(gql.body.data).toBeNull();
    expect(gql.text).not.toMatch(/7f3a|secret|trigger|relation|prisma|\.ts:/i);

    const rest = await client.fetch("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(input),
    });
    const restText = await rest.text();
    expect(rest.status).toBe(500);
    expect(JSON.parse(restText)).toEqual({ message: "Something went wrong. Please try again." });
    expect(restText).not.toMatch(/7f3a|secret|trigger|relation|prisma|\.ts:/i);

    expect(await rowCounts()).toEqual(before);
  });

  test("an unknown field gets a suggestion in development only", async () => {
    const dev = await post(JSON.stringify({ query: "{ siteInfo { phon } }" }));
    expect(dev.status).toBe(400);
    expect(dev.body.errors[0].message).toMatch(/Did you mean "phone"\?/);

    const production = config.production;
    config.production = true;
    try {
      const productionClient = await TestClient.start();
      const response = await productionClient.fetch("/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/graphql-response+json" },
        body: JSON.stringify({ query: "{ siteInfo { phon } }" }),
      });
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body.errors[0].message).toEqual(expect.any(String));
      expect(body.errors[0].message).not.toMatch(/Did you mean|phone/);
    } finally {
      config.production = production;
    }
  });
});

describe("siteInfo", () => {
  test("answers the company's contact details from the configuration", async () => {
    const { status, body } = await post(JSON.stringify({ query: "{ siteInfo { companyName address phone generalEmail salesEmail } }" }));
    expect(status).toBe(200);
    expect(body.data.siteInfo).toEqual({
      companyName: config.site.companyName,
      address: config.site.address,
      phone: config.site.phone,
      generalEmail: config.site.generalEmail,
      salesEmail: config.site.salesEmail,
    });
    expect(Object.values(body.data.siteInfo).every((value) => typeof value === "string" && value.length > 0)).toBe(true);
  });
});
