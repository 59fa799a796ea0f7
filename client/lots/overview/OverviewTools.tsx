import type { LotsOverviewField, SortDirection } from "../../__generated__/LotsOverviewPaginationQuery.graphql.ts";
import { agreementChoices, type AgreementChoice } from "./agreementFilter.ts";
import { columns, directionText, type Order } from "./overviewColumns.ts";

/** The overview's search box, its Open balance only and Entries filters, and its Sort by list. */
export function OverviewTools({
  id,
  text,
  onText,
  openOnly,
  onOpenOnly,
  agreement,
  onAgreement,
  order,
  onSort,
}: {
  /** The overview's own id, which the boxes' ids begin with. */
  id: string;
  text: string;
  onText: (text: string) => void;
  openOnly: boolean;
  onOpenOnly: (checked: boolean) => void;
  agreement: AgreementChoice | null;
  onAgreement: (choice: AgreementChoice | null) => void;
  order: Order;
  onSort: (field: LotsOverviewField, direction: SortDirection) => void;
}) {
  return (
    <div className="overview-tools">
      <div className="form-field overview-tools__search">
        <label htmlFor={`${id}-search`}>Search lots</label>
        <input
          id={`${id}-search`}
          type="search"
          autoComplete="off"
          spellCheck={false}
          placeholder="Part of a lot number"
          value={text}
          onChange={(e) => onText(e.target.value)}
        />
      </div>
      <label className="overview-tools__check">
        <input type="checkbox" checked={openOnly} onChange={(e) => onOpenOnly(e.target.checked)} /> Open balance only
      </label>
      <div className="form-field overview-tools__agreement">
        <label htmlFor={`${id}-agreement`}>Entries</label>
        <select
          id={`${id}-agreement`}
          value={agreement ?? ""}
          onChange={(e) => onAgreement((e.target.value || null) as AgreementChoice | null)}
        >
          <option value="">Any state</option>
          {agreementChoices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
      <div className="form-field overview-tools__sort">
        <label htmlFor={`${id}-sort`}>Sort by</label>
        <select
          id={`${id}-sort`}
          value={`${order.field}:${order.direction}`}
          onChange={(e) => {
            const [field, direction] = e.target.value.split(":") as [LotsOverviewField, SortDirection];
            onSort(field, direction);
          }}
        >
          {columns.flatMap((column) =>
            (["ASC", "DESC"] as const).map((direction) => (
              <option key={`${column.field}:${direction}`} value={`${column.field}:${direction}`}>
                {column.label} {directionText(column, direction)}
              </option>
            )),
          )}
        </select>
      </div>
    </div>
  );
}
