import type { ServerContext } from "./context.ts";
import { dispatch, type Route } from "./rest/http.ts";
import { authRoutes } from "./accounts/rest.ts";
import { buyerRoutes, supplierRoutes } from "./profiles/rest.ts";
import { contactRoutes } from "./enquiries/rest.ts";
import { lotRoutes } from "./ledger/rest.ts";
import { changeRoutes } from "./changes/rest.ts";
import { houseRoutes } from "./house/counterparties/rest.ts";
import { houseStaffRoutes } from "./house/rest.ts";
import { attachmentRoutes } from "./attachments/rest.ts";
import { agreementRoutes } from "./agreement/rest.ts";

/** SPEC section 7's paths, for integrators and old clients; every rule lives in the services they call. */
const routes: Route[] = [
  ...contactRoutes,
  ...authRoutes,
  ...supplierRoutes,
  ...buyerRoutes,
  ...lotRoutes,
  ...changeRoutes,
  ...houseRoutes,
  ...houseStaffRoutes,
  ...attachmentRoutes,
  ...agreementRoutes,
];

export function restRoutes(request: Request, url: URL, server: ServerContext): Promise<Response> {
  return dispatch(routes, request, url, server);
}
