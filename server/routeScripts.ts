/**
 * The tags that make a signed-in screen's page fetch its scripts at once (shared/routeScripts.ts):
 * its `start` entry scripts (async, so each runs as soon as it arrives), a modulepreload of every
 * other script the screen imports on its way to its first render, and its stylesheets, all
 * looked up in the build's manifest (dist/client/.vite/manifest.json). Vite's own loader finds
 * these files already linked and does not ask for them again.
 */
import fs from "node:fs/promises";
import path from "node:path";
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

/** The head tags for `route` from `manifest`; modules the build does not know are skipped. */
export function routeScriptTags(manifest: Manifest, route: RouteScripts): string {
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
  const href = (file: string) => escapeAttribute(`/${file}`);
  // Six connections at a time (HTTP/1.1): the query's scripts and then the query itself take the
  // first free one, ahead of the app's scripts, which the query would otherwise wait behind.
  const priority = (file: string) => (forQuery.has(file) ? "" : ' fetchpriority="low"');
  return [
    ...startFiles.map((file) => `<script type="module" async crossorigin src="${href(file)}"></script>`),
    ...[...preloads].filter((file) => !alreadyLoaded.has(file) && !startFiles.includes(file)).map((file) => `<link rel="modulepreload"${priority(file)} crossorigin href="${href(file)}">`),
    ...[...stylesheets].filter((file) => !alreadyLoaded.has(file)).map((file) => `<link rel="stylesheet" crossorigin href="${href(file)}">`),
  ].join("\n    ");
}

const manifests = new Map<string, { template: string; manifest: Promise<Manifest | null> }>();

/** The build's manifest, read once per build (a new build writes a new template). */
function manifestFor(clientDir: string, template: string): Promise<Manifest | null> {
  const cached = manifests.get(clientDir);
  if (cached?.template === template) return cached.manifest;
  const manifest = fs.readFile(path.join(clientDir, ".vite", "manifest.json"), "utf8").then(
    (text) => JSON.parse(text) as Manifest,
    // A client built without a manifest (a test's bare directory): the page loads its scripts one by one.
    () => null,
  );
  manifests.set(clientDir, { template, manifest });
  return manifest;
}

/** The head tags for the screen at `pathname`, or "" when it has none (public pages, unknown paths). */
export async function routeScriptTagsFor(clientDir: string, template: string, pathname: string): Promise<string> {
  const route = routeScriptsFor(pathname);
  if (!route) return "";
  const manifest = await manifestFor(clientDir, template);
  return manifest ? routeScriptTags(manifest, route) : "";
}
