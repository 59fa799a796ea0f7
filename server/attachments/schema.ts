import { builder } from "../builder.ts";
import { entryWriters } from "../graphql/scopes.ts";
import { db } from "../db.ts";
import type { Attachment } from "../generated/prisma/client.ts";
import { entryWriter } from "../access/permissions.ts";
import { ownCompanyRecord } from "../access/companyFilters.ts";
import { AccessDeniedError, AppError, InputError, NotFoundError } from "../errors.ts";
import { rowId } from "../rowIds.ts";
import { edgeFor } from "../graphql/edges.ts";
import { ContainerRef } from "../ledger/container.ts";
import { PaymentRef } from "../ledger/payment.ts";
import { LotRef } from "../ledger/lot.ts";
import { attach, attachmentsOf, discard, entryOf, entryRefOf, receiveStream, removeAttachment, uploadDir } from "./store.ts";
import { attachmentUrl, entryIdOf, thumbnailUrl } from "./rest.ts";
import { resolveArrayConnection } from "@pothos/plugin-relay";

builder.scalarType("File", {
  description: "A file sent in a multipart request (the GraphQL multipart request spec): only as an input.",
  serialize: () => {
    throw new Error("File is an input only");
  },
  parseValue: (value) => {
    // yoga's File (from the multipart form) is its fetch implementation's, not necessarily Node's global class.
    const file = value as Partial<File> | null;
    if (typeof file?.stream !== "function" || typeof file.name !== "string")
      throw new InputError("file must be a file sent in a multipart request");
    return value as File;
  },
});

const actorName = async (userId: number | null) =>
  userId ? ((await db.user.findUnique({ where: { id: userId }, select: { name: true } }))?.name ?? null) : null;

