/** Room kept between a revealed row and the bars around it (px). */
const GAP = 8;

function bottomOf(selector: string): number {
  const el = document.querySelector(selector);
  if (!el) return 0;
  const style = getComputedStyle(el);
  if (style.position !== "sticky" && style.position !== "fixed") return 0;
  return el.getBoundingClientRect().bottom;
}

/**
 * Scrolls the page so that `row` is whole between the bars that stay on screen: the site header
 * and the ledger's own sticky parts (the table's header row and Totals row, the phone toolbar).
 * The page is the only scrolling box, so the row is moved by scrolling the window.
 */
export function revealRow(row: HTMLElement) {
  const table = row.closest("table");
  const head = table?.tHead?.getBoundingClientRect();
  const foot = table?.tFoot?.getBoundingClientRect();
  const siteHeader = bottomOf(".site-header");
  // A sticky header row sits right under the site header once stuck: count its height from there.
  const top = Math.max(siteHeader + (head ? head.height : 0), bottomOf(".ledger-toolbar"));
  const bottom = window.innerHeight - (foot ? foot.height : 0);
  const box = row.getBoundingClientRect();
  if (box.height === 0) return; // not laid out (hidden, or no layout at all): nothing to reveal
  let by = 0;
  if (box.top < top + GAP) by = box.top - top - GAP;
  else if (box.bottom > bottom - GAP) by = Math.min(box.bottom - bottom + GAP, box.top - top - GAP);
  if (by !== 0) window.scrollBy({ top: by, behavior: "instant" });
}
