import { createApp, type App } from "../app.ts";

export interface GraphQLResponse<T = any> {
  status: number;
  data: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
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
    return Promise.resolve(this.app.fetch(new Request(`http://localhost${path}`, { ...init, headers })));
  }

  async gql<T = any>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<GraphQLResponse<T>> {
    const response = await this.fetch("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/graphql-response+json" },
      body: JSON.stringify({ query, variables }),
      token,
    });
    const body = await response.json();
    return { status: response.status, ...body };
  }

  async rest<T = any>(method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; body: T; headers: Headers }> {
    const response = await this.fetch(path, {
      method,
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
      token,
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
  }

  /** Signs up and logs in a fresh user; returns the token. */
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
