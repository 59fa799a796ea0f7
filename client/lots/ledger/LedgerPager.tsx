/** Rows per page: a 1,000-row lot lays out and scrolls as fast as a small one; totals cover every row. */
export const LEDGER_PAGE_SIZE = 100;

/** Which page of rows is shown, with First, Previous, Next and Last; only for ledgers longer than a page. */
export function LedgerPager({
  page,
  pageCount,
  rowCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  rowCount: number;
  onPage: (page: number) => void;
}) {
  const first = page * LEDGER_PAGE_SIZE + 1;
  const last = Math.min(rowCount, first + LEDGER_PAGE_SIZE - 1);
  const count = (n: number) => n.toLocaleString("en-US");
  const button = (label: string, to: number) => (
    <button
      type="button"
      className="btn btn--small btn--outline"
      onClick={() => onPage(to)}
      disabled={to === page || to < 0 || to >= pageCount}
    >
      {label}
    </button>
  );
  return (
    <nav className="ledger-pager" aria-label="Pages of transactions">
      <p className="ledger-pager__status" aria-live="polite">
        Rows {count(first)}–{count(last)} of {count(rowCount)} (page {page + 1} of {pageCount})
      </p>
      <div className="ledger-pager__buttons">
        {button("First", 0)}
        {button("Previous", page - 1)}
        {button("Next", page + 1)}
        {button("Last", pageCount - 1)}
      </div>
    </nav>
  );
}
