import { Link } from "react-router-dom";
import { graphql, useFragment } from "react-relay/hooks";
import type { CounterpartyRow_counterparty$key } from "../../__generated__/CounterpartyRow_counterparty.graphql.ts";
import { formatMoney, formatTonsColumn } from "../../../shared/money.ts";
import { formatDateGB } from "../../../shared/dates.ts";
import { sideWords } from "../deskFormat.ts";
import { agreementBadges } from "../../lots/overview/agreementFilter.ts";

/** One company's row of the counterparties table (a card on a phone); its name opens the company. */
export function CounterpartyRow({ counterparty }: { counterparty: CounterpartyRow_counterparty$key }) {
  const c = useFragment(
    graphql`
      fragment CounterpartyRow_counterparty on Counterparty {
        companyId
        companyName
        side
        contactName
        email
        lotCount
        containerCount
        quantityTons
        containerAmount
        totalPaid
        due
        amountLeft
        overdue
        oldestUnpaidDate
        waitingForHouse
        disputed
      }
    `,
    counterparty,
  );
  const words = sideWords(c.side);
  return (
    <tr className="overview-row" data-company={c.companyName}>
      <td data-label="Company" className="overview-lot">
        <Link to={`/desk/companies/${c.companyId}`}>{c.companyName}</Link>
        <span className="desk-contact">
          {c.contactName} · {c.email}
        </span>
        {agreementBadges(c.waitingForHouse, c.disputed).map((badge) => (
          <span key={badge} className={`overview-agreement${badge.endsWith("disputed") ? " overview-agreement--disputed" : ""}`}>
            {badge}
          </span>
        ))}
      </td>
      <td data-label="Side">{words.label}</td>
      <td data-label="Lots" className="overview-num">
        {c.lotCount}
      </td>
      <td data-label="Containers" className="overview-num">
        {c.containerCount}
      </td>
      <td data-label="Qty(MT)" className="overview-num">
        {formatTonsColumn(c.quantityTons)}
      </td>
      <td data-label="Container Amount" className="overview-num">
        {formatMoney(c.containerAmount)}
      </td>
      <td data-label="Total Paid" className="overview-num">
        {formatMoney(c.totalPaid)}
      </td>
      <td data-label={words.due} data-cell="due" className="overview-num">
        <span className="desk-side-word">{words.due}: </span>
        <span className={c.due !== "0.00" ? "overview-balance--due" : undefined}>{formatMoney(c.due)}</span>
      </td>
      <td data-label={words.left} data-cell="left" className="overview-num">
        <span className="desk-side-word">{words.left}: </span>
        {formatMoney(c.amountLeft)}
      </td>
      <td data-label="Oldest Overdue" className="overview-date">
        {c.overdue !== "0.00" && c.oldestUnpaidDate ? `${formatDateGB(c.oldestUnpaidDate)} (${formatMoney(c.overdue)})` : "—"}
      </td>
    </tr>
  );
}
