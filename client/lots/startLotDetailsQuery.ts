/**
 * An entry script of its own, which the server adds to /lot-details's page (shared/routeScripts.ts):
 * sends the lot's query (LotDetailsPageQuery, for the lot in the history entry's state) while the
 * app's code is still on its way; the route's loader takes the answer (relay/earlyQuery.ts).
 * Opened without a lot, it sends nothing: the page sends the visitor back to the lot list.
 */
import { todayIn } from "../../shared/dates.ts";
import { startEarlyQuery } from "../relay/earlyQuery.ts";
import { lotDetailsPageQuery, lotDetailsQueryVariables } from "./lotDetailsQuery.ts";

const variables = lotDetailsQueryVariables();
if (variables.lotNumber || variables.byId) {
  startEarlyQuery(lotDetailsPageQuery.params, variables);
  // The entry forms show today's date in the company's time zone (by default the server's too):
  // the first date formatter for a time zone loads the zone data, about 35 ms of a phone's CPU (and
  // four times that under Lighthouse's throttling), done here while the app's code is on its way
  // rather than in the page's first render.
  setTimeout(todayIn);
}
