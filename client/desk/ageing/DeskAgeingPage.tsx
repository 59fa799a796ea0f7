import { Suspense } from "react";
import { Link, useLoaderData } from "react-router-dom";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import type { DeskAgeingPageQuery } from "../../__generated__/DeskAgeingPageQuery.graphql.ts";
import { getToken } from "../../auth/session.ts";
import { usePageMeta } from "../../components/pageMeta.ts";
import { LoginFirst } from "../../lots/LoginFirst.tsx";
import { LotsFrame } from "../../lots/LotsFrame.tsx";
import { LotsLoading } from "../../lots/LotsLoading.tsx";
import { DeskDownload } from "../DeskDownload.tsx";
import { formatMoney } from "../../../shared/money.ts";
import "../../lots/lots.css";
import "../../lots/overview/lotsOverview.css";
import "../counterparties/desk.css";

export const deskAgeingPageQuery = graphql`
  query DeskAgeingPageQuery {
    house {
      counterpartyTotals {
        asOf
        payablesAgeing {
          days0to30
          days31to60
          days61to90
          over90
          total
        }
        receivablesAgeing {
          days0to30
          days31to60
          days61to90
          over90
          total
        }
      }
      payables: counterparties(first: 100, filter: { side: SUPPLIER, openBalanceOnly: true }, orderBy: { field: DUE, direction: DESC }) {
        totalCount
        nodes {
          companyId
          companyName
          ageing {
            days0to30
            days31to60
            days61to90
            over90
            total
          }
        }
      }
      receivables: counterparties(first: 100, filter: { side: BUYER, openBalanceOnly: true }, orderBy: { field: DUE, direction: DESC }) {
        totalCount
        nodes {
          companyId
          companyName
          ageing {
            days0to30
            days31to60
            days61to90
            over90
            total
          }
        }
      }
    }
  }
`;

interface Buckets {
  days0to30: string;
  days31to60: string;
  days61to90: string;
  over90: string;
  total: string;
}
const bucketColumns: [keyof Buckets, string][] = [
  ["days0to30", "0-30"],
  ["days31to60", "31-60"],
  ["days61to90", "61-90"],
  ["over90", "Over 90"],
  ["total", "Total"],
];

function AgeingTable({
  title,
  rows,
  totals,
  more,
}: {
  title: string;
  rows: readonly { companyId: number; companyName: string; ageing: Buckets }[];
  totals: Buckets;
  more: number;
}) {
  const due = rows.filter((r) => r.ageing.total !== "0.00");
  return (
    <section className="lots-card lots-overview" aria-label={title}>
      <h3>{title}</h3>
      <div className="overview-scroll">
        <table className="overview-table desk-ageing-table">
          <thead>
            <tr>
              <th scope="col">Company</th>
              {bucketColumns.map(([key, label]) => (
                <th key={key} scope="col" className="overview-num">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {due.length === 0 ? (
              <tr className="overview-empty">
                <td colSpan={6}>Nothing due.</td>
              </tr>
            ) : (
              due.map((r) => (
                <tr key={r.companyId} data-company={r.companyName}>
                  <th scope="row" className="overview-lot">
                    <Link to={`/desk/companies/${r.companyId}`}>{r.companyName}</Link>
                  </th>
                  {bucketColumns.map(([key, label]) => (
                    <td key={key} data-label={label} data-bucket={key} className="overview-num">
                      {formatMoney(r.ageing[key])}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
          <tfoot>
            <tr className="overview-totals" data-company="Totals">
              <th scope="row">Totals</th>
              {bucketColumns.map(([key, label]) => (
                <td key={key} data-label={label} data-bucket={key} className="overview-num">
                  {formatMoney(totals[key])}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
      {more > 0 && <p className="lots-muted">And {more} more companies with an open balance: the CSV has every one.</p>}
    </section>
  );
}

function Screen({ queryRef }: { queryRef: PreloadedQuery<DeskAgeingPageQuery> }) {
  const { house } = usePreloadedQuery<DeskAgeingPageQuery>(deskAgeingPageQuery, queryRef);
  const t = house.counterpartyTotals;
  return (
    <div className="container page-section lots-page desk-page">
      <p className="eyebrow">
        <Link to="/desk">Counterparties</Link>
      </p>
      <h2>Ageing</h2>
      <p className="lots-muted">
        What is due, by days unpaid (oldest container first), as of {t.asOf}.{" "}
        <DeskDownload href={`/api/house/ageing?format=csv&asOf=${t.asOf}`} fileName={`ageing-${t.asOf}.csv`}>
          Download CSV
        </DeskDownload>
        {" · "}
        <DeskDownload href={`/api/house/ageing?format=pdf&asOf=${t.asOf}`} fileName={`statement-of-accounts-${t.asOf}.pdf`}>
          Statement of accounts (PDF)
        </DeskDownload>
      </p>
      <AgeingTable
        title="Payables (we owe)"
        rows={house.payables.nodes}
        totals={t.payablesAgeing}
        more={house.payables.totalCount - house.payables.nodes.length}
      />
      <AgeingTable
        title="Receivables (they owe)"
        rows={house.receivables.nodes}
        totals={t.receivablesAgeing}
        more={house.receivables.totalCount - house.receivables.nodes.length}
      />
    </div>
  );
}

/** /desk/ageing: payables and receivables by age, per counterparty, with totals (issue 46). */
export default function DeskAgeingPage() {
  const queryRef = useLoaderData() as PreloadedQuery<DeskAgeingPageQuery>;
  usePageMeta("Ageing", "Payables and receivables by age.");
  if (!getToken()) return <LoginFirst />;
  return (
    <LotsFrame what="The ageing">
      <Suspense fallback={<LotsLoading label="Loading the ageing…" />}>
        <Screen queryRef={queryRef} />
      </Suspense>
    </LotsFrame>
  );
}
