/**
 * `npm run bench` (public site part): Lighthouse 12, mobile preset (its default: simulated slow 4G
 * and a 4x slower CPU), on /, /tdf and /contact of the built site served by the real server.
 * Each page is measured LIGHTHOUSE_RUNS times (3 by default) and the median of every figure is
 * printed, since a shared 2-core machine moves single runs around. A run Lighthouse fails on is
 * run again (and the bench says so). Prints figures; asserts nothing. LIGHTHOUSE_REPORTS=<dir>
 * keeps every run's JSON report there (its LCP element, LCP breakdown and network requests).
 *
 * Needs the client built (`npm run build`; `npm run bench` does it) and Chromium (CHROME_PATH,
 * /usr/bin/chromium by default).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CHROMIUM_ARGS, CHROMIUM_PATH, startServer } from "../e2e/harness.ts";
import { warnIfBusy } from "./busyMachine.ts";

await warnIfBusy("bench/lighthouse");

const PAGES = (process.env.LIGHTHOUSE_PAGES ?? "/,/tdf,/contact").split(",");
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** Attempts per run: Lighthouse now and then fails on a loaded machine ("lighthouse exited with …"). */
const ATTEMPTS = 3;
const CHROME_PATH = process.env.CHROME_PATH ?? CHROMIUM_PATH;
/** Headless, with the flags the browser tests use (DESIGN.md). */
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS].join(" ");
const lighthouseBin = path.resolve(import.meta.dirname, "../node_modules/.bin/lighthouse");
/** Where to keep every run's full JSON report (for looking into a slow run); none kept by default. */
const REPORTS_DIR = process.env.LIGHTHOUSE_REPORTS;

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

interface LighthouseResult {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  runtimeError?: { message: string };
}

function runLighthouse(url: string, reportName: string): Promise<Figures> {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "lighthouse-")), "report.json");
  const args = [
    url,
    "--output=json",
    `--output-path=${out}`,
    "--only-categories=performance,accessibility,best-practices,seo",
    `--chrome-flags=${CHROME_FLAGS}`,
    "--quiet",
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(lighthouseBin, args, { env: { ...process.env, CHROME_PATH }, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
    child.on("exit", (code) => {
      try {
        if (code !== 0) throw new Error(`lighthouse exited with ${code}: ${stderr}`);
        const lhr = JSON.parse(fs.readFileSync(out, "utf8")) as LighthouseResult;
        if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        resolve({
          performance: score("performance"),
          accessibility: score("accessibility"),
          bestPractices: score("best-practices"),
          seo: score("seo"),
          lcpMs: lhr.audits["largest-contentful-paint"].numericValue ?? NaN,
          tbtMs: lhr.audits["total-blocking-time"].numericValue ?? NaN,
          cls: lhr.audits["cumulative-layout-shift"].numericValue ?? NaN,
        });
      } catch (e) {
        reject(e);
      } finally {
        if (REPORTS_DIR && fs.existsSync(out)) {
          fs.mkdirSync(REPORTS_DIR, { recursive: true });
          fs.copyFileSync(out, path.join(REPORTS_DIR, reportName));
        }
        fs.rmSync(path.dirname(out), { recursive: true, force: true });
      }
    });
  });
}

/** The run's figures; a failed attempt is reported and tried again, up to ATTEMPTS in all. */
async function withRetries(what: string, run: () => Promise<Figures>): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (e) {
      if (attempt >= ATTEMPTS) throw e;
      const reason = (e instanceof Error ? e.message : String(e)).split("\n")[0];
      console.info(`  ${what} failed (attempt ${attempt} of ${ATTEMPTS}: ${reason}); running it again`);
    }
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const server = await startServer();
try {
  // A live server has rendered its public pages before (server/ssr.ts keeps them): so has this one.
  for (const page of PAGES) await (await fetch(new URL(page, server.baseUrl))).arrayBuffer();
  console.info(`Lighthouse 12, mobile preset, ${RUNS} runs per page (median; all runs in brackets), server ${server.baseUrl}`);
  console.info("page       perf  a11y  best-pr  SEO   LCP             TBT        CLS");
  for (const page of PAGES) {
    const runs: Figures[] = [];
    for (let i = 0; i < RUNS; i++) {
      const name = `${page === "/" ? "home" : page.replace(/\W+/g, "_").slice(1)}-${i + 1}.json`;
      runs.push(await withRetries(`${page} run ${i + 1}`, () => runLighthouse(new URL(page, server.baseUrl).toString(), name)));
    }
    const m = (pick: (f: Figures) => number) => median(runs.map(pick));
    const all = (pick: (f: Figures) => number, digits = 0) => runs.map((r) => pick(r).toFixed(digits)).join("/");
    console.info(
      [
        page.padEnd(10),
        String(m((f) => f.performance)).padEnd(5),
        String(m((f) => f.accessibility)).padEnd(5),
        String(m((f) => f.bestPractices)).padEnd(8),
        String(m((f) => f.seo)).padEnd(5),
        `${(m((f) => f.lcpMs) / 1000).toFixed(2)} s`.padEnd(8),
        `(${all((f) => f.lcpMs / 1000, 2)})`.padEnd(18),
        `${m((f) => f.tbtMs).toFixed(0)} ms`.padEnd(10),
        m((f) => f.cls).toFixed(3),
        ` perf runs ${all((f) => f.performance)}`,
      ].join(" "),
    );
  }
} finally {
  await server.stop();
}
