/**
 * The company's contact details (the server's SITE_* settings). The server writes them into every
 * page it answers as `<script type="application/json" id="site-info">` (data, not code: a strict
 * Content-Security-Policy allows it), and renders the public pages with them; the client reads the
 * same JSON before it hydrates, so the header, the footer and the contact page need no query.
 */
export interface SiteInfo {
  companyName: string;
  address: string;
  phone: string;
  generalEmail: string;
  salesEmail: string;
}

export const SITE_INFO_ELEMENT_ID = "site-info";

/** JSON that is safe inside a <script> element: no "</script>", no "<!--", no line separators that end a script. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** The data element the server puts into every page. */
export function siteInfoElement(site: SiteInfo): string {
  return `<script type="application/json" id="${SITE_INFO_ELEMENT_ID}">${scriptJson(site)}</script>`;
}

/** What the server put into the page (client side). */
export function readSiteInfo(doc: Document): SiteInfo | null {
  const text = doc.getElementById(SITE_INFO_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as SiteInfo;
  } catch {
    return null;
  }
}
