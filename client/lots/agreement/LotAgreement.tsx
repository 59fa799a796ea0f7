/**
 * Both sides agree (issue 47) on a lot's screen: where the lot stands (its agreed balance beside the
 * balance as recorded, what waits for whom), confirming everything that waits in one step after a
 * preview, and under each entry that is not yet agreed its state and the steps the viewer's side may
 * take (confirm, dispute with its own figure, accept the other figure, answer, withdraw).
 *
 * The steps need the lot and the range on screen (each answers with the lot's fresh ledger): the lot's
 * screen hands them down through a context, so the ledger's rows need no prop for it.
 */
import { createContext, useContext, useId, useState, type FormEvent, type ReactNode } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { LotAgreement_lot$key } from "../../__generated__/LotAgreement_lot.graphql.ts";
import type { LedgerTable_ledger$data } from "../../__generated__/LedgerTable_ledger.graphql.ts";
import { balanceLabel, formatMoney, formatTons, kgToTons } from "../../../shared/money.ts";
import { formatDateGB } from "../../../shared/dates.ts";
import { HOUSE_NAME } from "../../../shared/authors.ts";
import { disputeProblems, answerProblem, type AgreementAction, type EntrySide } from "../../../shared/agreement.ts";
import { useMessageDialog } from "../../components/Dialog.tsx";
import { UNREACHABLE, type MutationOutcome } from "../../relay/outcome.ts";
import { useConfirmEntryMutation } from "../mutations/useConfirmEntryMutation.ts";
import { useDisputeEntryMutation } from "../mutations/useDisputeEntryMutation.ts";
import { useAcceptDisputeMutation } from "../mutations/useAcceptDisputeMutation.ts";
import { useAnswerDisputeMutation } from "../mutations/useAnswerDisputeMutation.ts";
import { useWithdrawDisputeMutation } from "../mutations/useWithdrawDisputeMutation.ts";
import { useConfirmWaitingEntriesMutation } from "../mutations/useConfirmWaitingEntriesMutation.ts";
import { fetchAttachment } from "../attachments/attachmentFiles.ts";
import { saveFile } from "../statement/saveFile.ts";
import { useLotSeen } from "./useLotSeen.ts";
import "./agreement.css";

const fragment = graphql`
  fragment LotAgreement_lot on Lot {
    id
    lotNumber
    companyName
    agreement {
      side
      recordedBalance
      agreedBalance
      confirmed
      disputed
      waitingForYou
      waitingForOtherSide
      mayAct
    }
    waitingConfirmation {
      containers
      payments
      token
    }
  }
`;

/** A row's container or payment as the ledger reads it, with its agreement (LedgerTable_ledger). */
type RowEntry =
  NonNullable<LedgerTable_ledger$data["rows"][number]["container"]> | NonNullable<LedgerTable_ledger$data["rows"][number]["payment"]>;
type EntryAgreementData = RowEntry["agreement"];

interface AgreementSteps {
  companyName: string;
  take: (
    step: AgreementAction,
    input: { id: string; expectedVersion: number; reason?: string; quantityKg?: string; amount?: string; date?: string; answer?: string },
  ) => Promise<MutationOutcome<unknown>>;
}

const StepsContext = createContext<AgreementSteps | null>(null);

