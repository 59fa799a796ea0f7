import { useCallback, useEffect, useId, useState } from "react";
import { DialogFrame } from "../../components/Dialog.tsx";
import { UNREACHABLE } from "../../relay/outcome.ts";
import { useRemoveAttachmentMutation } from "../mutations/useRemoveAttachmentMutation.ts";
import type { AttachmentData } from "./attachmentsContext.ts";
import { downloadAttachment, fileSizeLabel, openAttachment, useAttachmentImage } from "./attachmentFiles.ts";
import { PdfIcon } from "./AttachmentTiles.tsx";

/**
 * The viewer: one file at a time, the photo larger (fetched whole), next and previous among the
 * entry's files, download; a PDF opened in a new tab or downloaded; Remove with a confirmation for
 * a writer. Arrow keys go to the next and previous file.
 */
export function AttachmentViewer({
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
