import { EntryAttachments, useEntryAttachments } from "./LotAttachments.tsx";

/**
 * A ledger row's photos and documents, under the row in the table: shown when the entry has any, or
 * when its paperclip was opened to attach a first one.
 */
export function EntryAttachmentsRow({ entryId, number, colSpan }: { entryId: string; number: number; colSpan: number }) {
  const { shown } = useEntryAttachments(entryId);
  if (!shown) return null;
  return (
    <tr className="ledger-attachments-row" data-attachments-of={entryId}>
      <td colSpan={colSpan}>
        <EntryAttachments entryId={entryId} label={`row ${number}`} />
      </td>
    </tr>
  );
}

/** The same in an opened row of the phone list. */
export function EntryAttachmentsItem({ entryId, number }: { entryId: string; number: number }) {
  const { shown } = useEntryAttachments(entryId);
  return shown ? (
    <div className="ledger-card__attachments" data-attachments-of={entryId}>
      <EntryAttachments entryId={entryId} label={`row ${number}`} />
    </div>
  ) : null;
}
