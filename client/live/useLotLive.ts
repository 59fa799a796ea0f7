import { useLiveAnnouncement } from "./liveAnnouncement.ts";
import { useLiveLedger } from "./useLiveLedger.ts";

/**
 * A lot screen's live changes: its ledger fetched again on each change to the lot, and the changes
 * of others announced. This browser's own writes confirm themselves in their forms: only others'
 * changes are announced (nor the viewer's own, made under their name in another tab).
 */
export function useLotLive(
  lotId: string,
  range: { from: string | null; to: string | null },
  viewerName: string | undefined,
  company: string | null,
) {
  const announcement = useLiveAnnouncement();
  const live = useLiveLedger(
    lotId,
    range,
    (change) => {
      if (!change.own && (change.author.type !== "PERSON" || change.author.name !== viewerName)) announcement.announce(change);
    },
    company,
  );
  return { live, announcement };
}
