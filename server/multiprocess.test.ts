import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { killSpawnedServers, startServer, type ServerProcess } from "./test/serverProcess.ts";

/**
 * Several server processes on one PostgreSQL database (issue 2): they start at the same moment
 * (the migration runner's advisory lock), share the generated JWT secret and the rate-limit
 * counters, because nothing a request needs lives in one process's memory. PostgreSQL run only:
 * PGlite is one process's database by design.
 */
const databaseUrl = process.env.DATABASE_URL;

const startProcess = () =>
  // each process must find the same generated secret in the database
  startServer({ DATABASE_URL: databaseUrl, RATE_LIMIT_MAX: "3", TRUST_PROXY: "1", JWT_SECRET: undefined });

describe.skipIf(!databaseUrl)("two server processes sharing one PostgreSQL database", () => {
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    servers = await Promise.all([startProcess(), startProcess()]);
  }, 120_000);

  afterAll(killSpawnedServers);

  const post = (baseUrl: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(baseUrl + path, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });

  /** Signs a new person up and in on `server` (from addresses of their own, for the rate limit); their bearer header. */
  async function signedIn(server: string, name: string, email: string, address: string) {
    const account = { name, email, phone: "0501234567", password: "secret123", confirmPassword: "secret123" };
    expect((await post(server, "/api/auth/signup", account, { "x-forwarded-for": `${address}.1` })).status).toBe(201);
    const { token } = await (
      await post(server, "/api/auth/login", { email, password: account.password }, { "x-forwarded-for": `${address}.2` })
    ).json();
    return { authorization: `Bearer ${token}` };
  }
  const supplierProfile = (companyName: string, email: string) => ({
    name: "Omar Haddad",
    companyName,
    contact: "+971 50 123 4567",
    email,
    address: "Sharjah",
    website: "",
    gst: "",
  });

  test("a token from one process is accepted by the other, and the rate limit counts across both", async () => {
    const [a, b] = servers.map((server) => server.baseUrl);
    const account = {
      name: "Two Processes",
      email: "two@example.com",
      phone: "0501234567",
      password: "secret123",
      confirmPassword: "secret123",
    };
    expect((await post(a, "/api/auth/signup", account, { "x-forwarded-for": "10.0.0.1" })).status).toBe(201);
    // Both processes sign their first token at once: both go for the generated secret together.
    const tokens = await Promise.all(
      [a, b].map(
        async (server, i) =>
          (
            await (
              await post(
                server,
                "/api/auth/login",
                { email: account.email, password: account.password },
                { "x-forwarded-for": `10.0.1.${i}` },
              )
            ).json()
          ).token,
      ),
    );
    for (const [token, other] of [
      [tokens[0], b],
      [tokens[1], a],
    ]) {
      const profile = await fetch(`${other}/api/suppliers/my-profile`, { headers: { authorization: `Bearer ${token}` } });
      expect(profile.status).toBe(404); // known user, no profile yet: the token itself was accepted
    }

    const attempts = [];
    for (const server of [b, a, b, a]) {
      attempts.push(
        (await post(server, "/api/auth/login", { email: account.email, password: "wrong-pass" }, { "x-forwarded-for": "10.0.0.2" })).status,
      );
    }
    // RATE_LIMIT_MAX is 3 per address and window, whichever process answers.
    expect(attempts).toEqual([400, 400, 400, 429]);
  });

  test("a lot's ledger read and kept by one process shows a write made through the other", async () => {
    const [a, b] = servers.map((server) => server.baseUrl);
    const auth = await signedIn(a, "Ledger Reader", "ledger@example.com", "10.0.3");
    expect((await post(a, "/api/suppliers/add", supplierProfile("Two Process Metals", "ledger@example.com"), auth)).status).toBe(201);
    const gql = async (server: string, query: string, variables: Record<string, unknown> = {}) =>
      (await (await post(server, "/graphql", { query, variables }, auth)).json()).data;
    const lotId = (
      await gql(a, `mutation { addLot(input: { lotNumber: "MP-1", price: "100.00" }) { ... on AddLotPayload { lot { id } } } }`)
    ).addLot.lot.id;
    const ledger = async (server: string) =>
      (
        await gql(server, `query($id: ID!) { node(id: $id) { ... on Lot { ledger { closingBalance rows { amountAdded } } } } }`, {
          id: lotId,
        })
      ).node.ledger;

    expect(await ledger(a)).toEqual({ closingBalance: "0.00", rows: [] });
    await gql(b, `mutation($lotId: ID!) { addPayment(input: { lotId: $lotId, amount: "12.34" }) { __typename } }`, { lotId });
    expect(await ledger(a)).toEqual({ closingBalance: "12.34", rows: [{ amountAdded: "12.34" }] });
  });

  test("a person kept by one process is read again as soon as another changes their account", async () => {
    const [a, b] = servers.map((server) => server.baseUrl);
    const auth = await signedIn(a, "Kept Elsewhere", "kept-elsewhere@example.com", "10.0.4");
    const myProfile = async (server: string) => (await fetch(`${server}/api/suppliers/my-profile`, { headers: auth })).status;
    // B keeps the person without a company (once its listener is up, it keeps what it reads).
    for (let i = 0; i < 20; i++) expect(await myProfile(b)).toBe(404);
    expect((await post(a, "/api/suppliers/add", supplierProfile("Kept Elsewhere Metals", "kept-elsewhere@example.com"), auth)).status).toBe(
      201,
    );
    // The next request to B, straight after A's answer: the database's notification was there first.
    expect(await myProfile(b)).toBe(200);
  });
});
