/**
 * Browser-test harness: the real server (a child process on a free port with a fresh, temporary
 * data directory) and Debian's Chromium driven by playwright-core.
 *
 *   const h = await startHarness();          // in beforeAll
 *   const page = await h.newPage();          // a fresh browser context (own storage) per call
 *   await page.goto(h.url("/contact"));
 *   await h.stop();                          // in afterAll: browser, server, temp directories
 *
 * Tests are declared with `describeE2E`, which skips them (saying why) when /usr/bin/chromium is
 * missing, unless CI is set: then they fail, so CI can never pass without running them.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";
import { describe, it } from "vitest";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const chromiumAvailable = fs.existsSync(CHROMIUM_PATH);
const inCI = Boolean(process.env.CI);

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const PHONE = { width: 360, height: 800 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/**
 * describe() for browser tests. Without Chromium the suite is skipped with a message, except in
 * CI, where a single failing test says what is missing.
 */
export function describeE2E(name: string, body: () => void): void {
  if (chromiumAvailable) {
    describe(name, body);
    return;
  }
  const why = `${CHROMIUM_PATH} not found (apt-get install -y chromium)`;
  if (inCI) {
    describe(name, () => {
      it("needs Chromium", () => {
        throw new Error(`CI is set but ${why}: browser tests cannot run.`);
      });
    });
  } else {
    console.warn(`[e2e] skipping "${name}": ${why}. Set CI=1 to make this a failure.`);
    describe.skip(name, body);
  }
}

// ---------------------------------------------------------------- client build

function newestMtime(dir: string, skip: (p: string) => boolean): number {
  let newest = 0;
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, entry.name);
      if (skip(p)) continue;
      if (entry.isDirectory()) walk(p);
      else newest = Math.max(newest, fs.statSync(p).mtimeMs);
    }
  };
  walk(dir);
  return newest;
}

/**
 * Builds the client (`npm run build`: relay-compiler, then vite build) when dist/client is
 * missing or older than any source of it. Set E2E_SKIP_BUILD=1 to test the build as it is.
 */
export function ensureClientBuilt(): void {
  if (process.env.E2E_SKIP_BUILD) return;
  const index = path.join(repoRoot, "dist/client/index.html");
  const built = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0;
  const sources = Math.max(
    newestMtime(path.join(repoRoot, "client"), (p) => /\.test\.tsx?$|[/\\]test[/\\]/.test(p)),
    ...["vite.config.ts", "relay.config.json", "schema.graphql", "package.json"].map((f) => {
      const p = path.join(repoRoot, f);
      return fs.existsSync(p) ? fs.statSync(p).mtimeMs : 0;
    }),
  );
  if (built > sources) return;
  console.info("[e2e] building the client (dist/client is missing or stale)…");
  // Without VITEST: under it vite.config.ts keeps the repository as its root (for the client tests), not client/.
  // Without Vitest's NODE_ENV=test either: the browser tests test the production build users get.
  const { VITEST: _underVitest, NODE_ENV: _testMode, ...env } = process.env;
  const result = spawnSync("npm", ["run", "build", "--silent"], { cwd: repoRoot, stdio: "inherit", env });
  if (result.status !== 0) throw new Error(`npm run build failed with status ${result.status}`);
}

// ---------------------------------------------------------------- server

export interface ServerHandle {
  baseUrl: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  /** Everything the server printed so far (stdout and stderr). */
  output(): string;
  /** Resolves once the server printed a line matching `pattern` (searching what it printed so far too). */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  /** SIGTERM, then wait for the process to exit (the database is closed cleanly). */
  stop(): Promise<void>;
}

export interface StartServerOptions {
  /** Extra environment for the server (PORT, DATA_DIR and SMTP_URL are set by the harness). */
  env?: Record<string, string>;
  /** Keep the data directory after stop() (for inspecting the database). */
  keepDataDir?: boolean;
  /** Open this data directory (one a stopped server kept) instead of a new one. */
  dataDir?: string;
  timeoutMs?: number;
}

