import { db } from "../db.ts";
import type { Viewer } from "../context.ts";
import type { Container, Payment } from "../generated/prisma/client.ts";
import { ledgerReader } from "../access/permissions.ts";
import { ownCompanyRecord } from "../access/companyFilters.ts";
import { withCompanyName, type LotOfCompany } from "./ownedLotWrite.ts";

/** The caller's lots, containers and payments as REST lists them (GraphQL pages them: lot.ts, container.ts, payment.ts). */

/** The lots of the company with key `companyKey` only; every lot the caller reads when null. */
const ofCompanyKeyed = (companyKey: string | null) => (companyKey === null ? {} : { profile: { companyKey } });

/** The caller's lots (the house's staff: every company's, or `companyKey`'s), oldest first. */
export function listLots(viewer: Viewer | null, companyKey: string | null = null): Promise<LotOfCompany[]> {
  ledgerReader(viewer);
  return db.lot.findMany({
    where: { ...ownCompanyRecord(viewer), ...ofCompanyKeyed(companyKey) },
    include: withCompanyName,
    orderBy: { id: "asc" },
  });
}

/** The caller's containers of every lot that count (not voided), oldest first, each with its lot. */
export function listContainers(viewer: Viewer | null, companyKey: string | null = null): Promise<(Container & { lot: LotOfCompany })[]> {
  ledgerReader(viewer);
  return db.container.findMany({
    where: { lot: { ...ownCompanyRecord(viewer), ...ofCompanyKeyed(companyKey) }, voidedAt: null },
    include: { lot: { include: withCompanyName } },
    orderBy: { id: "asc" },
  });
}

/** The caller's payments of every lot that count (not voided), oldest first, each with its lot. */
export function listPayments(viewer: Viewer | null, companyKey: string | null = null): Promise<(Payment & { lot: LotOfCompany })[]> {
  ledgerReader(viewer);
  return db.payment.findMany({
    where: { lot: { ...ownCompanyRecord(viewer), ...ofCompanyKeyed(companyKey) }, voidedAt: null },
    include: { lot: { include: withCompanyName } },
    orderBy: { id: "asc" },
  });
}
