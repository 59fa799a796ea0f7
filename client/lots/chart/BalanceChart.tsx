import { useEffect, useId, useMemo, useRef, useState, type ReactNode, type RefObject } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { BalanceChart_ledger$data, BalanceChart_ledger$key } from "../../__generated__/BalanceChart_ledger.graphql.ts";
import { formatDateGB } from "../../../shared/dates.ts";
import { balanceLabel, isDue } from "../../../shared/money.ts";
import { chartGeometry, summariseBalance, type BalanceSummary, type Extreme, type MarkerKind } from "./balanceChartModel.ts";
import { rangeLabel } from "../ledgerFormat.ts";
import "./balanceChart.css";

const fragment = graphql`
  fragment BalanceChart_ledger on LedgerStatement {
    from
    to
    openingBalance
    closingBalance
    rows {
      number
      date
      balance
    }
  }
`;

/** Where nothing can be measured: a desktop-like width. */
const INITIAL_WIDTH = 720;
/** Narrower plots are drawn less tall; balanceChart.css reserves the same heights before the first drawing. */
const NARROW_PLOT = 480;

const markerLabels: Record<MarkerKind, string> = { opening: "Opening", closing: "Closing", highest: "Highest", lowest: "Lowest" };
const ALL_MARKERS = Object.keys(markerLabels) as MarkerKind[];
const ENDS_ONLY: readonly MarkerKind[] = ["opening", "closing"];

/** Each point of note has its own shape, so the chart reads without colour. */
function MarkerShape({ kind, x, y }: { kind: MarkerKind; x: number; y: number }) {
  const className = `balance-chart__marker balance-chart__marker--${kind}`;
  switch (kind) {
    case "opening":
      return <circle className={className} cx={x} cy={y} r={5} />;
    case "closing":
      return <rect className={className} x={x - 4.5} y={y - 4.5} width={9} height={9} />;
    case "highest":
      return <path className={className} d={`M${x} ${y - 6.5}L${x + 6} ${y + 4}H${x - 6}Z`} />;
    case "lowest":
      return <path className={className} d={`M${x} ${y + 6.5}L${x + 6} ${y - 4}H${x - 6}Z`} />;
  }
}

/**
 * The width of the element `ref` is put on, following it as the window resizes; null until it has
 * been measured, after the page's first paint: measured before it (in a layout effect), it forced
 * the whole page's first layout inside React's commit, and a phone showed the ledger later (issue 23).
 */
function useWidth(): [number | null, RefObject<HTMLDivElement | null>] {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const measured = Math.floor(element.clientWidth);
      if (measured > 0) setWidth(measured);
    };
    measure();
    setWidth((measured) => measured ?? INITIAL_WIDTH);
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [width, ref];
}

function ExtremeFigure({ extreme }: { extreme: Extreme }) {
  return (
    <>
      {balanceLabel(extreme.balance)}{" "}
      <span className="balance-chart__when">
        on {formatDateGB(extreme.date)} ({extreme.number === null ? "opening balance" : `row ${extreme.number}`})
      </span>
    </>
  );
}

type DrawingProps = { ledger: BalanceChart_ledger$data; summary: BalanceSummary; hatchId: string };

/** The plot: an empty box of its height until its width is known, then the drawing. */
function Plot(props: DrawingProps) {
  const [width, plotRef] = useWidth();
  return (
    <div className="balance-chart__plot" ref={plotRef}>
      {width === null ? <div className="balance-chart__placeholder" /> : <Drawing {...props} width={width} />}
    </div>
  );
}

