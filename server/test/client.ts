import jwt from "jsonwebtoken";
import { createApp, type App } from "../app.ts";
import { db } from "../db.ts";
import { changingViewers } from "../auth/keptViewers.ts";
import type { Prisma } from "../generated/prisma/client.ts";

export interface GraphQLResponse<T = any> {
  status: number;
  data: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

export interface RequestOptions {
  /** Sent as X-Forwarded-For (only counts as the client address when config.trustProxy is on). */
  ip?: string;
}

/** Talks to the real HTTP handler (yoga.fetch) the way a browser or an integrator would. */
export class TestClient {
  private constructor(readonly app: App) {}

  static async start(): Promise<TestClient> {
    return new TestClient(await createApp());
  }

  fetch(path: string, init: RequestInit & { token?: string; ip?: string } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (init.token) headers.set("authorization", `Bearer ${init.token}`);
    if (init.ip) headers.set("x-forwarded-for", init.ip);
    return Promise.resolve(this.app.fetch(new Request(`http://localhost${path}`, { ...init, headers })));
  }

  async gql<T = any>(
    query: string,
    variables: Record<string, unknown> = {},
    token?: string,
    options: RequestOptions = {},
  ): Promise<GraphQLResponse<T>> {
    const response = await this.fetch("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/graphql-response+json" },
      body: JSON.stringify({ query, variables }),
      token,
      ip: options.ip,
    });
    const body = await response.json();
    return { status: response.status, ...body };
  }

  async rest<T = any>(
    method: string,
    path: string,
    body?: unknown,
    token?: string,
    options: RequestOptions = {},
  ): Promise<{ status: number; body: T; headers: Headers }> {
    const response = await this.fetch(path, {
      method,
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
      token,
      ip: options.ip,
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
  }

  /** Signs up and logs in a fresh user through the REST shims; returns the token. */
  async signIn(email: string, password = "secret123", name = "Test Trader"): Promise<string> {
    await this.rest("POST", "/api/auth/signup", { name, email, phone: "0501234567", password, confirmPassword: password });
    const { body } = await this.rest("POST", "/api/auth/login", { email, password });
    if (!body.token) throw new Error(`login failed: ${JSON.stringify(body)}`);
    return body.token;
  }

  /** A signed-in user holding a profile of that role. */
  async trader(role: "supplier" | "buyer", companyName: string, email = `${companyName.replace(/\W/g, "").toLowerCase()}@example.com`) {
    const token = await this.signIn(email);
    const { status, body } = await this.rest(
      "POST",
      role === "supplier" ? "/api/suppliers/add" : "/api/buyers/add",
      { name: "Omar Haddad", companyName, contact: "+971 50 123 4567", email, address: "Sharjah", website: "", gst: "" },
      token,
    );
    if (status !== 201) throw new Error(`profile failed: ${JSON.stringify(body)}`);
    return token;
  }
}

/**
 * A user written straight to the database with a bearer token signed like the server's own
 * (HS256 with the test JWT_SECRET), for tests about what a signed-in user may do: it skips the
 * argon2 hashing that signup and login cost. Login itself is tested through the real endpoints.
 */
export async function quickUser(email: string, name = "Quick Trader") {
  const user = await db.user.create({ data: { name, email: email.toLowerCase(), phone: "0501234567", passwordHash: "not-a-hash" } });
  return { user, token: signTestToken(user.id) };
}

/**
 * A user's account changed straight in the database, as the server's own account writes do it
 * (through `changingViewers`): the next request sees the change at once. A bare `db.user.update`
 * is a write from outside the server, which its processes hear of only when the database's
 * notification arrives, a moment later.
 */
export function changeUser(id: number, data: Prisma.UserUpdateInput) {
  return changingViewers(db.user.update({ where: { id }, data }));
}

/** A token as the server signs it; `expiresIn` in seconds, negative for one that has already expired. */
export function signTestToken(userId: number | string, { expiresIn = 3600, secret = process.env.JWT_SECRET! } = {}): string {
  const now = Math.floor(Date.now() / 1000);
  return jwt.sign({ sub: String(userId), iat: now - 7200, exp: now + expiresIn }, secret, { algorithm: "HS256" });
}

/** Row counts of everything a request could write, to prove that a refused request stored nothing. */
export async function rowCounts() {
  const [users, profiles, resetTokens, enquiries, mails] = await Promise.all([
    db.user.count(),
    db.profile.count(),
    db.passwordResetToken.count(),
    db.enquiry.count(),
    db.outgoingMail.count(),
  ]);
  return { users, profiles, resetTokens, enquiries, mails };
}

/** An InputError's field errors (GraphQL's list of { field, message }) as an object keyed by field. */
export function fieldErrors(list: { field: string; message: string }[] | undefined): Record<string, string> {
  return Object.fromEntries((list ?? []).map(({ field, message }) => [field, message]));
}

/** Whether a statement is the read of a session's person (context.ts's loadViewer), which a process may keep instead. */
export const isViewerRead = (sql: string) => sql.includes(`FROM "User" u LEFT JOIN "Profile" p`);

/**
 * Runs `work` with the database's "account or company changed" notifications switched off (the
 * triggers of migration 20261129100000_viewers_changed), so that only the changing process's own
 * forgetting (auth/keptViewers.ts) can make a kept viewer be read again.
 */
export async function withoutViewerNotifications<T>(work: () => Promise<T>): Promise<T> {
  const triggers = [`"User" DISABLE TRIGGER "User_viewers_changed"`, `"Profile" DISABLE TRIGGER "Profile_viewers_changed"`];
  for (const trigger of triggers) await db.$executeRawUnsafe(`ALTER TABLE ${trigger}`);
  try {
    return await work();
  } finally {
    for (const trigger of triggers) await db.$executeRawUnsafe(`ALTER TABLE ${trigger.replace("DISABLE", "ENABLE")}`);
  }
}
