/**
 * Build report (a Vite plugin, runs at the end of `vite build`): what the home page loads before
 * it is live (the entry chunk, the app it imports once the page shows, the home page chunk, their
 * static imports and their CSS), in
 * bytes and gzip bytes; the total size of the artwork; and a check that neither jsPDF nor any
 * trading page sits in the home page's first load. Printed to the console and written to
 * dist/client/build-report.json.
 */
import { gzipSync } from "node:zlib";
import type { Plugin } from "vite";

export interface BuildReport {
  homeFirstLoad: { files: string[]; jsBytes: number; jsGzip: number; cssBytes: number; cssGzip: number; totalGzip: number };
  art: { files: number; bytes: number; gzip: number };
  allJs: { files: number; bytes: number; gzip: number };
  forbiddenInHome: string[];
  /** Largest contributors to the home page's first load (bytes of source in the bundle, before minification). */
  homeByPackage: Record<string, number>;
}

interface ChunkLike {
  type: "chunk";
  fileName: string;
  code: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  moduleIds: string[];
  modules: Record<string, { renderedLength: number }>;
  viteMetadata?: { importedCss: Set<string> };
}
interface AssetLike {
  type: "asset";
  fileName: string;
  source: string | Uint8Array;
}

const HOME_PAGE = /\/client\/pages\/HomePage\.tsx$/;
/** Code that must not be part of the home page's first load. */
const FORBIDDEN = [
  /\/node_modules\/jspdf/,
  /\/node_modules\/jspdf-autotable/,
  /\/node_modules\/html2canvas/,
  /\/client\/pages\/(account|dashboard|profile|trading)\//,
  // The lot feature: its screens and its statement exports (jsPDF's callers).
  /\/client\/lots\//,
];

const gz = (b: string | Uint8Array) => gzipSync(typeof b === "string" ? Buffer.from(b) : b, { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

export function buildReport({ budgetGzip = 120 * 1024 }: { budgetGzip?: number } = {}): Plugin {
  return {
    name: "scrap-site:build-report",
    // The client build only (not the server renderer's).
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      const items = Object.values(bundle) as unknown as (ChunkLike | AssetLike)[];
      const chunks = new Map(items.filter((i): i is ChunkLike => i.type === "chunk").map((c) => [c.fileName, c]));
      const assets = new Map(items.filter((i): i is AssetLike => i.type === "asset").map((a) => [a.fileName, a]));

      const closure = new Set<string>();
      const collect = (into: Set<string>) => {
        const visit = (name: string) => {
          if (into.has(name)) return;
          const c = chunks.get(name);
          if (!c) return;
          into.add(name);
          c.imports.forEach(visit);
        };
        return visit;
      };
      const visit = collect(closure);
      for (const c of chunks.values()) {
        // The page's entry (not a screen's own entry script) and its dynamic import, the app (client/startApp.tsx), which every page loads.
        if (c.isEntry && c.facadeModuleId?.endsWith("/client/index.html")) [c.fileName, ...c.dynamicImports].forEach(visit);
        else if (c.facadeModuleId && HOME_PAGE.test(c.facadeModuleId)) visit(c.fileName);
      }

      const css = new Set<string>();
      for (const name of closure) chunks.get(name)?.viteMetadata?.importedCss.forEach((f) => css.add(f));

      const byPackage: Record<string, number> = {};
      for (const name of closure) {
        for (const [id, m] of Object.entries(chunks.get(name)!.modules)) {
          const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1] ?? (id.includes("/client/") ? "client (our code)" : "other");
          byPackage[pkg] = (byPackage[pkg] ?? 0) + m.renderedLength;
        }
      }
      const homeByPackage = Object.fromEntries(Object.entries(byPackage).sort((a, b) => b[1] - a[1]));

      let jsBytes = 0;
      let jsGzip = 0;
      const forbidden = new Set<string>();
      for (const name of closure) {
        const c = chunks.get(name)!;
        jsBytes += Buffer.byteLength(c.code);
        jsGzip += gz(c.code);
        for (const id of c.moduleIds) if (FORBIDDEN.some((re) => re.test(id))) forbidden.add(id);
      }
      let cssBytes = 0;
      let cssGzip = 0;
      for (const f of css) {
        const a = assets.get(f);
        if (!a) continue;
        cssBytes += typeof a.source === "string" ? Buffer.byteLength(a.source) : a.source.length;
        cssGzip += gz(a.source);
      }

      const svgs = [...assets.values()].filter((a) => a.fileName.endsWith(".svg"));
      const art = {
        files: svgs.length,
        bytes: svgs.reduce((n, a) => n + (typeof a.source === "string" ? Buffer.byteLength(a.source) : a.source.length), 0),
        gzip: svgs.reduce((n, a) => n + gz(a.source), 0),
      };
      const allJs = { files: chunks.size, bytes: 0, gzip: 0 };
      for (const c of chunks.values()) {
        allJs.bytes += Buffer.byteLength(c.code);
        allJs.gzip += gz(c.code);
      }

      const report: BuildReport = {
        homeFirstLoad: { files: [...closure, ...css], jsBytes, jsGzip, cssBytes, cssGzip, totalGzip: jsGzip + cssGzip },
        art,
        allJs,
        forbiddenInHome: [...forbidden],
        homeByPackage,
      };
      this.emitFile({ type: "asset", fileName: "build-report.json", source: JSON.stringify(report, null, 2) + "\n" });

      const lines = [
        "",
        "Build report (dist/client/build-report.json)",
        `  Home page first load: JS ${kb(jsBytes)} (gzip ${kb(jsGzip)}) + CSS ${kb(cssBytes)} (gzip ${kb(cssGzip)}) = ${kb(jsGzip + cssGzip)} gzip in ${closure.size + css.size} files`,
        `  Largest parts (before minification): ${Object.entries(homeByPackage)
          .slice(0, 6)
          .map(([p, n]) => `${p} ${kb(n)}`)
          .join(", ")}`,
        `  Artwork: ${art.files} SVG files, ${kb(art.bytes)} (gzip ${kb(art.gzip)})`,
        `  All scripts: ${allJs.files} chunks, ${kb(allJs.bytes)} (gzip ${kb(allJs.gzip)})`,
        `  jsPDF or trading code in the home page's first load: ${forbidden.size ? [...forbidden].join(", ") : "none"}`,
        "",
      ];
      console.log(lines.join("\n"));
      if (forbidden.size) this.error(`The home page's first load includes code it must not: ${[...forbidden].join(", ")}`);
      if (jsGzip + cssGzip > budgetGzip)
        this.warn(`Home page first load ${kb(jsGzip + cssGzip)} gzip is over the ${kb(budgetGzip)} budget`);
    },
  };
}
