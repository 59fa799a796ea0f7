import { useLocation } from "react-router-dom";
import { useEffect, useMemo, useRef, useState, useTransition } from "react";
import { Link } from "react-router-dom";
import { graphql, useRefetchableFragment } from "react-relay/hooks";
import type { LotDetails_lot$key } from "../__generated__/LotDetails_lot.graphql.ts";
import type { LotDetailsLedgerRefetchQuery } from "../__generated__/LotDetailsLedgerRefetchQuery.graphql.ts";
import { useMessageDialog } from "../components/Dialog.tsx";
import { downloadLotStatement, PDF_FAILED } from "./statement/download.ts";
import { CSV_FAILED, downloadLotCsv } from "./statement/downloadCsv.ts";
import { checkRange, DateRangeFilter, type DateRangeValue } from "./entry/DateRange.tsx";
import { BalanceChart } from "./chart/BalanceChart.tsx";
import { AddAmountForm, AddDetailsForm, type ContainerEntry, type PaymentEntry } from "./entry/EntryForms.tsx";
import { LedgerTable } from "./ledger/LedgerTable.tsx";
import type { ContainerChanges, PaymentChanges } from "./ledger/rowDraft.ts";
import { historiesOf } from "./ledger/RowHistory.tsx";
import { rangeLabel } from "./ledgerFormat.ts";
import { balanceLabel, formatMoney, isDue } from "../../shared/money.ts";
import { useAddContainerMutation } from "./mutations/useAddContainerMutation.ts";
import { useAddPaymentMutation } from "./mutations/useAddPaymentMutation.ts";
import { useUpdateContainerMutation } from "./mutations/useUpdateContainerMutation.ts";
import { useUpdatePaymentMutation } from "./mutations/useUpdatePaymentMutation.ts";
import { useVoidEntryMutation } from "./mutations/useVoidEntryMutation.ts";
import { useUpdateLotMutation } from "./mutations/useUpdateLotMutation.ts";
import { CLOSED_NOTE, LotStatePanel, type LotChanges, type LotState } from "./LotStatePanel.tsx";
import { useRestoreEntryMutation } from "./mutations/useRestoreEntryMutation.ts";
import { VoidedEntries } from "./ledger/VoidedEntries.tsx";
import { UNDO_REASON } from "./entry/EntryForms.tsx";
import { useLiveLedger } from "../live/useLiveLedger.ts";
import { LiveStatus } from "../live/LiveStatus.tsx";
import { LiveChangeNotice } from "../live/LiveChangeNotice.tsx";
import { useLiveAnnouncement } from "../live/liveAnnouncement.ts";
import { useSiteInfo } from "../site/siteInfo.ts";
import { BACK_TO_LIST } from "./overview/overviewView.ts";
import { LotAttachments } from "./attachments/LotAttachments.tsx";
import { EntryAttachments } from "./attachments/EntryAttachments.tsx";
import { LotAgreement } from "./agreement/LotAgreement.tsx";
import type { LotAttachments_lot$key } from "../__generated__/LotAttachments_lot.graphql.ts";
import { StatementColumnsChooser, useColumnChoice } from "./statement/StatementColumnsChooser.tsx";

const fragment = graphql`
  fragment LotDetails_lot on Lot
  @refetchable(queryName: "LotDetailsLedgerRefetchQuery")
  @argumentDefinitions(from: { type: "Date" }, to: { type: "Date" }) {
    id
    lotNumber
    price
    companyName
    state
    notes
    version
    ledger(from: $from, to: $to) {
      from
      to
      closingBalance
      closingTotalPaid
      # The lot's usual entries: the forms ask once more about one far above them.
      rows {
        quantityTons
        amountAdded
      }
      ...LedgerTable_ledger
      ...BalanceChart_ledger
      ...RowHistory_histories @relay(mask: false)
      ...statementPdf_ledger
    }
    ...VoidedEntries_lot
    ...statementPdf_voided
    ...LotAgreement_lot
  }
`;

