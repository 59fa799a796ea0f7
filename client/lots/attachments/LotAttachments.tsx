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
import { createContext, useCallback, useContext, useEffect, useId, useMemo, useState, type ReactNode } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { LotAttachments_lot$key } from "../../__generated__/LotAttachments_lot.graphql.ts";
import type { LotAttachments_attachment$data } from "../../__generated__/LotAttachments_attachment.graphql.ts";
import { MAX_ATTACHMENT_BYTES, attachmentMessages } from "../../../shared/attachments.ts";
import { DialogFrame } from "../../components/Dialog.tsx";
import { UNREACHABLE, type MutationFailure } from "../../relay/outcome.ts";
import { useAttachFileMutation } from "../mutations/useAttachFileMutation.ts";
import { useRemoveAttachmentMutation } from "../mutations/useRemoveAttachmentMutation.ts";
import { downloadAttachment, fileSizeLabel, openAttachment, useAttachmentImage } from "./attachmentFiles.ts";
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

export type AttachmentData = Omit<LotAttachments_attachment$data, " $fragmentType">;

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

/** What the file picker offers: the kinds the server accepts (it checks the content, not this). */
export const ATTACH_ACCEPT = "image/jpeg,image/png,image/webp,image/heic,image/heif,application/pdf";

interface LotAttachmentsValue {
  lotId: string;
  byEntry: ReadonlyMap<string, readonly AttachmentData[]>;
  /** An Owner or a Trader on a lot that is not closed: attaches and removes. */
  canWrite: boolean;
  /** Entries whose strip was opened to attach a first file. */
  opened: ReadonlySet<string>;
  toggle: (entryId: string) => void;
  view: (entryId: string, index: number) => void;
}

const AttachmentsContext = createContext<LotAttachmentsValue | null>(null);

const NONE: readonly AttachmentData[] = [];

/** The files of one entry, and whether its strip shows (it has files, or was opened to attach one). */
export function useEntryAttachments(entryId: string) {
  const value = useContext(AttachmentsContext);
  const files = value?.byEntry.get(entryId) ?? NONE;
  return {
    files,
    shown: files.length > 0 || Boolean(value?.opened.has(entryId)),
    canWrite: value?.canWrite ?? false,
    toggle: value?.toggle,
    present: value !== null,
  };
}

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

function PdfIcon() {
  return (
    <svg className="attachment-pdf-icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path d="M6 2h8l5 5v15H6z" fill="#fff" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M14 2v5h5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      <text x="12.5" y="18" textAnchor="middle" fontSize="6" fontWeight="700" fill="currentColor">
        PDF
      </text>
    </svg>
  );
}

function PhotoIcon() {
  return (
    <svg className="attachment-pdf-icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <rect x="3" y="5" width="18" height="14" rx="2" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <circle cx="9" cy="10" r="1.75" fill="currentColor" />
      <path d="M4 18l5-5 3 3 3-4 5 6" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
    </svg>
  );
}

/** A photo's thumbnail, fetched with the viewer's credentials; an icon while it loads and for a photo without one. */
function Thumbnail({ file }: { file: AttachmentData }) {
  const image = useAttachmentImage(file.thumbnailUrl ?? null, true);
  if (!file.thumbnailUrl || !image.src) return <PhotoIcon />;
  return <img className="attachment-thumb__img" src={image.src} alt="" width="56" height="56" />;
}

function Tile({ file, onOpen }: { file: AttachmentData; onOpen: () => void }) {
  return (
    <li className={`attachment-tile${file.isPhoto ? " attachment-tile--photo" : " attachment-tile--pdf"}`}>
      <button type="button" className="attachment-tile__button" onClick={onOpen} title={file.fileName} aria-label={`View ${file.fileName}`}>
        {file.isPhoto ? <Thumbnail file={file} /> : <PdfIcon />}
        {file.isPhoto ? null : <span className="attachment-tile__name">{file.fileName}</span>}
      </button>
    </li>
  );
}

interface Upload {
  key: number;
  name: string;
  sent: number;
  total: number;
}

let uploadKey = 0;

/** The server's reason for a refused file, or why no answer came. */
const refusal = (failure: MutationFailure) =>
  failure.message ?? (failure.kind === "NetworkError" ? `Not attached: ${UNREACHABLE}` : "Not attached: the server refused the file.");

/**
 * One entry's photos and documents: its tiles, and for a writer Attach and Take photo, the uploads
 * in progress and the files refused. `label`: what it is, for screen readers ("row 3", "the lot").
 */
