import type { RefObject } from "react";

/** The ledger's shortcuts to the add forms: one tap from anywhere in a long ledger on a phone. */
export function FormShortcuts({
  containerForm,
  amountForm,
}: {
  containerForm: RefObject<HTMLDivElement | null>;
  amountForm: RefObject<HTMLDivElement | null>;
}) {
  return (
    <>
      <button type="button" className="btn btn--small" onClick={() => goToForm(containerForm.current)} aria-label="Add container">
        + Container
      </button>
      <button type="button" className="btn btn--small" onClick={() => goToForm(amountForm.current)} aria-label="Add amount">
        + Amount
      </button>
    </>
  );
}

function goToForm(form: HTMLDivElement | null) {
  if (!form) return;
  form.scrollIntoView({ block: "start" });
  form.querySelector<HTMLInputElement>("input")?.focus({ preventScroll: true });
}
