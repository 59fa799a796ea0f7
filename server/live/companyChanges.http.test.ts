import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createApp } from "../app.ts";
import { createHttpServer } from "../httpServer.ts";
import { config } from "../config.ts";
import { TestClient } from "../test/client.ts";
import { ADD_LOT, ADD_PAYMENT } from "../test/integrations.ts";
import { SseStream, subscriptionRequest } from "../test/sse.ts";
import { liveStreamCounts } from "./sharedEventResults.ts";

/** Subscriptions through the Node server with its request deadlines: a long-lived answer is not a slow request. */
const IDLE_MS = 300;
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createHttpServer(await createApp(), {
    requestIdleTimeoutMs: IDLE_MS,
    maxConnections: 20,
    maxConnectionsPerAddress: 2,
    trustProxy: false,
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const gql = async (query: string, variables: unknown, token: string, at = baseUrl) =>
  (
    await fetch(`${at}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}`, connection: "close" },
      body: JSON.stringify({ query, variables }),
    })
  ).json();

test("a stream outlives the request deadlines and counts against the per-address connection cap", async () => {
  const client = await TestClient.start();
  const token = await client.trader("supplier", "Deadline Metals");
  const { data } = await gql(ADD_LOT, { input: { lotNumber: "D-1", price: "10.00" } }, token);
  const stream = new SseStream(await fetch(`${baseUrl}/graphql`, subscriptionRequest(null, token)));
  try {
    // Well past the idle timeout and the whole-request deadline (2 idle periods).
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS * 4));
    await gql(ADD_PAYMENT, { input: { lotId: data.addLot.lot.id, amount: "1.00", date: "2026-06-02" } }, token);
    expect((await stream.next())!.data.companyChanges.node.amount).toBe("1.00");
    // Written past yoga's per-event pipeline, straight to the Node response (live/sharedEventResults.ts).
    expect(liveStreamCounts.direct).toBeGreaterThan(0);

    // The stream holds one of this address's two connections: a second stream takes the other, a third is
    // answered 503 with Retry-After (a stream in progress is not idle, so no room is made for it).
    const second = new SseStream(await fetch(`${baseUrl}/graphql`, subscriptionRequest(null, token)));
    const third = await fetch(`${baseUrl}/graphql`, {
      ...subscriptionRequest(null, token),
      headers: { ...subscriptionRequest(null, token).headers, connection: "close" },
    });
    expect(third.status).toBe(503);
    expect(third.headers.get("retry-after")).toMatch(/^\d+$/);
    second.close();
  } finally {
    stream.close();
  }
});

test("a stream whose client went away gives back its place under the per-person limit", async () => {
  const saved = config.liveStreams.perPerson;
  config.liveStreams.perPerson = 1;
  // A server of its own: under the first test's cap of 2 connections per address, a stream could be
  // answered 503 while a closed one's connection lingers, which is not what this test is about.
  const roomy = createHttpServer(await createApp(), {
    requestIdleTimeoutMs: IDLE_MS,
    maxConnections: 50,
    maxConnectionsPerAddress: 50,
    trustProxy: false,
  });
  await new Promise<void>((resolve) => roomy.listen(0, "127.0.0.1", resolve));
  const roomyUrl = `http://127.0.0.1:${(roomy.address() as AddressInfo).port}`;
  try {
    const client = await TestClient.start();
    const token = await client.trader("supplier", "Tab Closing Metals");
    const first = new SseStream(await fetch(`${roomyUrl}/graphql`, subscriptionRequest(null, token)));
    const refused = new SseStream(await fetch(`${roomyUrl}/graphql`, subscriptionRequest(null, token)));
    expect((await refused.next())?.errors?.[0].message).toMatch(/^Too many live updates are open for this person \(at most 1 at once\)/);
    await gql(ADD_LOT, { input: { lotNumber: "T-0", price: "10.00" } }, token, roomyUrl);
    const { cursor } = (await first.next())!.data.companyChanges;
    await gql(ADD_LOT, { input: { lotNumber: "T-1", price: "10.00" } }, token, roomyUrl);
    first.close();
    // The closed connection ends the stream on the server at once, without waiting for an event: a new
    // stream is let in. It replays from T-0's cursor, so one let in answers T-1 at once, with no race
    // between its start and a write, and one still refused answers the refusal.
    let again: SseStream | null = null;
    for (let attempt = 0; attempt < 40 && !again; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const candidate = new SseStream(await fetch(`${roomyUrl}/graphql`, subscriptionRequest(cursor, token)));
      const answer = await candidate.next();
      if (answer?.data) again = candidate;
      else candidate.close();
      expect(answer?.data?.companyChanges.lot.lotNumber ?? answer?.errors?.[0].message).toMatch(
        /^(T-1|Too many live updates are open for this person.*)$/,
      );
    }
    expect(again, "a new stream was let in after the first closed").not.toBeNull();
    again!.close();
  } finally {
    config.liveStreams.perPerson = saved;
    roomy.closeAllConnections();
    await new Promise((resolve) => roomy.close(resolve));
  }
});
