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
  findOwnedContainer,
  findOwnedLotByNumber,
  findOwnedPayment,
  listContainers,
  listLots,
  listPayments,
  updateContainer,
  updatePayment,
} from "../services/lots.ts";
import { companyKey } from "../services/profiles.ts";
import { json, type Route } from "./http.ts";

export const restLotMessages = {
  otherCompany: "companyName must be your own company's name",
  otherLot: "lotNumber must be the lot this record belongs to",
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

function lotOf(viewer: Viewer | null, body: Record<string, unknown>, missingMessage: string) {
  if (!text(body.lotNumber)) throw InputError.fromFields({ lotNumber: missingMessage });
  return findOwnedLotByNumber(viewer, text(body.lotNumber));
}

/** An update may repeat the record's lot number (the original client sends it), but not move the record. */
function sameLot(lot: Lot, body: Record<string, unknown>) {
  if (body.lotNumber !== undefined && text(body.lotNumber) !== lot.lotNumber) throw new InputError(restLotMessages.otherLot);
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
  {
    method: "GET",
    path: "/api/lots/details/all",
    handle: async ({ viewer }) => {
      const company = ownCompany(viewer);
      const containers = await listContainers(viewer);
      return json(containers.map((container) => containerRecord(container, company.companyName)));
    },
  },
  {
    method: "POST",
    path: "/api/lots/details/add",
    handle: async ({ viewer, body }) => {
      const input = await body(containerShape);
      const company = ownCompany(viewer, input);
      const lot = await lotOf(viewer, input, tradeMessages.detailFieldsMissing);
      const container = await addContainer(viewer, lot.id, input);
      return json({ message: "Details added", detail: containerRecord({ ...container, lot }, company.companyName) }, 201);
    },
  },
  {
    method: "PUT",
    path: "/api/lots/details/update/:id",
    errorField: "error",
    handle: async ({ viewer, body, params }) => {
      const input = await body(containerShape);
      const company = ownCompany(viewer, input);
      const id = idParam(params.id);
      const existing = await findOwnedContainer(viewer, id);
      sameLot(existing.lot, input);
      const container = await updateContainer(viewer, id, input);
      return json({ message: "Details updated", detail: containerRecord({ ...container, lot: existing.lot }, company.companyName) });
    },
  },
  {
    method: "GET",
    path: "/api/lots/amounts/all",
    handle: async ({ viewer }) => {
      const company = ownCompany(viewer);
      const payments = await listPayments(viewer);
      return json(payments.map((payment) => paymentRecord(payment, company.companyName)));
    },
  },
  {
    method: "POST",
    path: "/api/lots/amounts/add",
    handle: async ({ viewer, body }) => {
      const input = await body(paymentShape);
      const company = ownCompany(viewer, input);
      const lot = await lotOf(viewer, input, "Lot number is required");
      const payment = await addPayment(viewer, lot.id, input);
      return json({ message: "Amount added", amount: paymentRecord({ ...payment, lot }, company.companyName) }, 201);
    },
  },
  {
    method: "PUT",
    path: "/api/lots/amounts/update/:id",
    errorField: "error",
    handle: async ({ viewer, body, params }) => {
      const input = await body(paymentShape);
      const company = ownCompany(viewer, input);
      const id = idParam(params.id);
      const existing = await findOwnedPayment(viewer, id);
      sameLot(existing.lot, input);
      const payment = await updatePayment(viewer, id, input);
      return json({ message: "Amount updated", amount: paymentRecord({ ...payment, lot: existing.lot }, company.companyName) });
    },
  },
];
