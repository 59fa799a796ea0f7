import { fetchQuery, useRelayEnvironment } from "react-relay/hooks";
import LotDetailsLedgerRefetchQuery from "../__generated__/LotDetailsLedgerRefetchQuery.graphql.ts";
import { useCompanyChanges, type CompanyChange } from "./useCompanyChanges.ts";

/**
 * Keeps a lot's ledger on screen current: when another member, an API key or another tab changes the
 * lot, its ledger for the shown range is fetched again into the store. The screen re-renders with the
 * new rows in place, without suspending, so a row being edited keeps what was typed. `onChange`
 * hears each change of the lot. `company`: the lot's company when the viewer follows another's (the house's staff).
 */
export function useLiveLedger(
  lotId: string,
  range: { from: string | null; to: string | null },
  onChange?: (change: CompanyChange) => void,
  company: string | null = null,
): { paused: boolean } {
  const environment = useRelayEnvironment();
  return useCompanyChanges((change) => {
    if (change.lotId !== lotId) return;
    onChange?.(change);
    fetchQuery(environment, LotDetailsLedgerRefetchQuery, { id: lotId, ...range }, { fetchPolicy: "network-only" }).subscribe({
      error: (error: Error) => console.error("Refreshing the lot after a live update failed", error),
    });
  }, company);
}
