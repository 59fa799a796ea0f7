import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { spawn } from "node:child_process";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { transformAsync } from "@babel/core";
import { buildReport } from "./client/tools/buildReport.ts";
import { precompress } from "./client/tools/precompress.ts";
import { siteInfoElement, type SiteInfo } from "./shared/siteInfo.ts";
import { startScripts } from "./shared/routeScripts.ts";
import { sharedChunkModules, sharedChunkName } from "./client/tools/sharedChunks.ts";

const repo = path.dirname(fileURLToPath(import.meta.url));
const backend = process.env.BACKEND_URL ?? "http://localhost:4000";

// Vitest's `client` project extends this file; its include globs and setup file are written
// relative to the repository, so under Vitest the root stays at the repository.
const underVitest = Boolean(process.env.VITEST);

/**
 * `npm run dev`: recompile Relay artifacts when a file with a graphql`` tag changes (watch mode of
 * relay-compiler itself needs watchman, which these machines do not have). Vite then hot-reloads
 * the changed artifacts like any other module.
 */
function relayDevCompiler(): Plugin {
  let running = false;
  let again = false;
  const run = () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    const child = spawn(path.join(repo, "node_modules/.bin/relay-compiler"), ["--output", "quiet-with-errors"], {
      cwd: repo,
      stdio: "inherit",
    });
    child.on("exit", () => {
      running = false;
      if (again) {
        again = false;
        run();
      }
    });
  };
  return {
    name: "scrap-site:relay-dev-compiler",
    apply: "serve",
    configureServer(server) {
      if (underVitest) return;
      const onChange = (file: string) => {
        if (!/\.[jt]sx?$/.test(file) || file.includes("__generated__") || !file.startsWith(path.join(repo, "client"))) return;
        fs.readFile(file, "utf8", (err, text) => {
          if (!err && text.includes("graphql`")) run();
        });
      };
      server.watcher.on("change", onChange);
      server.watcher.on("add", onChange);
      server.watcher.add(path.join(repo, "schema.graphql"));
      server.watcher.on("change", (file) => file === path.join(repo, "schema.graphql") && run());
    },
  };
}

/**
 * `npm run dev`: the server renders pages only from the build (dist/server), so Vite's dev server
 * hands out the bare index.html; this fills in the company's details the server would have put in
 * (asked from the running server's GraphQL API) so the header, footer and contact page show them.
 */
function devSiteInfo(): Plugin {
  return {
    name: "scrap-site:dev-site-info",
    apply: "serve",
    async transformIndexHtml(html) {
      let site: SiteInfo | null = null;
      try {
        const response = await fetch(`${backend}/graphql`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ query: "{ siteInfo { companyName address phone generalEmail salesEmail } }" }),
        });
        site = ((await response.json()) as { data?: { siteInfo?: SiteInfo } }).data?.siteInfo ?? null;
      } catch {
        // The server is not up (yet): the pages show their fallbacks.
      }
      // The page sets its own title once it renders; the data element is what the server would have added.
      const head = site ? `<title>${site.companyName.replace(/</g, "&lt;")}</title>${siteInfoElement(site)}` : "<title></title>";
      return html.replace("<!--app-head-->", () => head).replace("<!--app-html-->", "");
    },
  };
}

/**
 * The tab's icon (the logo, about 1 KB) goes into each page as a data: address rather than a file
 * of its own: on a phone over HTTP/1.1 a request costs a round trip and one of the six connections
 * the page's stylesheet and scripts are waiting for (issue 23), more than the bytes it adds.
 */
function inlineFavicon(): Plugin {
  const icon = /(<link rel="icon" type="image\/svg\+xml" href=")\.\/assets\/art\/logo\.svg(")/;
  return {
    name: "scrap-site:inline-favicon",
    transformIndexHtml: {
      order: "pre",
      handler(html) {
        const svg = fs.readFileSync(path.join(repo, "client/assets/art/logo.svg"), "utf8").trim().replace(/"/g, "'");
        const dataUrl = `data:image/svg+xml,${svg.replace(/[%#<>&\n]/g, (c) => encodeURIComponent(c))}`;
        if (!icon.test(html)) throw new Error('index.html: the logo\'s <link rel="icon"> was not found');
        return html.replace(icon, (_, before: string, after: string) => `${before}${dataUrl}${after}`);
      },
    },
  };
}

/**
 * Relay's graphql`` tags become imports of the compiled artifacts in client/__generated__.
 * @babel/core runs babel-plugin-relay alone, before Vite strips the types (@rolldown/plugin-babel
 * would do the same but requires Node 22).
 */
function relayTags(): Plugin {
  const artifactDirectory = path.join(repo, "client/__generated__");
  return {
    name: "relay-tags",
    enforce: "pre",
    async transform(code, id) {
      const file = id.split("?")[0];
      if (!/\/client\/.*\.[jt]sx?$/.test(file) || /\/node_modules\/|\/__generated__\//.test(file) || !code.includes("graphql`"))
        return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: file.endsWith("x") ? ["typescript", "jsx"] : ["typescript"] },
        plugins: [["babel-plugin-relay", { artifactDirectory, eagerEsModules: true }]],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}

export default defineConfig({
  root: underVitest ? repo : path.join(repo, "client"),
  publicDir: path.join(repo, "client/public"),
  plugins: [relayTags(), react(), relayDevCompiler(), devSiteInfo(), inlineFavicon(), buildReport(), precompress()],
  // The detailed statement's worker (client/lots/statement/statementWorker.ts): an ES module, so that it loads
  // jsPDF and the Arabic font in chunks of their own, and it reads the same Relay fragments.
  worker: { format: "es", plugins: () => [relayTags()] },
  build: {
    outDir: path.join(repo, "dist/client"),
    emptyOutDir: true,
    manifest: true,
    target: "es2022",
    // The HTML does not preload the entry's imports: the server-rendered page is already there, and
    // on a slow phone connection those scripts would share the bandwidth with the page's first
    // picture. The entry script asks for them itself; lazily loaded pages still preload their imports.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === "html" ? [] : deps) },
    // Artwork stays in separate, cacheable files instead of base64 inside the scripts.
    assetsInlineLimit: (file) => (file.endsWith(".svg") ? false : undefined),
    rolldownOptions: {
      // The page, and the screens' own entry scripts that start their queries (shared/routeScripts.ts).
      input: [path.join(repo, "client/index.html"), ...startScripts.map((module) => path.join(repo, "client", module))],
      output: {
        // Libraries change less often than our pages: separate, long-cached files. React and the
        // router in one, since every page loads both (a file fewer, a round trip fewer on a phone).
        codeSplitting: {
          groups: [
            {
              name: "react",
              test: /\/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)\//,
              priority: 3,
            },
            // Relay, with what the pages under it share, and what the app imports: a file each (client/tools/sharedChunks.ts).
            { name: sharedChunkName, test: sharedChunkModules, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      "/graphql": { target: backend, changeOrigin: true },
      "/api": { target: backend, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      "/graphql": { target: backend, changeOrigin: true },
      "/api": { target: backend, changeOrigin: true },
    },
  },
});
