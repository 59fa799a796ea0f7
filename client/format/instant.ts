import { DEFAULT_TIME_ZONE } from "../../shared/dates.ts";

const known = new Map<string, boolean>();

/** The zone if this browser's Intl knows it (an old browser may lack a newer zone), else the default one. */
function usableZone(timeZone: string): string {
  let ok = known.get(timeZone);
  if (ok === undefined) {
    try {
      new Intl.DateTimeFormat("en-GB", { timeZone });
      ok = true;
    } catch {
      ok = false;
    }
    known.set(timeZone, ok);
  }
  return ok ? timeZone : DEFAULT_TIME_ZONE;
}

/**
 * An instant as the back office shows it: en-GB, "20 Nov 2026, 12:00", on the company's clock
 * (`siteInfo.timeZone`, the server's TIME_ZONE setting).
 */
export function formatInstant(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: usableZone(timeZone) });
}