/**
 * One lot (SPEC section 2, Lot details): its header, the two entry forms, the date filter, the
 * PDF statement and the ledger table. Every figure is the server's: each mutation answers with
 * the lot's ledger for the range on screen, and the filter asks the server for that range.
 */
/** `address`: the company's, printed under its name in the PDF statement. */
/** What a Viewer sees in place of the add forms. */
export const READ_ONLY_NOTE =
  "Your role in this company is Viewer: you can read this lot and download its statements. An Owner can make you a Trader to add and edit entries.";

/** `canWrite`: the viewer's role adds and edits entries (an Owner or a Trader); a Viewer reads and downloads. */
export function LotDetails({
  lot: lotKey,
  attachments,
  listPath,
  timeZone,
  address,
  trn,
  viewerName,
  canWrite: roleWrites = true,
  canManage = false,
  company = null,
}: {
  lot: LotDetails_lot$key;
  /** The lot's photos and documents (its own, its containers' and payments'): not part of LotDetails_lot, which every ledger mutation answers with. */
  attachments: LotAttachments_lot$key;
  listPath: string;
  timeZone: string;
  address?: string;
  /** The company's TRN (its profile's GST/VAT field), on the PDF statement when it has one. */
  trn?: string | null;
  /** Who downloads its statements: "Generated ... by" them. */
  viewerName?: string;
  canWrite?: boolean;
  /** An Owner: reopens a closed lot and changes its price (issue 48). */
  canManage?: boolean;
  /** The lot's company's BusinessProfile id when the viewer is not one of its members (the house's staff): its changes are followed live. */
  company?: string | null;
}) {
  const [lot, refetch] = useRefetchableFragment<LotDetailsLedgerRefetchQuery, LotDetails_lot$key>(fragment, lotKey);
  const [filter, setFilter] = useState<DateRangeValue>({ from: "", to: "" });
  const [loading, startTransition] = useTransition();
  const dialog = useMessageDialog();
  const [columns, setColumns] = useColumnChoice();
  const [addContainer] = useAddContainerMutation();
  const [addPayment] = useAddPaymentMutation();
  const [updateContainer] = useUpdateContainerMutation();
  const [updatePayment] = useUpdatePaymentMutation();
  const [voidEntry] = useVoidEntryMutation();
  const [restoreEntry] = useRestoreEntryMutation();
  const [updateLot] = useUpdateLotMutation();
  const lotState = lot.state as LotState;
  // A closed lot is read-only until an Owner reopens it: its entries are neither added nor edited nor voided.
  const canWrite = roleWrites && lotState !== "CLOSED";
  const ledger = lot.ledger;
  // The range the shown ledger was computed for (the server says): mutations refresh exactly that.
  const shown = { from: ledger.from ?? null, to: ledger.to ?? null };
  // The lot's usual sizes are the whole lot's, whatever range is on screen: read from the ledger
  // whenever it is unfiltered (as the page opens), and kept while a date filter is on.
  const filtered = shown.from !== null || shown.to !== null;
  const sizesOnScreen = useMemo(
    () => ({
      quantities: ledger.rows.flatMap((row) => (row.quantityTons ? [row.quantityTons] : [])),
      amounts: ledger.rows.flatMap((row) => (row.amountAdded ? [row.amountAdded] : [])),
    }),
    [ledger.rows],
  );
  const wholeLotSizes = useRef(sizesOnScreen);
  useEffect(() => {
    if (!filtered) wholeLotSizes.current = sizesOnScreen;
  }, [filtered, sizesOnScreen]);
  const { quantities: usualQuantities, amounts: usualAmounts } = filtered ? wholeLotSizes.current : sizesOnScreen;
  const announcement = useLiveAnnouncement();
  // This browser's own writes confirm themselves in their forms: only others' changes are announced.
  const live = useLiveLedger(
    lot.id,
    shown,
    (change) => {
      if (!change.own && (change.author.type !== "PERSON" || change.author.name !== viewerName)) announcement.announce(change);
    },
    company,
  );
  // A link to one of its rows (find anything, the cheques due: ?entry=<its id>) brings that row into view.
  const entryInAddress = new URLSearchParams(useLocation().search).get("entry");
  const [goToRow, setGoToRow] = useState<{ key: string } | null>(entryInAddress ? { key: entryInAddress } : null);

  function changeFilter(next: DateRangeValue) {
    setFilter(next);
    if (checkRange(next.from, next.to)) return;
    startTransition(() => {
      refetch({ from: next.from || null, to: next.to || null }, { fetchPolicy: "network-only" });
    });
  }

  const onAddContainer = ({ date, ...rest }: ContainerEntry) =>
    addContainer({ input: { lotId: lot.id, ...rest, date: date || null }, ...shown }, lot.id);
  const onAddPayment = ({ amount, date }: PaymentEntry) =>
    addPayment({ input: { lotId: lot.id, amount, date: date || null }, ...shown }, lot.id);
  const onUpdateContainer = (id: string, changes: ContainerChanges, expectedVersion?: number) =>
    updateContainer({ input: { id, ...changes, expectedVersion }, ...shown }, lot.id);
  const onUpdatePayment = (id: string, changes: PaymentChanges, expectedVersion?: number) =>
    updatePayment({ input: { id, ...changes, expectedVersion }, ...shown }, lot.id);
  const onVoid = (id: string, reason: string) => voidEntry({ input: { id, reason }, ...shown }, lot.id);
  const onUndo = (id: string) => onVoid(id, UNDO_REASON);
  const onRestore = (id: string) => restoreEntry({ input: { id }, ...shown }, lot.id);
  const onSaveLot = (changes: LotChanges, expectedVersion: number) =>
    updateLot({ input: { id: lot.id, ...changes, expectedVersion }, ...shown }, lot.id);

  const site = useSiteInfo();

  // The ledger's shortcuts to the add forms: one tap from anywhere in a long ledger on a phone.
  const containerForm = useRef<HTMLDivElement>(null);
  const amountForm = useRef<HTMLDivElement>(null);
  function goToForm(form: HTMLDivElement | null) {
    if (!form) return;
    form.scrollIntoView({ block: "start" });
    form.querySelector<HTMLInputElement>("input")?.focus({ preventScroll: true });
  }
  const formShortcuts = (
    <>
      <button type="button" className="btn btn--small" onClick={() => goToForm(containerForm.current)} aria-label="Add container">
        + Container
      </button>
      <button type="button" className="btn btn--small" onClick={() => goToForm(amountForm.current)} aria-label="Add amount">
        + Amount
      </button>
    </>
  );

  async function downloadPdf() {
    try {
      await downloadLotStatement({
        letterhead: site,
        companyName: lot.companyName,
        address,
        trn,
        timeZone,
        lot: { lotNumber: lot.lotNumber, price: lot.price },
        statement: ledger,
        voided: lot,
        generatedBy: viewerName,
        columns,
      });
    } catch (error) {
      console.error("Lot PDF failed", error);
      await dialog.show({ variant: "error", title: "Error!", text: PDF_FAILED });
    }
  }

  async function downloadCsv() {
    try {
      downloadLotCsv({ companyName: lot.companyName, lotNumber: lot.lotNumber, statement: ledger, columns });
    } catch (error) {
      console.error("Lot CSV failed", error);
      await dialog.show({ variant: "error", title: "Error!", text: CSV_FAILED });
    }
  }

  return (
    <LotAttachments lot={attachments} canWrite={canWrite}>
      <div className="container page-section lots-page">
        <p className="eyebrow">{lot.companyName}</p>
        <LiveStatus live={live} />
        <LiveChangeNotice message={announcement.message} onGoToRow={(key) => setGoToRow({ key })} />
        <div className="lot-header">
          <div>
            <h1>Lot: {lot.lotNumber}</h1>
            <p className="lot-header__price">
              Price/Ton: <strong>{formatMoney(lot.price)}</strong>
            </p>
          </div>
          <dl className="lot-summary" aria-label="Balance">
            <div>
              <dt>{shown.from || shown.to ? "Closing balance" : "Balance"}</dt>
              <dd className={isDue(ledger.closingBalance) ? "ledger-balance--due" : undefined}>{balanceLabel(ledger.closingBalance)}</dd>
            </div>
            <div>
              <dt>Total Paid</dt>
              <dd>{formatMoney(ledger.closingTotalPaid)}</dd>
            </div>
          </dl>
        </div>
        <LotStatePanel
          lotId={lot.id}
          state={lotState}
          price={lot.price}
          notes={lot.notes}
          version={lot.version}
          canWrite={roleWrites}
          canManage={canManage}
          onSave={onSaveLot}
        />
        <section className="lot-attachments" aria-labelledby="lot-attachments-title">
          <h2 id="lot-attachments-title" className="lots-card__title">
            Photos and documents of the lot
          </h2>
          <EntryAttachments entryId={lot.id} label="the lot" />
        </section>
        <p className="lots-muted lot-back">
          <Link to={listPath} state={BACK_TO_LIST}>
            Back to lots
          </Link>
        </p>

        {canWrite ? (
          <div className="lots-grid lots-grid--entry">
            <div ref={containerForm} className="lots-entry-slot">
              <AddDetailsForm onAdd={onAddContainer} onUndo={onUndo} timeZone={timeZone} usualQuantities={usualQuantities} />
            </div>
            <div ref={amountForm} className="lots-entry-slot">
              <AddAmountForm onAdd={onAddPayment} onUndo={onUndo} timeZone={timeZone} usualAmounts={usualAmounts} />
            </div>
          </div>
        ) : (
          <p className="lots-muted">{roleWrites ? CLOSED_NOTE : READ_ONLY_NOTE}</p>
        )}

        <LotAgreement
          lot={lot}
          range={shown}
          onConfirmedMany={() => startTransition(() => void refetch({ from: shown.from, to: shown.to }, { fetchPolicy: "network-only" }))}
        >
          <section className="lots-ledger" aria-labelledby="ledger-title">
            <div className="lots-ledger__bar">
              <h2 id="ledger-title" className="lots-card__title">
                Transactions <span className="lots-muted">({rangeLabel(shown.from, shown.to)})</span>
              </h2>
              <div className="lots-downloads">
                <button type="button" className="btn" onClick={downloadPdf}>
                  Download PDF
                </button>
                <button type="button" className="btn btn--outline" onClick={downloadCsv}>
                  Download CSV
                </button>
              </div>
            </div>
            <StatementColumnsChooser columns={columns} onChange={setColumns} />
            <DateRangeFilter value={filter} onChange={changeFilter} pending={loading} />
            <BalanceChart ledger={ledger} />
            <div className={loading ? "lots-ledger__table is-loading" : "lots-ledger__table"} aria-busy={loading || undefined}>
              <LedgerTable
                ledger={ledger}
                histories={historiesOf(ledger)}
                lotNumber={lot.lotNumber}
                timeZone={timeZone}
                onUpdateContainer={onUpdateContainer}
                onUpdatePayment={onUpdatePayment}
                onVoid={onVoid}
                onRestore={onRestore}
                tools={canWrite ? formShortcuts : undefined}
                readOnly={!canWrite}
                changed={announcement.marked}
                goTo={goToRow}
              />
            </div>
            <VoidedEntries lot={lot} timeZone={timeZone} onRestore={canWrite ? onRestore : undefined} />
          </section>
        </LotAgreement>
        {dialog.element}
      </div>
    </LotAttachments>
  );
}
