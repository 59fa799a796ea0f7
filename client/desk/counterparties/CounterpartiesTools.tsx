import type { CounterpartySide } from "../../__generated__/CounterpartiesTablePaginationQuery.graphql.ts";
import { agreementChoices, type AgreementChoice } from "../../lots/overview/agreementFilter.ts";
import type { CounterpartiesFilters } from "./useCounterpartiesFilters.ts";

/** The search box, side, balance and entries' state choices above the counterparties table. */
export function CounterpartiesTools({
  id,
  filters,
  onChange,
}: {
  id: string;
  filters: CounterpartiesFilters;
  onChange: (patch: Partial<CounterpartiesFilters>) => void;
}) {
  return (
    <div className="overview-tools">
      <div className="form-field overview-tools__search">
        <label htmlFor={`${id}-search`}>Search</label>
        <input
          id={`${id}-search`}
          type="search"
          value={filters.text}
          placeholder="Company, contact or e-mail"
          onChange={(e) => onChange({ text: e.target.value })}
        />
      </div>
      <div className="form-field overview-tools__sort">
        <label htmlFor={`${id}-side`}>Side</label>
        <select id={`${id}-side`} value={filters.side} onChange={(e) => onChange({ side: e.target.value as CounterpartySide | "" })}>
          <option value="">Suppliers and buyers</option>
          <option value="SUPPLIER">Suppliers</option>
          <option value="BUYER">Buyers</option>
        </select>
      </div>
      <label className="overview-tools__check">
        <input type="checkbox" checked={filters.openOnly} onChange={(e) => onChange({ openOnly: e.target.checked })} /> Open balance only
      </label>
      <label className="overview-tools__check">
        <input type="checkbox" checked={filters.overdueOnly} onChange={(e) => onChange({ overdueOnly: e.target.checked })} /> Overdue only
      </label>
      <div className="form-field overview-tools__agreement">
        <label htmlFor={`${id}-agreement`}>Entries</label>
        <select
          id={`${id}-agreement`}
          value={filters.agreement ?? ""}
          onChange={(e) => onChange({ agreement: (e.target.value || null) as AgreementChoice | null })}
        >
          <option value="">Any state</option>
          {agreementChoices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
