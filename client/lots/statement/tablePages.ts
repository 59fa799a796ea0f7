/**
 * The ledger table's pages (see ledgerTable.ts): its rows in runs of a page each, as autotable
 * would page them one by one, for autotable to page at a row's cost per page.
 */
import type { Row, Table } from "jspdf-autotable";
import type { CellText } from "./tableLayout.ts";

/** A ledger row laid out (layOutRow): its cells' lines, its height as autotable works it out, its tint. */
export interface LaidRow {
  readonly cells: readonly CellText[];
  readonly height: number;
  readonly fill: readonly [number, number, number] | null;
}

/** The rows autotable puts on one page of the table, and the height they take there (mm). */
interface PageRun {
  readonly rows: readonly LaidRow[];
  readonly height: number;
}

/**
 * The ledger's rows in runs, a run for each page of the table, as autotable pages them one by one
 * (its drawTable and printFullRow, rowPageBreak "avoid"): the table starts on a new page when its
 * head and foot do not fit below startY; the head on every page; a row that does not fit above
 * the bottom margin (and the foot, for the last row) starts a new page. `table`: created with the
 * opening row as its first body row. Given to autotable as one row per run, each run fits where
 * its first row did and the next one does not, so autotable pages the runs as it paged the rows,
 * at a row's cost per page rather than per row. A run is no higher than a page's room under the
 * head and above the foot (a higher one autotable would split), the rest of its page in a second
 * run. When a row is taller than a page's room (which
 * autotable splits across pages), each row is a run of its own: autotable pages them as it did.
 */
export function pageRuns(table: Table, rows: readonly LaidRow[], pageHeight: number): PageRun[] {
  const { margin, startY } = table.settings;
  const headHeight = table.getHeadHeight(table.columns);
  const footHeight = table.getFootHeight(table.columns);
  let y = startY ?? margin.top;
  if (startY != null && startY + margin.bottom + headHeight + footHeight > pageHeight) y = margin.top;
  const newPage = () => {
    y = margin.top;
    for (const row of table.head) y += row.height;
  };
  for (const row of table.head) y += row.height;
  const room = pageHeight - margin.top - headHeight - margin.bottom - footHeight;
  if (rows.some((row) => row.height >= room)) return rows.map((row) => ({ rows: [row], height: row.height }));
  const fits = (height: number, last: boolean) => height <= pageHeight - y - (margin.bottom + (last ? footHeight : 0));
  const opening = table.body[0];
  if (!fits(opening.getMaxCellHeight(table.columns), false)) newPage();
  y += opening.height;
  const runs: PageRun[] = [];
  let run: LaidRow[] = [];
  let top = y;
  rows.forEach((row, i) => {
    if (!fits(row.height, i === rows.length - 1)) {
      if (run.length > 0) runs.push({ rows: run, height: y - top });
      newPage();
      [run, top] = [[], y];
    } else if (run.length > 0 && y + row.height - top > room) {
      // Autotable splits a row higher than a page's room: such a page's rows go in two runs.
      runs.push({ rows: run, height: y - top });
      [run, top] = [[], y];
    }
    run.push(row);
    y += row.height;
  });
  runs.push({ rows: run, height: y - top });
  return runs;
}

/** A run's row made as high as its rows (autotable's one cell across the table). */
export function setHeight(row: Row, height: number): void {
  row.height = height;
  for (const cell of Object.values(row.cells)) {
    cell.height = height;
    cell.contentHeight = height;
    cell.styles.minCellHeight = height;
  }
}
