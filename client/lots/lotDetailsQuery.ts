/**
 * What /lot-details's query needs before the page's code: the compiled query and the lot to ask
 * for. One module, so that the route's loader (router.tsx) and the screen's start script
 * (startLotDetailsQuery.ts) each load one file for it, not one per module (issue 23: every file a
 * round trip on a phone).
 */
export { default as lotDetailsPageQuery } from "../__generated__/LotDetailsPageQuery.graphql.ts";
export { lotDetailsQueryVariables } from "./lotNavigation.ts";
