import { useLocation } from "react-router-dom";
import { useRef, useState, useTransition } from "react";
import { Link } from "react-router-dom";
import { graphql, useRefetchableFragment } from "react-relay/hooks";
import type { LotDetails_lot$key } from "../__generated__/LotDetails_lot.graphql.ts";
import type { LotDetailsLedgerRefetchQuery } from "../__generated__/LotDetailsLedgerRefetchQuery.graphql.ts";
import { checkRange, DateRangeFilter, type DateRangeValue } from "./entry/DateRange.tsx";
import { BalanceChart } from "./chart/BalanceChart.tsx";
import { AddAmountForm, AddDetailsForm } from "./entry/EntryForms.tsx";
import { FormShortcuts } from "./entry/FormShortcuts.tsx";
import { useUsualSizes } from "./entry/useUsualSizes.ts";
import { LedgerTable } from "./ledger/LedgerTable.tsx";
import { historiesOf } from "./ledger/RowHistory.tsx";
import { LedgerDownloadsBar } from "./LedgerDownloadsBar.tsx";
import { LotHeader } from "./LotHeader.tsx";
import { CLOSED_NOTE, LotStatePanel, type LotState } from "./LotStatePanel.tsx";
import { VoidedEntries } from "./ledger/VoidedEntries.tsx";
import { useLotWrites } from "./useLotWrites.ts";
import { LiveStatus } from "../live/LiveStatus.tsx";
import { LiveChangeNotice } from "../live/LiveChangeNotice.tsx";
import { useLotLive } from "../live/useLotLive.ts";
import { BACK_TO_LIST } from "./overview/overviewView.ts";
import { LotAttachments } from "./attachments/LotAttachments.tsx";
import { LotOwnAttachments } from "./attachments/EntryAttachments.tsx";
import { LotAgreement } from "./agreement/LotAgreement.tsx";
import type { LotAttachments_lot$key } from "../__generated__/LotAttachments_lot.graphql.ts";
import { StatementColumnsChooser, useColumnChoice } from "./statement/StatementColumnsChooser.tsx";
import { useLotDownloads } from "./statement/useLotDownloads.ts";

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
    ...LotHeader_lot
    ledger(from: $from, to: $to) {
      from
      to
      ...LotHeader_ledger
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
  const [columns, setColumns] = useColumnChoice();
  const lotState = lot.state as LotState;
  // A closed lot is read-only until an Owner reopens it: its entries are neither added nor edited nor voided.
  const canWrite = roleWrites && lotState !== "CLOSED";
  const ledger = lot.ledger;
  // The range the shown ledger was computed for (the server says): mutations refresh exactly that.
  const shown = { from: ledger.from ?? null, to: ledger.to ?? null };
  const { quantities: usualQuantities, amounts: usualAmounts } = useUsualSizes(ledger.rows, shown.from !== null || shown.to !== null);
  const { live, announcement } = useLotLive(lot.id, shown, viewerName, company);
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

  const { onAddContainer, onAddPayment, onUpdateContainer, onUpdatePayment, onVoid, onUndo, onRestore, onSaveLot } = useLotWrites(
    lot.id,
    shown,
  );
  const downloads = useLotDownloads({
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
  const containerForm = useRef<HTMLDivElement>(null);
  const amountForm = useRef<HTMLDivElement>(null);

  return (
    <LotAttachments lot={attachments} canWrite={canWrite}>
      <div className="container page-section lots-page">
        <p className="eyebrow">{lot.companyName}</p>
        <LiveStatus live={live} />
        <LiveChangeNotice message={announcement.message} onGoToRow={(key) => setGoToRow({ key })} />
        <LotHeader lot={lot} ledger={ledger} />
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
        <LotOwnAttachments lotId={lot.id} />
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
            <LedgerDownloadsBar range={shown} onPdf={downloads.downloadPdf} onCsv={downloads.downloadCsv} />
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
                tools={canWrite ? <FormShortcuts containerForm={containerForm} amountForm={amountForm} /> : undefined}
                readOnly={!canWrite}
                changed={announcement.marked}
                goTo={goToRow}
              />
            </div>
            <VoidedEntries lot={lot} timeZone={timeZone} onRestore={canWrite ? onRestore : undefined} />
          </section>
        </LotAgreement>
        {downloads.dialog}
      </div>
    </LotAttachments>
  );
}
