/**
 * Server rendering of the public pages (built by `npm run build` into dist/server, loaded by
 * server/ssr.ts). A public page of SPEC section 2 is answered as full HTML with its head (title,
 * description, canonical URL, link-preview and schema.org data); an unknown path as the
 * not-found page with status 404; the signed-in screens (and the account forms) as the empty
 * shell the client renders, marked noindex. main.tsx hydrates the same tree.
 */
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from "react-router-dom";
import { PageMetaRecorder, type PageMeta } from "./components/pageMeta.ts";
import { routes } from "./router.tsx";
import { documentHead } from "./seo/head.ts";
import { publicPageFor } from "../shared/publicPages.ts";
import { SiteInfoContext } from "./site/siteInfo.ts";
import { siteInfoElement } from "../shared/siteInfo.ts";
import type { RenderedPage, RenderInput } from "../shared/rendering.ts";

/** Title and description of the screens the client renders (the signed-in back office, the account forms). */
const APP_META: PageMeta = {
  title: "Scrap Metal and Tyre Recycling in the UAE",
  description: "Sign in to manage your business profile, your lots, containers and payments, and download statements.",
};

const handler = createStaticHandler(routes);

export async function renderPage({ request, site, publicUrl }: RenderInput): Promise<RenderedPage> {
  const { pathname } = new URL(request.url);
  const leaf = matchRoutes(routes, pathname)?.at(-1)?.route;
  const notFound = !leaf || leaf.path === "*";
  const page = notFound ? null : (publicPageFor(pathname) ?? null);
  const siteData = siteInfoElement(site);

  if (!page && !notFound) {
    // A signed-in screen or an account form: its data needs the visitor's token, which only the browser has.
    return {
      status: 200,
      head: `${documentHead({ meta: APP_META, site, publicUrl, page: null })}\n    ${siteData}`,
      html: "",
      indexable: false,
    };
  }

  const context = await handler.query(request);
  if (context instanceof Response) throw new Error(`Unexpected response from a public route (${context.status})`);
  let meta = APP_META;
  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = renderToString(
    <StrictMode>
      <SiteInfoContext value={site}>
        <PageMetaRecorder value={(m) => (meta = m)}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </PageMetaRecorder>
      </SiteInfoContext>
    </StrictMode>,
  );
  // React puts the preloads of the page's first pictures before the markup; they belong in the head
  // (where they start the downloads sooner) and not in #root, which must hold only what hydrates.
  const preloads = /^(?:<link\b[^>]*>)*/.exec(markup)![0];
  return {
    status: notFound ? 404 : context.statusCode,
    head: `${documentHead({ meta, site, publicUrl, page })}\n    ${preloads}\n    ${siteData}`,
    html: markup.slice(preloads.length),
    indexable: Boolean(page),
  };
}
