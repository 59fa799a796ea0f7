/**
 * Which file our modules (client/, shared/) go into: the name function of a rolldown codeSplitting
 * group (vite.config.ts). Left to itself the bundler gives every set of modules that load them a
 * file of its own, many of them a few hundred bytes; a signed-in screen then needed over forty
 * files, and on a phone over a slow HTTP/1.1 connection (six at a time, each a round trip) that
 * cost more than their bytes (issue 23).
 *
 * So what the app (client/startApp.tsx) imports goes into one file, "app": it is already loaded
 * whenever a page needs it, since every page is imported by the app after the app has run. Not
 * what the page's entry (main.tsx) imports, which must stay as small as it is, nor what a
 * screen's start script imports (shared/routeScripts.ts), which runs before the app and must not
 * wait for it. A module that is itself loaded (an entry, or imported dynamically) keeps its own
 * file: put into the group, it would leave behind a file that only imports the group's.
 *
 * What is shared only by screens behind a sign-in (the lot screens, the dashboards, the profile and
 * members pages, and the account forms that lead to them) goes into one file too, "signed-in",
 * with its stylesheets in one: the lot screen shared a dozen small files with those pages, each a
 * round trip on a phone. A screen may then load a few KB it does not use, which a phone pays for
 * less than for a request; nothing of it reaches the public pages, nor the contact page.
 *
 * What the pages under Relay share otherwise (the contact page with the signed-in screens: the
 * Relay environment, the form fields, the mutations' outcome) goes into Relay's own file, "relay":
 * every page that loads one loads the other.
 *
 * A screen's start script gets two files: "early", what only it and the signed-in screens load
 * (the screen's query and its variables, even though the router loads that module on its own: the
 * start script imports it, so it would be a shared file anyway, and the router's import is left
 * a file that only re-exports it), and "requests", what it shares with the app and Relay
 * (the session's token, the GraphQL address, the early query's hand-over), a few hundred bytes
 * that the public pages then load in one file as well. Anything else is left to the bundler.
 */
import type { Rolldown } from "vite";
import { escapeRegExp } from "../../shared/regExp.ts";
import { startScripts } from "../../shared/routeScripts.ts";

type ChunkingContext = Parameters<Extract<Rolldown.CodeSplittingGroup["name"], (...args: never[]) => unknown>>[1];

const APP = /\/client\/startApp\.tsx$/;
/** Relay and the libraries only it uses. */
const RELAY_LIBRARY = /\/node_modules\/(relay-runtime|react-relay|invariant|fbjs|@babel\/runtime)\//;

/** The modules the group named by sharedChunkName takes: ours, and Relay's. */
export const sharedChunkModules = (id: string) => /\/(client|shared)\//.test(id) || RELAY_LIBRARY.test(id);

/** The screens behind a sign-in, and the forms that sign in: none of them is a public page. */
const SIGNED_IN_SCREEN = /\/client\/(lots|members|pages\/(account|dashboard|profile))\//;
/** What loads under Relay: its boundary (router.tsx) and the pages that use it. */
const UNDER_RELAY = /\/client\/(relay\/runtime\.ts$|lots\/|members\/|pages\/(account|dashboard|profile|contact)\/)/;
/** The screens' start scripts (shared/routeScripts.ts). */
const START = new RegExp(`/client/(${startScripts.map(escapeRegExp).join("|")})$`);

/** The modules that load `id`: the entries and dynamically imported modules it is statically imported from. */
function loadersOf(id: string, ctx: ChunkingContext): string[] {
  const loaders: string[] = [];
  const seen = new Set<string>([id]);
  const stack = [id];
  while (stack.length > 0) {
    const info = ctx.getModuleInfo(stack.pop()!);
    if (!info) continue;
    if (info.isEntry || info.dynamicImporters.length > 0) loaders.push(info.id);
    for (const importer of info.importers) {
      if (!seen.has(importer)) {
        seen.add(importer);
        stack.push(importer);
      }
    }
  }
  return loaders;
}

export function sharedChunkName(id: string, ctx: ChunkingContext): string | null {
  if (RELAY_LIBRARY.test(id)) return "relay";
  if (START.test(id)) return null;
  const loaders = loadersOf(id, ctx);
  const others = loaders.filter((loader) => !START.test(loader));
  if (others.length < loaders.length) {
    if (others.some((loader) => ctx.getModuleInfo(loader)?.isEntry)) return null;
    return others.every((loader) => SIGNED_IN_SCREEN.test(loader)) ? "early" : "requests";
  }
  if (loaders.includes(id) || loaders.some((loader) => ctx.getModuleInfo(loader)?.isEntry)) return null;
  if (loaders.some((loader) => APP.test(loader))) return "app";
  // Shared by several of them: a module only one screen loads is part of that screen's file.
  if (loaders.length < 2 || !loaders.every((loader) => UNDER_RELAY.test(loader))) return null;
  return loaders.every((loader) => SIGNED_IN_SCREEN.test(loader)) ? "signed-in" : "relay";
}
