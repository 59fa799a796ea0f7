/**
 * What a signed-in screen's page needs at once (shared/routeScripts.ts): its `start` entry scripts
 * (async, so each runs as soon as it arrives), a modulepreload of every other script the screen
 * imports on its way to its first render, and its stylesheets, all looked up in the build's
 * manifest (dist/client/.vite/manifest.json). Vite's own loader finds these files already linked
 * and does not ask for them again.
 *
 * The stylesheets, the entry's included, come inside the page: on a phone over HTTP/1.1 each file
 * is a round trip on one of six connections, and under Lighthouse's model every request in flight
 * takes an equal share of the bandwidth the scripts are waiting for (issue 23). Each is followed
 * by its link, disabled (never fetched), which is how Vite's loader knows that stylesheet is on
 * the page; the Content-Security-Policy allows each by its hash and no other inline style.
 */
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { escapeRegExp } from "../shared/regExp.ts";
import { routeScriptsFor, type RouteScripts } from "../shared/routeScripts.ts";

/** One entry of Vite's manifest, keyed by source path under client/ (or by chunk name for shared chunks). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The page's own entry, which the HTML template already loads with its stylesheet. */
const HTML_ENTRY = "index.html";

const escapeAttribute = (value: string) => value.replace(/[&"<]/g, (c) => (c === "&" ? "&amp;" : c === '"' ? "&quot;" : "&lt;"));

/** A built file's address, for an attribute. */
const href = (file: string) => escapeAttribute(`/${file}`);

/** A route's tags: its scripts, and its stylesheets other than the entry's (which the template links), in cascade order. */
export interface RouteTags {
  scripts: string;
  stylesheets: string[];
}

/** The tags for `route` from `manifest`; modules the build does not know are skipped. */
export function routeScriptTags(manifest: Manifest, route: RouteScripts): RouteTags {
  const alreadyLoaded = new Set([manifest[HTML_ENTRY]?.file, ...(manifest[HTML_ENTRY]?.css ?? [])]);
  const startFiles = route.start.flatMap((key) => manifest[key]?.file ?? []);
  const preloads = new Set<string>();
  const stylesheets = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || preloads.has(chunk.file)) return;
    preloads.add(chunk.file);
    chunk.css?.forEach((file) => stylesheets.add(file));
    chunk.imports?.forEach(visit);
  };
  // What the start scripts import first: they are what sends the query. Then what the page's entry
  // imports (the template loads the entry without it), then the screen's modules.
  route.start.forEach(visit);
  const forQuery = new Set(preloads);
  [...(manifest[HTML_ENTRY]?.imports ?? []), ...route.preload].forEach(visit);
  // Six connections at a time (HTTP/1.1): the query's scripts and then the query itself take the
  // first free one, ahead of the app's scripts, which the query would otherwise wait behind.
  const priority = (file: string) => (forQuery.has(file) ? "" : ' fetchpriority="low"');
  const scripts = [
    ...startFiles.map((file) => `<script type="module" async crossorigin src="${href(file)}"></script>`),
    ...[...preloads]
      .filter((file) => !alreadyLoaded.has(file) && !startFiles.includes(file))
      .map((file) => `<link rel="modulepreload"${priority(file)} crossorigin href="${href(file)}">`),
  ].join("\n    ");
  return { scripts, stylesheets: [...stylesheets].filter((file) => !alreadyLoaded.has(file)) };
}

/** A stylesheet's tags in the page: its text, then its link for Vite's loader (disabled: never fetched). */
interface InlineStyle {
  tags: string;
  /** For the Content-Security-Policy's style-src. */
  hash: string;
}

/** `css` of `file` as inline tags; null if it cannot sit inside a <style> element. */
function inlineStyle(file: string, css: string): InlineStyle | null {
  if (/<\/style/i.test(css)) return null;
  return {
    tags: `<style>${css}</style><link rel="stylesheet" disabled crossorigin href="${href(file)}">`,
    hash: `'sha256-${createHash("sha256").update(css, "utf8").digest("base64")}'`,
  };
}

/** A screen's page: the template with its stylesheets inline and its scripts named, and the hashes of its styles. */
export interface RoutePage {
  html: string;
  styleHashes: string[];
}

/**
 * `template` (with the page's head and markup already in) for the screen `route`: the entry's
 * stylesheet link replaced by the stylesheet itself, the screen's scripts and other stylesheets
 * added before </head>. A stylesheet that cannot be read or inlined stays a link.
 */
export function routePage(
  template: string,
  manifest: Manifest,
  route: RouteScripts,
  styles: ReadonlyMap<string, InlineStyle | null>,
): RoutePage {
  const { scripts, stylesheets } = routeScriptTags(manifest, route);
  const styleHashes: string[] = [];
  const tagsFor = (file: string) => {
    const inline = styles.get(file);
    if (!inline) return `<link rel="stylesheet" crossorigin href="${href(file)}">`;
    styleHashes.push(inline.hash);
    return inline.tags;
  };
  let html = template;
  for (const file of manifest[HTML_ENTRY]?.css ?? []) {
    const link = new RegExp(`<link rel="stylesheet"[^>]*href="/${escapeRegExp(file)}"[^>]*>`);
    html = html.replace(link, () => tagsFor(file));
  }
  const head = [scripts, ...stylesheets.map(tagsFor)].filter(Boolean).join("\n    ");
  html = html.replace("</head>", () => `  ${head}\n  </head>`);
  return { html, styleHashes };
}

interface Build {
  manifest: Manifest;
  /** The build's stylesheets as inline tags with their hashes, made once per build, by file (null: stays a link). */
  styles: Map<string, InlineStyle | null>;
}

const builds = new Map<string, { template: string; build: Promise<Build | null> }>();

/** The build's manifest and stylesheets, read once per build (a new build writes a new template). */
function buildFor(clientDir: string, template: string): Promise<Build | null> {
  const cached = builds.get(clientDir);
  if (cached?.template === template) return cached.build;
  const build = fs.readFile(path.join(clientDir, ".vite", "manifest.json"), "utf8").then(
    async (text) => {
      const manifest = JSON.parse(text) as Manifest;
      const files = new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []));
      const styles = new Map<string, InlineStyle | null>();
      // A stylesheet that cannot be read stays a link.
      await Promise.all(
        [...files].map((file) =>
          fs.readFile(path.join(clientDir, file), "utf8").then(
            (css) => styles.set(file, inlineStyle(file, css)),
            () => {},
          ),
        ),
      );
      return { manifest, styles };
    },
    // A client built without a manifest (a test's bare directory): the page loads its scripts one by one.
    () => null,
  );
  builds.set(clientDir, { template, build });
  return build;
}

/** The page of the screen at `pathname` made from `html` (the template filled in), or null when it has no scripts of its own (public pages, unknown paths). */
export async function routePageFor(clientDir: string, template: string, html: string, pathname: string): Promise<RoutePage | null> {
  const route = routeScriptsFor(pathname);
  if (!route) return null;
  const build = await buildFor(clientDir, template);
  return build ? routePage(html, build.manifest, route, build.styles) : null;
}
