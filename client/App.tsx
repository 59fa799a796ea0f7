import { StrictMode } from "react";
import { RouterProvider } from "react-router-dom";
import type { createRouter } from "./router.tsx";
import { SiteInfoContext } from "./site/siteInfo.ts";
import type { SiteInfo } from "../shared/siteInfo.ts";

/** The whole client app; client/entryServer.tsx renders the same providers around its static router. */
export function App({ router, site }: { router: ReturnType<typeof createRouter>; site: SiteInfo | null }) {
  return (
    <StrictMode>
      <SiteInfoContext value={site}>
        <RouterProvider router={router} />
      </SiteInfoContext>
    </StrictMode>
  );
}
