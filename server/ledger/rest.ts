import type { Viewer } from "../context.ts";
import type { Container, Payment } from "../generated/prisma/client.ts";
import { ConflictError, InputError } from "../errors.ts";
import { isPositiveInt4, rowId } from "../rowIds.ts";
import { dateToCalendarDate } from "../../shared/dates.ts";
import { text, tradeMessages } from "../../shared/validation.ts";
import { addContainer, restoreContainer, updateContainer, voidContainer } from "./containerWrites.ts";
import { addPayment, restorePayment, updatePayment, voidPayment } from "./paymentWrites.ts";
import { listContainers, listLots, listPayments } from "./lotLists.ts";
import { readEntry, type LotOfCompany } from "./ownedLotWrite.ts";
import type { EntryWriteOptions } from "./entryChanges.ts";
import { addLot } from "./lotRecordWrites.ts";
import { ledgerReader, restCompanyKey } from "../access/permissions.ts";
import type { BodyShape } from "../rest/bodyShape.ts";
import { json, type Route } from "../rest/http.ts";
import { entryHistory } from "./change.ts";

/** An entry's papers (shared/papers.ts) beside the SPEC's fields, only those set; decimals as JSON numbers like the rest. */
const papersOf = (entry: Container | Payment) =>
  Object.fromEntries(
    Object.entries(entry.papers as Record<string, string>).map(([field, value]) => [
      field,
      ["grossKg", "tareKg", "ownPricePerTon"].includes(field) ? Number(value) : value,
    ]),
  );

/**
 * SPEC section 3's field names. Decimal columns go out as JSON numbers, as the original API sent them:
 * at most 14 significant digits, so the number's JSON text is exactly the stored decimal. The
 * companyName is the lot's company's (the house's staff read every company's).
 */
const lotRecord = (lot: LotOfCompany) => ({
  _id: String(lot.id),
  companyName: lot.profile.companyName,
  lotNumber: lot.lotNumber,
  price: lot.price.toNumber(),
  createdAt: lot.createdAt,
});

/** A voided entry says so, inside its record: the GET, the writes and a 412's `current` give the same entry. */
const voidState = (entry: Container | Payment) => (entry.voidedAt ? { voidedAt: entry.voidedAt, voidReason: entry.voidReason } : {});

export const containerRecord = (container: Container & { lot: LotOfCompany }) => ({
  _id: String(container.id),
  companyName: container.lot.profile.companyName,
  lotNumber: container.lot.lotNumber,
  containerNo: container.containerNo,
  sealNo: container.sealNo,
  material: container.material,
  quantity: container.quantityKg.toNumber(),
  price: container.pricePerTon.toNumber(),
  date: dateToCalendarDate(container.date),
  createdAt: container.createdAt,
  ...papersOf(container),
  ...voidState(container),
});

export const paymentRecord = (payment: Payment & { lot: LotOfCompany }) => ({
  _id: String(payment.id),
  companyName: payment.lot.profile.companyName,
  lotNumber: payment.lot.lotNumber,
  amount: payment.amount.toNumber(),
  date: dateToCalendarDate(payment.date),
  createdAt: payment.createdAt,
  ...papersOf(payment),
  ...voidState(payment),
});

/** The lot an add names by its number (an empty one is refused with `missingMessage`), of the company `companyKey` when named. */
function lotNamed(body: Record<string, unknown>, missingMessage: string, companyKey: string | null) {
  if (!text(body.lotNumber)) throw InputError.fromFields({ lotNumber: missingMessage });
  return { lotNumber: text(body.lotNumber), ...(companyKey === null ? {} : { companyKey }) };
}

/** A GET's `?companyName=`: the house's staff choose a company with it; a member may name only their own. */
const companyKeyOfQuery = (viewer: Viewer | null, request: Request) =>
  restCompanyKey(viewer, new URL(request.url).searchParams.get("companyName") ?? undefined);

/** An entry's version as an HTTP entity tag: GETs and writes give it, PUTs and voids take it back in If-Match. */
const etagOf = (entry: { version: number }) => `"v${entry.version}"`;

export const restEntryMessages = {
  badIfMatch: 'If-Match must be an ETag this API gave for the entry (for example "v3"), or *',
};

/**
 * The version an If-Match names: none without the header (the SPEC's clients: the last write wins)
 * or with `*`; a list names the one entity tag this API would have given.
 */
