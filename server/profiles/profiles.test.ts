import { beforeAll, describe, expect, test } from "vitest";
import { db } from "../db.ts";
import { TestClient, fieldErrors, quickUser, rowCounts, signTestToken } from "../test/client.ts";
import { CREATE_BUYER_PROFILE, CREATE_SUPPLIER_PROFILE, NODE, NODES, VIEWER, globalId } from "../test/operations.ts";

/**
 * Supplier and buyer business profiles (SPEC sections 2, 5, 6, 7; issue 2): creation through
 * GraphQL and REST, the Access Denied rule, one profile per user, one profile per company name,
 * my-profile, and who can reach a profile as a node.
 */
let client: TestClient;
beforeAll(async () => {
  client = await TestClient.start();
});

type Transport = "graphql" | "rest";
type Role = "supplier" | "buyer";
const transports: Transport[] = ["graphql", "rest"];
const roles: Role[] = ["supplier", "buyer"];
const restPath = { supplier: "/api/suppliers", buyer: "/api/buyers" } as const;

interface Outcome {
  kind: "created" | "InputError" | "AccessDeniedError";
  message?: string;
  errors?: Record<string, string>;
  profile?: Record<string, unknown>;
}

/** Creates a profile through either transport, reduced to what the client shows. */
async function createVia(transport: Transport, role: Role, input: Record<string, unknown>, token: string): Promise<Outcome> {
  if (transport === "rest") {
    const { status, body } = await client.rest("POST", `${restPath[role]}/add`, input, token);
    if (status === 201) {
      expect(body.message).toBe(role === "supplier" ? "Supplier Profile Created" : "Buyer Profile Created");
      return { kind: "created", profile: body.profile };
    }
    expect([400, 403]).toContain(status);
    return status === 403
      ? { kind: "AccessDeniedError", message: body.message, errors: body.errors ?? {} }
      : { kind: "InputError", message: body.message, errors: body.errors ?? {} };
  }
  const { status, data, errors } = await client.gql(role === "supplier" ? CREATE_SUPPLIER_PROFILE : CREATE_BUYER_PROFILE, { input }, token);
  expect(status).toBe(200);
  expect(errors).toBeUndefined();
  const result = role === "supplier" ? data.createSupplierProfile : data.createBuyerProfile;
  if (result.__typename.endsWith("Payload")) {
    expect(result.viewer.profile).toEqual({ role: role.toUpperCase(), companyName: result.profile.companyName });
    return { kind: "created", profile: result.profile };
  }
  return { kind: result.__typename, message: result.message, errors: fieldErrors(result.fieldErrors) };
}

const form = (companyName: string, overrides: Record<string, unknown> = {}) => ({
  name: "Omar Haddad",
  companyName,
  contact: "+971 50 123 4567",
  email: "sales@example.ae",
  address: "Plot 4, Industrial Area 12, Sharjah",
  website: "",
  gst: "",
  ...overrides,
});

