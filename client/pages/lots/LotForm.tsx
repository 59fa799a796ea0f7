import { useEffect, useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { graphql, usePaginationFragment } from "react-relay/hooks";
import { ConnectionHandler } from "relay-runtime";
import type { LotForm_profile$key } from "../../__generated__/LotForm_profile.graphql.ts";
import type { LotFormPaginationQuery } from "../../__generated__/LotFormPaginationQuery.graphql.ts";
import { useMessageDialog } from "../../components/Dialog.tsx";
import { Field } from "../../components/Field.tsx";
import { hasErrors, tradeMessages, validateLot, type LotField } from "../../../shared/validation.ts";
import { formatMoney } from "../../../shared/money.ts";
import { handOverLotDetailsState, LOT_DETAILS_PATH } from "./lotNavigation.ts";
import { useAddLotMutation } from "./useAddLotMutation.ts";

export const LOT_PAGE_SIZE = 100;
export const ADD_LOT_FAILED = "Error adding lot";

const fragment = graphql`
  fragment LotForm_profile on BusinessProfile
  @refetchable(queryName: "LotFormPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 100 }, cursor: { type: "String" }) {
    id
    companyName
    lots(first: $count, after: $cursor) @connection(key: "LotForm_lots") {
      totalCount
      edges {
        node {
          id
          lotNumber
          price
        }
      }
    }
  }
`;

/**
 * Lot management (SPEC sections 2, 4, 5 and 8): pick an existing lot and Fetch Result, or add a
 * new one (New Lot Number, Price, Add Lot). Typing a number the company already has offers Fetch
 * Result instead of adding it again. Adding puts the lot at the top of the list and opens it.
 */
export function LotForm({ profile }: { profile: LotForm_profile$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<LotFormPaginationQuery, LotForm_profile$key>(fragment, profile);
  const navigate = useNavigate();
  const dialog = useMessageDialog();
  const [addLot, adding] = useAddLotMutation();
  const id = useId();
  const [selected, setSelected] = useState("");
  const [lotNumber, setLotNumber] = useState("");
  const [price, setPrice] = useState("");
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<LotField, string>>>({});

  // The dropdown lists every lot: the remaining pages follow the first one.
  useEffect(() => {
    if (hasNext && !isLoadingNext) loadNext(LOT_PAGE_SIZE);
  }, [hasNext, isLoadingNext, loadNext]);

  const companyName = data.companyName;
  const lots = data.lots.edges.map((edge) => edge.node);
  const typed = lotNumber.trim();
  const typedExisting = typed ? lots.find((lot) => lot.lotNumber === typed) : undefined;
  const chosen = selected ? lots.find((lot) => lot.lotNumber === selected) : typedExisting;

  function open(number: string) {
    const state = handOverLotDetailsState({ companyName, lotNumber: number });
    navigate(LOT_DETAILS_PATH, { state });
  }

  async function onAdd(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (adding) return;
    if (chosen) {
      open(chosen.lotNumber); // Enter on a number the company already has: its details, not a duplicate
      return;
    }
    const errors = validateLot({ lotNumber, price });
    if (!companyName || errors.lotNumber === tradeMessages.lotFieldsMissing || errors.price === tradeMessages.lotFieldsMissing) {
      setFieldErrors({});
      await dialog.show({ variant: "warning", title: tradeMessages.lotFieldsMissing });
      return;
    }
    setFieldErrors(errors);
    if (hasErrors(errors)) return;
    const outcome = await addLot({ lotNumber: typed, price: price.trim() }, [ConnectionHandler.getConnectionID(data.id, "LotForm_lots")]);
    if (!outcome.ok) {
      setFieldErrors(outcome.fieldErrors as Partial<Record<LotField, string>>);
      await dialog.show({ variant: "error", title: ADD_LOT_FAILED, text: outcome.message ?? undefined });
      return;
    }
    setLotNumber("");
    setPrice("");
    open(outcome.data.lotNumber);
  }

  /** A Field's value, message and onChange (typing clears that field's message). */
  const field = (name: LotField, value: string, set: (value: string) => void) => ({
    name,
    value,
    error: fieldErrors[name],
    onChange: (e: { target: { value: string } }) => {
      set(e.target.value);
      setFieldErrors((f) => ({ ...f, [name]: undefined }));
    },
  });

  return (
    <section className="lots-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="lots-card__title">
        Lots of {companyName}
      </h2>
      <div className="form-field">
        <label htmlFor={`${id}-existing`}>Select Existing Lot</label>
        <select
          id={`${id}-existing`}
          className="lots-select"
          value={selected}
          onChange={(e) => setSelected(e.target.value)}
          disabled={lots.length === 0}
        >
          <option value="">{lots.length === 0 ? "No lots yet" : "Select Existing Lot"}</option>
          {lots.map((lot) => (
            <option key={lot.id} value={lot.lotNumber}>
              {lot.lotNumber} ({formatMoney(lot.price)}/ton)
            </option>
          ))}
        </select>
        <p className="lots-muted lots-count">
          {data.lots.totalCount === 1 ? "1 lot" : `${data.lots.totalCount} lots`}
          {isLoadingNext ? " (loading more…)" : ""}
        </p>
      </div>

      <form onSubmit={onAdd} noValidate aria-label="Add a lot">
        {!selected ? <Field label="New Lot Number" type="text" autoComplete="off" {...field("lotNumber", lotNumber, setLotNumber)} /> : null}

        {chosen ? (
          <div className="lots-existing" role="status">
            {!selected ? <p>Lot {chosen.lotNumber} already exists.</p> : null}
            <p className="lots-muted">
              Lot {chosen.lotNumber}, price per ton {formatMoney(chosen.price)}
            </p>
            <button type="button" className="btn btn--accent" onClick={() => open(chosen.lotNumber)}>
              Fetch Result
            </button>
          </div>
        ) : (
          <>
            <Field
              label="Price"
              type="number"
              inputMode="decimal"
              min="0"
              step="any"
              {...field("price", price, setPrice)}
              hint={fieldErrors.price ? undefined : "Per ton, in US dollars."}
            />
            <button type="submit" className="btn btn--accent" disabled={adding}>
              Add Lot
            </button>
          </>
        )}
      </form>
      {dialog.element}
    </section>
  );
}
