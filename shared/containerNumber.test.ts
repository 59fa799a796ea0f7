import { describe, expect, it } from "vitest";
import { checkContainerNumber, checkDigitOf, containerNumberWarnings, normalizeContainerNumber } from "./containerNumber.ts";

describe("ISO 6346 container numbers", () => {
  it("accepts real container numbers", () => {
    // CSQU3054383 is the standard's worked example; the others are published examples with carriers' registered owner codes.
    for (const number of ["CSQU3054383", "MSCU6639870", "MSCU7512387", "MSKU9070323", "TCNU7200794", "TGHU8254890", "ZEPU0037255"]) {
      expect(checkContainerNumber(number), number).toEqual({ ok: true });
    }
  });

  it("computes the check digit with letters skipping multiples of 11, weights 2^position", () => {
    // C=13 S=30 Q=28 U=32: 13 + 30*2 + 28*4 + 32*8 + 3*16 + 0*32 + 5*64 + 4*128 + 3*256 + 8*512 = 6185; 6185 mod 11 = 3
    expect(checkDigitOf("CSQU305438")).toBe(3);
    expect(checkDigitOf("MSKU907032")).toBe(3);
  });

  it("writes a remainder of 10 as check digit 0", () => {
    expect(checkDigitOf("CSQU305430")).toBe(0);
    expect(checkContainerNumber("CSQU3054300")).toEqual({ ok: true });
  });

  it("warns about a wrong check digit, naming the expected one", () => {
    expect(checkContainerNumber("CSQU3054384")).toEqual({ ok: false, warning: containerNumberWarnings.checkDigit("CSQU3054384", 3) });
    expect(checkContainerNumber("MSCU6639871")).toEqual({ ok: false, warning: containerNumberWarnings.checkDigit("MSCU6639871", 0) });
    // Two swapped serial digits are caught.
    expect(checkContainerNumber("CSQU3045383").ok).toBe(false);
  });

  it("warns about other shapes: wrong category letter, too short, digits in the owner code", () => {
    for (const number of ["CSQX3054383", "CSQU305438", "CSQU30543833", "C5QU3054383", "TGHU1", "", "12345678901"]) {
      expect(checkContainerNumber(number), number).toEqual({ ok: false, warning: containerNumberWarnings.shape });
    }
  });

  it("checks and stores numbers upper-cased without spaces", () => {
    expect(normalizeContainerNumber(" csqu 305438 3 ")).toBe("CSQU3054383");
    expect(normalizeContainerNumber("msku\t9070323")).toBe("MSKU9070323");
    expect(checkContainerNumber("csqu 305438 3")).toEqual({ ok: true });
    expect(normalizeContainerNumber("TRUCK-12")).toBe("TRUCK-12");
  });
});