describe.each(transports)("creating a profile through %s", (transport) => {
  describe.each(roles)("as a %s", (role) => {
    const tag = `${transport}-${role}`;
    let token: string;
    beforeAll(async () => {
      token = (await quickUser(`${tag}@example.com`)).token;
    });

    test("the required fields each have a message, named as the role's form names them; nothing is stored", async () => {
      const nameRequired = role === "buyer" ? "Name is required" : "Contact person is required";
      const before = await rowCounts();
      const outcome = await createVia(transport, role, { name: "", companyName: " ", contact: "", email: "", address: "" }, token);
      expect(outcome).toEqual({
        kind: "InputError",
        message: nameRequired,
        errors: {
          name: nameRequired,
          companyName: "Company name is required",
          contact: "Contact number is required",
          email: "Email is required",
          address: "Address is required",
        },
      });
      expect(await rowCounts()).toEqual(before);
    });

    test.each([
      ["a bad e-mail", { email: "sales@example" }, "email", "Invalid email format"],
      [
        "a website that is not a URL",
        { website: "acme metals" },
        "website",
        "Website must be a valid URL, for example https://example.com",
      ],
      ["a website without a scheme", { website: "www.acme.ae" }, "website", "Website must be a valid URL, for example https://example.com"],
      [
        "a contact that is not a number",
        { contact: "ask for Omar" },
        "contact",
        "Contact number must have 8 to 15 digits (spaces, dashes, brackets and a leading + are allowed)",
      ],
    ])("refuses %s", async (_case, overrides, field, message) => {
      const before = await rowCounts();
      expect(await createVia(transport, role, form(`Refused ${tag}`, overrides), token)).toEqual({
        kind: "InputError",
        message,
        errors: { [field]: message },
      });
      expect(await rowCounts()).toEqual(before);
    });

    test("creates the profile (website and gst optional), then refuses a second one of the same role", async () => {
      const created = await createVia(transport, role, form(`  Gulf   Steel ${tag} `, { website: undefined, gst: undefined }), token);
      expect(created.kind).toBe("created");
      expect(created.profile).toMatchObject({
        name: "Omar Haddad",
        companyName: `Gulf Steel ${tag}`, // trimmed, inner runs of spaces collapsed
        contact: "+971 50 123 4567",
        email: "sales@example.ae",
        address: "Plot 4, Industrial Area 12, Sharjah",
        website: null,
        gst: null,
        vat: null,
      });
      const stored = await db.profile.findFirstOrThrow({ where: { createdBy: { email: `${tag}@example.com` } } });
      expect(stored.role).toBe(role.toUpperCase());

      const before = await rowCounts();
      const second = await createVia(transport, role, form(`Another ${tag}`), token);
      const label = role === "supplier" ? "Supplier" : "Buyer";
      expect(second).toEqual({ kind: "InputError", message: `You already have a ${label} profile.`, errors: {} });
      expect(await rowCounts()).toEqual(before);
    });
  });

  test("Access Denied both ways, in the spec's words", async () => {
    const buyer = (await quickUser(`${transport}-denied-buyer@example.com`)).token;
    const supplier = (await quickUser(`${transport}-denied-supplier@example.com`)).token;
    expect((await createVia(transport, "buyer", form(`Denied Buyer ${transport}`), buyer)).kind).toBe("created");
    expect((await createVia(transport, "supplier", form(`Denied Supplier ${transport}`), supplier)).kind).toBe("created");

    const before = await rowCounts();
    expect(await createVia(transport, "supplier", form(`Denied Other ${transport}`), buyer)).toMatchObject({
      kind: "AccessDeniedError",
      message: "You already have a Buyer profile. Supplier access is restricted",
    });
    expect(await createVia(transport, "buyer", form(`Denied Other ${transport}`), supplier)).toMatchObject({
      kind: "AccessDeniedError",
      message: "You already have a Supplier profile. Buyer access is restricted",
    });
    // The role is checked before the form: even an empty form gets Access Denied.
    expect(await createVia(transport, "supplier", { name: "", companyName: "", contact: "", email: "", address: "" }, buyer)).toMatchObject(
      {
        kind: "AccessDeniedError",
        message: "You already have a Buyer profile. Supplier access is restricted",
      },
    );
    expect(await rowCounts()).toEqual(before);
  });

  test("a company name held by another profile is refused, whatever its case and spacing", async () => {
    const first = (await quickUser(`${transport}-first-co@example.com`)).token;
    const second = (await quickUser(`${transport}-second-co@example.com`)).token;
    expect((await createVia(transport, "supplier", form(`Emirates Scrap ${transport}`), first)).kind).toBe("created");

    const before = await rowCounts();
    for (const role of roles) {
      const outcome = await createVia(transport, role, form(`  EMIRATES   scrap ${transport.toUpperCase()} `), second);
      expect(outcome).toEqual({
        kind: "InputError",
        message: "This company name is already registered to another business profile",
        errors: { companyName: "This company name is already registered to another business profile" },
      });
    }
    expect(await rowCounts()).toEqual(before);
    // A different name is fine.
    expect((await createVia(transport, "buyer", form(`Emirates Scrap Two ${transport}`), second)).kind).toBe("created");
  });
});

