import { expect, test } from "vitest";
import { escapeRegExp } from "./regExp.ts";

test("a text with every special character matches itself, and only itself", () => {
  const text = "assets/index-a.b*c+d?e^f$g{h}i(j)k|l[m]n\\o.css";
  const exact = new RegExp(`^${escapeRegExp(text)}$`);
  expect(exact.test(text)).toBe(true);
  expect(exact.test(text.replace(".", "x"))).toBe(false);
  expect(exact.test("assets/index-aXbbbc")).toBe(false);
});
