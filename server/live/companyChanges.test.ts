import { afterEach, beforeAll, describe, expect, test } from "vitest";
import { TestClient } from "../test/client.ts";
import { db, onStatement } from "../db.ts";
import { config } from "../config.ts";
import { ADD_PAYMENT, REVOKE_API_KEY, addLot, createKey } from "../test/integrations.ts";
import { SseStream, subscriptionRequest } from "../test/sse.ts";
import { LIVE_BATCH_MAX_MS, LIVE_BATCH_MS, livePause } from "./companyChanges.ts";
import { liveStreamCounts, slowStreamMessage } from "./sharedEventResults.ts";

let client: TestClient;
let trader: string;
const open: SseStream[] = [];

beforeAll(async () => {
  client = await TestClient.start();
  trader = await client.trader("supplier", "Live Metals");
});

afterEach(() => {
  for (const stream of open.splice(0)) stream.close();
});

async function subscribe(token: string | undefined, after: string | null = null) {
  const { headers, ...init } = subscriptionRequest(after);
  // Closing the stream is the client going away: its request is aborted, as when a browser tab closes.
  const gone = new AbortController();
  const response = await client.fetch("/graphql", { ...init, headers, token, signal: gone.signal });
  const stream = new SseStream(response);
  const close = stream.close.bind(stream);
  stream.close = () => {
    gone.abort();
    return close();
  };
  open.push(stream);
  return stream;
}

const pay = async (token: string, lot: { id: string }, amount: string) => {
  const { data } = await client.gql(ADD_PAYMENT, { input: { lotId: lot.id, amount, date: "2026-06-02" } }, token);
  expect(data.addPayment.__typename).toBe("AddPaymentPayload");
};

