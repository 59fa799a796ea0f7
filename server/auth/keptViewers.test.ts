import { beforeAll, describe, expect, test, vi } from "vitest";
import { db, onStatement } from "../db.ts";
import { TestClient, isViewerRead, withoutViewerNotifications } from "../test/client.ts";
import type { Viewer } from "../access/caller.ts";
import { forgetViewers, viewerOf } from "./keptViewers.ts";

/**
 * A session's person (user and company) is read once per process and kept until any account or
 * company changes: through our own statements at once, through anyone else's (psql, another server
 * process: multiprocess.test.ts) when the database's notification arrives. The members' and
 * password-reset tests check that a removed member or a reset password is refused at once.
 */
const client = await TestClient.start();
const statements: string[] = [];
onStatement((sql) => statements.push(sql));
const readsOfViewer = () => statements.filter(isViewerRead).length;

const ME = `{ viewer { name profile { companyName } } }`;

async function me(token: string) {
  statements.length = 0;
  const { data, errors } = await client.gql(ME, {}, token);
  expect(errors).toBeUndefined();
  return { viewer: data.viewer, reads: readsOfViewer() };
}

describe("kept viewers", () => {
  let token: string;
  beforeAll(async () => {
    token = await client.signIn("kept@example.com", "secret123", "Kept Trader");
    // Nothing is kept until this process listens for changes (on PostgreSQL its own connection opens first).
    await vi.waitFor(async () => expect((await me(token)).reads).toBe(0), { timeout: 5_000, interval: 20 });
  });

  test("a person is read once, then again only after an account or company changed", async () => {
    expect(await me(token)).toEqual({ viewer: { name: "Kept Trader", profile: null }, reads: 0 });

    const profile = {
      name: "Omar Haddad",
      companyName: "Kept Metals",
      contact: "+971 50 123 4567",
      email: "kept@example.com",
      address: "Sharjah",
      website: "",
      gst: "",
    };
    expect((await client.rest("POST", "/api/suppliers/add", profile, token)).status).toBe(201);
    expect(await me(token)).toEqual({ viewer: { name: "Kept Trader", profile: { companyName: "Kept Metals" } }, reads: 1 });
    // Kept again (on PostgreSQL once the change's own notification has come back too).
    await vi.waitFor(async () => expect((await me(token)).reads).toBe(0), { timeout: 2_000, interval: 20 });
  });

  test("our own changes are forgotten at once, not when the database's notification comes back", async () => {
    const other = await client.signIn("at-once@example.com", "secret123", "At Once");
    await vi.waitFor(async () => expect((await me(other)).reads).toBe(0), { timeout: 2_000, interval: 20 });
    await withoutViewerNotifications(async () => {
      const profile = {
        name: "Omar Haddad",
        companyName: "At Once Metals",
        contact: "+971 50 123 4567",
        email: "at-once@example.com",
        address: "Sharjah",
        website: "",
        gst: "",
      };
      expect((await client.rest("POST", "/api/suppliers/add", profile, other)).status).toBe(201);
      expect((await me(other)).viewer).toEqual({ name: "At Once", profile: { companyName: "At Once Metals" } });
    });
  });

  test("a change written past the server (psql, another process) is seen once the database tells of it", async () => {
    const token = await client.signIn("renamed@example.com", "secret123", "Before Rename");
    expect((await me(token)).viewer.name).toBe("Before Rename");
    await db.$executeRaw`UPDATE "User" SET "name" = 'After Rename' WHERE "email" = 'renamed@example.com'`;
    const deadline = Date.now() + 2_000;
    let name = (await me(token)).viewer.name;
    while (name !== "After Rename" && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      name = (await me(token)).viewer.name;
    }
    expect(name).toBe("After Rename");
  });

  test.skipIf(!process.env.DATABASE_URL)(
    "while the listening connection is lost nothing kept is used, and once it is back people are kept again",
    async () => {
      await vi.waitFor(async () => expect((await me(token)).reads).toBe(0), { timeout: 2_000, interval: 20 });
      await db.$queryRaw`SELECT pg_terminate_backend("pid") FROM pg_stat_activity WHERE "datname" = current_database() AND "query" LIKE 'LISTEN %'`;
      await vi.waitFor(async () => expect((await me(token)).reads).toBe(1), { timeout: 2_000, interval: 20 });
      // Reopened a second later.
      await vi.waitFor(async () => expect((await me(token)).reads).toBe(0), { timeout: 5_000, interval: 50 });
    },
  );

  test("a read that a change overtook is not kept, and what is kept cannot be changed by a request", async () => {
    const person = { id: 424242, name: "Overtaken", profile: null } as unknown as Viewer;
    let reads = 0;
    const read = async () => {
      reads++;
      const answer = { ...person };
      if (reads === 1) forgetViewers(); // a change commits while the first read is on its way
      return answer;
    };
    await viewerOf(person.id, read);
    await viewerOf(person.id, read);
    expect(reads).toBe(2);
    const kept = await viewerOf(person.id, read);
    expect(reads).toBe(2);
    expect(() => ((kept as { name: string }).name = "Changed")).toThrow(TypeError);
  });
});
