import { Link } from "react-router-dom";
import { graphql, useFragment } from "react-relay/hooks";
import type { ChequesDue_profile$key } from "../../__generated__/ChequesDue_profile.graphql.ts";
import { addDays, formatDateGB, todayIn } from "../../../shared/dates.ts";
import { formatMoney } from "../../../shared/money.ts";
import { resultHref } from "./FindAnything.tsx";

const fragment = graphql`
  fragment ChequesDue_profile on BusinessProfile {
    chequesDue(first: 50) {
      id
      amount
      reference
      chequeDueDate
      lot {
        lotNumber
      }
    }
  }
`;

/**
 * The post-dated cheques still to fall due (issue 48), soonest first: those of the next seven days
 * under "Cheques due this week", the rest under "Later", each linking to its lot's row. Nothing
 * shows when there are none.
 */
export function ChequesDue({ profile, timeZone }: { profile: ChequesDue_profile$key; timeZone?: string }) {
  const { chequesDue } = useFragment(fragment, profile);
  if (chequesDue.length === 0) return null;
  const weekEnd = addDays(todayIn(timeZone), 6);
  const thisWeek = chequesDue.filter((c) => c.chequeDueDate! <= weekEnd);
  const later = chequesDue.filter((c) => c.chequeDueDate! > weekEnd);
  const list = (cheques: typeof chequesDue) => (
    <ul className="cheques-due__list">
      {cheques.map((cheque) => (
        <li key={cheque.id}>
          <span className="cheques-due__date">{formatDateGB(cheque.chequeDueDate!)}</span> {formatMoney(cheque.amount)}
          {cheque.reference ? ` · ${cheque.reference}` : ""} ·{" "}
          <Link to={resultHref(cheque.lot.lotNumber, cheque.id)}>Lot {cheque.lot.lotNumber}</Link>
        </li>
      ))}
    </ul>
  );
  return (
    <section className="lots-card cheques-due" aria-label="Post-dated cheques">
      <h2 className="lots-card__title">Cheques due this week</h2>
      {thisWeek.length > 0 ? list(thisWeek) : <p className="lots-muted">None in the next seven days.</p>}
      {later.length > 0 ? (
        <>
          <h3>Later</h3>
          {list(later)}
        </>
      ) : null}
    </section>
  );
}
