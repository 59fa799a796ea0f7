import { describe, expect, it } from "vitest";
import { cents, entrySizes, farAboveUsual, farFromBefore, gramsOfKg, gramsOfTons } from "./usualSize.ts";

describe("farAboveUsual", () => {
  it("asks about more than ten times the median of the lot's entries, in exact units", () => {
    const usual = ["2500.00", "2400.00", "2600.00", "900000.00"].map(cents);
    expect(farAboveUsual(cents("1250000.00"), usual)).toBe(cents("2500.00"));
    expect(farAboveUsual(cents("25000.00"), usual)).toBeNull(); // exactly ten times: fine
    expect(farAboveUsual(cents("25000.01"), usual)).toBe(cents("2500.00"));
  });

  it("has nothing to say before a lot has three entries, or when they are all zero", () => {
    expect(farAboveUsual(cents("1000000.00"), [cents("10.00"), cents("12.00")])).toBeNull();
    expect(farAboveUsual(gramsOfKg("5"), [0n, 0n, 0n])).toBeNull();
  });

  it("compares a quantity typed in kg with quantities shown in tons", () => {
    expect(gramsOfKg("25898.000")).toBe(gramsOfTons("25.898"));
    const usual = ["25.898", "26.2869", "24.5"].map(gramsOfTons);
    expect(farAboveUsual(gramsOfKg("2589800"), usual)).toBe(gramsOfTons("25.898"));
    expect(farAboveUsual(gramsOfKg("30000"), usual)).toBeNull();
  });
});

describe("farFromBefore", () => {
  it("asks about an edit to more than ten times the figure, or to less than a tenth of it", () => {
    // Tons typed where kg are asked: a thousand times less.
    expect(farFromBefore(gramsOfKg("25.823"), gramsOfKg("25822.738"))).toBe("less");
    expect(farFromBefore(cents("120000.00"), cents("12000.00"))).toBeNull(); // exactly ten times: fine
    expect(farFromBefore(cents("120000.01"), cents("12000.00"))).toBe("more");
    expect(farFromBefore(cents("1200.00"), cents("12000.00"))).toBeNull(); // exactly a tenth: fine
    expect(farFromBefore(cents("1199.99"), cents("12000.00"))).toBe("less");
    expect(farFromBefore(gramsOfKg("26000"), gramsOfKg("25822.738"))).toBeNull();
  });

  it("has nothing to say about zero, before or after", () => {
    expect(farFromBefore(gramsOfKg("25000"), 0n)).toBeNull();
    expect(farFromBefore(0n, gramsOfKg("25000"))).toBeNull();
  });
});

describe("entrySizes", () => {
  it("takes each container's quantity and each payment's amount, skipping rows without one", () => {
    const rows = [
      { quantityTons: "20.5", amountAdded: null },
      { quantityTons: null, amountAdded: "500.00" },
      { quantityTons: "", amountAdded: "" },
      { quantityTons: "1", amountAdded: "2" },
    ];
    expect(entrySizes(rows)).toEqual({ quantities: ["20.5", "1"], amounts: ["500.00", "2"] });
    expect(entrySizes([])).toEqual({ quantities: [], amounts: [] });
  });
});
