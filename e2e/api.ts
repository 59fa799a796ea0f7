/**
 * Users, business profiles and sessions made through the GraphQL API, as an integrator would make
 * them, for the browser tests and the screenshot scripts; and a page signed in as such a user.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { BrowserContextOptions, Page } from "playwright-core";
import { repoRoot, type Harness } from "./harness.ts";
import { escapeRegExp } from "../shared/regExp.ts";

/** The data of a GraphQL answer: each root field's result. */
export type GraphQLData = Record<string, Record<string, any>>;

/** One GraphQL request to the harness's server (with the bearer `token` when given); throws on GraphQL errors. */
export async function graphql(h: Harness, query: string, variables: Record<string, unknown>, token?: string): Promise<GraphQLData> {
  const res = await fetch(h.url("/graphql"), {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data: GraphQLData; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

export interface NewUser {
  name: string;
  email: string;
  phone: string;
  password: string;
}

/** What the login page leaves in local storage. */
export interface Session {
  token: string;
  user: unknown;
}

export async function signUp(h: Harness, { name, email, phone, password }: NewUser): Promise<void> {
  await graphql(
    h,
    `
      mutation ($input: SignupInput!) {
        signup(input: $input) {
          __typename
        }
      }
    `,
    {
      input: { name, email, phone, password, confirmPassword: password },
    },
  );
}

/** Logs in; the session's user is the one the login page stores (with the profile, if there is one then). */
export async function logIn(h: Harness, email: string, password: string): Promise<Session> {
  const data = await graphql(
    h,
    `
      mutation ($input: LoginInput!) {
        login(input: $input) {
          ... on LoginPayload {
            token
            user {
              id
              name
              email
              phone
              profile {
                id
                role
                companyName
              }
            }
          }
        }
      }
    `,
    { input: { email, password } },
  );
  if (!data.login.token) throw new Error(`login of ${email} refused`);
  return { token: data.login.token as string, user: data.login.user };
}

/** Creates the user's business profile; resolves with the result's __typename (the payload's, or the error's). */
export async function createProfile(
  h: Harness,
  token: string,
  role: "SUPPLIER" | "BUYER",
  input: Record<string, unknown>,
): Promise<string> {
  const field = role === "SUPPLIER" ? "createSupplierProfile" : "createBuyerProfile";
  const type = role === "SUPPLIER" ? "CreateSupplierProfileInput" : "CreateBuyerProfileInput";
  const data = await graphql(
    h,
    `mutation($input: ${type}!) { ${field}(input: $input) { __typename ... on Error { message } } }`,
    { input },
    token,
  );
  return data[field].__typename as string;
}

/**
 * A member of a new company, as a newcomer becomes one: signs up, logs in, creates the business
 * profile, then logs in again so that the session's user holds the profile.
 */
export async function companyOwner(
  h: Harness,
  user: NewUser,
  role: "SUPPLIER" | "BUYER",
  profile: { companyName: string; contact: string; address: string; website?: string | null; gst?: string | null },
): Promise<Session> {
  await signUp(h, user);
  const first = await logIn(h, user.email, user.password);
  const created = await createProfile(h, first.token, role, { name: user.name, email: user.email, ...profile });
  if (!created.endsWith("Payload")) throw new Error(`the profile of ${user.email} was refused: ${created}`);
  return logIn(h, user.email, user.password);
}

/** A page in a new context, signed in as `session`: the token and user in local storage, as the login page leaves them. */
export async function signedInPage(h: Harness, session: Session, options: BrowserContextOptions = {}): Promise<Page> {
  const page = await h.newPage(options);
  await page.goto(h.url("/about"));
  await page.evaluate(({ token, user }) => {
    localStorage.setItem("token", token);
    localStorage.setItem("user", JSON.stringify(user));
  }, session);
  return page;
}

/** A container or a payment of a lot made with `createLot`. */
export type LotEntry =
  { containerNo: string; sealNo: string; material: string; quantity: string; date: string } | { amount: string; date: string };

/** Adds a lot and its entries in the given order through GraphQL; resolves with the lot's id. */
export async function createLot(h: Harness, token: string, lotNumber: string, price: string, entries: LotEntry[] = []): Promise<string> {
  const added = await graphql(
    h,
    `
      mutation ($input: AddLotInput!) {
        addLot(input: $input) {
          ... on AddLotPayload {
            lot {
              id
            }
          }
        }
      }
    `,
    { input: { lotNumber, price } },
    token,
  );
  const lotId = added.addLot.lot.id as string;
  for (const entry of entries) {
    const [field, type] = "amount" in entry ? ["addPayment", "AddPaymentInput"] : ["addContainer", "AddContainerInput"];
    const result = await graphql(
      h,
      `mutation($input: ${type}!) { ${field}(input: $input) { __typename ... on Error { message } } }`,
      { input: { lotId, ...entry } },
      token,
    );
    if (result[field].message) throw new Error(`${field} refused: ${result[field].message}`);
  }
  return lotId;
}

/**
 * Opens /lot-details for a lot as Fetch Result does, whatever the lot picker looks like: the lot
 * goes into the history entry's navigation state, which a reload reads (lotNavigation.ts).
 */
export async function openLotDetails(page: Page, companyName: string, lotNumber: string): Promise<void> {
  await page.evaluate((usr) => window.history.replaceState({ usr, key: "lot", idx: 0 }, "", "/lot-details"), { companyName, lotNumber });
  await page.reload();
  await page.getByRole("heading", { level: 1, name: `Lot: ${lotNumber}` }).waitFor();
}

/**
 * Select Existing Lot: types the lot number into the combobox and picks that lot from the matches
 * the server sends (as a trader would), leaving Fetch Result to the caller.
 */
export async function chooseLot(page: Page, lotNumber: string): Promise<void> {
  await page.getByRole("combobox", { name: "Select Existing Lot" }).fill(lotNumber);
  const exact = new RegExp(`^${escapeRegExp(lotNumber)} \\(`);
  await page.getByRole("listbox", { name: "Matching lots" }).getByRole("option", { name: exact }).click();
}

/**
 * `npm run house -- <args>` against the harness's running server (it owns the embedded database: the
 * command reaches it through DATA_DIR/admin.sock). Not spawnSync: a blocked event loop lets the server
 * close the test's idle keep-alive sockets.
 */
export async function houseCommand(h: Harness, ...args: string[]): Promise<string> {
  const { DATABASE_URL: _embedded, ...env } = process.env;
  const ran = await promisify(execFile)("npx", ["tsx", "scripts/house.ts", ...args], {
    cwd: repoRoot,
    env: { ...env, DATA_DIR: h.server.dataDir },
    encoding: "utf8",
  });
  return ran.stdout + ran.stderr;
}
