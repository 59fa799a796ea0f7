import { db, Prisma } from "../db.ts";
import type { Viewer } from "../context.ts";
import type { Container, Payment } from "../generated/prisma/client.ts";
import type { ChangeKind } from "../generated/prisma/enums.ts";
import { ConflictError, InputError, NotFoundError } from "../errors.ts";
import { text, voidReasonProblem } from "../../shared/validation.ts";
import { authorNameSql } from "../access/caller.ts";
import { entryWriter } from "../access/permissions.ts";
import { lotOfCompanySql, writerSideSql } from "../access/companyFilters.ts";
import type { PapersEdit } from "../../shared/papers.ts";
import { byId, writeToOwnedLot, type LotTarget } from "./ownedLotWrite.ts";

/**
 * Edits, voids and restores of a container or a payment: the entry's row locked and updated from
 * itself in the lot's one write statement (ownedLotWrite.ts), and why nothing was written when it
 * was not (a stale version, a voided entry, one gone).
 */

/** A papers edit as SQL: the fields set merged over `papers`, the cleared ones removed. */
export const papersSql = (papers: Prisma.Sql, edit: PapersEdit) =>
  Prisma.sql`((${papers} || ${JSON.stringify(edit.set)}::jsonb) - ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(edit.cleared)}::jsonb)))`;

/** An edit sends only what it changes: an absent field (NULL) leaves its column as it is. */
export const edited = <T>(value: unknown, convert: (value: unknown) => T): T | null => (value === undefined ? null : convert(value));

/** A container or payment: where it lives and how its values read, for edits, voids and restores. */
export interface EntryKind<Row> {
  table: "Container" | "Payment";
  noun: "container" | "payment";
  subject: "containerId" | "paymentId";
  values: (alias: string) => Prisma.Sql;
  columns: Prisma.Sql;
  row: (answer: Record<string, unknown>) => Row;
  notFound: string;
  kinds: { updated: ChangeKind; voided: ChangeKind; restored: ChangeKind };
}

/** Whether the entry counts, as its history and the change feed record it (field "status"). */
const statusSql = (alias: string) =>
  Prisma.sql`jsonb_build_object('status', CASE WHEN ${Prisma.raw(alias)}."voidedAt" IS NULL THEN 'counted' ELSE 'voided: ' || ${Prisma.raw(alias)}."voidReason" END)`;

/**
 * An edit's, void's or restore's "written" CTE: the entry's row locked (after the lot's: it reads
 * "locked") and read as it is now, then updated from it, so "before" is exactly what it replaced.
 * `expectedVersion`, when given, must be the entry's version: otherwise nothing is written (see
 * `whyNotWritten`). Every change bumps the entry's version.
 */
export function changeEntrySql<Row>(
  viewer: Viewer | null,
  kind: EntryKind<Row>,
  id: number,
  set: Prisma.Sql,
  when: Prisma.Sql,
  expectedVersion: number | null | undefined,
) {
  const t = Prisma.raw(`"${kind.table}"`);
  const values = (alias: string) => Prisma.sql`(${kind.values(alias)} || ${statusSql(alias)})`;
  // Values that change ask the other side again (issue 47: the trigger "entry_values_changed" decides).
  return Prisma.sql`
    UPDATE ${t} SET ${set}, "version" = "old"."version" + 1, "agreement" = "old"."agreement" || ${writerSideSql(viewer)}
      FROM (SELECT e.* FROM "locked" l JOIN ${t} e ON e."lotId" = l."id" AND e."id" = ${byId(id)}::int FOR UPDATE OF e) AS "old"
     WHERE ${t}."id" = "old"."id" AND ${when} AND (${expectedVersion ?? null}::int IS NULL OR "old"."version" = ${expectedVersion ?? null}::int)
    RETURNING ${t}.*, ${values('"old"')} AS "before", ${values(`"${kind.table}"`)} AS "after"`;
}

export const entryMessages = {
  voided: (noun: string) => `This ${noun} is voided: restore it before editing it.`,
  alreadyVoided: (noun: string) => `This ${noun} is already voided.`,
  notVoided: (noun: string) => `This ${noun} is not voided: there is nothing to restore.`,
  /** Read by API callers too: it says what happened; the screens word their own notice. */
  conflict: (noun: string, by: string | null, version: number) =>
    `${by ?? "Someone"} changed this ${noun} after the version you sent (now version ${version}); nothing was written.`,
  /** A version above the entry's own: no change of anyone's came between, the caller's version is wrong. */
  neverVersion: (noun: string, sent: number, version: number) =>
    `This ${noun} has no version ${sent}: its version is ${version}; nothing was written.`,
  badVersion: "expectedVersion must be a version this entry was given (a whole number from 1)",
};

/** The entry as it is now, and the latest change to it (who, when), in the caller's company. */
async function currentEntry<Row>(kind: EntryKind<Row>, id: number, companyId: number) {
  const t = Prisma.raw(`"${kind.table}"`);
  const subject = Prisma.raw(`"${kind.subject}"`);
  const [current] = await db.$queryRaw<Record<string, unknown>[]>`
    SELECT ${kind.columns}, ev."occurredAt" AS "changedAt", COALESCE(k."name", ${authorNameSql("u")}) AS "changedBy"
      FROM ${t} w JOIN "Lot" l ON l."id" = w."lotId" AND ${lotOfCompanySql("l", companyId)}
      LEFT JOIN LATERAL (SELECT * FROM "ChangeEvent" e WHERE e.${subject} = w."id" ORDER BY e."id" DESC LIMIT 1) ev ON true
      LEFT JOIN "User" u ON u."id" = ev."userId" LEFT JOIN "ApiKey" k ON k."id" = ev."apiKeyId"
     WHERE w."id" = ${byId(id)}::int`;
  return current;
}

