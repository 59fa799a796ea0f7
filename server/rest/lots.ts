import type { Viewer } from "../context.ts";
import type { Container, Lot, Payment } from "../generated/prisma/client.ts";
import { AccessDeniedError, InputError } from "../errors.ts";
import { rowId } from "../ids.ts";
import { dateToCalendarDate } from "../../shared/dates.ts";
import { text, tradeMessages } from "../../shared/validation.ts";
import {
  addContainer,
  addLot,
  addPayment,
  companyOf,
  listContainers,
  listLots,
  listPayments,
  updateContainer,
  updatePayment,
} from "../services/lots.ts";
import { companyKey } from "../services/profiles.ts";
import type { BodyShape } from "./body-shape.ts";
import { json, type Route } from "./http.ts";

export const restLotMessages = {
  otherCompany: "companyName must be your own company's name",
};

/**
 * SPEC section 3's field names. Decimal columns go out as JSON numbers, as the original API sent them:
 * at most 14 significant digits, so the number's JSON text is exactly the stored decimal.
 */
const lotRecord = (lot: Lot, companyName: string) => ({
  _id: String(lot.id),
  companyName,
  lotNumber: lot.lotNumber,
  price: lot.price.toNumber(),
  createdAt: lot.createdAt,
});

const containerRecord = (container: Container & { lot: Lot }, companyName: string) => ({
  _id: String(container.id),
  companyName,
  lotNumber: container.lot.lotNumber,
  containerNo: container.containerNo,
  sealNo: container.sealNo,
  material: container.material,
  quantity: container.quantityKg.toNumber(),
  price: container.pricePerTon.toNumber(),
  date: dateToCalendarDate(container.date),
  createdAt: container.createdAt,
});

const paymentRecord = (payment: Payment & { lot: Lot }, companyName: string) => ({
  _id: String(payment.id),
  companyName,
  lotNumber: payment.lot.lotNumber,
  amount: payment.amount.toNumber(),
  date: dateToCalendarDate(payment.date),
  createdAt: payment.createdAt,
});

/** The caller's company; a `companyName` in the body may only name it. */
function ownCompany(viewer: Viewer | null, body: Record<string, unknown> = {}) {
  const company = companyOf(viewer);
  if (body.companyName !== undefined && companyKey(text(body.companyName)) !== company.companyKey) {
    throw new AccessDeniedError(restLotMessages.otherCompany);
  }
  return company;
}

/** The lot an add names by its number (an empty one is refused with `missingMessage`). */
function lotNamed(body: Record<string, unknown>, missingMessage: string) {
  if (!text(body.lotNumber)) throw InputError.fromFields({ lotNumber: missingMessage });
  return { lotNumber: text(body.lotNumber) };
}

const idParam = (id: string) => (/^\d{1,10}$/.test(id) ? rowId(id) : 0);

const lotShape = { companyName: "text", lotNumber: "text", price: "decimal" } as const;
const containerShape = {
  companyName: "text",
  lotNumber: "text",
  containerNo: "text",
  sealNo: "text",
  material: "text",
  quantity: "decimal",
  date: "date",
} as const;
const paymentShape = { companyName: "text", lotNumber: "text", amount: "decimal", date: "date" } as const;

/**
 * The three paths of one kind of lot entry (containers under /details, payments under /amounts):
 * `all`, `add` and `update/:id`, each answering the entry as SPEC section 3 names its fields.
 */
function entryRoutes<Row>(entry: {
  path: string;
  shape: BodyShape;
  /** The answer's field holding the added or updated entry. */
  key: string;
  added: string;
  updated: string;
  /** The message when an add names no lot. */
  lotMissing: string;
  record: (entry: Row & { lot: Lot }, companyName: string) => object;
  list: (viewer: Viewer | null) => Promise<NoInfer<Row & { lot: Lot }>[]>;
  add: (viewer: Viewer | null, lot: { lotNumber: string }, input: Record<string, unknown>) => Promise<NoInfer<Row & { lot: Lot }>>;
  /** `lotNumber`, when given, must be the entry's lot: otherwise InputError (the caller's entry) or NotFoundError. */
  update: (viewer: Viewer | null, id: number, input: Record<string, unknown>, lotNumber?: string) => Promise<NoInfer<Row & { lot: Lot }>>;
}): Route[] {
  return [
    {
      method: "GET",
      path: `${entry.path}/all`,
      handle: async ({ viewer }) => {
        const company = ownCompany(viewer);
        const rows = await entry.list(viewer);
        return json(rows.map((row) => entry.record(row, company.companyName)));
      },
    },
    {
      method: "POST",
      path: `${entry.path}/add`,
      handle: async ({ viewer, body }) => {
        const input = await body(entry.shape);
        const company = ownCompany(viewer, input);
        const row = await entry.add(viewer, lotNamed(input, entry.lotMissing), input);
        return json({ message: entry.added, [entry.key]: entry.record(row, company.companyName) }, 201);
      },
    },
    {
      method: "PUT",
      path: `${entry.path}/update/:id`,
      errorField: "error",
      handle: async ({ viewer, body, params }) => {
        const input = await body(entry.shape);
        const company = ownCompany(viewer, input);
        const id = idParam(params.id);
        const lotNumber = input.lotNumber === undefined ? undefined : text(input.lotNumber);
        const row = await entry.update(viewer, id, input, lotNumber);
        return json({ message: entry.updated, [entry.key]: entry.record(row, company.companyName) });
      },
    },
  ];
}

export const lotRoutes: Route[] = [
  {
    method: "GET",
    path: "/api/lots/all",
    handle: async ({ viewer }) => {
      const company = ownCompany(viewer);
      const lots = await listLots(viewer);
      return json(lots.map((lot) => lotRecord(lot, company.companyName)));
    },
  },
  {
    method: "POST",
    path: "/api/lots/add",
    handle: async ({ viewer, body }) => {
      const input = await body(lotShape);
      const company = ownCompany(viewer, input);
      const lot = await addLot(viewer, input);
      return json({ message: "Lot added", lot: lotRecord(lot, company.companyName) }, 201);
    },
  },
  ...entryRoutes({
    path: "/api/lots/details",
    shape: containerShape,
    key: "detail",
    added: "Details added",
    updated: "Details updated",
    lotMissing: tradeMessages.detailFieldsMissing,
    record: containerRecord,
    list: listContainers,
    add: addContainer,
    update: updateContainer,
  }),
  ...entryRoutes({
    path: "/api/lots/amounts",
    shape: paymentShape,
    key: "amount",
    added: "Amount added",
    updated: "Amount updated",
    lotMissing: "Lot number is required",
    record: paymentRecord,
    list: listPayments,
    add: addPayment,
    update: updatePayment,
  }),
];