export function expectedVersionOf(request: Request): number | null {
  const header = request.headers.get("if-match");
  if (header === null || header.trim() === "*") return null;
  const tags = header.split(",").map((tag) => /^\s*(?:W\/)?"v([1-9]\d{0,9})"\s*$/.exec(tag));
  if (tags.length !== 1 || !tags[0] || !isPositiveInt4(Number(tags[0][1]))) throw new InputError(restEntryMessages.badIfMatch);
  return Number(tags[0][1]);
}

/** An answer about an entry, with the entry's ETag. */
export function entryResponse(body: object, row: { version: number }, status = 200) {
  const response = json(body, status);
  response.headers.set("etag", etagOf(row));
  return response;
}

export const idParam = (id: string) => (/^\d{1,10}$/.test(id) ? rowId(id) : 0);

const lotShape = { companyName: "text", lotNumber: "text", price: "decimal" } as const;
const containerShape = {
  companyName: "text",
  lotNumber: "text",
  containerNo: "text",
  sealNo: "text",
  material: "text",
  quantity: "decimal",
  date: "date",
  // Beside the SPEC's: the container's papers (issue 48). Null or "" clears one in an update.
  bookingNo: "text",
  billOfLadingNo: "text",
  vessel: "text",
  voyage: "text",
  portOfLoading: "text",
  portOfDischarge: "text",
  grossKg: "decimal",
  tareKg: "decimal",
  weighbridgeTicket: "text",
  ownPricePerTon: "decimal",
} as const;
const paymentShape = {
  companyName: "text",
  lotNumber: "text",
  amount: "decimal",
  date: "date",
  method: "text",
  reference: "text",
  chequeDueDate: "date",
  note: "text",
} as const;

/**
 * The three paths of one kind of lot entry (containers under /details, payments under /amounts):
 * `all`, `add` and `update/:id`, each answering the entry as SPEC section 3 names its fields.
 */
