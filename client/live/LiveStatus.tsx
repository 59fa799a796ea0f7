export const LIVE_PAUSED_TEXT = "Live updates paused — reconnecting…";

/** A polite status line: empty while live updates flow, the notice while the connection is re-established. */
export function LiveStatus({ paused }: { paused: boolean }) {
  return (
    <p role="status" className="live-status">
      {paused ? LIVE_PAUSED_TEXT : ""}
    </p>
  );
}