test("two users claiming one company name at once: one profile, one clear refusal", async () => {
  const [first, second] = await Promise.all([quickUser("race-one@example.com"), quickUser("race-two@example.com")]);
  const [a, b] = await Promise.all([
    createVia("rest", "supplier", form("Race Metals"), first.token),
    createVia("graphql", "buyer", form("RACE metals"), second.token),
  ]);
  expect([a.kind, b.kind].sort()).toEqual(["InputError", "created"]);
  expect([a, b].find((outcome) => outcome.kind === "InputError")?.errors).toEqual({
    companyName: "This company name is already registered to another business profile",
  });
  expect(await db.profile.count({ where: { companyKey: "race metals" } })).toBe(1);
});

test("one user creating two profiles at once: one profile, one clear refusal", async () => {
  const { user, token } = await quickUser("double@example.com");
  const outcomes = await Promise.all([
    createVia("rest", "supplier", form("Double One"), token),
    createVia("graphql", "supplier", form("Double Two"), token),
    createVia("rest", "buyer", form("Double Three"), token),
  ]);
  expect(outcomes.filter((outcome) => outcome.kind === "created")).toHaveLength(1);
  expect(await db.profile.count({ where: { userId: user.id } })).toBe(1);
  for (const refused of outcomes.filter((outcome) => outcome.kind !== "created")) {
    expect(refused.message).toMatch(/^You already have a (Supplier|Buyer) profile\.( (Supplier|Buyer) access is restricted)?$/);
  }
});

describe("creating a profile without a valid sign-in", () => {
  test("REST answers 401 without a token, with a bad token and with an expired one", async () => {
    const { user } = await quickUser("unsigned@example.com");
    const before = await rowCounts();
    for (const role of roles) {
      expect(await client.rest("POST", `${restPath[role]}/add`, form("Nobody Metals"))).toEqual({
        status: 401,
        body: { message: "Please login first" },
        headers: expect.anything(),
      });
      const forged = await client.rest("POST", `${restPath[role]}/add`, form("Nobody Metals"), signTestToken(user.id, { secret: "wrong" }));
      expect([forged.status, forged.body]).toEqual([401, { message: "Invalid token. Please login again." }]);
      const expired = await client.rest("POST", `${restPath[role]}/add`, form("Nobody Metals"), signTestToken(user.id, { expiresIn: -1 }));
      expect([expired.status, expired.body]).toEqual([401, { message: "Your session has expired. Please login again." }]);
    }
    expect(await rowCounts()).toEqual(before);
  });

  test("GraphQL answers an UNAUTHENTICATED error without a token, and 401 with a bad one", async () => {
    const before = await rowCounts();
    for (const document of [CREATE_SUPPLIER_PROFILE, CREATE_BUYER_PROFILE]) {
      const anonymous = await client.gql(document, { input: form("Nobody Metals") });
      expect(anonymous.data).toBeNull();
      expect(anonymous.errors).toMatchObject([{ message: "Please login first", extensions: { code: "UNAUTHENTICATED" } }]);

      const forged = await client.gql(document, { input: form("Nobody Metals") }, "not-a-token");
      expect(forged.status).toBe(401);
      expect(forged.errors).toMatchObject([{ message: "Invalid token. Please login again.", extensions: { code: "UNAUTHENTICATED" } }]);
    }
    expect(await rowCounts()).toEqual(before);
  });
});

