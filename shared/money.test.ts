import Decimal from "decimal.js";
import { describe, expect, it } from "vitest";
import {
  balanceLabel,
  divideHalfUp,
  Fixed,
  formatMoney,
  formatTons,
  formatTonsColumn,
  isDue,
  tonsString,
  kgToTons,
  moneyString,
  parseDecimal,
  roundMoney,
} from "./money.ts";

const str = (d: Fixed | null) => (d === null ? null : d.toString());

describe("reading a decimal", () => {
  it("accepts numbers, strings, decimal.js values and Prisma-like Decimal objects", () => {
    expect(moneyString(12.5)).toBe("12.50");
    expect(moneyString(0.1 + 0.2)).toBe("0.30");
    expect(moneyString(new Decimal("7.25"))).toBe("7.25");
    const prismaLike = { toString: () => "411.51", d: [1], e: 0, s: 1 };
    expect(moneyString(prismaLike)).toBe("411.51");
  });

  it("reads exponent notation, as a decimal object writes very small and very large values", () => {
    expect(moneyString({ toString: () => "1e-7" })).toBe("0.00");
    expect(moneyString({ toString: () => "5e-3" })).toBe("0.01");
    expect(moneyString(1e21)).toBe("1000000000000000000000.00");
    expect(tonsString("-1.5E+2")).toBe("-150.000");
    expect(kgToTons({ toString: () => "1e-3" }).toString()).toBe("0.000001");
    expect(() => moneyString("abc")).toThrow(RangeError);
  });

  it("keeps every digit of a long value (no 20-digit limit)", () => {
    expect(moneyString("999999999998990000.00000001")).toBe("999999999998990000.00");
    expect(moneyString("999999999998990000.005")).toBe("999999999998990000.01");
  });

  it("rounds and formats as decimal.js does, on many random values", () => {
    const D = Decimal.clone({ precision: 50, rounding: Decimal.ROUND_HALF_UP });
    const reference = (text: string, places: number) => {
      const r = new D(text).toDecimalPlaces(places, Decimal.ROUND_HALF_UP);
      return (r.isZero() ? new D(0) : r).toFixed(places);
    };
    for (let i = 0; i < 3000; i++) {
      const int = String(Math.floor(Math.random() * 10 ** Math.floor(Math.random() * 13)));
      const frac = String(Math.floor(Math.random() * 10 ** 8))
        .padStart(8, "0")
        .slice(0, Math.floor(Math.random() * 9));
      const text = `${Math.random() < 0.4 ? "-" : ""}${int}${frac ? `.${frac}` : ""}`;
      expect(moneyString(text), text).toBe(reference(text, 2));
      expect(formatTonsColumn(text).replace(/,/g, ""), text).toBe(reference(text, 3));
      expect(tonsString(text), text).toBe(reference(text, 6).replace(/0{1,3}$/, ""));
      for (const places of [2, 3]) {
        const parsed = parseDecimal(text, places);
        expect(parsed === null, `${text} to ${places} places`).toBe(new D(text).decimalPlaces() > places);
        if (parsed) expect(parsed.toFixed(places)).toBe(new D(text).toFixed(places));
      }
    }
  });
});

describe("parseDecimal", () => {
  it("parses plain decimal strings, trimmed", () => {
    expect(str(parseDecimal("12", 2))).toBe("12");
    expect(str(parseDecimal("12.5", 2))).toBe("12.5");
    expect(str(parseDecimal(" 1234.567 ", 3))).toBe("1234.567");
    expect(str(parseDecimal("-5.25", 2))).toBe("-5.25");
    expect(str(parseDecimal(".5", 2))).toBe("0.5");
    expect(str(parseDecimal("0", 2))).toBe("0");
  });

  it("parses finite numbers", () => {
    expect(str(parseDecimal(12.5, 2))).toBe("12.5");
    expect(str(parseDecimal(1234.567, 3))).toBe("1234.567");
    expect(str(parseDecimal(-3, 2))).toBe("-3");
  });

  it("rejects too many decimals, but trailing zeros do not count", () => {
    expect(parseDecimal("1234.567", 2)).toBeNull();
    expect(parseDecimal("1.2345", 3)).toBeNull();
    expect(parseDecimal(0.1 + 0.2, 2)).toBeNull();
    expect(str(parseDecimal("12.500", 2))).toBe("12.5");
  });

  it("rejects anything that is not a plain decimal", () => {
    for (const bad of [
      "",
      "   ",
      "1e3",
      "1E3",
      "1,000",
      "0x10",
      "abc",
      "12.",
      "+1",
      "--1",
      "1 000",
      "NaN",
      "Infinity",
      "-",
      NaN,
      Infinity,
      -Infinity,
      null,
      undefined,
      {},
      [],
      true,
      10n,
    ]) {
      expect(parseDecimal(bad, 3), String(bad)).toBeNull();
    }
  });

  it("normalises negative zero", () => {
    expect(parseDecimal("-0", 2)!.isNegative()).toBe(false);
    expect(parseDecimal(-0, 2)!.isNegative()).toBe(false);
  });
});

