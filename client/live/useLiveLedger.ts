import { fetchQuery, useRelayEnvironment } from "react-relay/hooks";
import LotDetailsLedgerRefetchQuery from "../__generated__/LotDetailsLedgerRefetchQuery.graphql.ts";
import LotAttachmentsRefetchQuery from "../__generated__/LotAttachmentsRefetchQuery.graphql.ts";
import { useCompanyChanges, type CompanyChange, type LiveState } from "./useCompanyChanges.ts";

/**
 * Keeps a lot's ledger on screen current: when another member, an API key or another tab changes the
 * lot, its ledger for the shown range is fetched again into the store (its photos and documents, when
 * one was attached or removed). The screen re-renders with the
 * new rows in place, without suspending, so a row being edited keeps what was typed. `onChange`
 * hears each change of the lot. `company`: the lot's company when the viewer follows another's (the house's staff).
 * This tab's own write is not fetched again: its answer already brought the fresh ledger.
 */
export function useLiveLedger(
  lotId: string,
  range: { from: string | null; to: string | null },
  onChange?: (change: CompanyChange) => void,
  company: string | null = null,
): LiveState {
  const environment = useRelayEnvironment();
  return useCompanyChanges((change) => {
    if (change.lotId !== lotId) return;
    onChange?.(change);
    if (change.own) return;
    // A photo or document attached or removed changes no figure: only the lot's files are read again.
    const refresh = change.kind.startsWith("ATTACHMENT_")
      ? fetchQuery(environment, LotAttachmentsRefetchQuery, { id: lotId }, { fetchPolicy: "network-only" })
      : fetchQuery(environment, LotDetailsLedgerRefetchQuery, { id: lotId, ...range }, { fetchPolicy: "network-only" });
    refresh.subscribe({
      error: (error: Error) => console.error("Refreshing the lot after a live update failed", error),
    });
  }, company);
}
