import { createContext, useContext } from "react";
import type { LotAttachments_attachment$data } from "../../__generated__/LotAttachments_attachment.graphql.ts";

/** One photo or document, as LotAttachments_attachment reads it. */
export type AttachmentData = Omit<LotAttachments_attachment$data, " $fragmentType">;

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

export const AttachmentsContext = createContext<LotAttachmentsValue | null>(null);

export const NONE: readonly AttachmentData[] = [];

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

/** The lot's attachments for an entry's strip: its lot's id and the viewer (null outside LotAttachments). */
export const useAttachmentsContext = () => useContext(AttachmentsContext);
