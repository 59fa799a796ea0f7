import { describe, expect, it } from "vitest";
import { deliveryStatus, kindLabels, kindsInWords, lastAnswer } from "./webhookWords.ts";

const zone = "Asia/Dubai";
const pending = { state: "PENDING", attempts: 0, nextAttemptAt: "2026-11-20T08:00:00Z", deliveredAt: null };

describe("webhook words", () => {
  it("names every kind, and passes through one it does not know", () => {
    expect(kindLabels).toHaveLength(16);
    expect(kindsInWords(["LOT_CREATED", "PAYMENT_VOIDED"])).toBe("Lot added, Payment voided");
    expect(kindsInWords(["SOMETHING_NEW"])).toBe("SOMETHING_NEW");
  });

  it("says when a retried delivery is next tried, and when one arrived", () => {
    expect(deliveryStatus(pending, zone)).toBe("Pending");
    expect(deliveryStatus({ ...pending, attempts: 2 }, zone)).toBe("Pending (next try 20 Nov 2026, 12:00)");
    expect(deliveryStatus({ ...pending, state: "DELIVERED", attempts: 1, deliveredAt: "2026-11-20T09:30:00Z" }, zone)).toBe(
      "Delivered 20 Nov 2026, 13:30",
    );
    expect(deliveryStatus({ ...pending, state: "FAILED", attempts: 3 }, zone)).toBe("Failed");
    expect(deliveryStatus({ ...pending, state: "LOST" }, zone)).toBe("LOST");
  });

  it("gives the last answer: the error, else the status, else a dash", () => {
    expect(lastAnswer({ lastError: "timed out", lastStatus: 500 })).toBe("timed out");
    expect(lastAnswer({ lastError: null, lastStatus: 503 })).toBe("HTTP 503");
    expect(lastAnswer({ lastError: null, lastStatus: null })).toBe("—");
  });
});
