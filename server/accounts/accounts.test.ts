import jwt from "jsonwebtoken";
import { beforeAll, describe, expect, test } from "vitest";
import { boundsMessages } from "../graphql/bounds.ts";
import { db } from "../db.ts";
import { TestClient, fieldErrors, quickUser, rowCounts, signTestToken } from "../test/client.ts";
import { LOGIN, NODE, NODES, SIGNUP, VIEWER, globalId } from "../test/operations.ts";

/**
 * Signup, login, the bearer token, `viewer` and `node` for other users, through GraphQL and the
 * REST shims alike (SPEC sections 5, 7 and 8; issue 2).
 */
let client: TestClient;
beforeAll(async () => {
  client = await TestClient.start();
});

type Transport = "graphql" | "rest";
const transports: Transport[] = ["graphql", "rest"];

interface Outcome {
  ok: boolean;
  message: string;
  errors: Record<string, string>;
}

/** One signup through either transport, reduced to what the client shows. */
async function signupVia(transport: Transport, input: Record<string, unknown>): Promise<Outcome> {
  if (transport === "rest") {
    const { status, body } = await client.rest("POST", "/api/auth/signup", input);
    expect([201, 400]).toContain(status);
    return { ok: status === 201, message: body.message, errors: body.errors ?? {} };
  }
  const { status, data, errors } = await client.gql(SIGNUP, { input });
  expect(status).toBe(200);
  expect(errors).toBeUndefined();
  const result = data.signup;
  expect(["SignupPayload", "InputError"]).toContain(result.__typename);
  return { ok: result.__typename === "SignupPayload", message: result.message, errors: fieldErrors(result.fieldErrors) };
}

const person = (email: string, overrides: Record<string, unknown> = {}) => ({
  name: "Omar Haddad",
  email,
  phone: "0501234567",
  password: "secret1",
  confirmPassword: "secret1",
  ...overrides,
});

