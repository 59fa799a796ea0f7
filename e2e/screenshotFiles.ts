/** Where the screenshot scripts (`npx tsx e2e/<name>.ts [out-dir]`) write, and how they save a page. */
import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { repoRoot } from "./harness.ts";

/** The script's output folder: its first argument, else `fallback` (both from the repository root); created. */
export function screenshotDir(fallback: string): string {
  const out = path.resolve(repoRoot, process.argv[2] ?? fallback);
  fs.mkdirSync(out, { recursive: true });
  return out;
}

/** Saves a screenshot of the page as `<out>/<name>.png` and prints its path. */
export async function savePageScreenshot(page: Page, out: string, name: string, options: { fullPage: boolean }): Promise<string> {
  const file = path.join(out, `${name}.png`);
  await page.screenshot({ path: file, fullPage: options.fullPage });
  console.log(file);
  return file;
}
