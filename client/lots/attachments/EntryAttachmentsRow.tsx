import { EntryAttachments } from "./EntryAttachments.tsx";
import { useEntryAttachments } from "./attachmentsContext.ts";

/**
 * A ledger row's photos and documents, under the row in the table: shown when the entry has any, and
 * under the row being edited (`always`), where a writer attaches. The table's Action column has no
 * room for a paperclip: its thirteen columns fill the page's width (issue 44).
 */
export function EntryAttachmentsRow({
  entryId,
  number,
  colSpan,
  always = false,
}: {
  entryId: string;
  number: number;
  colSpan: number;
  always?: boolean;
}) {
  const { files, present } = useEntryAttachments(entryId);
  if (!present || (files.length === 0 && !always)) return null;
  return (
    <tr className="ledger-attachments-row" data-attachments-of={entryId}>
      <td colSpan={colSpan}>
        <EntryAttachments entryId={entryId} label={`row ${number}`} />
      </td>
    </tr>
  );
}

/** The same in an opened row of the phone list: shown when the entry has files, or its paperclip was opened to attach one. */
export function EntryAttachmentsItem({ entryId, number }: { entryId: string; number: number }) {
  const { shown } = useEntryAttachments(entryId);
  return shown ? (
    <div className="ledger-card__attachments" data-attachments-of={entryId}>
      <EntryAttachments entryId={entryId} label={`row ${number}`} />
    </div>
  ) : null;
}
