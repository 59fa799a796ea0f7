import { beforeAll, describe, expect, test } from "vitest";
import fs from "node:fs";
import path from "node:path";
import { ChangeKind } from "../generated/prisma/enums.ts";
import { TestClient } from "../test/client.ts";
import { CHANGES, addLot, createKey } from "../test/integrations.ts";

let client: TestClient;
let trader: string;
let key: { secret: string; apiKey: { prefix: string } };

beforeAll(async () => {
  client = await TestClient.start();
  trader = await client.trader("supplier", "Feed Metals");
  key = await createKey(client, trader, "READ_WRITE", "Weighbridge");
});

const readFeed = async (token: string, after?: string | null, first?: number) => {
  const { data, errors } = await client.gql(CHANGES, { after, first }, token);
  if (errors) throw new Error(JSON.stringify(errors));
  return data.viewer.profile.changes;
};

describe("change feed", () => {
  test("every creation and edit of lots, containers and payments, in order, with node, kind, values and author", async () => {
    const lot = await addLot(client, trader, "F-1", "250.00");
    const container = await client.rest(
      "POST",
      "/api/lots/details/add",
      { lotNumber: "F-1", containerNo: "TGHU1", sealNo: "S1", material: "Tyre wire", quantity: 1000, date: "2026-06-01" },
      key.secret,
    );
    const payment = await client.rest(
      "POST",
      "/api/lots/amounts/add",
      { lotNumber: "F-1", amount: "100.00", date: "2026-06-02" },
      key.secret,
    );
    await client.rest("PUT", `/api/lots/details/update/${container.body.detail._id}`, { sealNo: "S2" }, trader);
    await client.rest("PUT", `/api/lots/amounts/update/${payment.body.amount._id}`, { amount: "150.00" }, key.secret);
    // An edit that changes nothing is no event.
    await client.rest("PUT", `/api/lots/amounts/update/${payment.body.amount._id}`, { amount: "150.00" }, key.secret);

    const feed = await readFeed(trader);
    expect(feed.pageInfo.hasNextPage).toBe(false);
    const events = feed.edges.map((edge: any) => edge.node);
    expect(events.map((event: any) => [event.kind, event.node.__typename, event.author.type, event.author.name])).toEqual([
      ["LOT_CREATED", "Lot", "PERSON", "Test Trader"],
      ["CONTAINER_CREATED", "Container", "API_KEY", "Weighbridge"],
      ["PAYMENT_CREATED", "Payment", "API_KEY", "Weighbridge"],
      ["CONTAINER_UPDATED", "Container", "PERSON", "Test Trader"],
      ["PAYMENT_UPDATED", "Payment", "API_KEY", "Weighbridge"],
    ]);
    expect(events[0].node).toEqual({ __typename: "Lot", id: lot.id, lotNumber: "F-1" });
    expect(events[1].author.keyPrefix).toBe(key.apiKey.prefix);
    expect(events.every((event: any) => event.lot.lotNumber === "F-1")).toBe(true);
    // Values as the change left them, even though the payment was edited afterwards.
    expect(events[2].values).toEqual([
      { field: "date", value: "2026-06-02" },
      { field: "amount", value: "100.00" },
    ]);
    expect(events[4].values).toContainEqual({ field: "amount", value: "150.00" });
    expect(events[2].node.amount).toBe("150.00");
    expect(feed.edges.map((edge: any) => edge.cursor)).toEqual(events.map((event: any) => event.cursor));
  });

  test("paging by cursor reads each event once; with nothing new the cursor stays", async () => {
    const all = (await readFeed(trader)).edges.map((edge: any) => edge.node.id);
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const page: any = await readFeed(key.secret, after, 2);
      seen.push(...page.edges.map((edge: any) => edge.node.id));
      after = page.pageInfo.endCursor;
      if (!page.pageInfo.hasNextPage) break;
    }
    expect(seen).toEqual(all);
    const empty = await readFeed(key.secret, after, 2);
    expect(empty).toEqual({ edges: [], pageInfo: { hasNextPage: false, endCursor: after } });
    await addLot(client, trader, "F-2");
    const next = await readFeed(key.secret, after);
    expect(next.edges.map((edge: any) => edge.node.kind)).toEqual(["LOT_CREATED"]);
  });

  test("a company sees only its own events; bad cursors and page sizes are refused", async () => {
    const rival = await client.trader("buyer", "Feed Rival");
    expect((await readFeed(rival)).edges).toEqual([]);
    const bad = await client.gql(CHANGES, { after: "not-a-cursor" }, trader);
    // GraphQL's request bounds refuse a forged cursor before the feed is read; REST reaches the feed's own check.
    expect(bad.errors?.[0].message).toBe('"after" of BusinessProfile.changes is not a cursor this API gave out');
    const badRest = await client.rest("GET", "/api/changes?after=not-a-cursor", undefined, trader);
    expect([badRest.status, badRest.body.message]).toEqual([400, "Invalid cursor: pass a cursor this feed returned"]);
    expect((await client.gql(CHANGES, { first: 0 }, trader)).errors?.[0].message).toBe("first must be between 1 and 500");
  });

  test("GET /api/changes: the same feed over REST", async () => {
    const first = await client.rest("GET", "/api/changes?first=3", undefined, key.secret);
    expect(first.status).toBe(200);
    expect(first.body.changes.map((change: any) => change.type)).toEqual(["lot.created", "container.created", "payment.created"]);
    expect(first.body.changes[2]).toMatchObject({
      id: expect.stringMatching(/^evt_\d+$/),
      kind: "PAYMENT_CREATED",
      node: { type: "Payment", amount: "100.00", date: "2026-06-02" },
      lot: { lotNumber: "F-1" },
      author: { type: "API_KEY", name: "Weighbridge" },
    });
    expect(first.body.hasMore).toBe(true);
    const rest = await client.rest("GET", `/api/changes?after=${encodeURIComponent(first.body.nextCursor)}`, undefined, key.secret);
    expect(rest.body.changes.map((change: any) => change.type)).toEqual(["container.updated", "payment.updated", "lot.created"]);
    expect(rest.body.hasMore).toBe(false);
    expect((await client.rest("GET", "/api/changes?after=zzz", undefined, key.secret)).status).toBe(400);
    // A cursor naming an event past PostgreSQL's integer is refused like any other (it answered 500).
    const huge = await client.rest(
      "GET",
      `/api/changes?after=${encodeURIComponent(Buffer.from("GPC:N:2147483648").toString("base64"))}`,
      undefined,
      key.secret,
    );
    expect([huge.status, huge.body.message]).toEqual([400, "Invalid cursor: pass a cursor this feed returned"]);
    expect((await client.rest("GET", "/api/changes")).status).toBe(401);
  });
});

describe("the integrators' doc's change feed section", () => {
  test("lists every kind of change the schema has", () => {
    const doc = fs.readFileSync(path.join(import.meta.dirname, "../../docs/integrators.md"), "utf8");
    const section = doc.slice(doc.indexOf("### 4. The change feed"), doc.indexOf("### Live updates"));
    const listed = new Set(section.match(/`[A-Z_]+`/g)?.map((kind) => kind.slice(1, -1)));
    expect(Object.values(ChangeKind).filter((kind) => !listed.has(kind))).toEqual([]);
  });
});
