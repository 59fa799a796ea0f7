/**
 * What the server's page renderer (server/ssr.ts) and the client's server entry (client/entryServer.tsx)
 * agree on: the server loads the built entry and calls its renderPage with one and gets the other.
 */
import type { SiteInfo } from "./siteInfo.ts";

export interface RenderInput {
  request: Request;
  site: SiteInfo;
  /** PUBLIC_URL without a trailing slash. */
  publicUrl: string;
}

export interface RenderedPage {
  status: number;
  /** Tags for the document head, the site-info data element included. */
  head: string;
  /** Markup for <div id="root">; empty for the pages the client renders on its own. */
  html: string;
  /** False for pages that must stay out of search results. */
  indexable: boolean;
}
