import { afterEach, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { config } from "./config.ts";
import { db } from "./db.ts";
import { TestClient, rowCounts } from "./test/client.ts";
import { LOGIN, REQUEST_PASSWORD_RESET, RESET_PASSWORD, SEND_ENQUIRY, SIGNUP } from "./test/operations.ts";

/**
 * Rate limits on login, signup, forgot password, reset and contact, per client address, kept in
 * the database (issue 2): REST answers 429 with Retry-After, GraphQL a RateLimitError result.
 * Each test uses its own client addresses (X-Forwarded-For, trusted for the test) so that the
 * counters of one test do not leak into another.
 */
let client: TestClient;
beforeAll(async () => {
  client = await TestClient.start();
});

const saved = { max: config.rateLimitMax, window: config.rateLimitWindowSeconds, trustProxy: config.trustProxy };
const LIMIT = 2;
/** A long window (11.6 days), so that no test straddles the start of a new one. */
const WINDOW = 1_000_000;
beforeEach(() => {
  config.rateLimitMax = LIMIT;
  config.rateLimitWindowSeconds = WINDOW;
  config.trustProxy = true;
});
afterEach(() => {
  config.rateLimitMax = saved.max;
  config.rateLimitWindowSeconds = saved.window;
  config.trustProxy = saved.trustProxy;
});

let nextAddress = 1;
const freshAddress = () => `203.0.113.${nextAddress++}`;

interface Action {
  name: string;
  key: string;
  /** A REST call the limiter counts (the input is refused after counting, so no password hashing is spent). */
  rest: (ip: string) => Promise<{ status: number; body: any; headers: Headers }>;
  graphql: (ip: string) => Promise<any>;
}

const actions: Action[] = [
  {
    name: "login",
    key: "login",
    rest: (ip) => client.rest("POST", "/api/auth/login", { email: "", password: "" }, undefined, { ip }),
    graphql: async (ip) => (await client.gql(LOGIN, { input: { email: "", password: "" } }, undefined, { ip })).data.login,
  },
  {
    name: "signup",
    key: "signup",
    rest: (ip) => client.rest("POST", "/api/auth/signup", {}, undefined, { ip }),
    graphql: async (ip) =>
      (await client.gql(SIGNUP, { input: { name: "", email: "", phone: "", password: "", confirmPassword: "" } }, undefined, { ip })).data
        .signup,
  },
  {
    name: "forgot password",
    key: "forgot-password",
    rest: (ip) => client.rest("POST", "/api/auth/forgot-password", { email: "nobody@example.com" }, undefined, { ip }),
    graphql: async (ip) =>
      (await client.gql(REQUEST_PASSWORD_RESET, { input: { email: "nobody@example.com" } }, undefined, { ip })).data.requestPasswordReset,
  },
  {
    name: "reset password",
    key: "reset-password",
    rest: (ip) => client.rest("POST", "/api/auth/reset-password/no-such-token", { password: "" }, undefined, { ip }),
    graphql: async (ip) =>
      (await client.gql(RESET_PASSWORD, { input: { token: "no-such-token", password: "" } }, undefined, { ip })).data.resetPassword,
  },
  {
    name: "contact",
    key: "contact",
    rest: (ip) => client.rest("POST", "/api/contact", { name: "" }, undefined, { ip }),
    graphql: async (ip) =>
      (await client.gql(SEND_ENQUIRY, { input: { name: "", email: "", phone: "", message: "" } }, undefined, { ip })).data.sendEnquiry,
  },
];

const tooMany = /^Too many requests\. Please try again in (\d+) seconds\.$/;

describe.each(actions)("$name", (action) => {
  test("REST answers 429 with Retry-After once the limit is used up; nothing is stored", async () => {
    const ip = freshAddress();
    for (let i = 0; i < LIMIT; i++) expect((await action.rest(ip)).status).toBe(action.key === "forgot-password" ? 200 : 400);

    const before = await rowCounts();
    const limited = await action.rest(ip);
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW);
    expect(limited.body).toEqual({ message: `Too many requests. Please try again in ${retryAfter} seconds.` });
    expect(await rowCounts()).toEqual(before);

    // Another address is not held back.
    expect((await action.rest(freshAddress())).status).not.toBe(429);
  });

  test("GraphQL answers a RateLimitError result once the limit is used up", async () => {
    const ip = freshAddress();
    for (let i = 0; i < LIMIT; i++) expect((await action.graphql(ip)).__typename).not.toBe("RateLimitError");

    const limited = await action.graphql(ip);
    expect(limited).toMatchObject({
      __typename: "RateLimitError",
      message: expect.stringMatching(tooMany),
      retryAfterSeconds: expect.any(Number),
    });
    expect(limited.message).toBe(`Too many requests. Please try again in ${limited.retryAfterSeconds} seconds.`);
    expect(limited.retryAfterSeconds).toBeGreaterThanOrEqual(1);
  });

  test("REST and GraphQL share one counter per action and address, kept in the database", async () => {
    const ip = freshAddress();
    await action.rest(ip);
    await action.graphql(ip);
    expect((await action.rest(ip)).status).toBe(429);
    expect((await action.graphql(ip)).__typename).toBe("RateLimitError");
    const row = await db.rateLimit.findUniqueOrThrow({ where: { key: `${action.key}:${ip}` } });
    expect(row.allowed).toBe(false);
    expect(row.tokens).toBeLessThan(1);
  });
});

test("each action has its own counter", async () => {
  const ip = freshAddress();
  const login = actions[0];
  for (let i = 0; i <= LIMIT; i++) await login.rest(ip);
  expect((await login.rest(ip)).status).toBe(429);
  for (const other of actions.slice(1)) expect((await other.rest(ip)).status, other.name).not.toBe(429);
});

