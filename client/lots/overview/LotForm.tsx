import { useEffect, useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from "react-relay/hooks";
import type { LotForm_profile$key } from "../../__generated__/LotForm_profile.graphql.ts";
import type { LotFormExistingLotQuery } from "../../__generated__/LotFormExistingLotQuery.graphql.ts";
import { useMessageDialog } from "../../components/Dialog.tsx";
import { Field } from "../../components/Field.tsx";
import { hasErrors, tradeMessages, validateLot, type LotField } from "../../../shared/validation.ts";
import { formatMoney } from "../../../shared/money.ts";
import { handOverLotDetailsState } from "../lotNavigation.ts";
import { LotSearch, newestLotsConnection, SEARCH_DELAY_MS, type LotChoice } from "./LotSearch.tsx";
import { useAddLotMutation } from "../mutations/useAddLotMutation.ts";
import { asMemberRole, roleMay } from "../../../shared/members.ts";
import { lotDetailsHref } from "../../../shared/lotAddress.ts";

export const ADD_LOT_FAILED = "Error adding lot";
/** What a Viewer sees in place of New Lot Number, Price and Add Lot. */
export const VIEWER_ADDS_NO_LOTS =
  "Your role in this company is Viewer: you can open lots and download their statements. An Owner can make you a Trader to add lots.";

const fragment = graphql`
  fragment LotForm_profile on BusinessProfile {
    id
    companyName
    viewerRole
    ...LotSearch_profile
  }
`;

const existingLotQuery = graphql`
  query LotFormExistingLotQuery($lotNumber: String!) {
    viewer {
      profile {
        lot(lotNumber: $lotNumber) {
          lotNumber
          price
        }
      }
    }
  }
`;

/**
 * Lot management (SPEC sections 2, 4, 5 and 8): pick an existing lot and Fetch Result, or add a
 * new one (New Lot Number, Price, Add Lot). Typing a number the company already has (the server
 * is asked once typing pauses) offers Fetch Result instead of adding it again. Adding puts the lot
 * at the top of the list and opens it.
 */
export function LotForm({ profile }: { profile: LotForm_profile$key }) {
  const data = useFragment(fragment, profile);
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const dialog = useMessageDialog();
  const [addLot, adding] = useAddLotMutation();
  const id = useId();
  const [selected, setSelected] = useState<LotChoice | null>(null);
  const [lotNumber, setLotNumber] = useState("");
  const [price, setPrice] = useState("");
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<LotField, string>>>({});
  const [typedExisting, setTypedExisting] = useState<LotChoice | null>(null);

  const companyName = data.companyName;
  // A Viewer picks a lot and opens it; adding one is for an Owner or a Trader (the server refuses it too).
  const canAdd = roleMay(asMemberRole(data.viewerRole), "write");
  const typed = lotNumber.trim();

  // Whether the company already has the number being typed, asked once typing pauses.
  useEffect(() => {
    setTypedExisting(null);
    if (!typed) return;
    let current = true;
    const timer = setTimeout(() => {
      fetchQuery<LotFormExistingLotQuery>(environment, existingLotQuery, { lotNumber: typed }, { fetchPolicy: "network-only" })
        .toPromise()
        .then((answer) => {
          const lot = answer?.viewer?.profile?.lot;
          if (current && lot) setTypedExisting({ lotNumber: lot.lotNumber, price: lot.price });
        })
        .catch((error) => console.error("Checking the lot number failed", error)); // Add Lot still gets the server's answer
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [typed, environment]);

  const chosen = selected ?? (typedExisting?.lotNumber === typed ? typedExisting : null);

  function open(number: string) {
    const state = handOverLotDetailsState({ companyName, lotNumber: number });
    navigate(lotDetailsHref(number), { state });
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
    const outcome = await addLot({ lotNumber: typed, price: price.trim() }, [newestLotsConnection(data.id)]);
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
      <LotSearch profile={data} onChoose={setSelected} />

      {canAdd || selected ? (
        <form onSubmit={onAdd} noValidate aria-label="Add a lot">
          {!selected ? (
            <Field label="New Lot Number" type="text" autoComplete="off" {...field("lotNumber", lotNumber, setLotNumber)} />
          ) : null}

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
      ) : (
        <p className="lots-muted">{VIEWER_ADDS_NO_LOTS}</p>
      )}
      {dialog.element}
    </section>
  );
}
