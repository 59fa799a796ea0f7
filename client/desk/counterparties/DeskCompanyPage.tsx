import { Suspense } from "react";
import { Link, useLoaderData } from "react-router-dom";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import type { DeskCompanyPageQuery } from "../../__generated__/DeskCompanyPageQuery.graphql.ts";
import { getToken } from "../../auth/session.ts";
import { usePageMeta } from "../../components/pageMeta.ts";
import { LoginFirst } from "../../lots/LoginFirst.tsx";
import { LotsFrame } from "../../lots/LotsFrame.tsx";
import { LotsLoading } from "../../lots/LotsLoading.tsx";
import { formatMoney, formatTonsColumn } from "../../../shared/money.ts";
import { formatDateGB } from "../../../shared/dates.ts";
import { sideWords } from "../deskFormat.ts";
import { DeskDownload } from "../DeskDownload.tsx";
import "../../lots/lots.css";
import "./desk.css";
import { lotDetailsHref } from "../../../shared/lotAddress.ts";

export const deskCompanyPageQuery = graphql`
  query DeskCompanyPageQuery($companyId: Int!, $profileId: ID!) {
    company: node(id: $profileId) {
      ... on BusinessProfile {
        lotsOverview(first: 100, orderBy: { field: BALANCE, direction: ASC }) {
          totalCount
          nodes {
            lot {
              id
              lotNumber
            }
            containerCount
            quantityTons
            containerAmount
            totalPaid
            balance
            lastEntryDate
          }
        }
      }
    }
    house {
      counterparty(companyId: $companyId) {
        companyId
        companyName
        side
        contactName
        email
        phone
        lotCount
        containerCount
        quantityTons
        containerAmount
        totalPaid
        balance
        due
        amountLeft
        overdue
        oldestUnpaidDate
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
`;

function Screen({ queryRef }: { queryRef: PreloadedQuery<DeskCompanyPageQuery> }) {
  const { house, company } = usePreloadedQuery<DeskCompanyPageQuery>(deskCompanyPageQuery, queryRef);
  const c = house.counterparty;
  if (!c) {
    return (
      <div className="container page-section lots-page desk-page">
        <h2>No such company</h2>
        <p>
          <Link to="/desk">Back to the counterparties</Link>
        </p>
      </div>
    );
  }
  const words = sideWords(c.side);
  const figures: [string, string][] = [
    ["Lots", String(c.lotCount)],
    ["Containers", String(c.containerCount)],
    ["Qty(MT)", formatTonsColumn(c.quantityTons)],
    ["Container Amount", formatMoney(c.containerAmount)],
    ["Total Paid", formatMoney(c.totalPaid)],
    [`Due (${words.due.toLowerCase()})`, formatMoney(c.due)],
    [`Amount Left (${words.left.toLowerCase()})`, formatMoney(c.amountLeft)],
    ["Overdue (over 30 days)", formatMoney(c.overdue)],
    ["Oldest unpaid", c.oldestUnpaidDate ? formatDateGB(c.oldestUnpaidDate) : "—"],
  ];
  const buckets: [string, string][] = [
    ["0-30 days", c.ageing.days0to30],
    ["31-60 days", c.ageing.days31to60],
    ["61-90 days", c.ageing.days61to90],
    ["Over 90 days", c.ageing.over90],
    ["Total", c.ageing.total],
  ];
  return (
    <div className="container page-section lots-page desk-page">
      <p className="eyebrow">
        <Link to="/desk">Counterparties</Link> · {words.label}
      </p>
      <h2>{c.companyName}</h2>
      <p className="lots-muted">
        {c.contactName} · {c.email} · {c.phone}
      </p>
      <dl className="desk-totals" aria-label="Figures">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3>Due by age</h3>
      <dl className="desk-totals" aria-label="Due by age">
        {buckets.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{formatMoney(value)}</dd>
          </div>
        ))}
      </dl>
      <p>
        <DeskDownload href={`/api/house/counterparties/${c.companyId}/statement`} fileName={`statement-${c.companyName}.pdf`}>
          Statement to send (PDF)
        </DeskDownload>
      </p>
      {company?.lotsOverview && <CompanyLots side={c.side} overview={company.lotsOverview} />}
    </div>
  );
}

type Overview = NonNullable<NonNullable<DeskCompanyPageQuery["response"]["company"]>["lotsOverview"]>;

/**
 * The company's lots, largest Due first, each opening the lot screen its members use (by the lot's id in
 * ?lot=; the lots' navigation module stays out of the desk's bundle, which the home page's first load shares).
 */
function CompanyLots({ side, overview }: { side: string; overview: Overview }) {
  const words = sideWords(side);
  return (
    <section className="lots-card lots-overview" aria-labelledby="desk-company-lots">
      <h3 id="desk-company-lots">Lots ({overview.totalCount})</h3>
      {overview.totalCount > overview.nodes.length && (
        <p className="lots-muted">The {overview.nodes.length} lots with the most due are shown.</p>
      )}
      <div className="overview-scroll">
        <table className="overview-table desk-table">
          <thead>
            <tr>
              <th scope="col">Lot</th>
              <th scope="col" className="overview-num">
                Containers
              </th>
              <th scope="col" className="overview-num">
                Qty(MT)
              </th>
              <th scope="col" className="overview-num">
                Container Amount
              </th>
              <th scope="col" className="overview-num">
                Total Paid
              </th>
              <th scope="col" className="overview-num">
                Balance
              </th>
              <th scope="col">Last entry</th>
            </tr>
          </thead>
          <tbody>
            {overview.nodes.map((row) => {
              const due = row.balance.startsWith("-");
              return (
                <tr key={row.lot.id} className="overview-row">
                  <td data-label="Lot" className="overview-lot">
                    <Link to={lotDetailsHref(row.lot.id)}>{row.lot.lotNumber}</Link>
                  </td>
                  <td data-label="Containers" className="overview-num">
                    {row.containerCount}
                  </td>
                  <td data-label="Qty(MT)" className="overview-num">
                    {formatTonsColumn(row.quantityTons)}
                  </td>
                  <td data-label="Container Amount" className="overview-num">
                    {formatMoney(row.containerAmount)}
                  </td>
                  <td data-label="Total Paid" className="overview-num">
                    {formatMoney(row.totalPaid)}
                  </td>
                  <td data-label="Balance" className="overview-num">
                    {due ? `${words.due} ${formatMoney(row.balance.slice(1))}` : `${words.left} ${formatMoney(row.balance)}`}
                  </td>
                  <td data-label="Last entry" className="overview-date">
                    {row.lastEntryDate ? formatDateGB(row.lastEntryDate) : "—"}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** /desk/companies/:companyId: one counterparty's figures and ageing (issue 46). */
export default function DeskCompanyPage() {
  const queryRef = useLoaderData() as PreloadedQuery<DeskCompanyPageQuery>;
  usePageMeta("Company", "A counterparty's figures and ageing.");
  if (!getToken()) return <LoginFirst />;
  return (
    <LotsFrame what="The company">
      <Suspense fallback={<LotsLoading label="Loading the company…" />}>
        <Screen queryRef={queryRef} />
      </Suspense>
    </LotsFrame>
  );
}