const sideName = (side: EntrySide, companyName: string) => (side === "HOUSE" ? HOUSE_NAME : companyName);
const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? "" : "s"}`;
const entries = (count: number) => `${count} ${count === 1 ? "entry" : "entries"}`;

/**
 * The lot's agreement panel, and the steps for the rows below it (`children`). `range`: the dates on
 * screen, which each step's answer refreshes; `onConfirmedMany`: after a bulk confirmation, the screen
 * reads the lot again (that mutation answers only how many it confirmed).
 */
export function LotAgreement({
  lot: lotKey,
  range,
  onConfirmedMany,
  children,
}: {
  lot: LotAgreement_lot$key;
  range: { from: string | null; to: string | null };
  onConfirmedMany: () => void;
  children: ReactNode;
}) {
  const lot = useFragment(fragment, lotKey);
  useLotSeen(
    lot.id,
    `${lot.agreement.waitingForYou}/${lot.agreement.disputed}/${lot.waitingConfirmation.token}`,
    lot.agreement.mayAct,
    lot.agreement.waitingForYou,
  );
  const [confirm] = useConfirmEntryMutation();
  const [dispute] = useDisputeEntryMutation();
  const [accept] = useAcceptDisputeMutation();
  const [answer] = useAnswerDisputeMutation();
  const [withdraw] = useWithdrawDisputeMutation();
  const [confirmMany, confirmingMany] = useConfirmWaitingEntriesMutation();
  const dialog = useMessageDialog();
  const [notice, setNotice] = useState<string | null>(null);

  const take: AgreementSteps["take"] = (step, { id, expectedVersion, ...fields }) => {
    switch (step) {
      case "CONFIRM":
        return confirm({ input: { id, expectedVersion }, ...range }, lot.id);
      case "DISPUTE":
        return dispute(
          {
            input: {
              id,
              expectedVersion,
              reason: fields.reason ?? "",
              quantityKg: fields.quantityKg || null,
              amount: fields.amount || null,
              date: fields.date || null,
            },
            ...range,
          },
          lot.id,
        );
      case "ACCEPT":
        return accept({ input: { id, expectedVersion }, ...range }, lot.id);
      case "ANSWER":
        return answer({ input: { id, expectedVersion, answer: fields.answer ?? "" }, ...range }, lot.id);
      case "WITHDRAW":
        return withdraw({ input: { id, expectedVersion }, ...range }, lot.id);
    }
  };

  const { agreement, waitingConfirmation: waiting } = lot;
  const other = sideName(agreement.side === "HOUSE" ? "COUNTERPARTY" : "HOUSE", lot.companyName);
  const confirmable = waiting.containers + waiting.payments;

  async function downloadAgreed() {
    const query = new URLSearchParams({ companyName: lot.companyName, lotNumber: lot.lotNumber });
    try {
      const file = await fetchAttachment(`/api/entries/agreed-statement?${query}`);
      saveFile(file, `agreed-balance-${lot.lotNumber}.pdf`);
    } catch (error) {
      setNotice(`The statement could not be made: ${error instanceof Error ? error.message : UNREACHABLE}`);
    }
  }

  async function confirmAll() {
    const what = [
      waiting.containers ? plural(waiting.containers, "container") : null,
      waiting.payments ? plural(waiting.payments, "payment") : null,
    ]
      .filter(Boolean)
      .join(" and ");
    const chosen = await dialog.show({
      title: `Confirm ${entries(confirmable)}?`,
      text: `${what} recorded by ${other} will be confirmed as they are. Disputed entries are left as they are.`,
      variant: "warning",
      retry: true,
      retryLabel: "Confirm all",
      closeLabel: "Cancel",
    });
    if (chosen !== "retry") return;
    const outcome = await confirmMany({ input: { lotId: lot.id, token: waiting.token } });
    if (outcome.ok) {
      setNotice(`${entries(outcome.data)} confirmed.`);
      onConfirmedMany();
    } else {
      setNotice(`Not confirmed: ${outcome.message ?? UNREACHABLE}`);
      onConfirmedMany();
    }
  }

  return (
    <StepsContext.Provider value={{ companyName: lot.companyName, take }}>
      <section className="lot-agreement" aria-labelledby="lot-agreement-title">
        <h2 id="lot-agreement-title" className="lots-card__title">
          Agreed with {other}
        </h2>
        <dl className="lot-agreement__figures">
          <div>
            <dt>Agreed balance</dt>
            <dd data-testid="agreed-balance">{balanceLabel(agreement.agreedBalance)}</dd>
          </div>
          <div>
            <dt>Balance as recorded</dt>
            <dd data-testid="recorded-balance">{balanceLabel(agreement.recordedBalance)}</dd>
          </div>
          <div>
            <dt>Waiting for you</dt>
            <dd data-testid="waiting-for-you">{agreement.waitingForYou}</dd>
          </div>
          <div>
            <dt>Waiting for {other}</dt>
            <dd data-testid="waiting-for-other">{agreement.waitingForOtherSide}</dd>
          </div>
          <div>
            <dt>Disputed</dt>
            <dd data-testid="disputed">{agreement.disputed}</dd>
          </div>
        </dl>
        {agreement.mayAct && confirmable > 0 ? (
          <button type="button" className="btn btn--small" onClick={confirmAll} disabled={confirmingMany}>
            Confirm all {confirmable} waiting
          </button>
        ) : null}
        <button type="button" className="btn btn--small btn--outline" onClick={downloadAgreed}>
          Statement of agreed balance (PDF)
        </button>
        {notice ? (
          <p className="lots-muted" role="status">
            {notice}
          </p>
        ) : null}
        {dialog.element}
      </section>
      {children}
    </StepsContext.Provider>
  );
}

/**
 * Whether an entry's agreement earns a line under its row, on a screen that offers the steps: a
 * dispute (both sides see it), or a step the viewer may take. What only waits for the other side is
 * counted in the lot's panel, not repeated under every row.
 */
export function useAgreementLine(agreement: EntryAgreementData | null | undefined): boolean {
  return (
    useContext(StepsContext) !== null &&
    Boolean(agreement && (agreement.state === "DISPUTED" || (agreement.state === "RECORDED" && agreement.actions.length > 0)))
  );
}

/** What an agreement says in one line, from the viewer's side. */
function agreementText(agreement: EntryAgreementData, companyName: string): string {
  const recorder = sideName(agreement.recordedBy as EntrySide, companyName);
  if (agreement.state === "CONFIRMED") return `Confirmed by ${agreement.by ?? "the other side"}`;
  if (agreement.state === "RECORDED")
    return `Recorded by ${recorder}, waiting for ${sideName(agreement.waitingFor as EntrySide, companyName)}`;
  const figure = [
    agreement.disputedQuantityKg ? `${formatTons(kgToTons(agreement.disputedQuantityKg))} t (${agreement.disputedQuantityKg} kg)` : null,
    agreement.disputedAmount ? formatMoney(agreement.disputedAmount) : null,
    agreement.disputedDate ? formatDateGB(agreement.disputedDate) : null,
  ]
    .filter(Boolean)
    .join(", ");
  return `Disputed by ${agreement.by ?? "the other side"}: ${agreement.reason ?? ""}${figure ? ` (their figure: ${figure})` : ""}`;
}

/**
 * An entry's agreement under its ledger row: where it stands, a dispute's answer, and the viewer's
 * steps. `isContainer`: the dispute form asks for a net weight, else an amount.
 */
export function EntryAgreementLine({ entry, isContainer, number }: { entry: RowEntry; isContainer: boolean; number: number }) {
  const steps = useContext(StepsContext);
  const [form, setForm] = useState<"DISPUTE" | "ANSWER" | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  if (!steps) return null;
  const { agreement } = entry;

  async function run(step: AgreementAction, fields: Record<string, string> = {}) {
    setBusy(true);
    const outcome = await steps!.take(step, { id: entry.id, expectedVersion: entry.version, ...fields });
    setBusy(false);
    if (outcome.ok) {
      setForm(null);
      setProblem(null);
    } else {
      setProblem(Object.values(outcome.fieldErrors)[0] ?? outcome.message ?? UNREACHABLE);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    if (form === "DISPUTE") {
      const problems = disputeProblems(isContainer ? "container" : "payment", {
        reason: data.reason,
        quantity: data.quantityKg,
        amount: data.amount,
        date: data.date,
      });
      const first = Object.values(problems)[0];
      if (first) return setProblem(first);
    } else {
      const first = answerProblem(data.answer);
      if (first) return setProblem(first);
    }
    void run(form!, data);
  }

  const label = (action: AgreementAction) =>
    ({ CONFIRM: "Confirm", DISPUTE: "Dispute", ACCEPT: "Accept their figure", ANSWER: "Answer", WITHDRAW: "Withdraw dispute" })[action];
  return (
    <div className={`entry-agreement entry-agreement--${agreement.state.toLowerCase()}`} data-agreement-state={agreement.state}>
      <span className="entry-agreement__state">{agreementText(agreement, steps.companyName)}</span>
      {agreement.state === "DISPUTED" && agreement.answer ? (
        <span className="entry-agreement__answer">
          Answer from {agreement.answeredBy}: {agreement.answer}
        </span>
      ) : null}
      {agreement.actions.length > 0 && form === null ? (
        <span className="entry-agreement__actions">
          {(agreement.actions as readonly AgreementAction[]).map((action) => (
            <button
              key={action}
              type="button"
              className={action === "CONFIRM" || action === "ACCEPT" ? "btn btn--small" : "btn btn--small btn--outline"}
              disabled={busy}
              aria-label={`${label(action)} row ${number}`}
              onClick={() => (action === "DISPUTE" || action === "ANSWER" ? setForm(action) : void run(action))}
            >
              {label(action)}
            </button>
          ))}
        </span>
      ) : null}
      {form ? (
        <form
          className="entry-agreement__form"
          onSubmit={submit}
          noValidate
          aria-label={`${form === "DISPUTE" ? "Dispute" : "Answer"} row ${number}`}
        >
          {form === "DISPUTE" ? (
            <>
              <label htmlFor={`${id}-reason`}>Why</label>
              <input id={`${id}-reason`} name="reason" maxLength={500} autoFocus />
              <label htmlFor={`${id}-figure`}>{isContainer ? "Your net weight (kg), optional" : "Amount you received, optional"}</label>
              <input id={`${id}-figure`} name={isContainer ? "quantityKg" : "amount"} inputMode="decimal" />
              <label htmlFor={`${id}-date`}>Date you saw, optional</label>
              <input id={`${id}-date`} name="date" type="date" />
            </>
          ) : (
            <>
              <label htmlFor={`${id}-answer`}>Your answer</label>
              <input id={`${id}-answer`} name="answer" maxLength={500} autoFocus />
            </>
          )}
          <button type="submit" className="btn btn--small" disabled={busy}>
            {form === "DISPUTE" ? "Send dispute" : "Send answer"}
          </button>
          <button type="button" className="btn btn--small btn--outline" onClick={() => (setForm(null), setProblem(null))}>
            Cancel
          </button>
        </form>
      ) : null}
      {problem ? (
        <p className="entry-agreement__problem" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