export async function startServer(options: StartServerOptions = {}): Promise<ServerHandle> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "scrap-e2e-data-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    ...options.env,
    PORT: "0",
    DATA_DIR: dataDir,
  };
  delete env.SMTP_URL; // mail stays in the database outbox and is logged
  delete env.DATABASE_URL; // always the embedded database in DATA_DIR
  delete env.VITEST; // the server is not under test runner control

  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: repoRoot,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const waiters = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const w of waiters) w();
  };
  child.stdout!.on("data", onData);
  child.stderr!.on("data", onData);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

  const waitForOutput = (pattern: RegExp, timeoutMs = 10_000) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const check = () => {
        const m = output.match(pattern);
        if (m) {
          cleanup();
          resolve(m);
        }
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`Server did not print ${pattern} within ${timeoutMs} ms. Output:\n${output}`));
      }, timeoutMs);
      const onExit = () => {
        cleanup();
        reject(new Error(`Server exited before printing ${pattern}. Output:\n${output}`));
      };
      const cleanup = () => {
        clearTimeout(timer);
        waiters.delete(check);
        child.off("exit", onExit);
      };
      waiters.add(check);
      child.once("exit", onExit);
      check();
    });

  let ready: RegExpMatchArray;
  try {
    ready = await waitForOutput(/Server ready at (http:\/\/localhost:(\d+))/, options.timeoutMs ?? 90_000);
  } catch (e) {
    child.kill("SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw e;
  }

  let stopped = false;
  // A server that ends on its own mid-test leaves only "connection refused" in the browser: say why.
  child.once("exit", (code, signal) => {
    if (!stopped)
      console.error(
        `The server on port ${ready[2]} exited by itself (code ${code}, signal ${signal}). The end of its output:\n${output.slice(-4000)}`,
      );
  });
  return {
    baseUrl: ready[1].replace("localhost", "127.0.0.1"),
    port: Number(ready[2]),
    dataDir,
    process: child,
    output: () => output,
    waitForOutput,
    async stop() {
      if (stopped) return;
      stopped = true;
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
        await exited;
        clearTimeout(timer);
      }
      if (!options.keepDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------- browser

export async function launchBrowser(): Promise<Browser> {
  // playwright-core gives every launch a fresh, temporary user-data-dir and removes it on close.
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

export interface Harness {
  server: ServerHandle;
  browser: Browser;
  baseUrl: string;
  url(pathname: string): string;
  /** A page in a new context (own cookies and local storage); closed by stop(). */
  newPage(options?: BrowserContextOptions): Promise<Page>;
  stop(): Promise<void>;
}

export async function startHarness(options: StartServerOptions = {}): Promise<Harness> {
  ensureClientBuilt();
  const server = await startServer(options);
  let browser: Browser;
  try {
    browser = await launchBrowser();
  } catch (e) {
    await server.stop();
    throw e;
  }
  const contexts = new Set<BrowserContext>();
  return {
    server,
    browser,
    baseUrl: server.baseUrl,
    url: (p) => new URL(p, server.baseUrl).toString(),
    async newPage(contextOptions = {}) {
      const context = await browser.newContext({ baseURL: server.baseUrl, viewport: DESKTOP, ...contextOptions });
      contexts.add(context);
      context.once("close", () => contexts.delete(context));
      return context.newPage();
    },
    async stop() {
      for (const c of [...contexts]) await c.close().catch(() => {});
      await browser.close().catch(() => {});
      await server.stop();
    },
  };
}

/**
 * Waits until React has taken over the page: the server's HTML shows (and its links work) before
 * that, but buttons only respond once the page is hydrated. React keeps its props on the DOM nodes
 * it owns; the header's menu button having them means the page is live.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const toggle = document.querySelector(".site-header .nav-toggle");
    return toggle !== null && Object.keys(toggle).some((k) => k.startsWith("__reactProps$"));
  });
}

/** Collects uncaught page errors and console errors, for tests that assert a clean page. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(`console: ${m.text()}`);
  });
  return errors;
}
