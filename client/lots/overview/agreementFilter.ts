/**
 * Issue 47's filter of the lots overview and the house's counterparties: "Waiting for us" (an entry
 * whose next step is the viewer's side's) and "Disputed", kept in the address as
 * `?agreement=waiting-for-us` or `?agreement=disputed` (the REST path's words), so that a reload, a
 * shared link or the browser's Back shows the same list.
 */

export type AgreementChoice = "WAITING_FOR_US" | "DISPUTED";

export const AGREEMENT_PARAM = "agreement";

const words: Record<AgreementChoice, string> = { WAITING_FOR_US: "waiting-for-us", DISPUTED: "disputed" };

/** The choices as the control lists them, after "every one". */
export const agreementChoices: readonly { value: AgreementChoice; label: string }[] = [
  { value: "WAITING_FOR_US", label: "Waiting for us" },
  { value: "DISPUTED", label: "Disputed" },
];

/** The choice an address's query (`?agreement=…`) names: null for none or one not known, undefined when it names nothing. */
export function agreementFromSearch(search: string): AgreementChoice | null | undefined {
  const given = new URLSearchParams(search).get(AGREEMENT_PARAM);
  if (given === null) return undefined;
  const value = given.trim().toUpperCase().replaceAll("-", "_");
  return value === "WAITING_FOR_US" || value === "DISPUTED" ? value : null;
}

/** `href` with the choice in its query (or without the parameter for none), the rest of it kept. */
export function withAgreement(href: string, choice: AgreementChoice | null): string {
  const url = new URL(href, "http://localhost");
  if (choice) url.searchParams.set(AGREEMENT_PARAM, words[choice]);
  else url.searchParams.delete(AGREEMENT_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Puts the choice in the address bar without a navigation: the list asks for its rows itself, and
 * the page's route (its loader, its query) stays as it is. The history entry keeps its state.
 */
export function keepAgreementInAddress(choice: AgreementChoice | null): void {
  if (typeof window === "undefined") return;
  const current = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  const next = withAgreement(current, choice);
  if (next !== current) window.history.replaceState(window.history.state, "", next);
}

/** "2 waiting for us", "1 disputed": a row's counts worth showing (none when nothing waits or is disputed). */
export function agreementBadges(waitingForUs: number, disputed: number): string[] {
  return [
    ...(waitingForUs > 0 ? [`${waitingForUs.toLocaleString("en-US")} waiting for us`] : []),
    ...(disputed > 0 ? [`${disputed.toLocaleString("en-US")} disputed`] : []),
  ];
}
