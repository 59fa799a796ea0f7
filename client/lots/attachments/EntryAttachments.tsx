import { useId, useState } from "react";
import { MAX_ATTACHMENT_BYTES, attachmentMessages } from "../../../shared/attachments.ts";
import { UNREACHABLE, type MutationFailure } from "../../relay/outcome.ts";
import { useAttachFileMutation } from "../mutations/useAttachFileMutation.ts";
import { useAttachmentsContext, useEntryAttachments } from "./attachmentsContext.ts";
import { Tile } from "./AttachmentTiles.tsx";

/** What the file picker offers: the kinds the server accepts (it checks the content, not this). */
export const ATTACH_ACCEPT = "image/jpeg,image/png,image/webp,image/heic,image/heif,application/pdf";

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
  const value = useAttachmentsContext();
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

/** The lot's own photos and documents, under its header. */
export function LotOwnAttachments({ lotId }: { lotId: string }) {
  return (
    <section className="lot-attachments" aria-labelledby="lot-attachments-title">
      <h2 id="lot-attachments-title" className="lots-card__title">
        Photos and documents of the lot
      </h2>
      <EntryAttachments entryId={lotId} label="the lot" />
    </section>
  );
}
