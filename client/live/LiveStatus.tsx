import type { LiveState } from "./useCompanyChanges.ts";

export const LIVE_PAUSED_TEXT = "Live updates paused — reconnecting…";
export const LIVE_ENDED_TEXT = "Live updates stopped: your access to this company ended. Sign in again, or ask an Owner or a House Admin.";

/** A polite status line: empty while live updates flow; the notice while the connection is re-established, or once the access ended. */
export function LiveStatus({ live }: { live: LiveState }) {
  return (
    <p role="status" className="live-status">
      {live.ended ? LIVE_ENDED_TEXT : live.paused ? LIVE_PAUSED_TEXT : ""}
    </p>
  );
}
