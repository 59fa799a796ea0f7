/**
 * What a visitor sees, checked as pictures: every public page and the main signed-in screens
 * (dashboard, Manage Lots, a lot's details with a few rows) at desktop 1366x768 and phone 375x812.
 * A screen fails on an image that did not decode (an <img> or a CSS background), a
 * `carousel__missing` placeholder, a console error, or a viewport screenshot that differs from its
 * committed baseline (e2e/visual/<viewport>-<screen>.png) by more than VISUAL_TOLERANCE of its pixels.
 *
 * Baselines are rewritten by `npm run test:visual:update` (review the PNGs in the commit);
 * a failing comparison leaves the new screenshot and a diff image in tmp/visual/.
 */
import fs from "node:fs";
import path from "node:path";
import pixelmatch from "pixelmatch";
import { PNG } from "pngjs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { companyOwner, createLot, openLotDetails, signedInPage, type Session } from "./api.ts";
import { collectPageErrors, describeE2E, repoRoot, startHarness, type Harness } from "./harness.ts";
import { publicPages } from "./publicPages.ts";

const BASELINE_DIR = path.join(repoRoot, "e2e/visual");
const DIFF_DIR = path.join(repoRoot, "tmp/visual");
const UPDATE = Boolean(process.env.UPDATE_VISUAL);
/** Share of a screenshot's pixels that may differ (anti-aliasing noise), and pixelmatch's per-pixel colour threshold. */
const VISUAL_TOLERANCE = 0.001;
const PIXEL_THRESHOLD = 0.1;
/** Every date the screens show is computed from this moment (Dubai time), so baselines do not age. */
const FROZEN_NOW = new Date("2026-05-12T08:30:00+04:00");

const VIEWPORTS = { desktop: { width: 1366, height: 768 }, phone: { width: 375, height: 812 } } as const;

const COMPANY = "Haddad Metals FZE";
const LOT = "HMS-2026-014";

interface Screen {
  name: string;
  path: string;
  signedIn?: boolean;
  /**
   * Brings the page to the screen once it is loaded at `path` and waits until it shows its data.
   * By default: until the network is idle (the lot screens keep a live-update stream open, so they say what to wait for).
   */
  ready?: (page: Page) => Promise<void>;
  /** What the screenshot shows: the element scrolled to the top of the viewport (default: the top of the page). */
  show?: string;
}

const screens: Screen[] = [
  ...publicPages.map((p) => ({ name: p.path === "/" ? "home" : p.path.slice(1), path: p.path })),
  { name: "dashboard", path: "/dashboard", signedIn: true },
  {
    name: "add-lot",
    path: "/add-lot",
    signedIn: true,
    ready: (page) => page.getByRole("combobox", { name: "Select Existing Lot" }).waitFor(),
  },
  {
    name: "lot-details",
    path: "/add-lot",
    signedIn: true,
    ready: async (page) => {
      await openLotDetails(page, COMPANY, LOT);
      await page.waitForFunction(() => document.querySelectorAll(".ledger-row").length === 4);
    },
    show: ".lots-ledger",
  },
];

/** Problems of the pictures on the page: images that did not decode and placeholders shown. */
async function brokenPictures(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const problems: string[] = [];
    // Lazy images below the fold count too: load them all now.
    const images = [...document.images];
    for (const img of images) img.loading = "eager";
    await Promise.all(images.map((img) => img.decode().catch(() => {})));
    for (const img of images) {
      if (!img.complete || img.naturalWidth === 0)
        problems.push(`image did not decode: ${img.currentSrc || img.src || "(no src)"} (alt "${img.alt}")`);
    }
    const backgrounds = new Set<string>();
    for (const el of document.querySelectorAll("*")) {
      for (const m of getComputedStyle(el).backgroundImage.matchAll(/url\("?([^")]+)"?\)/g)) backgrounds.add(m[1]);
    }
    await Promise.all(
      [...backgrounds].map(async (src) => {
        const img = new Image();
        img.src = src;
        await img.decode().catch(() => {});
        if (img.naturalWidth === 0) problems.push(`CSS background did not decode: ${src}`);
      }),
    );
    for (const el of document.querySelectorAll(".carousel__missing"))
      problems.push(`placeholder shown: "${el.getAttribute("aria-label")}"`);
    return problems;
  });
}

