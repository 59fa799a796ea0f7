/**
 * A lot's photos and documents on its screen (issue 48): per container, per payment and for the lot
 * as a whole, thumbnails of its photos and an icon with the name of each PDF; Attach (a file picker,
 * and the camera on a phone) with each upload's progress and the server's reason for a refused
 * file; a viewer (the photo larger, next and previous, download; a PDF opened or downloaded); remove
 * with a confirmation. A Viewer sees and downloads, nothing more.
 *
 * The lot's query reads every attachment of the lot in one list (`Lot.allAttachments`); this module
 * groups it by entry and hands each entry's files to whatever shows that entry (a ledger row, the
 * lot's own strip) through a context, so the ledger's rows need no prop for it.
 */
import { useCallback, useMemo, useState, type ReactNode } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { LotAttachments_lot$key } from "../../__generated__/LotAttachments_lot.graphql.ts";
import { AttachmentsContext, NONE, type AttachmentData } from "./attachmentsContext.ts";
import { AttachmentViewer } from "./AttachmentViewer.tsx";
import "./attachments.css";

graphql`
  fragment LotAttachments_attachment on Attachment {
    id
    entryId
    fileName
    contentType
    isPhoto
    byteSize
    url
    thumbnailUrl
  }
`;

/**
 * Every photo and document of the lot, its containers and its payments, in one read (joined into
 * the lot's own statement). Apart from LotDetails_lot, which every ledger mutation answers with:
 * those need not read the files again. Refetched on its own when the live stream says a file came
 * or went (useLiveLedger).
 */
const lotFragment = graphql`
  fragment LotAttachments_lot on Lot @refetchable(queryName: "LotAttachmentsRefetchQuery") {
    id
    allAttachments {
      ...LotAttachments_attachment @relay(mask: false)
    }
  }
`;

/**
 * Holds the lot's attachments for the screen below it, and the one viewer. `lot`: its
 * `allAttachments` (removed ones are not in it).
 */
export function LotAttachments({
  lot: lotKey,
  canWrite,
  children,
}: {
  lot: LotAttachments_lot$key;
  canWrite: boolean;
  children: ReactNode;
}) {
  const { id: lotId, allAttachments: attachments } = useFragment(lotFragment, lotKey);
  const byEntry = useMemo(() => {
    const groups = new Map<string, AttachmentData[]>();
    for (const attachment of attachments) {
      const group = groups.get(attachment.entryId);
      if (group) group.push(attachment);
      else groups.set(attachment.entryId, [attachment]);
    }
    return groups;
  }, [attachments]);
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());
  const [viewing, setViewing] = useState<{ entryId: string; id: string } | null>(null);
  const toggle = useCallback(
    (entryId: string) =>
      setOpened((open) => {
        const next = new Set(open);
        if (!next.delete(entryId)) next.add(entryId);
        return next;
      }),
    [],
  );
  const view = useCallback(
    (entryId: string, index: number) => {
      const file = byEntry.get(entryId)?.[index];
      if (file) setViewing({ entryId, id: file.id });
    },
    [byEntry],
  );
  const value = useMemo(() => ({ lotId, byEntry, canWrite, opened, toggle, view }), [lotId, byEntry, canWrite, opened, toggle, view]);
  const files = viewing ? (byEntry.get(viewing.entryId) ?? NONE) : NONE;
  return (
    <AttachmentsContext.Provider value={value}>
      {children}
      {viewing && files.length > 0 ? (
        <AttachmentViewer
          files={files}
          current={viewing.id}
          lotId={lotId}
          canWrite={canWrite}
          onShow={(id) => setViewing({ entryId: viewing.entryId, id })}
          onClose={() => setViewing(null)}
        />
      ) : null}
    </AttachmentsContext.Provider>
  );
}
