import { rangeLabel } from "./ledgerFormat.ts";

/** The ledger's title with the range on screen, and its Download PDF and Download CSV. */
export function LedgerDownloadsBar({
  range,
  onPdf,
  onCsv,
}: {
  range: { from: string | null; to: string | null };
  onPdf: () => void;
  onCsv: () => void;
}) {
  return (
    <div className="lots-ledger__bar">
      <h2 id="ledger-title" className="lots-card__title">
        Transactions <span className="lots-muted">({rangeLabel(range.from, range.to)})</span>
      </h2>
      <div className="lots-downloads">
        <button type="button" className="btn" onClick={onPdf}>
          Download PDF
        </button>
        <button type="button" className="btn btn--outline" onClick={onCsv}>
          Download CSV
        </button>
      </div>
    </div>
  );
}