describe("roundMoney", () => {
  it("rounds half-up (away from zero) to 2 places", () => {
    expect(roundMoney("1.005").toFixed(2)).toBe("1.01"); // a float would give 1.00
    expect(roundMoney("-1.005").toFixed(2)).toBe("-1.01");
    expect(roundMoney("2.675").toFixed(2)).toBe("2.68");
    expect(roundMoney("1.004999").toFixed(2)).toBe("1.00");
    expect(roundMoney("411.51821811").toFixed(2)).toBe("411.52");
    expect(roundMoney("411.5149").toFixed(2)).toBe("411.51");
  });

  it("never returns negative zero", () => {
    expect(roundMoney("-0.004").isNegative()).toBe(false);
  });
});

describe("moneyString", () => {
  it("is fixed 2 places without grouping", () => {
    expect(moneyString("1234.5")).toBe("1234.50");
    expect(moneyString(-3)).toBe("-3.00");
    expect(moneyString(0)).toBe("0.00");
    expect(moneyString("-0.001")).toBe("0.00");
    expect(moneyString("1234567.891")).toBe("1234567.89");
    expect(moneyString("0.005")).toBe("0.01");
  });
});

describe("formatMoney", () => {
  it("formats en-US with a dollar sign", () => {
    expect(formatMoney("1234.5")).toBe("$1,234.50");
    expect(formatMoney("-1234.5")).toBe("-$1,234.50");
    expect(formatMoney(0)).toBe("$0.00");
    expect(formatMoney("-0.004")).toBe("$0.00");
    expect(formatMoney("100")).toBe("$100.00");
    expect(formatMoney("999.999")).toBe("$1,000.00");
    expect(formatMoney("1000000")).toBe("$1,000,000.00");
    expect(formatMoney("-1234567.891")).toBe("-$1,234,567.89");
    expect(formatMoney("12345678901234.56")).toBe("$12,345,678,901,234.56");
  });
});

describe("money as the server sends it (2 places)", () => {
  it("is formatted, labelled and judged due exactly as the decimal.js path does", () => {
    // The same value as a Decimal-like object takes the decimal.js path.
    const viaDecimal = (text: string) => ({ toString: () => text });
    const samples = ["0.00", "-0.00", "0.01", "-0.01", "000.50", "-007.25", "999.99", "1000.00", "-1234567.80", "12345678901234.56"];
    for (let i = 0; i < 2000; i++) {
      const int = String(Math.floor(Math.random() * 10 ** Math.floor(Math.random() * 12)));
      samples.push(`${Math.random() < 0.5 ? "-" : ""}${int}.${String(Math.floor(Math.random() * 100)).padStart(2, "0")}`);
    }
    for (const text of samples) {
      expect(formatMoney(text), text).toBe(formatMoney(viaDecimal(text)));
      expect(balanceLabel(text), text).toBe(balanceLabel(viaDecimal(text)));
      expect(isDue(text), text).toBe(isDue(viaDecimal(text)));
    }
  });
});

