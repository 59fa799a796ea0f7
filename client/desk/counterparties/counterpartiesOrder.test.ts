import { describe, expect, it } from "vitest";
import { ariaSort, columns, companiesCount, nextOrder, sortArrow, type Column, type Order } from "./counterpartiesOrder.ts";

const column = (field: Column["field"]) => columns.find((c) => c.field === field)!;

describe("counterparties table order", () => {
  it("turns the sorted column round, and starts another in its own first direction", () => {
    const byName: Order = { field: "NAME", direction: "ASC" };
    expect(nextOrder(byName, column("NAME"))).toEqual({ field: "NAME", direction: "DESC" });
    expect(nextOrder({ field: "NAME", direction: "DESC" }, column("NAME"))).toEqual({ field: "NAME", direction: "ASC" });
    expect(nextOrder(byName, column("DUE"))).toEqual({ field: "DUE", direction: "DESC" });
    expect(nextOrder(byName, column("OLDEST_OVERDUE"))).toEqual({ field: "OLDEST_OVERDUE", direction: "ASC" });
  });

  it("marks only the sorted column's header", () => {
    const order: Order = { field: "PAID", direction: "DESC" };
    expect(ariaSort(order, "PAID")).toBe("descending");
    expect(ariaSort({ field: "PAID", direction: "ASC" }, "PAID")).toBe("ascending");
    expect(ariaSort(order, "NAME")).toBe("none");
    expect(sortArrow(order, "PAID")).toBe("▼");
    expect(sortArrow({ field: "PAID", direction: "ASC" }, "PAID")).toBe("▲");
    expect(sortArrow(order, "NAME")).toBe("↕");
  });

  it("counts companies in words", () => {
    expect(companiesCount(1)).toBe("1 company");
    expect(companiesCount(0)).toBe("0 companies");
    expect(companiesCount(1234)).toBe("1,234 companies");
  });
});
