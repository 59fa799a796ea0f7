import { afterEach, describe, expect, test, vi } from "vitest";
import { signToken, verifyToken } from "./tokens.ts";

describe("verifyToken", () => {
  afterEach(() => vi.useRealTimers());

  test("a token checked once is still refused as expired once its time is up", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-26T12:00:00Z"));
    const token = await signToken(42);
    expect(await verifyToken(token)).toEqual({ userId: 42, issuedAt: Date.parse("2026-11-26T12:00:00Z") / 1000 });
    // Seven days (JWT_EXPIRES_IN's default) less a second: still good, from what was kept.
    vi.setSystemTime(new Date("2026-12-03T11:59:59Z"));
    expect(await verifyToken(token)).toMatchObject({ userId: 42 });
    vi.setSystemTime(new Date("2026-12-03T12:00:00Z"));
    expect(await verifyToken(token)).toEqual({ error: "expired" });
  });

  test("a token changed after signing is invalid, also after its genuine form was checked", async () => {
    const token = await signToken(7);
    expect(await verifyToken(token)).toMatchObject({ userId: 7 });
    const [head, , signature] = token.split(".");
    const forgedBody = Buffer.from(JSON.stringify({ sub: "1", iat: 1, exp: 9_999_999_999 })).toString("base64url");
    expect(await verifyToken(`${head}.${forgedBody}.${signature}`)).toEqual({ error: "invalid" });
    expect(await verifyToken(`${token}x`)).toEqual({ error: "invalid" });
  });
});
