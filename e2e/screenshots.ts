/**
 * Screenshots of the public pages at phone and desktop width, for looking at them:
 *   npx tsx e2e/screenshots.ts [out-dir] [path ...]
 * (default out-dir tmp/screenshots; default paths: every public page).
 */
import path from "node:path";
import { DESKTOP, PHONE, startHarness } from "./harness.ts";
import { publicPages } from "./publicPages.ts";
import { savePageScreenshot, screenshotDir } from "./screenshotFiles.ts";

const out = screenshotDir("tmp/screenshots");
const pathArgs = process.argv.slice(3);
const paths = pathArgs.length ? pathArgs : publicPages.map((p) => p.path);

const h = await startHarness();
try {
  for (const [label, viewport] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    const page = await h.newPage({ viewport, reducedMotion: "reduce" });
    for (const p of paths) {
      await page.goto(h.url(p));
      await page.locator("h1").first().waitFor();
      await page
        .locator(".site-footer__company")
        .waitFor({ timeout: 5000 })
        .catch(() => {});
      await page.waitForLoadState("networkidle");
      const name = `${label}${p === "/" ? "-home" : p.replace(/\//g, "-")}`;
      await savePageScreenshot(page, out, name, { fullPage: true });
      const base = path.join(out, name);
      // Tall phone pages also in slices that are readable at full size.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const slice = 1600;
      if (label === "phone" && height > slice) {
        for (let y = 0, i = 1; y < height; y += slice, i++) {
          await page.screenshot({
            path: `${base}.${i}.png`,
            fullPage: true,
            clip: { x: 0, y, width: viewport.width, height: Math.min(slice, height - y) },
          });
        }
      }
    }
    await page.context().close();
  }
} finally {
  await h.stop();
}
