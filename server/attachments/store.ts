import { createWriteStream } from "node:fs";
import { mkdtemp, open, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { decodeGlobalID, encodeGlobalID } from "@pothos/plugin-relay";
import sharp from "sharp";
import { db, Prisma } from "../db.ts";
import type { Viewer } from "../context.ts";
import type { Attachment } from "../generated/prisma/client.ts";
import { entryWriter, ledgerReader } from "../access/permissions.ts";
import { ownCompanyRecord, ownLotRecord } from "../access/companyFilters.ts";
import { InputError, NotFoundError, PayloadTooLargeError, UnsupportedMediaTypeError } from "../errors.ts";
import { isPositiveInt4 } from "../rowIds.ts";
import {
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS_PER_ENTRY,
  attachmentMessages,
  safeFileName,
  sniffAttachment,
  type AttachmentKind,
} from "../../shared/attachments.ts";
import { wipeHeifExif } from "./heifExif.ts";
import { eventsSql } from "../events/events.ts";
import { announceChanges } from "../events/changeNotifier.ts";

/*
 * Photos and documents attached to a lot, a container or a payment. An upload is streamed to a
 * temporary file (never held whole in memory), refused as soon as it passes MAX_ATTACHMENT_BYTES,
 * told by its content, cleaned of its location (photos are re-encoded without metadata, keeping
 * their orientation; HEIC's EXIF is wiped), given a thumbnail once, then copied into the database in
 * 256 KiB rows (AttachmentChunk) in one transaction with its record. The database holds the bytes on
 * both backends: every process serves every file, and backups keep them.
 */

const CHUNK_BYTES = 256 * 1024;
const THUMBNAIL_PX = 320;

/** What an attachment hangs on. */
export type EntryKind = "lot" | "container" | "payment";
export interface EntryRef {
  kind: EntryKind;
  id: number;
}

export interface AttachedTo {
  profileId: number;
  lotId: number;
  containerId: number | null;
  paymentId: number | null;
}

const entryTypes: Record<string, EntryKind> = { Lot: "lot", Container: "container", Payment: "payment" };

/** A lot's, container's or payment's global id; anything else is no entry at all (404). */
export function entryRefOf(globalId: string): EntryRef {
  try {
    const { typename, id } = decodeGlobalID(globalId);
    const kind = entryTypes[typename];
    if (kind && isPositiveInt4(Number(id))) return { kind, id: Number(id) };
  } catch {
    // not a global id
  }
  throw new NotFoundError(attachmentMessages.noEntry);
}

/** The entry, if it is the caller's company's; else 404, exactly like an id that does not exist. */
export async function entryOf(viewer: Viewer | null, ref: EntryRef): Promise<AttachedTo> {
  ledgerReader(viewer);
  const lotOf = { select: { profileId: true } } as const;
  let found: AttachedTo | null = null;
  // The entry's company is its lot's: the caller's own, or any company's for the house's staff.
  if (ref.kind === "lot") {
    const lot = await db.lot.findFirst({ where: { id: ref.id, ...ownCompanyRecord(viewer) }, select: { id: true, profileId: true } });
    if (lot) found = { profileId: lot.profileId, lotId: lot.id, containerId: null, paymentId: null };
  } else if (ref.kind === "container") {
    const row = await db.container.findFirst({
      where: { id: ref.id, ...ownLotRecord(viewer) },
      select: { id: true, lotId: true, lot: lotOf },
    });
    if (row) found = { profileId: row.lot.profileId, lotId: row.lotId, containerId: row.id, paymentId: null };
  } else {
    const row = await db.payment.findFirst({
      where: { id: ref.id, ...ownLotRecord(viewer) },
      select: { id: true, lotId: true, lot: lotOf },
    });
    if (row) found = { profileId: row.lot.profileId, lotId: row.lotId, containerId: null, paymentId: row.id };
  }
  if (!found) throw new NotFoundError(attachmentMessages.noEntry);
  return found;
}

/** The attachments of one entry (a lot's own, not its containers'), oldest first; removed ones too when asked. */
export function attachmentsOf(entry: AttachedTo, includeRemoved = false): Promise<Attachment[]> {
  return db.attachment.findMany({
    where: {
      lotId: entry.lotId,
      containerId: entry.containerId,
      paymentId: entry.paymentId,
      ...(includeRemoved ? {} : { removedAt: null }),
    },
    orderBy: { id: "asc" },
  });
}

/** A file being received: where it is written, and whether it passed the limit. */
export interface Received {
  path: string;
  bytes: number;
  dir: string;
}

/** A folder of its own for one upload's temporary files; `discard` removes it. */
export async function uploadDir(): Promise<string> {
  return mkdtemp(join(tmpdir(), "grt-upload-"));
}

export const discard = (dir: string) => rm(dir, { recursive: true, force: true });

/**
 * Writes a stream of bytes to `path`, refusing it (PayloadTooLargeError) as soon as it passes the
 * limit: the stream is cancelled then, its rest unread.
 */
export async function receiveStream(source: ReadableStream<Uint8Array>, dir: string): Promise<Received> {
  const path = join(dir, "original");
  const out = createWriteStream(path);
  const reader = source.getReader();
  let bytes = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      if (bytes > MAX_ATTACHMENT_BYTES) {
        await reader.cancel().catch(() => undefined);
        throw new PayloadTooLargeError(attachmentMessages.tooBig);
      }
      if (!out.write(value)) await new Promise<void>((resolve) => out.once("drain", () => resolve()));
    }
  } finally {
    await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  }
  return { path, bytes, dir };
}

