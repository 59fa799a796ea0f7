import { Suspense } from "react";
import { useLoaderData } from "react-router-dom";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import type { DeskCounterpartiesPageQuery } from "../../__generated__/DeskCounterpartiesPageQuery.graphql.ts";
import { getToken } from "../../auth/session.ts";
import { usePageMeta } from "../../components/pageMeta.ts";
import { LoginFirst } from "../../lots/LoginFirst.tsx";
import { LotsFrame } from "../../lots/LotsFrame.tsx";
import { LotsLoading } from "../../lots/LotsLoading.tsx";
import { formatMoney } from "../../../shared/money.ts";
import { CounterpartiesTable } from "./CounterpartiesTable.tsx";
import "../../lots/lots.css";
import "./desk.css";

export const deskCounterpartiesPageQuery = graphql`
  query DeskCounterpartiesPageQuery($filter: CounterpartiesFilter) {
    house {
      counterpartyTotals {
        payables
        receivables
        advancesOutstanding
        customerCredit
        supplierCount
        buyerCount
        asOf
      }
    }
    ...CounterpartiesTable_query @arguments(filter: $filter)
  }
`;

function Screen({ queryRef }: { queryRef: PreloadedQuery<DeskCounterpartiesPageQuery> }) {
  const data = usePreloadedQuery<DeskCounterpartiesPageQuery>(deskCounterpartiesPageQuery, queryRef);
  const t = data.house.counterpartyTotals;
  return (
    <div className="container page-section lots-page desk-page">
      <p className="eyebrow">The house&apos;s desk</p>
      <h2>Counterparties</h2>
      <p className="lots-muted">
        {t.supplierCount} suppliers and {t.buyerCount} buyers, as of {t.asOf}.
      </p>
      <dl className="desk-totals" aria-label="Totals">
        <div>
          <dt>Payables (we owe)</dt>
          <dd data-total="payables">{formatMoney(t.payables)}</dd>
        </div>
        <div>
          <dt>Receivables (they owe)</dt>
          <dd data-total="receivables">{formatMoney(t.receivables)}</dd>
        </div>
        <div>
          <dt>Advances outstanding</dt>
          <dd data-total="advances">{formatMoney(t.advancesOutstanding)}</dd>
        </div>
        <div>
          <dt>Customer credit</dt>
          <dd data-total="credit">{formatMoney(t.customerCredit)}</dd>
        </div>
      </dl>
      <CounterpartiesTable query={data} />
    </div>
  );
}

/** /desk: every supplier and buyer with what the house owes and is owed (issue 46). */
export default function DeskCounterpartiesPage() {
  const queryRef = useLoaderData() as PreloadedQuery<DeskCounterpartiesPageQuery>;
  usePageMeta("Counterparties", "Every supplier and buyer with what the house owes and is owed.");
  if (!getToken()) return <LoginFirst />;
  return (
    <LotsFrame what="The counterparties">
      <Suspense fallback={<LotsLoading label="Loading the counterparties…" />}>
        <Screen queryRef={queryRef} />
      </Suspense>
    </LotsFrame>
  );
}