/**
 * Why an edit, void or restore of the caller's entry wrote nothing: it never had the version sent
 * (InputError: versions only grow), another changed it since the version the editor saw
 * (ConflictError, with its values now and who changed it when), it is voided (or, for a void or
 * restore, already in the state asked for), or it is gone.
 */
export async function whyNotWritten<Row>(
  kind: EntryKind<Row>,
  id: number,
  companyId: number,
  expectedVersion: number | null | undefined,
  refusal: (voided: boolean, current: Record<string, unknown>) => string | null,
): Promise<never> {
  const current = await currentEntry(kind, id, companyId);
  if (!current) throw new NotFoundError(kind.notFound);
  const version = current.version as number;
  if (expectedVersion != null && expectedVersion > version)
    throw new InputError(entryMessages.neverVersion(kind.noun, expectedVersion, version));
  if (expectedVersion != null && version !== expectedVersion) {
    throw new ConflictError(entryMessages.conflict(kind.noun, current.changedBy as string | null, version), {
      typename: kind.table,
      entry: kind.row(current) as Container | Payment,
      changedBy: current.changedBy as string | null,
      changedAt: current.changedAt as Date | null,
    });
  }
  const refused = refusal(current.voidedAt !== null, current);
  if (refused) throw new InputError(refused);
  throw new NotFoundError(kind.notFound);
}

export function checkedVersion(expectedVersion: unknown): number | null {
  if (expectedVersion === undefined || expectedVersion === null) return null;
  if (!Number.isSafeInteger(expectedVersion) || (expectedVersion as number) < 1) throw new InputError(entryMessages.badVersion);
  return expectedVersion as number;
}

/**
 * `check`: a condition on the edited row's new values (as `"old"` plus the edit: see
 * updateContainer's weights); when it fails nothing is written and `checkFailed` is the refusal.
 */
export function editEntry<Row>(
  viewer: Viewer | null,
  kind: EntryKind<Row>,
  id: number,
  set: Prisma.Sql,
  options: EntryWriteOptions,
  check?: { sql: Prisma.Sql; failed: () => InputError },
) {
  const expectedVersion = checkedVersion(options.expectedVersion);
  const when = check ? Prisma.sql`"old"."voidedAt" IS NULL AND ${check.sql}` : Prisma.sql`"old"."voidedAt" IS NULL`;
  return writeToOwnedLot(
    viewer,
    { [kind.subject]: id, lotNumber: options.lotNumber, companyKey: options.companyKey } as LotTarget,
    kind.notFound,
    {
      kind: kind.kinds.updated,
      subject: kind.subject,
      written: changeEntrySql(viewer, kind, id, set, when, expectedVersion),
      columns: kind.columns,
      row: kind.row,
      missed: async (companyId) => {
        try {
          return await whyNotWritten(kind, id, companyId, expectedVersion, (voided) => (voided ? entryMessages.voided(kind.noun) : null));
        } catch (error) {
          // Found, counted and at the version sent: what stopped it was the check.
          if (check && error instanceof NotFoundError && (await currentEntry(kind, id, companyId))) throw check.failed();
          throw error;
        }
      },
    },
    new Date(),
  );
}

/** Options of an edit, void or restore: the version the editor saw, and (REST) the lot number it repeats. */
export interface EntryWriteOptions {
  expectedVersion?: unknown;
  lotNumber?: string;
  /** REST's companyName, as a key (access/permissions.ts restCompanyKey): the entry must be that company's. */
  companyKey?: string;
}

/**
 * Voids an entry (it stays on record, in its history and the statements' audit trail, but counts
 * in no balance) or restores a voided one. Voids and restores need a write access like edits.
 */
export function setVoided<Row>(
  viewer: Viewer | null,
  kind: EntryKind<Row>,
  id: number,
  voided: { reason: unknown } | null,
  options: EntryWriteOptions,
) {
  entryWriter(viewer);
  const reason = voided ? text(voided.reason) : null;
  const reasonProblem = reason === null ? undefined : voidReasonProblem(reason);
  if (reasonProblem) throw InputError.fromFields({ reason: reasonProblem });
  const expectedVersion = checkedVersion(options.expectedVersion);
  const now = new Date();
  const set = voided
    ? Prisma.sql`"voidedAt" = ${now}::timestamp(3), "voidReason" = ${reason}, "voidedById" = ${viewer!.id}::int, "voidedByApiKeyId" = ${viewer!.apiKey?.id ?? null}::int`
    : Prisma.sql`"voidedAt" = NULL, "voidReason" = NULL, "voidedById" = NULL, "voidedByApiKeyId" = NULL`;
  return writeToOwnedLot(
    viewer,
    { [kind.subject]: id, lotNumber: options.lotNumber, companyKey: options.companyKey } as LotTarget,
    kind.notFound,
    {
      kind: voided ? kind.kinds.voided : kind.kinds.restored,
      subject: kind.subject,
      written: changeEntrySql(
        viewer,
        kind,
        id,
        set,
        voided ? Prisma.sql`"old"."voidedAt" IS NULL` : Prisma.sql`"old"."voidedAt" IS NOT NULL`,
        expectedVersion,
      ),
      columns: kind.columns,
      row: kind.row,
      missed: (companyId) =>
        whyNotWritten(kind, id, companyId, expectedVersion, (isVoided) =>
          voided && isVoided ? entryMessages.alreadyVoided(kind.noun) : !voided && !isVoided ? entryMessages.notVoided(kind.noun) : null,
        ),
    },
    now,
  );
}
