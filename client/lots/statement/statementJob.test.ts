import { describe, expect, it } from "vitest";
import { statementPages } from "./statementJob.ts";

describe("the worker's pages of a statement", () => {
  it("are one request up to 100 lots, then 200 lots at a time, each lot in exactly one", () => {
    expect(statementPages(0)).toEqual([{ lotOffset: 0, lotLimit: 100 }]);
    expect(statementPages(100)).toEqual([{ lotOffset: 0, lotLimit: 100 }]);
    expect(statementPages(101)).toEqual([
      { lotOffset: 0, lotLimit: 100 },
      { lotOffset: 100, lotLimit: 200 },
    ]);
    const pages = statementPages(1000);
    expect(pages.map((page) => page.lotOffset)).toEqual([0, 100, 300, 500, 700, 900]);
    pages.slice(1).forEach((page, i) => expect(page.lotOffset).toBe(pages[i].lotOffset + pages[i].lotLimit));
    expect(pages.at(-1)!.lotOffset + pages.at(-1)!.lotLimit).toBeGreaterThanOrEqual(1000);
  });
});