describe("Subscription.companyChanges over server-sent events", () => {
  test("streams a write made by another request, then a reconnect with the last cursor gets exactly the missed events", async () => {
    const lot = await addLot(client, trader, "LIVE-1", "250.00");
    const stream = await subscribe(trader);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get("content-type")).toContain("text/event-stream");

    const key = await createKey(client, trader, "READ_WRITE", "Weighbridge");
    await pay(key.secret, lot, "100.00");
    const first = (await stream.next())!.data.companyChanges;
    expect(first).toMatchObject({
      kind: "PAYMENT_CREATED",
      author: { type: "API_KEY", name: "Weighbridge" },
      lot: { lotNumber: "LIVE-1" },
      node: { amount: "100.00" },
    });
    stream.close();

    // While disconnected two more payments commit; the reconnect replays them once each, then streams on.
    await pay(trader, lot, "20.00");
    await pay(trader, lot, "30.00");
    const again = await subscribe(trader, first.cursor);
    const missed = [(await again.next())!.data.companyChanges, (await again.next())!.data.companyChanges];
    expect(missed.map((event) => event.node.amount)).toEqual(["20.00", "30.00"]);
    await pay(trader, lot, "40.00");
    const live = (await again.next())!.data.companyChanges;
    expect(live.node.amount).toBe("40.00");
    expect(new Set([first.id, ...missed.map((event) => event.id), live.id]).size).toBe(4);
  });

  test("a write's answer names its change's cursor (changeCursor), the one its live event comes with; a write that changed nothing names none", async () => {
    const lot = await addLot(client, trader, "LIVE-OWN");
    const stream = await subscribe(trader);
    const added = await client.gql(
      `mutation($input: AddPaymentInput!) { addPayment(input: $input) { ... on AddPaymentPayload { changeCursor payment { id } } } }`,
      { input: { lotId: lot.id, amount: "15.00", date: "2026-06-02" } },
      trader,
    );
    const event = (await stream.next())!.data.companyChanges;
    expect(event.kind).toBe("PAYMENT_CREATED");
    expect(added.data.addPayment.changeCursor).toBe(event.cursor);
    const edit = `mutation($input: UpdatePaymentInput!) { updatePayment(input: $input) { ... on UpdatePaymentPayload { changeCursor } } }`;
    const same = await client.gql(edit, { input: { id: added.data.addPayment.payment.id, amount: "15.00" } }, trader);
    expect(same.data.updatePayment.changeCursor).toBeNull();
    const changed = await client.gql(edit, { input: { id: added.data.addPayment.payment.id, amount: "16.00" } }, trader);
    const edited = (await stream.next())!.data.companyChanges;
    expect(edited.kind).toBe("PAYMENT_UPDATED");
    expect(changed.data.updatePayment.changeCursor).toBe(edited.cursor);
  });

  test("a revoked API key's stream ends", async () => {
    const lot = await addLot(client, trader, "LIVE-2");
    const key = await createKey(client, trader, "READ_ONLY", "Dashboard");
    const stream = await subscribe(key.secret);
    await pay(trader, lot, "5.00");
    expect((await stream.next())!.data.companyChanges.node.amount).toBe("5.00");

    const { data } = await client.gql(REVOKE_API_KEY, { input: { id: key.apiKey.id } }, trader);
    expect(data.revokeApiKey.__typename).toBe("RevokeApiKeyPayload");
    // The next ping re-checks the key: the stream answers why and completes, without the event.
    await pay(trader, lot, "6.00");
    const ended = await stream.next();
    expect(ended?.errors?.[0]).toMatchObject({ message: "Your access to this company ended. Please login again." });
    expect(await stream.next()).toBeNull();
  });

  test("a removed member's stream ends at once, and a revoked key's without waiting for a write", async () => {
    const lot = await addLot(client, trader, "LIVE-MEMBER");
    const invited = await client.gql(
      `mutation { inviteMember(input: { email: "leaver@live.example", role: VIEWER }) { __typename } }`,
      {},
      trader,
    );
    expect(invited.data.inviteMember.__typename).toBe("InviteMemberPayload");
    const mail = await db.outgoingMail.findFirstOrThrow({ where: { to: "leaver@live.example" }, orderBy: { id: "desc" } });
    const member = await client.signIn("leaver@live.example");
    const accepted = await client.gql(
      `mutation($token: String!) { acceptInvitation(input: { token: $token }) { __typename } }`,
      { token: /\/join\/([\w-]+)/.exec(mail.text)![1] },
      member,
    );
    expect(accepted.data.acceptInvitation.__typename).toBe("AcceptInvitationPayload");
    const stream = await subscribe(member);
    await pay(trader, lot, "7.00");
    expect((await stream.next())!.data.companyChanges.node.amount).toBe("7.00");

    const { data } = await client.gql(`{ viewer { profile { members { id email } } } }`, {}, trader);
    const id = data.viewer.profile.members.find((m: { email: string }) => m.email === "leaver@live.example").id;
    const removed = await client.gql(`mutation($id: ID!) { removeMember(input: { id: $id }) { __typename } }`, { id }, trader);
    expect(removed.data.removeMember.__typename).toBe("RemoveMemberPayload");
    const ended = await stream.next();
    expect(ended?.errors?.[0]).toMatchObject({ message: "Your access to this company ended. Please login again." });
    expect(await stream.next()).toBeNull();

    const key = await createKey(client, trader, "READ_ONLY", "Wallboard");
    const keyStream = await subscribe(key.secret);
    await client.gql(REVOKE_API_KEY, { input: { id: key.apiKey.id } }, trader);
    expect((await keyStream.next())?.errors?.[0]).toMatchObject({ message: "Your access to this company ended. Please login again." });
  });

  test("is authorised like queries: anonymous callers, callers without a company and bad cursors are refused", async () => {
    const anonymous = await (await subscribe(undefined)).next();
    expect(anonymous?.errors?.[0].message).toBe("Your access to this company ended. Please login again.");
    const noCompany = await client.signIn("nocompany-live@example.com");
    expect((await (await subscribe(noCompany)).next())?.errors?.[0].message).toBe("Create your company profile first");
    expect((await (await subscribe(trader, "bogus")).next())?.errors?.[0].message).toBe(
      '"after" of Subscription.companyChanges is not a cursor this API gave out',
    );
  });

  test("a selection resolved for every event is bounded like a query's", async () => {
    const heavy = `subscription { companyChanges { lot { containers(first: 100) { nodes { lot { payments(first: 100) { nodes { lot { containers(first: 100) { nodes { id } } } } } } } } } } }`;
    const response = await client.fetch("/graphql", {
      ...subscriptionRequest(null),
      body: JSON.stringify({ query: heavy }),
      token: trader,
    });
    const refused = await new SseStream(response).next();
    expect(refused?.errors?.[0].message).toMatch(/^This request would resolve about \d+ fields; the limit is \d+\./);
  });

  test("another company's writes never reach the stream", async () => {
    const other = await client.trader("buyer", "Other Live Traders");
    const otherLot = await addLot(client, other, "OTHER-1");
    const lot = await addLot(client, trader, "LIVE-3");
    const stream = await subscribe(trader);
    await pay(other, otherLot, "9.00");
    await pay(trader, lot, "8.00");
    expect((await stream.next())!.data.companyChanges).toMatchObject({ lot: { lotNumber: "LIVE-3" }, node: { amount: "8.00" } });
  });

  test("many streams of one company each get every event exactly once, in order, from one feed read per write", async () => {
    const lot = await addLot(client, trader, "LIVE-MANY");
    const streams = await Promise.all(Array.from({ length: 8 }, () => subscribe(trader)));
    const feedReads: string[] = [];
    const lotReads: string[] = [];
    onStatement((sql) => {
      if (/FROM "public"\."ChangeEvent"/.test(sql) && /ORDER BY/.test(sql)) feedReads.push(sql);
      else if (/^SELECT[^]*FROM "public"\."Lot"/.test(sql)) lotReads.push(sql);
    });
    const amounts = ["1.00", "2.00", "3.00", "4.00", "5.00"];
    for (const amount of amounts) await pay(trader, lot, amount);
    for (const stream of streams) {
      const received = [];
      for (const _ of amounts) received.push((await stream.next())!.data.companyChanges.node.amount);
      expect(received).toEqual(amounts);
      // Nothing more (no event twice): the next write's event is the next one on every stream.
    }
    await pay(trader, lot, "6.00");
    for (const stream of streams) expect((await stream.next())!.data.companyChanges.node.amount).toBe("6.00");
    // One reader for the company: at most one feed read per write (writes close together share one), not one per stream.
    expect(feedReads.length).toBeGreaterThan(0);
    expect(feedReads.length).toBeLessThanOrEqual(amounts.length + 1);
    // Each event's lot comes with the feed's read, not from a query per event per stream (8 streams x 6 events).
    expect(lotReads.length).toBeLessThanOrEqual(feedReads.length);
  });

  test("an event's selection is executed once for all of a caller's streams with the same document, and once more for another caller", async () => {
    const owner = await client.trader("supplier", "Shared Answer Metals");
    const key = await createKey(client, owner, "READ_ONLY", "Wallboard");
    const lot = await addLot(client, owner, "LIVE-SHARED");
    // The lot's company name is not in the feed's read: each execution of the selection reads it.
    const query = "subscription { companyChanges { id lot { companyName } } }";
    const openWith = async (token: string) => {
      const response = await client.fetch("/graphql", { ...subscriptionRequest(null), body: JSON.stringify({ query }), token });
      const stream = new SseStream(response);
      open.push(stream);
      return stream;
    };
    const personStreams = await Promise.all(Array.from({ length: 6 }, () => openWith(owner)));
    const keyStream = await openWith(key.secret);
    const companyReads: string[] = [];
    let counting = true;
    onStatement((sql) => {
      if (counting && /^SELECT[^]*FROM "public"\."Profile"/.test(sql)) companyReads.push(sql);
    });
    await pay(owner, lot, "7.00");
    const answers = await Promise.all([...personStreams, keyStream].map(async (stream) => (await stream.next())!.data.companyChanges));
    counting = false;
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
    for (const answer of answers) expect(answer.lot.companyName).toBe("Shared Answer Metals");
    // One execution for the person's six streams, one for the key's (7 before the streams shared).
    expect(companyReads.length).toBe(2);
  });

  test("streams over the per-person, per-key and per-company limits are refused with a clear message, and other companies stream on", async () => {
    const saved = { ...config.liveStreams };
    Object.assign(config.liveStreams, { perPerson: 2, perKey: 1, perCompany: 4 });
    try {
      const owner = await client.trader("supplier", "Limited Live Metals");
      await subscribe(owner);
      await subscribe(owner);
      const third = await (await subscribe(owner)).next();
      expect(third?.errors?.[0]).toMatchObject({
        message: "Too many live updates are open for this person (at most 2 at once). Close another tab or stream, then try again.",
        extensions: { code: "TOO_MANY_STREAMS" },
      });

      const key = await createKey(client, owner, "READ_ONLY", "Wall");
      await subscribe(key.secret);
      expect((await (await subscribe(key.secret)).next())?.errors?.[0].message).toBe(
        "Too many live updates are open for this API key (at most 1 at once). Close another tab or stream, then try again.",
      );
      const other = await createKey(client, owner, "READ_ONLY", "Wall 2");
      await subscribe(other.secret);
      expect((await (await subscribe((await createKey(client, owner, "READ_ONLY", "Wall 3")).secret)).next())?.errors?.[0].message).toBe(
        "Too many live updates are open for this company (at most 4 at once). Close another tab or stream, then try again.",
      );

      // Another company is not held up by this one's streams.
      const lot = await addLot(client, trader, "LIVE-LIMITS");
      const elsewhere = await subscribe(trader);
      await pay(trader, lot, "1.00");
      expect((await elsewhere.next())!.data.companyChanges.node.amount).toBe("1.00");
    } finally {
      Object.assign(config.liveStreams, saved);
    }
  });
  test("a client that takes nothing is cut off past the limit with a clear message, and its place is freed", async () => {
    const saved = { ...config.liveStreams };
    Object.assign(config.liveStreams, { perPerson: 1, maxBehindBytes: 1024 });
    try {
      const owner = await client.trader("supplier", "Slow Reader Metals");
      const lot = await addLot(client, owner, "LIVE-SLOW");
      const directBefore = liveStreamCounts.direct;
      const slowBefore = liveStreamCounts.endedTooSlow;
      // The answer's body is not read while the writes go on: everything waits on the server.
      const stream = await subscribe(owner);
      expect(liveStreamCounts.direct).toBe(directBefore + 1);
      for (let i = 1; i <= 8 && liveStreamCounts.endedTooSlow === slowBefore; i++) {
        await pay(owner, lot, `${i}.00`);
        await new Promise((resolve) => setTimeout(resolve, LIVE_BATCH_MS + 20));
      }
      expect(liveStreamCounts.endedTooSlow).toBe(slowBefore + 1);
      // What waited is dropped; the stream says why and completes (the client reconnects with its last cursor).
      const ended = await stream.next();
      expect(ended?.errors?.[0]).toMatchObject({ message: slowStreamMessage(1024), extensions: { code: "TOO_SLOW" } });
      expect(ended?.errors?.[0].message).toBe(
        "Live updates stopped: this connection fell more than 1 KB behind. Reconnect with the last cursor you received to catch up.",
      );
      expect(await stream.next()).toBeNull();
      // Its place under the per-person limit (1) is free again: a new stream gets the next write.
      const again = await subscribe(owner);
      await pay(owner, lot, "9.00");
      expect((await again.next())!.data.companyChanges.node.amount).toBe("9.00");
    } finally {
      Object.assign(config.liveStreams, saved);
    }
  });

  test("the more streams a company has open, the longer its feed's reads are put off, within bounds", () => {
    expect(livePause(1)).toBe(LIVE_BATCH_MS);
    expect(livePause(100)).toBe(LIVE_BATCH_MS);
    expect(livePause(200)).toBe(200);
    expect(livePause(500)).toBe(LIVE_BATCH_MAX_MS);
    expect(livePause(5_000)).toBe(LIVE_BATCH_MAX_MS);
  });
});