describe("balanceLabel", () => {
  it("shows Amount Left at zero or more, Due (absolute) when negative", () => {
    expect(balanceLabel(0)).toBe("Amount Left: $0.00");
    expect(balanceLabel("0.00")).toBe("Amount Left: $0.00");
    expect(balanceLabel("-0.00")).toBe("Amount Left: $0.00");
    expect(balanceLabel("0.01")).toBe("Amount Left: $0.01");
    expect(balanceLabel("-0.01")).toBe("Due: $0.01");
    expect(balanceLabel("-411.51")).toBe("Due: $411.51");
    expect(balanceLabel("1234567.8")).toBe("Amount Left: $1,234,567.80");
    expect(balanceLabel({ toString: () => "-2500000" })).toBe("Due: $2,500,000.00");
  });
});

describe("formatTonsColumn", () => {
  it("always shows 3 decimals, rounded half-up, grouped", () => {
    expect(formatTonsColumn("25.898")).toBe("25.898");
    expect(formatTonsColumn("26.2869")).toBe("26.287");
    expect(formatTonsColumn("24.0005")).toBe("24.001");
    expect(formatTonsColumn("12.5")).toBe("12.500");
    expect(formatTonsColumn("1234.1234")).toBe("1,234.123");
    expect(formatTonsColumn("0.0004")).toBe("0.000");
    expect(formatTonsColumn("-0.0004")).toBe("0.000");
    expect(formatTonsColumn("-1.2345")).toBe("-1.235");
  });
});

describe("formatTons", () => {
  it("shows 3 to 6 decimals with en-US grouping", () => {
    expect(formatTons("1.234567")).toBe("1.234567");
    expect(formatTons("12.5")).toBe("12.500");
    expect(formatTons(1234)).toBe("1,234.000");
    expect(formatTons("1234567.89")).toBe("1,234,567.890");
    expect(formatTons("1.2345")).toBe("1.2345");
    expect(formatTons("0.000001")).toBe("0.000001");
    expect(formatTons(0)).toBe("0.000");
    expect(formatTons("-1.5")).toBe("-1.500");
    expect(formatTons("1.23456789")).toBe("1.234568");
  });

  it("as a plain number for files has the same digits without grouping", () => {
    expect(tonsString("1234567.89")).toBe("1234567.890");
    expect(tonsString("99999999.999")).toBe("99999999.999");
    expect(tonsString("24.5005")).toBe("24.5005");
    expect(tonsString("-1.5")).toBe("-1.500");
    expect(tonsString(0)).toBe("0.000");
  });
});

describe("kgToTons", () => {
  it("divides by 1000 exactly", () => {
    expect(kgToTons("1234.567").toString()).toBe("1.234567");
    expect(kgToTons("0.001").toFixed()).toBe("0.000001");
    expect(kgToTons(12500).toString()).toBe("12.5");
    expect(kgToTons({ toString: () => "999999999.999" }).toFixed()).toBe("999999.999999");
  });
});

describe("Fixed and divideHalfUp (the ledger's integer minor units)", () => {
  it("rounds half-up, away from zero on .5", () => {
    expect([15n, 25n, 14n, -15n, -14n].map((n) => divideHalfUp(n, 10n))).toEqual([2n, 3n, 1n, -2n, -1n]);
  });

  it("parses exactly, and refuses digits beyond its scale instead of rounding them", () => {
    expect(Fixed.parse("1234.5", 2).units).toBe(123450n);
    expect(Fixed.parse("-0.07", 2).toFixed()).toBe("-0.07");
    expect(Fixed.parse({ toString: () => "1000.000" }, 3).units).toBe(1000000n);
    expect(Fixed.parse("1e-3", 3).units).toBe(1n);
    expect(Fixed.parse("2.50", 1).toFixed()).toBe("2.5");
    expect(() => Fixed.parse("1.005", 2)).toThrow(RangeError);
  });

  it("writes fixed places like decimal.js and its shortest form like toString()", () => {
    const tons = new Fixed(1234567n, 6);
    expect(tons.toString()).toBe("1.234567");
    expect(new Fixed(20000000n, 6).toString()).toBe("20");
    expect(new Fixed(0n, 6).toString()).toBe("0");
    expect(tons.toFixed(2)).toBe("1.23");
    expect(new Fixed(1005n, 3).toFixed(2)).toBe("1.01");
    expect(new Fixed(-5n, 2).toFixed(2)).toBe("-0.05");
    expect(new Fixed(123n, 2).toFixed(4)).toBe("1.2300");
  });
});
