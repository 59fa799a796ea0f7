/**
 * An entry script of its own, which the server adds to /lot-details's page (shared/routeScripts.ts):
 * sends the lot's query (LotDetailsPageQuery, for the lot in the history entry's state) while the
 * app's code is still on its way; the route's loader takes the answer (relay/earlyQuery.ts).
 * Opened without a lot, it sends nothing: the page sends the visitor back to the lot list.
 */
import { startEarlyQuery } from "../relay/earlyQuery.ts";
import { lotDetailsPageQuery, lotDetailsQueryVariables } from "./lotDetailsQuery.ts";

const variables = lotDetailsQueryVariables();
if (variables.lotNumber) startEarlyQuery(lotDetailsPageQuery.params, variables);