describe("my-profile", () => {
  let supplier: string;
  let buyer: string;
  let nobody: string;
  beforeAll(async () => {
    supplier = (await quickUser("mine-supplier@example.com")).token;
    buyer = (await quickUser("mine-buyer@example.com")).token;
    nobody = (await quickUser("mine-nobody@example.com")).token;
    const created = await client.rest(
      "POST",
      "/api/suppliers/add",
      form("Al Noor Metals", { website: "https://alnoor.example.ae", gst: "100234567800003", email: "Info@AlNoor.ae" }),
      supplier,
    );
    expect(created.status).toBe(201);
    expect((await client.rest("POST", "/api/buyers/add", form("Blue Dunes Trading"), buyer)).status).toBe(201);
  });

  test("answers 200 with the fields the profile view reads", async () => {
    const { status, body } = await client.rest("GET", "/api/suppliers/my-profile", undefined, supplier);
    expect(status).toBe(200);
    expect(body).toEqual({
      _id: expect.any(String),
      name: "Omar Haddad",
      companyName: "Al Noor Metals",
      contact: "+971 50 123 4567",
      email: "Info@AlNoor.ae",
      address: "Plot 4, Industrial Area 12, Sharjah",
      website: "https://alnoor.example.ae",
      gst: "100234567800003",
      vat: null,
      createdAt: expect.any(String),
    });

    const buyerProfile = await client.rest("GET", "/api/buyers/my-profile", undefined, buyer);
    expect(buyerProfile.status).toBe(200);
    expect(buyerProfile.body).toMatchObject({
      companyName: "Blue Dunes Trading",
      name: "Omar Haddad",
      contact: "+971 50 123 4567",
      website: null,
      gst: null,
    });
  });

  test("answers 404 when the user has no profile of that role", async () => {
    expect(await client.rest("GET", "/api/suppliers/my-profile", undefined, nobody)).toMatchObject({
      status: 404,
      body: { message: "No supplier profile found" },
    });
    expect(await client.rest("GET", "/api/buyers/my-profile", undefined, nobody)).toMatchObject({
      status: 404,
      body: { message: "No buyer profile found" },
    });
    expect(await client.rest("GET", "/api/buyers/my-profile", undefined, supplier)).toMatchObject({
      status: 404,
      body: { message: "No buyer profile found" },
    });
    expect(await client.rest("GET", "/api/suppliers/my-profile", undefined, buyer)).toMatchObject({
      status: 404,
      body: { message: "No supplier profile found" },
    });
  });

  test("answers 401 without a token or with a bad one", async () => {
    for (const path of ["/api/suppliers/my-profile", "/api/buyers/my-profile"]) {
      expect(await client.rest("GET", path)).toMatchObject({ status: 401, body: { message: "Please login first" } });
      expect(await client.rest("GET", path, undefined, "garbage")).toMatchObject({
        status: 401,
        body: { message: "Invalid token. Please login again." },
      });
    }
  });

  test("only GET is allowed", async () => {
    const response = await client.rest("POST", "/api/suppliers/my-profile", {}, supplier);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET");
  });

  test("viewer shows the profile and its role", async () => {
    const { data } = await client.gql(VIEWER, {}, buyer);
    expect(data.viewer.profile).toMatchObject({ role: "BUYER", companyName: "Blue Dunes Trading" });
  });

  test("node(id) reaches one's own profile; another user's profile is null", async () => {
    const mine = await db.profile.findFirstOrThrow({ where: { companyName: "Al Noor Metals" } });
    const theirs = await db.profile.findFirstOrThrow({ where: { companyName: "Blue Dunes Trading" } });

    const own = await client.gql(NODE, { id: globalId("BusinessProfile", mine.id) }, supplier);
    expect(own).toEqual({
      status: 200,
      data: { node: { __typename: "BusinessProfile", id: globalId("BusinessProfile", mine.id), companyName: "Al Noor Metals" } },
    });

    for (const token of [supplier, nobody, undefined]) {
      expect(await client.gql(NODE, { id: globalId("BusinessProfile", theirs.id) }, token)).toEqual({ status: 200, data: { node: null } });
    }
    const many = await client.gql(NODES, { ids: [globalId("BusinessProfile", theirs.id), globalId("BusinessProfile", mine.id)] }, supplier);
    expect(many.errors).toBeUndefined();
    expect(many.data.nodes).toEqual([
      null,
      { __typename: "BusinessProfile", id: globalId("BusinessProfile", mine.id), companyName: "Al Noor Metals" },
    ]);
  });
});
