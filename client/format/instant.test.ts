import { describe, expect, it } from "vitest";
import { formatInstant } from "./instant.ts";

describe("formatInstant", () => {
  it("shows an instant on the configured clock, not a fixed one", () => {
    expect(formatInstant("2026-11-20T08:00:00.000Z", "Asia/Dubai")).toBe("20 Nov 2026, 12:00");
    expect(formatInstant("2026-11-20T08:00:00.000Z", "Europe/London")).toBe("20 Nov 2026, 08:00");
  });

  it("falls back to the default zone where the browser does not know the one given", () => {
    expect(formatInstant("2026-11-20T08:00:00.000Z", "Not/AZone")).toBe("20 Nov 2026, 12:00");
  });
});
