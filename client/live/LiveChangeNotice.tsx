import type { LiveAnnouncement } from "./liveAnnouncement.ts";

export const GO_TO_ROW = "Go to row";

/**
 * A polite status for changes others made to the lot on screen, with a way to the changed row. The
 * region is always there (empty when quiet), so screen readers announce what appears in it.
 */
export function LiveChangeNotice({ message, onGoToRow }: { message: LiveAnnouncement | null; onGoToRow: (key: string) => void }) {
  return (
    <div role="status" className={message ? "live-change is-shown" : "live-change"}>
      {message ? (
        <>
          <span>{message.text}</span>
          {message.rowKey ? (
            <>
              {" "}
              <button type="button" className="btn btn--small btn--outline" onClick={() => onGoToRow(message.rowKey!)}>
                {GO_TO_ROW}
              </button>
            </>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