export function EntryAttachments({ entryId, label }: { entryId: string; label: string }) {
  const value = useContext(AttachmentsContext);
  const { files, canWrite } = useEntryAttachments(entryId);
  const [attach] = useAttachFileMutation();
  const [uploads, setUploads] = useState<readonly Upload[]>([]);
  const [refused, setRefused] = useState<readonly string[]>([]);
  const pickerId = useId();
  const cameraId = useId();
  if (!value) return null;

  async function send(list: FileList | null) {
    const chosen = Array.from(list ?? []);
    if (chosen.length === 0) return;
    setRefused([]);
    // One after another: a phone's connection carries one photo at full speed rather than five slowly.
    for (const file of chosen) {
      if (file.size > MAX_ATTACHMENT_BYTES) {
        setRefused((now) => [...now, `${file.name}: ${attachmentMessages.tooBig}`]);
        continue;
      }
      const key = ++uploadKey;
      setUploads((now) => [...now, { key, name: file.name, sent: 0, total: file.size }]);
      const outcome = await attach(entryId, file, value!.lotId, (sent, total) =>
        setUploads((now) => now.map((upload) => (upload.key === key ? { ...upload, sent, total: total || upload.total } : upload))),
      );
      setUploads((now) => now.filter((upload) => upload.key !== key));
      if (!outcome.ok) setRefused((now) => [...now, `${file.name}: ${refusal(outcome)}`]);
    }
  }

  return (
    <div className="entry-attachments" role="group" aria-label={`Photos and documents of ${label}`}>
      {files.length > 0 ? (
        <ul className="entry-attachments__tiles">
          {files.map((file, index) => (
            <Tile key={file.id} file={file} onOpen={() => value.view(entryId, index)} />
          ))}
        </ul>
      ) : (
        <p className="lots-muted entry-attachments__none">No photos or documents yet.</p>
      )}
      {canWrite ? (
        <div className="entry-attachments__add">
          <label className="btn btn--small btn--outline entry-attachments__pick" htmlFor={pickerId}>
            Attach
          </label>
          <input
            id={pickerId}
            className="visually-hidden"
            type="file"
            multiple
            accept={ATTACH_ACCEPT}
            aria-label={`Attach photos or PDFs to ${label}`}
            onChange={(event) => {
              void send(event.currentTarget.files);
              event.currentTarget.value = "";
            }}
          />
          <label className="btn btn--small btn--outline entry-attachments__camera" htmlFor={cameraId}>
            Take photo
          </label>
          <input
            id={cameraId}
            className="visually-hidden"
            type="file"
            accept="image/*"
            capture="environment"
            aria-label={`Take a photo for ${label}`}
            onChange={(event) => {
              void send(event.currentTarget.files);
              event.currentTarget.value = "";
            }}
          />
        </div>
      ) : null}
      {uploads.map((upload) => (
        <p key={upload.key} className="entry-attachments__upload">
          <span>Uploading {upload.name}…</span>{" "}
          <progress max={upload.total || 1} value={upload.sent} aria-label={`Uploading ${upload.name}`}>
            {upload.total ? `${Math.round((upload.sent / upload.total) * 100)}%` : ""}
          </progress>
        </p>
      ))}
      {refused.length > 0 ? (
        <div className="entry-attachments__refused" role="alert">
          {refused.map((message, i) => (
            <p key={i}>{message}</p>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/**
 * The paperclip of an opened row on a phone: shows how many files the entry has and opens its strip
 * (to attach a first one). Nothing for a reader of an entry without files. Not in the table (no
 * room in its Action column), where the row being edited shows its strip instead.
 */
export function AttachmentsToggle({ entryId, number }: { entryId: string; number: number }) {
  const { files, shown, canWrite, toggle, present } = useEntryAttachments(entryId);
  if (!present || !toggle || (!canWrite && files.length === 0)) return null;
  const name = files.length > 0 ? `Photos and documents of row ${number} (${files.length})` : `Attach photos or documents to row ${number}`;
  return (
    <button
      type="button"
      className="btn btn--small btn--outline ledger-attach-toggle"
      onClick={() => toggle(entryId)}
      aria-expanded={files.length > 0 ? undefined : shown}
      aria-label={name}
      title={name}
    >
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
        <path
          d="M10.5 4.5l-5 5a1.5 1.5 0 002 2l5.5-5.5a2.75 2.75 0 00-3.9-3.9L3.6 7.6a4 4 0 005.7 5.7l4.2-4.2"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.4"
          strokeLinecap="round"
        />
      </svg>
      {files.length > 0 ? <span className="ledger-attach-toggle__count">{files.length}</span> : null}
    </button>
  );
}

/**
 * The viewer: one file at a time, the photo larger (fetched whole), next and previous among the
 * entry's files, download; a PDF opened in a new tab or downloaded; Remove with a confirmation for
 * a writer. Arrow keys go to the next and previous file.
 */
function AttachmentViewer({
  files,
  current,
  lotId,
  canWrite,
  onShow,
  onClose,
}: {
  files: readonly AttachmentData[];
  current: string;
  lotId: string;
  canWrite: boolean;
  onShow: (id: string) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const found = files.findIndex((file) => file.id === current);
  const index = found >= 0 ? found : Math.min(files.length - 1, 0);
  const file = files[index];
  const image = useAttachmentImage(file.isPhoto ? file.url : null, false);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [remove, removing] = useRemoveAttachmentMutation();
  const go = useCallback(
    (step: number) => {
      setConfirming(false);
      setProblem(null);
      onShow(files[(index + step + files.length) % files.length].id);
    },
    [files, index, onShow],
  );
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (files.length < 2 || (event.target as HTMLElement | null)?.closest?.("input, textarea")) return;
      if (event.key === "ArrowRight") go(1);
      if (event.key === "ArrowLeft") go(-1);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [files.length, go]);

  async function act(what: () => Promise<void>, failed: string) {
    setProblem(null);
    try {
      await what();
    } catch (error) {
      setProblem(`${failed}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  async function confirmRemove() {
    const outcome = await remove(file.id, lotId);
    if (!outcome.ok) {
      setProblem(`Not removed: ${outcome.message ?? UNREACHABLE}`);
      return;
    }
    setConfirming(false);
    if (files.length <= 1) onClose();
    else onShow(files[index + 1 < files.length ? index + 1 : index - 1].id);
  }

  return (
    <DialogFrame open labelledBy={titleId} className="attachment-viewer" onEscape={onClose}>
      <div>
        <h2 id={titleId} className="attachment-viewer__title">
          {file.fileName}
        </h2>
        <p className="lots-muted attachment-viewer__meta">
          {files.length > 1 ? `${index + 1} of ${files.length} · ` : ""}
          {file.isPhoto ? "Photo" : "PDF"}, {fileSizeLabel(file.byteSize)}
        </p>
        <div className="attachment-viewer__stage">
          {file.isPhoto ? (
            image.src ? (
              <img className="attachment-viewer__image" src={image.src} alt={file.fileName} />
            ) : image.error ? (
              <p role="alert">This photo could not be shown: {image.error}</p>
            ) : file.contentType === "image/heic" || file.contentType === "image/heif" ? (
              <p className="lots-muted">Loading… (a HEIC photo shows only in browsers that read HEIC; download it otherwise.)</p>
            ) : (
              <p className="lots-muted">Loading…</p>
            )
          ) : (
            <div className="attachment-viewer__pdf">
              <PdfIcon />
              <button type="button" className="btn" onClick={() => act(() => openAttachment(file.url), "Not opened")}>
                Open PDF
              </button>
            </div>
          )}
        </div>
        {problem ? (
          <p className="attachment-viewer__problem" role="alert">
            {problem}
          </p>
        ) : null}
        {confirming ? (
          <div className="attachment-viewer__confirm" role="group" aria-label="Confirm removal">
            <p>Remove {file.fileName}? It stays in the lot's history as removed and is no longer served.</p>
            <button type="button" className="btn attachment-viewer__remove" onClick={confirmRemove} disabled={removing} data-autofocus>
              Yes, remove
            </button>{" "}
            <button type="button" className="btn btn--outline" onClick={() => setConfirming(false)}>
              Keep it
            </button>
          </div>
        ) : null}
        <div className="attachment-viewer__actions">
          {files.length > 1 ? (
            <>
              <button type="button" className="btn btn--outline" onClick={() => go(-1)} aria-label="Previous file">
                ‹ Previous
              </button>
              <button type="button" className="btn btn--outline" onClick={() => go(1)} aria-label="Next file">
                Next ›
              </button>
            </>
          ) : null}
          <button type="button" className="btn" onClick={() => act(() => downloadAttachment(file.url, file.fileName), "Not downloaded")}>
            Download
          </button>
          {canWrite && !confirming ? (
            <button type="button" className="btn btn--outline" onClick={() => setConfirming(true)}>
              Remove
            </button>
          ) : null}
          <button type="button" className="btn btn--outline" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </DialogFrame>
  );
}