async function headOf(path: string): Promise<Uint8Array> {
  const file = await open(path, "r");
  try {
    const head = Buffer.alloc(64);
    const { bytesRead } = await file.read(head, 0, 64, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/** The file as it will be kept, and its thumbnail if one could be made. */
interface Prepared {
  kind: AttachmentKind;
  path: string;
  thumbnail: Buffer | null;
}

/**
 * Tells the received file's kind by its content, strips a photo's location (re-encoded without
 * metadata, turned upright first) and makes its thumbnail.
 */
async function prepare(received: Received): Promise<Prepared> {
  if (received.bytes === 0) throw new InputError(attachmentMessages.empty);
  const kind = sniffAttachment(await headOf(received.path));
  if (!kind) throw new UnsupportedMediaTypeError(attachmentMessages.wrongKind);
  if (!kind.photo) return { kind, path: received.path, thumbnail: null };
  if (kind.extension === "heic" || kind.extension === "heif") {
    await wipeHeifExif(received.path);
    // Only AV1-coded HEIF decodes here: an HEVC photo (most HEIC) is kept without a thumbnail.
    const thumbnail = await sharp(received.path)
      .rotate()
      .resize(THUMBNAIL_PX, THUMBNAIL_PX, { fit: "inside" })
      .jpeg({ quality: 75 })
      .toBuffer()
      .catch(() => null);
    return { kind, path: received.path, thumbnail };
  }
  const clean = join(received.dir, "clean");
  try {
    // sharp writes no metadata unless asked (withMetadata): EXIF, GPS and XMP are gone.
    const image = sharp(received.path, { failOn: "error" }).rotate();
    if (kind.extension === "jpg") await image.jpeg({ quality: 92 }).toFile(clean);
    else if (kind.extension === "png") await image.png().toFile(clean);
    else await image.webp({ quality: 92 }).toFile(clean);
    const thumbnail = await sharp(clean).resize(THUMBNAIL_PX, THUMBNAIL_PX, { fit: "inside" }).jpeg({ quality: 75 }).toBuffer();
    return { kind, path: clean, thumbnail };
  } catch {
    throw new InputError(attachmentMessages.unreadable);
  }
}

/** Copies a file into AttachmentChunk rows, 256 KiB a row, reading one row's worth at a time. */
async function copyIntoDatabase(tx: Prisma.TransactionClient, attachmentId: number, path: string): Promise<number> {
  const file = await open(path, "r");
  let size = 0;
  try {
    for (let seq = 0; ; seq++) {
      const buffer = Buffer.alloc(CHUNK_BYTES);
      const { bytesRead } = await file.read(buffer, 0, CHUNK_BYTES, null);
      if (bytesRead === 0) break;
      size += bytesRead;
      await tx.$executeRaw`INSERT INTO "AttachmentChunk" ("attachmentId", "part", "seq", "data") VALUES (${attachmentId}::int, 'file', ${seq}::int, decode(${buffer.toString("base64", 0, bytesRead)}, 'base64'))`;
    }
  } finally {
    await file.close();
  }
  return size;
}

/**
 * Attaches a received file to the entry (which the caller read with entryOf, before receiving it): the writer's checks (an Owner, a Trader or a read-write
 * key of the entry's company), the kind, the count per entry, then the record and its bytes in one
 * transaction. Removes the temporary files whatever happens.
 */
export async function attach(viewer: Viewer | null, entry: AttachedTo, fileName: string, received: Received): Promise<Attachment> {
  try {
    entryWriter(viewer);
    const prepared = await prepare(received);
    // The size as stored (a photo re-encoded without its metadata), known before the record is written.
    const byteSize = (await stat(prepared.path)).size;
    const attached = await db.$transaction(
      async (tx) => {
        // Bytes go in as base64 text decoded by the database: the embedded database's driver takes no binary parameters.
        // The lot's row lock orders attachments to its entries: the count below cannot be raced past.
        await tx.$queryRaw`SELECT 1 FROM "Lot" WHERE "id" = ${entry.lotId}::int FOR UPDATE`;
        const count = await tx.attachment.count({
          where: { lotId: entry.lotId, containerId: entry.containerId, paymentId: entry.paymentId, removedAt: null },
        });
        if (count >= MAX_ATTACHMENTS_PER_ENTRY) throw new InputError(attachmentMessages.tooMany);
        const row = await tx.attachment.create({
          data: {
            ...entry,
            fileName: safeFileName(fileName, prepared.kind),
            contentType: prepared.kind.contentType,
            byteSize,
            thumbnailType: prepared.thumbnail ? "image/jpeg" : null,
            createdById: viewer!.id,
            apiKeyId: viewer!.apiKey?.id ?? null,
          },
        });
        const copied = await copyIntoDatabase(tx, row.id, prepared.path);
        if (copied !== byteSize) throw new Error(`attachment ${row.id}: ${copied} bytes copied of ${byteSize}`);
        if (prepared.thumbnail) {
          await tx.$executeRaw`INSERT INTO "AttachmentChunk" ("attachmentId", "part", "seq", "data") VALUES (${row.id}::int, 'thumbnail', 0, decode(${prepared.thumbnail.toString("base64")}, 'base64'))`;
        }
        // Last: the feed's lock is held from the event's number to the commit, not while the bytes are copied.
        await recordChange(tx, viewer!, "ATTACHMENT_ADDED", row);
        return row;
      },
      { timeout: 120_000, maxWait: 30_000 },
    );
    // Live streams (another window on the lot) read the new event.
    announceChanges(attached.profileId);
    return attached;
  } finally {
    await discard(received.dir);
  }
}

/** One of the caller's company's attachments (removed ones too); another company's answers 404 like a missing one. */
export async function readAttachment(viewer: Viewer | null, id: number): Promise<Attachment> {
  ledgerReader(viewer);
  const found = isPositiveInt4(id) ? await db.attachment.findFirst({ where: { id, ...ownCompanyRecord(viewer) } }) : null;
  if (!found) throw new NotFoundError(attachmentMessages.notFound);
  return found;
}

/** Marks an attachment removed (who, when): it stays on record, like a void, and is no longer served. */
export async function removeAttachment(viewer: Viewer | null, id: number): Promise<Attachment> {
  entryWriter(viewer);
  const found = await readAttachment(viewer, id);
  if (found.removedAt) return found;
  const removed = await db.$transaction(async (tx) => {
    const row = await tx.attachment.update({ where: { id: found.id }, data: { removedAt: new Date(), removedById: viewer!.id } });
    await recordChange(tx, viewer!, "ATTACHMENT_REMOVED", row);
    return row;
  });
  announceChanges(removed.profileId);
  return removed;
}

/**
 * The change feed's event for an attachment added or removed, about its lot, container or payment,
 * with the file named in its values, and its webhook deliveries (attachment.added,
 * attachment.removed): one statement, in the write's transaction.
 */
async function recordChange(
  tx: Prisma.TransactionClient,
  viewer: Viewer,
  kind: "ATTACHMENT_ADDED" | "ATTACHMENT_REMOVED",
  attachment: Attachment,
): Promise<void> {
  const now = new Date();
  const values = {
    attachmentId: encodeGlobalID("Attachment", attachment.id),
    fileName: attachment.fileName,
    contentType: attachment.contentType,
    byteSize: String(attachment.byteSize),
  };
  await tx.$queryRaw(Prisma.sql`
    WITH "changed" AS (SELECT ${attachment.lotId}::int AS "lotId", ${attachment.containerId}::int AS "containerId", ${attachment.paymentId}::int AS "paymentId", ${JSON.stringify(values)}::jsonb AS "values"),
    ${eventsSql(viewer, kind, now, attachment.profileId)}
    SELECT 1 AS "recorded"`);
}

/** A stored file's bytes (or its thumbnail's), read from the database a row at a time as the answer is sent. */
export function storedBytes(attachmentId: number, part: "file" | "thumbnail"): ReadableStream<Uint8Array> {
  let seq = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const [row] = await db.$queryRaw<
        { data: Uint8Array }[]
      >`SELECT "data" FROM "AttachmentChunk" WHERE "attachmentId" = ${attachmentId}::int AND "part" = ${part} AND "seq" = ${seq}::int`;
      seq++;
      if (!row) controller.close();
      else controller.enqueue(new Uint8Array(row.data));
    },
  });
}

/** A stored file's whole bytes (the photo sheet reads its photos this way). */
export async function storedBuffer(attachmentId: number, part: "file" | "thumbnail"): Promise<Buffer> {
  const rows = await db.$queryRaw<
    { data: Uint8Array }[]
  >`SELECT "data" FROM "AttachmentChunk" WHERE "attachmentId" = ${attachmentId}::int AND "part" = ${part} ORDER BY "seq"`;
  return Buffer.concat(rows.map((row) => Buffer.from(row.data)));
}
