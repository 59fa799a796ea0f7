import { describe, expect, it } from "vitest";
import {
  ariaSort,
  columnOf,
  columns,
  directionText,
  isDefaultOrder,
  nextOrder,
  onceEach,
  overviewSummary,
  showMoreText,
} from "./overviewColumns.ts";

describe("the lots overview's columns and sort", () => {
  it("sorts a new column its own first way, and the same column the other way round", () => {
    const order = { field: "CREATED", direction: "DESC" } as const;
    expect(nextOrder(order, "BALANCE")).toEqual({ field: "BALANCE", direction: "ASC" });
    expect(nextOrder(order, "LOT_NUMBER")).toEqual({ field: "LOT_NUMBER", direction: "ASC" });
    expect(nextOrder(order, "CREATED")).toEqual({ field: "CREATED", direction: "ASC" });
    expect(nextOrder({ field: "PAID", direction: "ASC" }, "PAID")).toEqual({ field: "PAID", direction: "DESC" });
    // The Sort by list names the direction.
    expect(nextOrder(order, "CREATED", "DESC")).toEqual({ field: "CREATED", direction: "DESC" });
  });

  it("says each direction in the column's own words", () => {
    expect(directionText(columnOf("PRICE"), "ASC")).toBe("(lowest first)");
    expect(directionText(columnOf("PRICE"), "DESC")).toBe("(highest first)");
    expect(directionText(columnOf("LOT_NUMBER"), "DESC")).toBe("(Z to A)");
    expect(directionText(columnOf("LAST_ENTRY"), "ASC")).toBe("(oldest first)");
    expect(columns.map((column) => column.field)).toContain("CREATED");
  });

  it("marks the sorted header for screen readers", () => {
    expect(ariaSort({ field: "TONS", direction: "ASC" }, "TONS")).toBe("ascending");
    expect(ariaSort({ field: "TONS", direction: "DESC" }, "TONS")).toBe("descending");
    expect(ariaSort({ field: "TONS", direction: "DESC" }, "PAID")).toBe("none");
    expect(isDefaultOrder({ field: "CREATED", direction: "DESC" })).toBe(true);
    expect(isDefaultOrder({ field: "CREATED", direction: "ASC" })).toBe(false);
  });
});

describe("the lots overview's summary line", () => {
  const line = (over: Partial<Parameters<typeof overviewSummary>[0]>) =>
    overviewSummary({ pending: false, companyLots: 1234, filtered: false, matching: 1234, shown: 20, ...over });

  it("counts the company's lots, or those matching, and those shown", () => {
    expect(line({})).toBe("1,234 lots; 20 shown.");
    expect(line({ companyLots: 1, matching: 1, shown: 1 })).toBe("1 lot; 1 shown.");
    expect(line({ filtered: true, matching: 1, shown: 1 })).toBe("1 lot of 1,234 match; 1 shown.");
    expect(line({ filtered: true, matching: 0, shown: 0 })).toBe("No lot matches.");
    expect(line({ companyLots: 0, filtered: true, matching: 0, shown: 0 })).toBe("No lots yet.");
    expect(line({ pending: true })).toBe("Loading…");
  });

  it("says how many Show more adds", () => {
    expect(showMoreText(20, 1214)).toBe("Show more (20 of 1,214 left)");
    expect(showMoreText(20, 3)).toBe("Show more (3 of 3 left)");
  });
});

describe("onceEach", () => {
  it("keeps a lot where it was shown first", () => {
    const rows = [
      { lot: { id: "a" }, n: 1 },
      { lot: { id: "b" }, n: 2 },
      { lot: { id: "a" }, n: 3 },
    ];
    expect(onceEach(rows).map((row) => row.n)).toEqual([1, 2]);
  });
});