function Drawing({ ledger, summary, hatchId, width }: DrawingProps & { width: number }) {
  const height = width < NARROW_PLOT ? 240 : 300;
  const chart = useMemo(() => chartGeometry(ledger, summary, { width, height }), [ledger, summary, width, height]);
  const { left, top, right, bottom } = chart.plot;
  const { dueTop } = chart;
  const lastTick = chart.xTicks.length - 1;

  return (
    <svg
      role="img"
      aria-label="Chart of the running balance; its figures are given in words with it"
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
    >
      <defs>
        <pattern id={hatchId} patternUnits="userSpaceOnUse" width="7" height="7" patternTransform="rotate(45)">
          <line className="balance-chart__hatch" x1="0" y1="0" x2="0" y2="7" />
        </pattern>
      </defs>
      {dueTop !== null && dueTop < bottom ? (
        <rect className="balance-chart__due" x={left} y={dueTop} width={right - left} height={bottom - dueTop} fill={`url(#${hatchId})`} />
      ) : null}
      <path className="balance-chart__grid" d={chart.yTicks.map((t) => `M${left} ${t.at}H${right}`).join("")} />
      {chart.zeroY !== null ? <path className="balance-chart__zero" d={`M${left} ${chart.zeroY}H${right}`} /> : null}
      <path
        className="balance-chart__axis"
        d={`M${left} ${top}V${bottom}H${right}${chart.xTicks.map((t) => `M${t.at} ${bottom}v5`).join("")}`}
      />
      <g className="balance-chart__labels">
        <text x={4} y={top - 10}>
          Balance (US$)
        </text>
        {chart.yTicks.map((t) => (
          <text key={t.label} x={left - 7} y={t.at} dy="0.35em" textAnchor="end">
            {t.label}
          </text>
        ))}
        {chart.xTicks.map((t, i) => (
          <text key={t.label} x={t.at} y={bottom + 19} textAnchor={i === lastTick && i > 0 && t.at > width - 40 ? "end" : "middle"}>
            {t.label}
          </text>
        ))}
        <text x={(left + right) / 2} y={height - 6} textAnchor="middle">
          Date (dd/mm/yyyy)
        </text>
      </g>
      <path className="balance-chart__line" d={chart.line} />
      {chart.markers.map((m) => (
        <MarkerShape key={m.kind} {...m} />
      ))}
    </svg>
  );
}

/** The key to the shapes drawn: a period without entries has no highest or lowest point. */
function Legend({ kinds, hatchId }: { kinds: readonly MarkerKind[]; hatchId: string | null }) {
  const items: [string, ReactNode][] = kinds.map((kind) => [markerLabels[kind], <MarkerShape kind={kind} x={8} y={8} />]);
  if (hatchId)
    items.push(["Below $0: Due", <rect className="balance-chart__swatch" x={1} y={2} width={14} height={12} fill={`url(#${hatchId})`} />]);
  return (
    // The words above say all the chart shows; the key only explains its shapes to the eye.
    <ul className="balance-chart__legend" aria-hidden="true">
      {items.map(([label, shape]) => (
        <li key={label}>
          <svg width="16" height="16" viewBox="0 0 16 16" focusable="false">
            {shape}
          </svg>
          {label}
        </li>
      ))}
    </ul>
  );
}

/**
 * The lot's running balance over the dates of its ledger (or of the date filter): the same rows and
 * figures as the table, one step line in hand-written SVG with shaped markers at the opening,
 * closing, highest and lowest balances, and the same in words (exact, to the cent) for everyone,
 * screen readers included. Nothing is drawn for a lot without transactions and without a filter.
 */
export function BalanceChart({ ledger: ledgerKey }: { ledger: BalanceChart_ledger$key }) {
  const ledger = useFragment(fragment, ledgerKey);
  const summary = useMemo(() => summariseBalance(ledger), [ledger]);
  const titleId = useId();
  // An id that is also valid inside url(#…).
  const hatchId = `due-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  if (!summary) return null;
  // The hatched area below $0 is drawn when any balance on the chart is due.
  const dueDrawn = [summary.opening, summary.closing, summary.lowest?.balance].some((b) => b !== undefined && isDue(b));

  return (
    <figure className="balance-chart" aria-labelledby={titleId}>
      <figcaption>
        <span id={titleId} className="balance-chart__title">
          Running balance <span className="lots-muted">({rangeLabel(ledger.from, ledger.to)})</span>
        </span>
        <dl className="balance-chart__summary">
          <div>
            <dt>Opening</dt>
            <dd>{balanceLabel(summary.opening)}</dd>
          </div>
          <div>
            <dt>Closing</dt>
            <dd>{balanceLabel(summary.closing)}</dd>
          </div>
          {summary.highest && summary.lowest ? (
            <>
              <div>
                <dt>Highest</dt>
                <dd>
                  <ExtremeFigure extreme={summary.highest} />
                </dd>
              </div>
              <div>
                <dt>Lowest</dt>
                <dd>
                  <ExtremeFigure extreme={summary.lowest} />
                </dd>
              </div>
            </>
          ) : null}
        </dl>
      </figcaption>
      <Plot ledger={ledger} summary={summary} hatchId={hatchId} />
      <Legend kinds={summary.highest && summary.lowest ? ALL_MARKERS : ENDS_ONLY} hatchId={dueDrawn ? hatchId : null} />
    </figure>
  );
}