/** Compares the screenshot with its baseline; resolves with what differs, or nothing. */
function compareWithBaseline(name: string, shot: Buffer): string | null {
  const baselineFile = path.join(BASELINE_DIR, `${name}.png`);
  if (UPDATE) {
    fs.mkdirSync(BASELINE_DIR, { recursive: true });
    fs.writeFileSync(baselineFile, shot);
    return null;
  }
  if (!fs.existsSync(baselineFile)) return `no baseline ${path.relative(repoRoot, baselineFile)} (npm run test:visual:update writes it)`;
  const expected = PNG.sync.read(fs.readFileSync(baselineFile));
  const actual = PNG.sync.read(shot);
  const keep = (diff?: PNG) => {
    fs.mkdirSync(DIFF_DIR, { recursive: true });
    fs.writeFileSync(path.join(DIFF_DIR, `${name}.png`), shot);
    if (diff) fs.writeFileSync(path.join(DIFF_DIR, `${name}.diff.png`), PNG.sync.write(diff));
  };
  if (expected.width !== actual.width || expected.height !== actual.height) {
    keep();
    return `size ${actual.width}x${actual.height} differs from the baseline's ${expected.width}x${expected.height}`;
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const differing = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, { threshold: PIXEL_THRESHOLD });
  const share = differing / (actual.width * actual.height);
  if (share <= VISUAL_TOLERANCE) return null;
  keep(diff);
  return `${(share * 100).toFixed(2)}% of the pixels differ from the baseline (tolerance ${VISUAL_TOLERANCE * 100}%); see ${path.relative(repoRoot, DIFF_DIR)}/${name}.diff.png`;
}

describeE2E("visual check: pictures, placeholders, console errors and baselines", () => {
  let h: Harness;
  let session: Session;

  beforeAll(async () => {
    h = await startHarness({ env: { RATE_LIMIT_MAX: "1000" } });
    session = await companyOwner(
      h,
      { name: "Omar Haddad", email: "omar@haddadmetals.ae", phone: "0501234567", password: "secret12" },
      "SUPPLIER",
      {
        companyName: COMPANY,
        contact: "+971 50 123 4567",
        address: "Warehouse 4, Al Sajaa Industrial Area, Sharjah",
      },
    );
    await createLot(h, session.token, LOT, "136.76", [
      { containerNo: "MSCU1234566", sealNo: "SL-88", material: "HMS 1", quantity: "12345", date: "2026-03-05" },
      { amount: "1000", date: "2026-03-10" },
      { containerNo: "TGHU7654321", sealNo: "SL-90", material: "HMS 1 and 2 (80:20)", quantity: "24500.5", date: "2026-03-01" },
      { amount: "2000", date: "2026-03-20" },
    ]);
  });

  afterAll(async () => {
    await h?.stop();
  });

  const cases = Object.entries(VIEWPORTS).flatMap(([label, viewport]) => screens.map((screen) => ({ label, viewport, screen })));

  it.each(cases)("$label $screen.path ($screen.name)", async ({ label, viewport, screen }) => {
    const options = { viewport, reducedMotion: "reduce", timezoneId: "Asia/Dubai", locale: "en-GB" } as const;
    const page = screen.signedIn ? await signedInPage(h, session, options) : await h.newPage(options);
    try {
      await page.clock.setFixedTime(FROZEN_NOW);
      const errors = collectPageErrors(page);
      await page.goto(h.url(screen.path));
      await page.locator("h1").first().waitFor();
      await (screen.ready ? screen.ready(page) : page.waitForLoadState("networkidle"));
      await page.evaluate(() => document.fonts.ready);

      const problems = [...(await brokenPictures(page)), ...errors];
      await page.evaluate(
        (show) => (show ? document.querySelector(show)!.scrollIntoView({ block: "start" }) : window.scrollTo(0, 0)),
        screen.show,
      );
      const shot = await page.screenshot({ animations: "disabled", caret: "hide" });
      const difference = compareWithBaseline(`${label}-${screen.name}`, shot);
      if (difference) problems.push(`screenshot: ${difference}`);
      expect(problems).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
