import { encodeGlobalID } from "@pothos/plugin-relay";
import type { Attachment } from "../generated/prisma/client.ts";
import { entryWriter, ledgerReader } from "../access/permissions.ts";
import { NotFoundError } from "../errors.ts";
import { contentDisposition, json, type Route } from "../rest/http.ts";
import { attachmentMessages } from "../../shared/attachments.ts";
import { attach, attachmentsOf, discard, entryOf, entryRefOf, readAttachment, removeAttachment, storedBytes, uploadDir } from "./store.ts";
import { receiveMultipart } from "./upload.ts";
import { photoSheetResponse } from "./photoSheet.ts";

/** The global id of what an attachment hangs on. */
export function entryIdOf(attachment: Attachment): string {
  if (attachment.containerId) return encodeGlobalID("Container", attachment.containerId);
  if (attachment.paymentId) return encodeGlobalID("Payment", attachment.paymentId);
  return encodeGlobalID("Lot", attachment.lotId);
}

export const attachmentUrl = (attachment: Attachment) => `/api/attachments/${attachment.id}`;
export const thumbnailUrl = (attachment: Attachment) =>
  attachment.thumbnailType && !attachment.removedAt ? `/api/attachments/${attachment.id}/thumbnail` : null;

/** An attachment as the REST paths give it. */
export const attachmentRecord = (attachment: Attachment) => ({
  _id: String(attachment.id),
  entryId: entryIdOf(attachment),
  fileName: attachment.fileName,
  contentType: attachment.contentType,
  byteSize: attachment.byteSize,
  createdAt: attachment.createdAt,
  url: attachmentUrl(attachment),
  thumbnailUrl: thumbnailUrl(attachment),
  ...(attachment.removedAt ? { removedAt: attachment.removedAt } : {}),
});

/** A PDF is shown in the browser's viewer under a policy that runs nothing of it and lets nothing frame it. */
export const PDF_POLICY =
  "default-src 'none'; object-src 'none'; script-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'; sandbox";

const fileHeaders = (contentType: string, fileName: string, inline: boolean) => {
  const headers = new Headers({
    "content-type": contentType,
    "content-disposition": contentDisposition(fileName, inline),
    "x-content-type-options": "nosniff",
    // Private to the caller: a shared cache must never hand one company's file to another.
    "cache-control": "private, max-age=3600",
    "content-security-policy":
      contentType === "application/pdf" ? PDF_POLICY : "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
  });
  return headers;
};

async function served(viewer: Parameters<typeof readAttachment>[0], id: string) {
  const attachment = await readAttachment(viewer, Number(id));
  if (attachment.removedAt) throw new NotFoundError(attachmentMessages.notFound);
  return attachment;
}

export const attachmentRoutes: Route[] = [
  {
    method: "POST",
    path: "/api/attachments/:entryId",
    async handle({ request, params, viewer }) {
      const ref = entryRefOf(params.entryId);
      // Who may attach, before a byte of the file is read.
      entryWriter(viewer);
      const entry = await entryOf(viewer, ref);
      const dir = await uploadDir();
      let received;
      try {
        received = await receiveMultipart(request, dir);
      } catch (error) {
        await discard(dir);
        throw error;
      }
      const attachment = await attach(viewer, entry, received.fileName, received);
      return json(attachmentRecord(attachment), 201);
    },
  },
  {
    method: "GET",
    path: "/api/attachments/of/:entryId",
    async handle({ params, viewer, request }) {
      ledgerReader(viewer);
      const entry = await entryOf(viewer, entryRefOf(params.entryId));
      const includeRemoved = new URL(request.url).searchParams.get("removed") === "1";
      return json((await attachmentsOf(entry, includeRemoved)).map(attachmentRecord));
    },
  },
  {
    method: "GET",
    path: "/api/attachments/photo-sheet/:containerId",
    handle: ({ params, viewer }) => photoSheetResponse(viewer, params.containerId),
  },
  {
    method: "GET",
    path: "/api/attachments/:id",
    async handle({ params, viewer, request }) {
      const attachment = await served(viewer, params.id);
      const download = new URL(request.url).searchParams.get("download") === "1";
      const headers = fileHeaders(attachment.contentType, attachment.fileName, !download);
      headers.set("content-length", String(attachment.byteSize));
      return new Response(storedBytes(attachment.id, "file"), { status: 200, headers });
    },
  },
  {
    method: "GET",
    path: "/api/attachments/:id/thumbnail",
    async handle({ params, viewer }) {
      const attachment = await served(viewer, params.id);
      if (!attachment.thumbnailType) throw new NotFoundError("This file has no thumbnail (only photos have one)");
      const headers = fileHeaders(attachment.thumbnailType, attachment.fileName.replace(/\.[a-z]+$/, "-thumbnail.jpg"), true);
      return new Response(storedBytes(attachment.id, "thumbnail"), { status: 200, headers });
    },
  },
  {
    method: "POST",
    path: "/api/attachments/:id/remove",
    optionalBody: true,
    async handle({ params, viewer }) {
      return json(attachmentRecord(await removeAttachment(viewer, Number(params.id))));
    },
  },
];