test("a token bucket: one request comes back every window / limit, never a whole new window's worth at once", async () => {
  const ip = freshAddress();
  const contact = actions[4];
  for (let i = 0; i < LIMIT; i++) expect((await contact.rest(ip)).status).toBe(400);
  expect((await contact.rest(ip)).status).toBe(429);
  // As if one refill interval (window / limit) had passed: exactly one more request gets through.
  const interval = (WINDOW / LIMIT) * 1000;
  await db.rateLimit.update({ where: { key: `contact:${ip}` }, data: { updatedAt: new Date(Date.now() - interval - 1_000) } });
  expect((await contact.rest(ip)).status).toBe(400);
  expect((await contact.rest(ip)).status).toBe(429);
  // However long the pause, the bucket holds at most the limit: no boundary lets twice the limit through.
  await db.rateLimit.update({ where: { key: `contact:${ip}` }, data: { updatedAt: new Date(Date.now() - 10 * WINDOW * 1000) } });
  for (let i = 0; i < LIMIT; i++) expect((await contact.rest(ip)).status).toBe(400);
  expect((await contact.rest(ip)).status).toBe(429);
  expect(await db.rateLimit.count({ where: { key: `contact:${ip}` } })).toBe(1);
});

test("without TRUST_PROXY, X-Forwarded-For is ignored: changing it does not escape the limit", async () => {
  config.trustProxy = false;
  const login = actions[0];
  for (let i = 0; i < LIMIT; i++) expect((await login.rest(freshAddress())).status).toBe(400);
  expect((await login.rest(freshAddress())).status).toBe(429);
});

test("a successful login counts too", async () => {
  config.rateLimitMax = 1000;
  const { status } = await client.rest("POST", "/api/auth/signup", {
    name: "Limit Tester",
    email: "limit@example.com",
    phone: "0501234567",
    password: "secret1",
    confirmPassword: "secret1",
  });
  expect(status).toBe(201);
  config.rateLimitMax = 1;
  const ip = freshAddress();
  expect(
    (await client.rest("POST", "/api/auth/login", { email: "limit@example.com", password: "secret1" }, undefined, { ip })).status,
  ).toBe(200);
  const limited = await client.rest("POST", "/api/auth/login", { email: "limit@example.com", password: "secret1" }, undefined, { ip });
  expect(limited.status).toBe(429);
  expect(limited.body.token).toBeUndefined();
});

test("behind a proxy, the address the proxy appended counts, not what the client put before it", async () => {
  const login = actions[0];
  const real = freshAddress();
  for (let i = 0; i < LIMIT; i++) expect((await login.rest(`198.51.100.${i}, ${real}`)).status).toBe(400);
  expect((await login.rest(`198.51.100.77, ${real}`)).status).toBe(429);
  expect(await db.rateLimit.findUnique({ where: { key: `login:${real}` } })).toMatchObject({ allowed: false });
});

test("with the default one-minute window, Retry-After is the time until the next request comes back", async () => {
  config.rateLimitWindowSeconds = 60;
  const contact = actions[4];
  const ip = freshAddress();
  for (let i = 0; i < LIMIT; i++) await contact.rest(ip);
  const limited = await contact.rest(ip);
  expect(limited.status).toBe(429);
  // One request comes back every 60 / LIMIT = 30 seconds.
  expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(29);
  expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(30);
});

describe("failed logins per account, from any address", () => {
  const savedAccount = { max: config.loginFailuresPerAccount, window: config.loginFailureWindowSeconds };
  beforeEach(() => {
    config.rateLimitMax = 1000;
    config.loginFailuresPerAccount = 3;
    config.loginFailureWindowSeconds = WINDOW;
  });
  afterEach(() => {
    config.loginFailuresPerAccount = savedAccount.max;
    config.loginFailureWindowSeconds = savedAccount.window;
  });
  const login = (email: string, password: string) =>
    client.rest("POST", "/api/auth/login", { email, password }, undefined, { ip: freshAddress() });
  const signup = async (email: string, password: string) => {
    const body = { name: "Account Holder", email, phone: "0501234567", password, confirmPassword: password };
    expect((await client.rest("POST", "/api/auth/signup", body, undefined, { ip: freshAddress() })).status).toBe(201);
  };

  test("credential stuffing from many addresses is stopped at the account's limit, even for the right password", async () => {
    await signup("stuffed@example.com", "right-password");
    for (let i = 0; i < 3; i++) expect((await login("stuffed@example.com", `guess-${i}`)).status).toBe(400);
    const limited = await login("Stuffed@Example.com", "guess-4");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await login("stuffed@example.com", "right-password")).status).toBe(429);
    // As if one refill interval had passed: one attempt comes back, and the right password works.
    await db.rateLimit.update({
      where: { key: "login-account:stuffed@example.com" },
      data: { updatedAt: new Date(Date.now() - (WINDOW / 3) * 1000 - 1_000) },
    });
    expect((await login("stuffed@example.com", "right-password")).status).toBe(200);
  });

  test("successful logins do not count against the account", async () => {
    await signup("regular@example.com", "right-password");
    for (let i = 0; i < 6; i++) expect((await login("regular@example.com", "right-password")).status).toBe(200);
    expect((await login("regular@example.com", "wrong")).status).toBe(400);
  });

  test("an address without an account is limited the same way, so the limit tells nothing", async () => {
    for (let i = 0; i < 3; i++) expect((await login("nobody-here@example.com", "guess")).status).toBe(400);
    expect((await login("nobody-here@example.com", "guess")).status).toBe(429);
  });
});
