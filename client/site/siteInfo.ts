/** The company's contact details on the screens: read once from the page (shared/siteInfo.ts), then from this context. */
import { createContext, useContext } from "react";
import type { SiteInfo } from "../../shared/siteInfo.ts";

export const SiteInfoContext = createContext<SiteInfo | null>(null);

/** The company's details, or null when the page came without them (a page not served by our server). */
export function useSiteInfo(): SiteInfo | null {
  return useContext(SiteInfoContext);
}
