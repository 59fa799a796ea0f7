/**
 * An entry script of its own, which the server adds to /lot-details's page (shared/routeScripts.ts):
 * sends the lot's query (LotDetailsPageQuery, for the lot in the history entry's state) while the
 * app's code is still on its way; the route's loader takes the answer (relay/earlyQuery.ts).
 * Opened without a lot, it sends nothing: the page sends the visitor back to the lot list.
 */
import lotDetailsPageQuery from "../__generated__/LotDetailsPageQuery.graphql.ts";
import { startEarlyQuery } from "../relay/earlyQuery.ts";
import { lotDetailsQueryVariables } from "./lotNavigation.ts";

const variables = lotDetailsQueryVariables();
if (variables.lotNumber) startEarlyQuery(lotDetailsPageQuery.params, variables);