describe("signup", () => {
  // Every rule of SPEC section 5, with its exact message, on both transports.
  const refused: [string, Record<string, unknown>, string, string][] = [
    ["empty name", { name: "" }, "name", "Name is required"],
    ["blank name", { name: "   " }, "name", "Name is required"],
    ["one letter", { name: " A " }, "name", "Name must be at least 2 characters (letters only)"],
    ["digits in the name", { name: "Omar 2" }, "name", "Name must be at least 2 characters (letters only)"],
    ["symbols in the name", { name: "Omar_Haddad!" }, "name", "Name must be at least 2 characters (letters only)"],
    ["empty email", { email: "" }, "email", "Email is required"],
    ["email without a domain", { email: "omar@example" }, "email", "Invalid email format"],
    ["email with a one-letter TLD", { email: "omar@example.c" }, "email", "Invalid email format"],
    ["email without @", { email: "omar.example.com" }, "email", "Invalid email format"],
    ["empty phone", { phone: "" }, "phone", "Phone number is required"],
    ["six digits", { phone: "123 456" }, "phone", "Phone number must be at least 8 digits"],
    ["seven digits", { phone: "1234567" }, "phone", "Phone number must be at least 8 digits"],
    ["a letter among nine digits", { phone: "12345abc9" }, "phone", "Phone number must be at least 8 digits"],
    ["eight digits with separators but a letter", { phone: "050-123-45x6" }, "phone", "Phone number must be at least 8 digits"],
    [
      "sixteen digits only: the SPEC takes them, our 15-digit bound does not",
      { phone: "1234567890123456" },
      "phone",
      "Phone must have 8 to 15 digits (spaces, dashes, brackets and a leading + are allowed)",
    ],
    ["sixteen digits with a +", { phone: "+1234567890123456" }, "phone", "Phone number must be at least 8 digits"],
    ["letters in the phone", { phone: "050 CALL ME" }, "phone", "Phone number must be at least 8 digits"],
    ["short password", { password: "12345", confirmPassword: "12345" }, "password", "Password must be at least 6 characters"],
    ["empty confirmPassword", { confirmPassword: "" }, "confirmPassword", "Confirm password is required"],
    ["different confirmPassword", { confirmPassword: "secret2" }, "confirmPassword", "Passwords do not match"],
  ];

  describe.each(transports)("through %s", (transport) => {
    test.each(refused)("refuses %s", async (_case, overrides, field, message) => {
      const before = await rowCounts();
      const outcome = await signupVia(transport, person(`refused-${transport}@example.com`, overrides));
      expect(outcome).toEqual({ ok: false, message, errors: { [field]: message } });
      expect(await rowCounts()).toEqual(before);
    });

    test("an empty password shows both password messages", async () => {
      const outcome = await signupVia(transport, person(`nopass-${transport}@example.com`, { password: "", confirmPassword: "" }));
      expect(outcome.errors).toEqual({ password: "Password is required", confirmPassword: "Confirm password is required" });
    });

    test("an empty form gets every required message, keyed by field", async () => {
      const outcome = await signupVia(transport, { name: "", email: "", phone: "", password: "", confirmPassword: "" });
      expect(outcome).toEqual({
        ok: false,
        message: "Name is required",
        errors: {
          name: "Name is required",
          email: "Email is required",
          phone: "Phone number is required",
          password: "Password is required",
          confirmPassword: "Confirm password is required",
        },
      });
    });

    test.each([
      ["José", "+971 50 123 4567"],
      ["محمد علي", "(04) 555-0142"],
      ["Anne-Marie O'Neil", "050 123 4567"],
    ])("accepts the name %j and the phone %j as typed", async (name, phone) => {
      const email = `${transport}-${phone.replace(/\D/g, "")}@example.com`;
      expect(await signupVia(transport, person(email, { name, phone }))).toMatchObject({ ok: true });
      expect(await db.user.findUniqueOrThrow({ where: { email } })).toMatchObject({ name, phone });
    });

    test("creates the account, answers { message }, and refuses the same e-mail in another case", async () => {
      const outcome = await signupVia(transport, person(`New.${transport}@Example.COM`, { name: "  Omar Haddad  " }));
      expect(outcome).toEqual({ ok: true, message: "Signup successful. Please login.", errors: {} });

      const user = await db.user.findUniqueOrThrow({ where: { email: `new.${transport}@example.com` } });
      expect(user).toMatchObject({ name: "Omar Haddad", phone: "0501234567" });
      expect(user.passwordHash).toMatch(/^\$argon2id\$/);
      expect(user.passwordHash).not.toContain("secret1");

      const before = await rowCounts();
      const again = await signupVia(transport, person(`  NEW.${transport}@example.com `, { name: "Someone Else" }));
      expect(again).toEqual({
        ok: false,
        message: "An account with this email already exists",
        errors: { email: "An account with this email already exists" },
      });
      expect(await rowCounts()).toEqual(before);
    });
  });

  test("two simultaneous signups with one e-mail: one account, one clear refusal", async () => {
    const results = await Promise.all([
      client.rest("POST", "/api/auth/signup", person("race@example.com")),
      client.gql(SIGNUP, { input: person("RACE@example.com") }),
    ]);
    const created = [results[0].status === 201, results[1].data.signup.__typename === "SignupPayload"];
    expect(created.filter(Boolean)).toHaveLength(1);
    const refusal = created[0] ? results[1].data.signup.message : results[0].body.message;
    expect(refusal).toBe("An account with this email already exists");
    expect(await db.user.count({ where: { email: "race@example.com" } })).toBe(1);
  });

  test("REST answers 201 with the message and the user, never the password hash", async () => {
    const { status, body } = await client.rest("POST", "/api/auth/signup", person("shape@example.com"));
    expect(status).toBe(201);
    expect(body).toEqual({
      message: "Signup successful. Please login.",
      user: {
        _id: expect.any(String),
        id: expect.any(Number),
        name: "Omar Haddad",
        email: "shape@example.com",
        phone: "0501234567",
        createdAt: expect.any(String),
        role: null,
        companyName: null,
      },
    });
    expect(JSON.stringify(body)).not.toMatch(/argon2|passwordHash|secret1/);
  });

  test("REST answers 400 with { message, errors } for a refused signup", async () => {
    const { status, body } = await client.rest("POST", "/api/auth/signup", person("bad-phone@example.com", { phone: "12" }));
    expect(status).toBe(400);
    expect(body).toEqual({
      message: "Phone number must be at least 8 digits",
      errors: { phone: "Phone number must be at least 8 digits" },
    });
  });

  test("GraphQL's payload carries the new user", async () => {
    const { data } = await client.gql(SIGNUP, { input: person("gql-user@example.com") });
    expect(data.signup).toMatchObject({
      __typename: "SignupPayload",
      user: { id: expect.any(String), name: "Omar Haddad", email: "gql-user@example.com", phone: "0501234567", profile: null },
    });
  });
});

