/**
 * The address a lot opens at: the SPEC's route with the lot as ?lot=, by its number (a company's
 * member), or by its global id (the house's staff, who open any company's lot). Apart from the lot
 * feature's code, so that the desk links to a lot without loading it (client/tools/buildReport.ts).
 */
export const LOT_DETAILS_PATH = "/lot-details";

export function lotDetailsHref(lot: string): string {
  return `${LOT_DETAILS_PATH}?${new URLSearchParams({ lot })}`;
}
