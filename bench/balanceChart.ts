/**
 * `npm run bench` (issue 13): what the lot page's balance chart costs for a 1,000-row lot, beside
 * a baseline doing only what any display of those rows does (reading each balance once), and how
 * many corners its line keeps at 375 and 1366 px against one per row. Prints figures; asserts nothing.
 */
import { chartGeometry, summariseBalance, type ChartLedger } from "../client/lots/chart/balanceChartModel.ts";
import { Fixed } from "../shared/money.ts";
import { warnIfBusy } from "./busyMachine.ts";

await warnIfBusy("bench/balanceChart");

const ROWS = 1_000;
let seed = 13;
const random = (n: number) => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed % n;
};
let balance = 0n;
const rows = Array.from({ length: ROWS }, (_, i) => {
  balance += BigInt(random(2_000_000) - 1_100_000);
  return {
    number: i + 1,
    date: new Date(Date.UTC(2025, 0, 1 + Math.floor(i / 3))).toISOString().slice(0, 10),
    balance: new Fixed(balance, 2).toFixed(),
  };
});
const ledger: ChartLedger = { from: null, to: null, openingBalance: "0.00", closingBalance: rows[ROWS - 1].balance, rows };

function p50(work: () => void, runs = 200): number {
  const samples: number[] = [];
  for (let i = 0; i < 20; i++) work(); // warm-up
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    work();
    samples.push(performance.now() - start);
  }
  return samples.sort((a, b) => a - b)[Math.floor(runs / 2)];
}

const baseline = p50(() => rows.forEach((r) => Fixed.parse(r.balance, 2)));
console.info(`balance chart, ${ROWS} rows: baseline (each balance read once) p50=${baseline.toFixed(3)}ms`);
for (const width of [375, 1366]) {
  const size = { width, height: width < 480 ? 240 : 300 };
  const chart = p50(() => chartGeometry(ledger, summariseBalance(ledger)!, size));
  const { corners, line } = chartGeometry(ledger, summariseBalance(ledger)!, size);
  console.info(
    `  ${width} px: summary + drawing p50=${chart.toFixed(3)}ms (${(chart / baseline).toFixed(1)}x baseline); ` +
      `line: ${corners} corners (unthinned ${ROWS + 2}), ${line.length} characters, one <path>`,
  );
}