function entryRoutes<Row extends { id: number; version: number }>(entry: {
  path: string;
  shape: BodyShape;
  /** The answer's field holding the added or updated entry. */
  key: string;
  /** The change history's column naming this kind of entry. */
  subject: "containerId" | "paymentId";
  added: string;
  updated: string;
  voided: string;
  restored: string;
  /** The message when an add names no lot. */
  lotMissing: string;
  record: (entry: Row & { lot: LotOfCompany }) => object;
  list: (viewer: Viewer | null, companyKey: string | null) => Promise<NoInfer<Row & { lot: LotOfCompany }>[]>;
  get: (viewer: Viewer | null, id: number) => Promise<NoInfer<Row & { lot: LotOfCompany }>>;
  add: (
    viewer: Viewer | null,
    lot: { lotNumber: string; companyKey?: string },
    input: Record<string, unknown>,
  ) => Promise<NoInfer<Row & { lot: LotOfCompany }>>;
  /** `lotNumber`, when given, must be the entry's lot: otherwise InputError (the caller's entry) or NotFoundError. */
  update: (
    viewer: Viewer | null,
    id: number,
    input: Record<string, unknown>,
    options: EntryWriteOptions,
  ) => Promise<NoInfer<Row & { lot: LotOfCompany }>>;
  void: (
    viewer: Viewer | null,
    id: number,
    input: { reason?: unknown },
    options: EntryWriteOptions,
  ) => Promise<NoInfer<Row & { lot: LotOfCompany }>>;
  restore: (viewer: Viewer | null, id: number, options: EntryWriteOptions) => Promise<NoInfer<Row & { lot: LotOfCompany }>>;
}): Route[] {
  /**
   * A write that names the version it saw (If-Match) and finds another: 412 with the entry as it is
   * now (its record and ETag) and who changed it when, so the client can show both and choose.
   */
  const refusedAsStale = async (viewer: Viewer | null, id: number, write: () => Promise<Response>) => {
    try {
      return await write();
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
      const current = await entry.get(viewer, id);
      const { changedBy, changedAt } = error.current;
      return entryResponse({ error: error.message, changedBy, changedAt, current: entry.record(current) }, current, 412);
    }
  };
  /** A void or restore: `/void/:id` with a reason, `/restore/:id` without (it says nothing more than its path). */
  const voidRoute = (action: "void" | "restore"): Route => ({
    method: "POST",
    path: `${entry.path}/${action}/:id`,
    errorField: "error",
    optionalBody: action === "restore",
    handle: async ({ viewer, body, params, request }) => {
      const input = await body({ reason: "text", companyName: "text", lotNumber: "text" });
      const companyKey = restCompanyKey(viewer, input.companyName) ?? undefined;
      const id = idParam(params.id);
      const options = {
        expectedVersion: expectedVersionOf(request),
        lotNumber: input.lotNumber === undefined ? undefined : text(input.lotNumber),
        companyKey,
      };
      return refusedAsStale(viewer, id, async () => {
        const row = action === "void" ? await entry.void(viewer, id, input, options) : await entry.restore(viewer, id, options);
        const message = action === "void" ? entry.voided : entry.restored;
        return entryResponse({ message, [entry.key]: entry.record(row) }, row);
      });
    },
  });
  return [
    {
      method: "GET",
      path: `${entry.path}/all`,
      handle: async ({ viewer, request }) => {
        const rows = await entry.list(viewer, companyKeyOfQuery(viewer, request));
        return json(rows.map((row) => entry.record(row)));
      },
    },
    {
      method: "GET",
      path: `${entry.path}/:id`,
      handle: async ({ viewer, params }) => {
        const row = await entry.get(viewer, idParam(params.id));
        return entryResponse(entry.record(row), row);
      },
    },
    {
      // Beside the SPEC's paths: who added the entry and when, then every edit, void and restore.
      method: "GET",
      path: `${entry.path}/:id/history`,
      handle: async ({ viewer, params }) => {
        const row = await entry.get(ledgerReader(viewer), idParam(params.id));
        return json(await entryHistory(entry.subject, row.id));
      },
    },
    {
      method: "POST",
      path: `${entry.path}/add`,
      handle: async ({ viewer, body }) => {
        const input = await body(entry.shape);
        const companyKey = restCompanyKey(viewer, input.companyName);
        const row = await entry.add(viewer, lotNamed(input, entry.lotMissing, companyKey), input);
        return entryResponse({ message: entry.added, [entry.key]: entry.record(row) }, row, 201);
      },
    },
    {
      method: "PUT",
      path: `${entry.path}/update/:id`,
      errorField: "error",
      handle: async ({ viewer, body, params, request }) => {
        const input = await body(entry.shape);
        const companyKey = restCompanyKey(viewer, input.companyName) ?? undefined;
        const id = idParam(params.id);
        const lotNumber = input.lotNumber === undefined ? undefined : text(input.lotNumber);
        const expectedVersion = expectedVersionOf(request);
        return refusedAsStale(viewer, id, async () => {
          const row = await entry.update(viewer, id, input, { lotNumber, expectedVersion, companyKey });
          return entryResponse({ message: entry.updated, [entry.key]: entry.record(row) }, row);
        });
      },
    },
    voidRoute("void"),
    voidRoute("restore"),
  ];
}

export const lotRoutes: Route[] = [
  {
    method: "GET",
    path: "/api/lots/all",
    handle: async ({ viewer, request }) => {
      const lots = await listLots(viewer, companyKeyOfQuery(viewer, request));
      return json(lots.map(lotRecord));
    },
  },
  {
    method: "POST",
    path: "/api/lots/add",
    handle: async ({ viewer, body }) => {
      const input = await body(lotShape);
      // The house's staff add no lots (403 houseAddsNoLots, from addLot); a member names only their own company.
      restCompanyKey(viewer, input.companyName);
      const lot = await addLot(viewer, input);
      return json({ message: "Lot added", lot: lotRecord(lot) }, 201);
    },
  },
  ...entryRoutes({
    path: "/api/lots/details",
    shape: containerShape,
    key: "detail",
    subject: "containerId",
    added: "Details added",
    updated: "Details updated",
    voided: "Details voided",
    restored: "Details restored",
    lotMissing: tradeMessages.detailFieldsMissing,
    record: containerRecord,
    list: listContainers,
    get: (viewer, id) => readEntry(viewer, "container", id),
    add: addContainer,
    update: updateContainer,
    void: voidContainer,
    restore: restoreContainer,
  }),
  ...entryRoutes({
    path: "/api/lots/amounts",
    shape: paymentShape,
    key: "amount",
    subject: "paymentId",
    added: "Amount added",
    updated: "Amount updated",
    voided: "Amount voided",
    restored: "Amount restored",
    lotMissing: "Lot number is required",
    record: paymentRecord,
    list: listPayments,
    get: (viewer, id) => readEntry(viewer, "payment", id),
    add: addPayment,
    update: updatePayment,
    void: voidPayment,
    restore: restorePayment,
  }),
];
