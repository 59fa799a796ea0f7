import { describe, expect, it } from "vitest";
import { jsPDF } from "jspdf";
import { bidiTextOptions, hasArabic, hasRightToLeft, paragraphDirection, shapeArabic } from "./textDirection.ts";

const processArabic = (text: string): string => (jsPDF.API as unknown as { processArabic(text: string): string }).processArabic(text);

describe("paragraph direction", () => {
  it("is that of the first letter, left to right without one", () => {
    expect(paragraphDirection("شركة الخليج Steel")).toBe("rtl");
    expect(paragraphDirection("12، شارع السلام")).toBe("rtl");
    expect(paragraphDirection("Company: شركة الخليج")).toBe("ltr");
    expect(paragraphDirection("José Metals")).toBe("ltr");
    expect(paragraphDirection("$1,000.00")).toBe("ltr");
    expect(bidiTextOptions("خردة HMS").isInputRtl).toBe(true);
    expect(bidiTextOptions("HMS خردة").isInputRtl).toBe(false);
  });

  it("finds Arabic and right-to-left letters", () => {
    expect(hasArabic(["Gulf Steel", "HMS 1"])).toBe(false);
    expect(hasArabic(["Gulf Steel", "خردة"])).toBe(true);
    expect(hasRightToLeft("Ünal Demir")).toBe(false);
    expect(hasRightToLeft("HMS خردة")).toBe(true);
  });
});

describe("Arabic shaping", () => {
  it("writes each letter in its contextual form and lam-alef as one ligature", () => {
    // Initial sheen, final reh, initial kaf, final teh marbuta.
    expect(shapeArabic("شركة", processArabic)).toBe("\uFEB7\uFEAE\uFEDB\uFE94");
    // Alef, initial lam, medial seen, final lam-alef, isolated meem.
    expect(shapeArabic("السلام", processArabic)).toBe("\uFE8D\uFEDF\uFEB4\uFEFC\uFEE1");
    expect(shapeArabic("لا", processArabic)).toBe("\uFEFB");
  });

  it("does not join a letter to Arabic punctuation or digits", () => {
    // The meem before the Arabic comma stays isolated (after an alef), the letters around ٣ stay apart.
    expect(shapeArabic("السلام، ٣ب", processArabic)).toBe("\uFE8D\uFEDF\uFEB4\uFEFC\uFEE1\u060C \u0663\uFE8F");
  });

  it("leaves text without Arabic as it is", () => {
    expect(shapeArabic("HMS 1 (80:20)", processArabic)).toBe("HMS 1 (80:20)");
  });
});
