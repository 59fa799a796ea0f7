import { graphql } from "react-relay/hooks";
import type { RowHistory_histories$data } from "../../__generated__/RowHistory_histories.graphql.ts";
import type { RowHistory_record$data } from "../../__generated__/RowHistory_record.graphql.ts";
import { formatDateGB } from "../../../shared/dates.ts";
import { formatMoney } from "../../../shared/money.ts";
import { entryFieldLabels } from "../../../shared/validation.ts";
import { formatDateTimeGB } from "../../../shared/dates.ts";

/**
 * The rows' change histories. The parent spreads this unmasked next to LedgerTable_ledger and
 * hands the result to `historiesOf`: a masked fragment level costs two levels of the server's
 * query depth limit, which the history's own nesting already nearly fills.
 */
graphql`
  fragment RowHistory_histories on LedgerStatement {
    rows {
      container {
        id
        history {
          ...RowHistory_record @relay(mask: false)
        }
      }
      payment {
        id
        history {
          ...RowHistory_record @relay(mask: false)
        }
      }
    }
  }
`;

/** One record of a row's history (its addition, an edit, a void or a restore), as its history lists it. */
graphql`
  fragment RowHistory_record on ChangeRecord {
    added
    changedAt
    changedBy
    changes {
      field
      oldValue
      newValue
    }
  }
`;

export type ChangeRecords = readonly Omit<RowHistory_record$data, " $fragmentType">[];
/** Each container's and payment's edits, by its id. */
export type RowHistories = Readonly<Record<string, ChangeRecords>>;

export const NO_CHANGES: ChangeRecords = [];

/** The histories of `RowHistory_histories` data, by record id. */
export function historiesOf(statement: Omit<RowHistory_histories$data, " $fragmentType">): RowHistories {
  return Object.fromEntries(
    statement.rows.flatMap((row) => {
      const record = row.container ?? row.payment;
      return record ? [[record.id, record.history]] : [];
    }),
  );
}

/** The entry's fields, and its agreement between the two sides (issue 47: "Recorded → Confirmed by ..."). */
const historyLabels: Record<string, string> = { ...entryFieldLabels, agreement: "Agreement" };

function historyValue(field: string, value: string | null | undefined): string {
  if (value == null || value === "") return "(empty)";
  if (field === "date") return formatDateGB(value);
  if (field === "amount") return formatMoney(value);
  return value;
}

/**
 * The panel under a row listing who added it and when, with what, then its edits: when, by whom,
 * and each field's old and new value.
 */
export function RowHistory({ number, history, timeZone }: { number: number; history: ChangeRecords; timeZone: string }) {
  return (
    <div className="ledger-history-panel">
      <strong>Changes to row {number}</strong>
      <ol className="ledger-history">
        {history.map((record, i) => (
          <li key={`${record.changedAt}-${i}`}>
            <span className="ledger-history__when">
              {record.added ? "Added " : null}
              {formatDateTimeGB(record.changedAt, timeZone)} by {record.changedBy}
            </span>
            <ul>
              {record.changes.map((change) => (
                <li key={change.field}>
                  {historyLabels[change.field] ?? change.field}:{" "}
                  {record.added
                    ? historyValue(change.field, change.newValue)
                    : `${historyValue(change.field, change.oldValue)} → ${historyValue(change.field, change.newValue)}`}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </div>
  );
}