describe("login", () => {
  const email = "login@example.com";
  const password = "correct horse";
  let userId: number;

  beforeAll(async () => {
    const { status } = await client.rest("POST", "/api/auth/signup", person(email, { password, confirmPassword: password }));
    expect(status).toBe(201);
    userId = (await db.user.findUniqueOrThrow({ where: { email } })).id;
  });

  test("REST: email and password are required", async () => {
    expect(await client.rest("POST", "/api/auth/login", {})).toMatchObject({
      status: 400,
      body: { message: "Email is required", errors: { email: "Email is required", password: "Password is required" } },
    });
    expect(await client.rest("POST", "/api/auth/login", { email, password: "" })).toMatchObject({
      status: 400,
      body: { message: "Password is required", errors: { password: "Password is required" } },
    });
  });

  test("GraphQL: email and password are required", async () => {
    const { data } = await client.gql(LOGIN, { input: { email: " ", password: "" } });
    expect(data.login).toMatchObject({ __typename: "InputError", message: "Email is required" });
    expect(fieldErrors(data.login.fieldErrors)).toEqual({ email: "Email is required", password: "Password is required" });
  });

  test("REST: a wrong password and an unknown e-mail get the same answer", async () => {
    const wrongPassword = await client.rest("POST", "/api/auth/login", { email, password: "not the password" });
    const unknownEmail = await client.rest("POST", "/api/auth/login", { email: "nobody@example.com", password });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body).toEqual({ message: "Invalid email or password" });
    expect(unknownEmail.status).toBe(wrongPassword.status);
    expect(unknownEmail.body).toEqual(wrongPassword.body);
  });

  test("GraphQL: a wrong password and an unknown e-mail get the same answer", async () => {
    const wrongPassword = await client.gql(LOGIN, { input: { email, password: "not the password" } });
    const unknownEmail = await client.gql(LOGIN, { input: { email: "nobody@example.com", password } });
    expect(wrongPassword.data.login).toEqual({ __typename: "InputError", message: "Invalid email or password", fieldErrors: [] });
    expect(unknownEmail.data.login).toEqual(wrongPassword.data.login);
  });

  test("REST: answers { token, user } (no password hash), with the e-mail in any case; the token works as a bearer", async () => {
    const { status, body } = await client.rest("POST", "/api/auth/login", { email: "  LOGIN@Example.com ", password });
    expect(status).toBe(200);
    expect(body).toEqual({
      token: expect.any(String),
      user: {
        _id: String(userId),
        id: userId,
        name: "Omar Haddad",
        email,
        phone: "0501234567",
        createdAt: expect.any(String),
        role: null,
        companyName: null,
      },
    });
    expect(JSON.stringify(body)).not.toMatch(/argon2|passwordHash/);

    // A JWT (HS256) naming the user, with an expiry (JWT_EXPIRES_IN, 7 days by default).
    const claims = jwt.verify(body.token, process.env.JWT_SECRET!, { algorithms: ["HS256"] }) as jwt.JwtPayload;
    expect(claims.sub).toBe(String(userId));
    expect(claims.exp! - claims.iat!).toBe(7 * 24 * 3600);

    const viewer = await client.gql(VIEWER, {}, body.token);
    expect(viewer.data.viewer).toMatchObject({ email, name: "Omar Haddad", profile: null });
    // Signed in without a profile: my-profile is "not found", not "unauthorized".
    expect((await client.rest("GET", "/api/suppliers/my-profile", undefined, body.token)).status).toBe(404);
  });

  test("GraphQL: answers a token and the user; the token works as a bearer", async () => {
    const { data } = await client.gql(LOGIN, { input: { email, password } });
    expect(data.login).toMatchObject({
      __typename: "LoginPayload",
      token: expect.any(String),
      user: { id: globalId("User", userId), email, name: "Omar Haddad", profile: null },
    });
    const viewer = await client.gql(VIEWER, {}, data.login.token);
    expect(viewer.data.viewer.id).toBe(globalId("User", userId));
  });

  test("the password is case-sensitive", async () => {
    const { status, body } = await client.rest("POST", "/api/auth/login", { email, password: password.toUpperCase() });
    expect([status, body.message]).toEqual([400, "Invalid email or password"]);
  });
});

