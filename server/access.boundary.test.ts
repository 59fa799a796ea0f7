import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";

/*
 * Issue 42, "one caller, one module": only the access module, the files of server/access/, compares
 * company ids, member or house roles, or trading roles. This scan finds such comparisons anywhere
 * else under server/ (tests and generated code aside). Files that still decide for themselves are
 * listed below, each until its check moves into the access module; a new file with such a
 * comparison fails the test.
 */
const serverDir = path.dirname(new URL(import.meta.url).pathname);

/** Comparisons that decide access: a company id, a member's or the house's role, a trading role. */
const decisions: RegExp[] = [
  /"profileId"\s*=\s*\$\{/, // raw SQL: "profileId" = ${company}
  /\bcompanyId\s*:\s*(company|profile|viewer)/, // Prisma filters on a member's company
  /\bprofileId\s*:\s*(company|profile|viewer)/, // Prisma filters on a company's rows
  /\bmemberRole\s*(===|!==|==|!=)/,
  /\bhouseRole\s*(===|!==|==|!=)/,
  /\.role\s*(===|!==)\s*["A-Za-z]/,
  /(===|!==)\s*\w+\.profile\??\.id\b/,
];

/** Files that still decide for themselves: none since issue 42 moved the last (a new one fails the test). */
const notYetMoved = new Set<string>([]);

function serverFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : serverFiles(full);
    return entry.name.endsWith(".ts") && !/\.test\.ts$/.test(entry.name) && !full.includes(`${path.sep}test${path.sep}`) ? [full] : [];
  });
}

const deciding = () =>
  serverFiles(serverDir)
    .map((file) => path.relative(serverDir, file).split(path.sep).join("/"))
    .filter((file) => !file.startsWith("access/"))
    .filter((file) => {
      const text = fs.readFileSync(path.join(serverDir, file), "utf8");
      return decisions.some((pattern) => pattern.test(text));
    });

describe("where access is decided", () => {
  test("no server file but the access module compares companies or roles (beyond those still to move)", () => {
    expect(deciding().filter((file) => !notYetMoved.has(file))).toEqual([]);
  });

  test("the list of files still to move holds only files that still decide", () => {
    const found = new Set(deciding());
    expect([...notYetMoved].filter((file) => !found.has(file))).toEqual([]);
  });
});