export const AttachmentRef = builder.prismaNode("Attachment", {
  id: { field: "id" },
  nullable: true,
  findUnique: (id, context) => ({ id: rowId(id), ...ownCompanyRecord(context.viewer) }),
  description: "A photo or document attached to a lot, a container or a payment. Removed ones stay on record, no longer served.",
  fields: (t) => ({
    entryId: t.id({ description: "The global id of the lot, container or payment it is attached to.", resolve: (a) => entryIdOf(a) }),
    fileName: t.exposeString("fileName", { description: "Its name, made safe, with the extension of the kind its content showed." }),
    contentType: t.exposeString("contentType", {
      description: "The kind its content showed: image/jpeg, image/png, image/webp, image/heic, image/heif or application/pdf.",
    }),
    byteSize: t.exposeInt("byteSize", { description: "Its size in bytes as stored (a photo after its location metadata was removed)." }),
    isPhoto: t.boolean({ description: "Whether it is a photo (else a PDF).", resolve: (a) => a.contentType.startsWith("image/") }),
    url: t.string({
      description: "Where it is served (GET, with the caller's credentials); add ?download=1 to download it.",
      resolve: (a) => attachmentUrl(a),
    }),
    thumbnailUrl: t.string({
      nullable: true,
      description: "Its thumbnail (a JPEG at most 320 px), made at upload; null for PDFs, HEVC-coded HEIC photos and removed files.",
      resolve: (a) => thumbnailUrl(a),
    }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was attached." }),
    addedBy: t.string({
      nullable: true,
      description: "Who attached it (the person, or the owner of the API key).",
      resolve: (a) => actorName(a.createdById),
    }),
    removedAt: t.expose("removedAt", { type: "DateTime", nullable: true, description: "When it was removed; null while attached." }),
    removedBy: t.string({ nullable: true, description: "Who removed it.", resolve: (a) => actorName(a.removedById) }),
  }),
});

export const AttachmentEdge = builder.edgeObject({ name: "AttachmentEdge", type: AttachmentRef });
export const AttachmentConnection = builder.connectionObject({ name: "AttachmentConnection", type: AttachmentRef }, AttachmentEdge);

const INCLUDE_REMOVED = "Also the removed ones (the history).";

builder.prismaObjectFields("Container", (t) => ({
  attachments: t.connection(
    {
      type: AttachmentRef,
      description: "Its photos and documents, oldest first.",
      args: { includeRemoved: t.arg.boolean({ required: false, defaultValue: false, description: INCLUDE_REMOVED }) },
      resolve: async (container, args) =>
        resolveArrayConnection(
          { args },
          await attachmentsOf(
            { profileId: 0, lotId: container.lotId, containerId: container.id, paymentId: null },
            Boolean(args.includeRemoved),
          ),
        ),
    },
    AttachmentConnection,
  ),
}));

builder.prismaObjectFields("Payment", (t) => ({
  attachments: t.connection(
    {
      type: AttachmentRef,
      description: "Its photos and documents (a cheque's scan, a bank advice), oldest first.",
      args: { includeRemoved: t.arg.boolean({ required: false, defaultValue: false, description: INCLUDE_REMOVED }) },
      resolve: async (payment, args) =>
        resolveArrayConnection(
          { args },
          await attachmentsOf(
            { profileId: 0, lotId: payment.lotId, containerId: null, paymentId: payment.id },
            Boolean(args.includeRemoved),
          ),
        ),
    },
    AttachmentConnection,
  ),
}));

builder.prismaObjectFields("Lot", (t) => ({
  attachments: t.connection(
    {
      type: AttachmentRef,
      description: "The lot's own photos and documents, oldest first (its containers' and payments' are on them).",
      args: { includeRemoved: t.arg.boolean({ required: false, defaultValue: false, description: INCLUDE_REMOVED }) },
      resolve: async (lot, args) =>
        resolveArrayConnection(
          { args },
          await attachmentsOf({ profileId: 0, lotId: lot.id, containerId: null, paymentId: null }, Boolean(args.includeRemoved)),
        ),
    },
    AttachmentConnection,
  ),
  // A relation: read in the lot's own statement (a join), so the lot screen pays no statement for it.
  allAttachments: t.relation("attachments", {
    description:
      "Every attachment of the lot and of its containers and payments, oldest first, in one read (the lot screen groups them by `entryId`).",
    query: { where: { removedAt: null }, orderBy: { id: "asc" } },
  }),
}));

const EntryUnion = builder.unionType("AttachmentEntry", {
  description: "What an attachment hangs on: a lot, a container or a payment.",
  types: [LotRef, ContainerRef, PaymentRef],
  resolveType: (entry) => ("containerNo" in entry ? "Container" : "amount" in entry ? "Payment" : "Lot"),
});

async function entryRow(attachment: Attachment) {
  if (attachment.containerId) return db.container.findUniqueOrThrow({ where: { id: attachment.containerId } });
  if (attachment.paymentId) return db.payment.findUniqueOrThrow({ where: { id: attachment.paymentId } });
  return db.lot.findUniqueOrThrow({ where: { id: attachment.lotId } });
}

/** A refused file answers as an InputError in GraphQL (REST answers 413 or 415). */
const asInputError = (error: unknown) => {
  if (
    error instanceof AppError &&
    !(error instanceof InputError) &&
    !(error instanceof NotFoundError) &&
    !(error instanceof AccessDeniedError)
  ) {
    return new InputError(error.message);
  }
  return error;
};

builder.relayMutationField(
  "attachFile",
  {
    inputFields: (t) => ({
      entryId: t.id({ description: "The global id of the lot, container or payment." }),
      file: t.field({
        type: "File",
        description: "The photo (JPEG, PNG, WebP, HEIC/HEIF) or PDF, at most 20 MB, sent as a multipart request's file.",
      }),
    }),
  },
  {
    description:
      "Attaches a photo or document to a lot, a container or a payment (an Owner, a Trader or a read-write key). Photos lose their location metadata.",
    authScopes: entryWriters,
    errors: { types: [InputError, NotFoundError, AccessDeniedError] },
    resolve: async (_root, { input }, { viewer }) => {
      // Who may attach, before a byte of the file is read.
      entryWriter(viewer);
      const entry = await entryOf(viewer, entryRefOf(String(input.entryId)));
      const file = input.file as File;
      const dir = await uploadDir();
      try {
        const received = await receiveStream(file.stream() as ReadableStream<Uint8Array>, dir);
        return await attach(viewer, entry, file.name, received);
      } catch (error) {
        await discard(dir);
        throw asInputError(error);
      }
    },
  },
  {
    outputFields: (t) => ({
      attachmentEdge: t.field({ type: AttachmentEdge, description: "The new attachment as an edge.", resolve: (a) => edgeFor(a) }),
      entry: t.field({ type: EntryUnion, description: "The lot, container or payment it is attached to.", resolve: (a) => entryRow(a) }),
    }),
  },
);

builder.relayMutationField(
  "removeAttachment",
  {
    inputFields: (t) => ({
      id: t.globalID({ for: AttachmentRef, description: "The attachment's global id." }),
    }),
  },
  {
    description: "Removes an attachment: it stays on record (who removed it, when), like a void, and is no longer served.",
    authScopes: entryWriters,
    errors: { types: [InputError, NotFoundError, AccessDeniedError] },
    resolve: (_root, { input }, { viewer }) => removeAttachment(viewer, rowId(input.id.id)),
  },
  {
    outputFields: (t) => ({
      attachment: t.field({ type: AttachmentRef, description: "The attachment, marked removed.", resolve: (a) => a }),
      entry: t.field({ type: EntryUnion, description: "The lot, container or payment it was attached to.", resolve: (a) => entryRow(a) }),
    }),
  },
);
