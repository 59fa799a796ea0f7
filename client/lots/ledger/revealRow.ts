/** Room kept between a revealed row and the bars around it (px). */
const GAP = 8;

/**
 * Where a bar that stays on screen ends once it is stuck: a sticky bar not stuck yet (the ledger's
 * toolbar before the page has scrolled to it) is still lower on the page, but it sticks as the page
 * scrolls down to a row below it, so its place when stuck is what a revealed row must clear.
 */
function stuckBottomOf(selector: string): number {
  const el = document.querySelector(selector);
  if (!el) return 0;
  const style = getComputedStyle(el);
  if (style.position === "fixed") return el.getBoundingClientRect().bottom;
  if (style.position !== "sticky") return 0;
  return (Number.parseFloat(style.top) || 0) + el.getBoundingClientRect().height;
}

/**
 * Scrolls the page so that `row` (and `through`, an element below it that goes with it: its void
 * form, the editor's note) is whole between the bars that stay on screen: the site header and the
 * ledger's own sticky parts (the table's header row and Totals row, the phone toolbar); when both
 * do not fit, the row's top is kept in view. The page is the only scrolling box, so the row is
 * moved by scrolling the window.
 */
export function revealRow(row: HTMLElement, through: HTMLElement = row) {
  const table = row.closest("table");
  const head = table?.tHead?.getBoundingClientRect();
  const foot = table?.tFoot?.getBoundingClientRect();
  const siteHeader = stuckBottomOf(".site-header");
  // A sticky header row sits right under the site header once stuck: count its height from there.
  const top = Math.max(siteHeader + (head ? head.height : 0), stuckBottomOf(".ledger-toolbar"));
  const bottom = window.innerHeight - (foot ? foot.height : 0);
  const first = row.getBoundingClientRect();
  const last = through.getBoundingClientRect();
  if (first.height === 0) return; // not laid out (hidden, or no layout at all): nothing to reveal
  const boxTop = first.top;
  const boxBottom = Math.max(first.bottom, last.bottom);
  let by = 0;
  if (boxTop < top + GAP) by = boxTop - top - GAP;
  else if (boxBottom > bottom - GAP) by = Math.min(boxBottom - bottom + GAP, boxTop - top - GAP);
  if (by !== 0) window.scrollBy({ top: by, behavior: "instant" });
}