describe("the bearer token", () => {
  let userId: number;
  beforeAll(async () => {
    userId = (await quickUser("bearer@example.com")).user.id;
  });

  const expectRefused = async (authorization: string, message: string) => {
    const gql = await client.fetch("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", authorization },
      body: JSON.stringify({ query: VIEWER }),
    });
    expect(gql.status).toBe(401);
    const gqlBody = await gql.json();
    expect(gqlBody.errors).toEqual([{ message, extensions: { code: "UNAUTHENTICATED" } }]);
    expect(gqlBody.data).toBeUndefined();

    for (const path of ["/api/suppliers/my-profile", "/api/buyers/my-profile"]) {
      const rest = await client.fetch(path, { headers: { authorization } });
      expect(rest.status).toBe(401);
      expect(await rest.json()).toEqual({ message });
    }
  };

  test("an expired token answers 401 with a message", async () => {
    const expired = signTestToken(userId, { expiresIn: -60 });
    await expectRefused(`Bearer ${expired}`, "Your session has expired. Please login again.");
  });

  test("a token signed with another secret answers 401", async () => {
    const forged = signTestToken(userId, { secret: "not-the-server-secret" });
    await expectRefused(`Bearer ${forged}`, "Invalid token. Please login again.");
  });

  test("an unsigned token (alg none) answers 401", async () => {
    const unsigned = jwt.sign({ sub: String(userId) }, "", { algorithm: "none" });
    await expectRefused(`Bearer ${unsigned}`, "Invalid token. Please login again.");
  });

  test("a tampered payload answers 401", async () => {
    const [header, , signature] = signTestToken(userId).split(".");
    const payload = Buffer.from(JSON.stringify({ sub: "1", exp: 4_000_000_000 })).toString("base64url");
    await expectRefused(`Bearer ${header}.${payload}.${signature}`, "Invalid token. Please login again.");
  });

  test("garbage, a token without a user id, and a header that is not a bearer answer 401", async () => {
    await expectRefused("Bearer not-a-jwt", "Invalid token. Please login again.");
    await expectRefused(`Bearer ${signTestToken("abc")}`, "Invalid token. Please login again.");
    await expectRefused(`Bearer ${signTestToken(0)}`, "Invalid token. Please login again.");
    await expectRefused("Basic b21hcjpzZWNyZXQ=", "Invalid authorization header. Please login again.");
    await expectRefused("Bearer", "Invalid authorization header. Please login again.");
  });

  test("a valid token of a deleted account answers 401", async () => {
    const { user, token } = await quickUser("deleted@example.com");
    await db.user.delete({ where: { id: user.id } });
    await expectRefused(`Bearer ${token}`, "Your account no longer exists. Please login again.");
  });
});

describe("viewer and node", () => {
  let me: Awaited<ReturnType<typeof quickUser>>;
  let other: Awaited<ReturnType<typeof quickUser>>;
  beforeAll(async () => {
    me = await quickUser("me@example.com", "Me Myself");
    other = await quickUser("other@example.com", "Other Person");
  });

  test("viewer is null without a token and the user with one", async () => {
    expect(await client.gql(VIEWER)).toEqual({ status: 200, data: { viewer: null } });
    expect(await client.gql(VIEWER, {}, me.token)).toEqual({
      status: 200,
      data: {
        viewer: { id: globalId("User", me.user.id), name: "Me Myself", email: "me@example.com", phone: "0501234567", profile: null },
      },
    });
  });

  test("node(id) reaches the viewer's own user", async () => {
    const { data, errors } = await client.gql(NODE, { id: globalId("User", me.user.id) }, me.token);
    expect(errors).toBeUndefined();
    expect(data.node).toEqual({ __typename: "User", id: globalId("User", me.user.id), email: "me@example.com" });
  });

  test("node(id) of another user is null, without an error, signed in or not", async () => {
    for (const token of [me.token, undefined]) {
      const result = await client.gql(NODE, { id: globalId("User", other.user.id) }, token);
      expect(result).toEqual({ status: 200, data: { node: null } });
    }
    const many = await client.gql(NODES, { ids: [globalId("User", me.user.id), globalId("User", other.user.id)] }, me.token);
    expect(many).toEqual({
      status: 200,
      data: { nodes: [{ __typename: "User", id: globalId("User", me.user.id), email: "me@example.com" }, null] },
    });
  });

  test("node(id) with a mangled, out-of-range or made-up id is a clear input error, not an internal one", async () => {
    for (const id of [
      globalId("User", "abc"),
      globalId("User", "99999999999999"),
      globalId("User", "-1"),
      globalId("User", "1.5"),
      globalId("User", "1e400"),
      "not a global id",
    ]) {
      const result = await client.gql(NODE, { id }, me.token);
      expect(result, id).toEqual({
        status: 400,
        errors: [{ message: boundsMessages.badId('"id" of Query.node'), extensions: { code: "BAD_USER_INPUT" } }],
      });
    }
  });
});
