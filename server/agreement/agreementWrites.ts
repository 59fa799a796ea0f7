import { createHash } from "node:crypto";
import { Prisma, rawRows } from "../db.ts";
import type { Viewer } from "../context.ts";
import type { ChangeKind } from "../generated/prisma/enums.ts";
import { AccessDeniedError, InputError, NotFoundError, assertValid } from "../errors.ts";
import { accessMessages, authorName } from "../access/caller.ts";
import { actingSide, companyToRead, entryWriter } from "../access/permissions.ts";
import { lotOfCompanySql, writableLotSql } from "../access/companyFilters.ts";
import { API_KEY_ACTOR } from "../ledger/ledgerSql.ts";
import { byId, writeToOwnedLot, type LotTarget } from "../ledger/ownedLotWrite.ts";
import { checkedVersion, entryMessages, whyNotWritten, type EntryKind, type EntryWriteOptions } from "../ledger/entryChanges.ts";
import { containerKind } from "../ledger/containerWrites.ts";
import { paymentKind } from "../ledger/paymentWrites.ts";
import { eventsSql } from "../events/events.ts";
import { announceChanges } from "../events/changeNotifier.ts";
import {
  agreementMessages,
  answerProblem,
  disputeProblems,
  isGiven,
  otherSide,
  parseAgreement,
  type AgreementAction,
  type DisputeInput,
  type DisputedFigure,
  type EntrySide,
} from "../../shared/agreement.ts";
import { parseDecimal } from "../../shared/money.ts";
import { parseCalendarDate } from "../../shared/dates.ts";
import { text } from "../../shared/validation.ts";
import type { Container, Payment } from "../generated/prisma/client.ts";

/*
 * Both sides agree (issue 47): the steps one side takes on the other's entry, each ONE statement
 * through the lot's write path (ownedLotWrite.ts `writeToOwnedLot`: the lot locked and its version
 * bumped, the step in the entry's history, the change feed, webhooks and live screens). Every step
 * bumps the entry's version, names the version it saw when given (`expectedVersion`), and checks the
 * entry's state in the same statement, so two people answering at once never both win.
 */

const stepKinds: Record<AgreementAction, ChangeKind> = {
  CONFIRM: "ENTRY_CONFIRMED",
  DISPUTE: "ENTRY_DISPUTED",
  ACCEPT: "DISPUTE_ACCEPTED",
  ANSWER: "DISPUTE_ANSWERED",
  WITHDRAW: "DISPUTE_WITHDRAWN",
};

/** The caller's side for a step: writers only (a Viewer or a read-only key reads, never agrees). */
function sideToAct(viewer: Viewer | null): EntrySide {
  entryWriter(viewer);
  const side = actingSide(viewer);
  if (!side) throw new AccessDeniedError(agreementMessages.readerOnly);
  return side;
}

/** Who took a step, as the agreement keeps it: the person (the house's staff as "Gulf Recycling Traders, <name>") or the key. */
const actorOf = (viewer: Viewer, now: Date) => ({
  by: viewer.apiKey ? viewer.apiKey.name + API_KEY_ACTOR : authorName(viewer),
  byId: viewer.id,
  byApiKeyId: viewer.apiKey?.id ?? null,
  at: now.toISOString(),
});

/** An agreement as one line of the entry's history ("Confirmed by Gulf Recycling Traders, Noor"), from SQL alias `alias`. */
export function agreementTextSql(alias: string): Prisma.Sql {
  const a = Prisma.raw(`${alias}."agreement"`);
  return Prisma.sql`(initcap(lower(${a} ->> 'state')) || COALESCE(' by ' || (${a} ->> 'by'), '') || COALESCE(': ' || (${a} ->> 'reason'), '')
    || COALESCE(' (their figure: ' || NULLIF(concat_ws(', ', 'net ' || (${a} -> 'figure' ->> 'quantity') || ' kg', 'amount ' || (${a} -> 'figure' ->> 'amount'), 'date ' || (${a} -> 'figure' ->> 'date')), '') || ')', '')
    || COALESCE('; answered: ' || (${a} ->> 'answer'), ''))`;
}

/** A dispute's other figure as stored: the net weight with 3 decimals, the amount with 2, the date as YYYY-MM-DD; only those given. */
function figureOf(input: DisputeInput): DisputedFigure | undefined {
  const figure: DisputedFigure = {};
  if (isGiven(input.quantity)) figure.quantity = parseDecimal(input.quantity, 3)!.toFixed(3);
  if (isGiven(input.amount)) figure.amount = parseDecimal(input.amount, 2)!.toFixed(2);
  if (isGiven(input.date)) figure.date = parseCalendarDate(input.date)!;
  return Object.keys(figure).length > 0 ? figure : undefined;
}

interface Step {
  action: AgreementAction;
  /** The condition on the entry as it was (alias "old") for the step to apply. */
  when: Prisma.Sql;
  /** Its new agreement, from the old one (alias "old"). */
  agreement: Prisma.Sql;
  /** Value columns the step changes (accepting a dispute's figure), else none. */
  set?: Prisma.Sql;
}

const state = Prisma.sql`("old"."agreement" ->> 'state')`;
const recordedBy = Prisma.sql`("old"."agreement" ->> 'recordedBy')`;

/**
 * One step on a container or payment. Refused (nothing written) with the reason when the entry is not
 * in a state the caller's side may take that step from, or changed since `expectedVersion`.
 */
async function takeStep<Row extends Container | Payment>(
  viewer: Viewer | null,
  kind: EntryKind<Row>,
  id: number,
  step: Step,
  options: EntryWriteOptions,
) {
  const side = sideToAct(viewer);
  const expectedVersion = checkedVersion(options.expectedVersion);
  const t = Prisma.raw(`"${kind.table}"`);
  const history = step.set
    ? {
        before: Prisma.sql`${kind.values('"old"')} || jsonb_build_object('agreement', ${agreementTextSql('"old"')})`,
        after: Prisma.sql`${kind.values(`"${kind.table}"`)} || jsonb_build_object('agreement', ${agreementTextSql(`"${kind.table}"`)})`,
      }
    : {
        before: Prisma.sql`jsonb_build_object('agreement', ${agreementTextSql('"old"')})`,
        after: Prisma.sql`jsonb_build_object('agreement', ${agreementTextSql(`"${kind.table}"`)})`,
      };
  return writeToOwnedLot(
    viewer,
    { [kind.subject]: id, lotNumber: options.lotNumber, companyKey: options.companyKey } as LotTarget,
    kind.notFound,
    {
      kind: stepKinds[step.action],
      subject: kind.subject,
      written: Prisma.sql`
      UPDATE ${t} SET ${step.set ? Prisma.sql`${step.set},` : Prisma.empty} "agreement" = ${step.agreement}, "version" = "old"."version" + 1
        FROM (SELECT e.* FROM "locked" l JOIN ${t} e ON e."lotId" = l."id" AND e."id" = ${byId(id)}::int FOR UPDATE OF e) AS "old"
       WHERE ${t}."id" = "old"."id" AND ${step.when} AND (${expectedVersion}::int IS NULL OR "old"."version" = ${expectedVersion}::int)
      RETURNING ${t}.*, ${history.before} AS "before", ${history.after} AS "after"`,
      columns: kind.columns,
      row: kind.row,
      missed: (companyId) =>
        whyNotWritten(kind, id, companyId, expectedVersion, (voided, current) => {
          const agreement = parseAgreement(current.agreement);
          if (step.action === "ACCEPT" && voided) return entryMessages.voided(kind.noun);
          const recorder = agreement.recordedBy === side;
          if (step.action === "ACCEPT" && agreement.state === "DISPUTED" && recorder && !agreement.figure)
            return agreementMessages.noFigure;
          return agreementMessages.notAllowed(step.action, agreement.state, recorder);
        }),
    },
    new Date(),
  );
}

const kindOf = (entry: "container" | "payment") => (entry === "container" ? containerKind : paymentKind) as EntryKind<Container | Payment>;

/** The other side confirms the entry as recorded (a void too: it confirms the entry counts in nothing). */
export function confirmEntry(viewer: Viewer | null, entry: "container" | "payment", id: number, options: EntryWriteOptions = {}) {
  const side = sideToAct(viewer);
  const actor = actorOf(viewer!, new Date());
  return takeStep(
    viewer,
    kindOf(entry),
    id,
    {
      action: "CONFIRM",
      when: Prisma.sql`${state} = 'RECORDED' AND ${recordedBy} = ${otherSide(side)}`,
      agreement: Prisma.sql`jsonb_build_object('state', 'CONFIRMED', 'recordedBy', ${recordedBy}) || ${JSON.stringify(actor)}::jsonb`,
    },
    options,
  );
}

/** The other side disputes what was recorded (or confirmed before), with a reason and perhaps its own figure. */
export function disputeEntry(
  viewer: Viewer | null,
  entry: "container" | "payment",
  id: number,
  input: DisputeInput,
  options: EntryWriteOptions = {},
) {
  const side = sideToAct(viewer);
  assertValid(disputeProblems(entry, input));
  const figure = figureOf(input);
  const dispute = { ...actorOf(viewer!, new Date()), reason: text(input.reason), ...(figure ? { figure } : {}) };
  return takeStep(
    viewer,
    kindOf(entry),
    id,
    {
      action: "DISPUTE",
      when: Prisma.sql`${state} IN ('RECORDED', 'CONFIRMED') AND ${recordedBy} = ${otherSide(side)}`,
      agreement: Prisma.sql`jsonb_build_object('state', 'DISPUTED', 'recordedBy', ${recordedBy}) || ${JSON.stringify(dispute)}::jsonb`,
    },
    options,
  );
}

/** The recording side answers a dispute: it stays open, now waiting for the disputing side. */
export function answerDispute(
  viewer: Viewer | null,
  entry: "container" | "payment",
  id: number,
  input: { answer?: unknown },
  options: EntryWriteOptions = {},
) {
  const side = sideToAct(viewer);
  const problem = answerProblem(input.answer);
  if (problem) throw InputError.fromFields({ answer: problem });
  const actor = actorOf(viewer!, new Date());
  const answer = { answer: text(input.answer), answeredBy: actor.by, answeredAt: actor.at };
  return takeStep(
    viewer,
    kindOf(entry),
    id,
    {
      action: "ANSWER",
      when: Prisma.sql`${state} = 'DISPUTED' AND ${recordedBy} = ${side}`,
      agreement: Prisma.sql`"old"."agreement" || ${JSON.stringify(answer)}::jsonb`,
    },
    options,
  );
}

/** Either side withdraws a dispute: the entry is recorded again, waiting for the other side. */
export function withdrawDispute(viewer: Viewer | null, entry: "container" | "payment", id: number, options: EntryWriteOptions = {}) {
  sideToAct(viewer);
  return takeStep(
    viewer,
    kindOf(entry),
    id,
    {
      action: "WITHDRAW",
      when: Prisma.sql`${state} = 'DISPUTED'`,
      agreement: Prisma.sql`jsonb_build_object('state', 'RECORDED', 'recordedBy', ${recordedBy})`,
    },
    options,
  );
}

/**
 * The recording side accepts a dispute's figure: the entry takes the other side's weight, amount or
 * date (the change attributed to the caller, in its history), and is confirmed by whoever disputed
 * it. A container's gross and tare weights that no longer give the accepted net weight are cleared.
 */
export function acceptDispute(viewer: Viewer | null, entry: "container" | "payment", id: number, options: EntryWriteOptions = {}) {
  const side = sideToAct(viewer);
  const figure = (field: string) => Prisma.sql`("old"."agreement" -> 'figure' ->> ${field})`;
  const set =
    entry === "container"
      ? Prisma.sql`"quantityKg" = COALESCE(${figure("quantity")}::numeric, "old"."quantityKg"),
          "date" = COALESCE(${figure("date")}::date, "old"."date"),
          "papers" = CASE WHEN ${figure("quantity")} IS NOT NULL AND "old"."papers" ? 'grossKg' AND "old"."papers" ? 'tareKg'
                           AND ("old"."papers" ->> 'grossKg')::numeric - ("old"."papers" ->> 'tareKg')::numeric <> ${figure("quantity")}::numeric
                          THEN "old"."papers" - 'grossKg' - 'tareKg' ELSE "old"."papers" END`
      : Prisma.sql`"amount" = COALESCE(${figure("amount")}::numeric, "old"."amount"), "date" = COALESCE(${figure("date")}::date, "old"."date")`;
  const acceptedAt = new Date().toISOString();
  return takeStep(
    viewer,
    kindOf(entry),
    id,
    {
      action: "ACCEPT",
      when: Prisma.sql`${state} = 'DISPUTED' AND ${recordedBy} = ${side} AND "old"."agreement" ? 'figure' AND "old"."voidedAt" IS NULL`,
      agreement: Prisma.sql`jsonb_build_object('state', 'CONFIRMED', 'recordedBy', ${recordedBy}, 'by', "old"."agreement" -> 'by', 'byId', "old"."agreement" -> 'byId',
      'byApiKeyId', "old"."agreement" -> 'byApiKeyId', 'at', ${acceptedAt}::text, 'acceptedFigure', "old"."agreement" -> 'figure')`,
      set,
    },
    options,
  );
}

/** Where a bulk confirmation looks: one lot, or every lot of one company. */
export type WaitingScope = { lotId: number } | { profileId: number };
/** Every lot of company `id` (whether the caller reads it is decided where the scope is read: `waitingForConfirmation`). */
export const companyScope = (id: number): WaitingScope => ({ profileId: id });

/** The entries waiting for the caller's confirmation in a scope, and the token naming exactly them at their versions. */
export interface WaitingEntries {
  containers: { id: number; version: number }[];
  payments: { id: number; version: number }[];
  token: string;
}

const scopeSql = (scope: WaitingScope) =>
  "lotId" in scope ? Prisma.sql`l."id" = ${byId(scope.lotId)}::int` : lotOfCompanySql("l", byId(scope.profileId));

/**
 * What a bulk confirmation would confirm (its preview): the scope's recorded entries the other side
 * recorded, not in a closed lot. The token is a hash of their ids and versions: a confirmation
 * with it confirms exactly these, or nothing if any changed.
 */
export async function waitingForConfirmation(viewer: Viewer | null, scope: WaitingScope): Promise<WaitingEntries> {
  const side = actingSide(viewer);
  if ("profileId" in scope) companyToRead(viewer, scope.profileId);
  if (!side) return { containers: [], payments: [], token: tokenOf([], []) };
  // With the entries, a row per lot of the scope the caller may write to: none, and a lot asked for is not found.
  const rows = await rawRows<{ kind: "C" | "P" | "L"; id: number; version: number }>(Prisma.sql`
    SELECT 'L' AS "kind", l."id", 0 AS "version" FROM "Lot" l WHERE ${scopeSql(scope)} AND ${writableLotSql(viewer, "l")}
    UNION ALL
    SELECT 'C', e."id", e."version" FROM "Container" e JOIN "Lot" l ON l."id" = e."lotId"
     WHERE ${scopeSql(scope)} AND ${writableLotSql(viewer, "l")} AND l."state" <> 'CLOSED'
       AND e."agreement" ->> 'state' = 'RECORDED' AND e."agreement" ->> 'recordedBy' = ${otherSide(side)}
    UNION ALL
    SELECT 'P', e."id", e."version" FROM "Payment" e JOIN "Lot" l ON l."id" = e."lotId"
     WHERE ${scopeSql(scope)} AND ${writableLotSql(viewer, "l")} AND l."state" <> 'CLOSED'
       AND e."agreement" ->> 'state' = 'RECORDED' AND e."agreement" ->> 'recordedBy' = ${otherSide(side)}
    ORDER BY 1, 2`);
  if ("lotId" in scope && !rows.some((row) => row.kind === "L")) throw new NotFoundError("Lot not found");
  const containers = rows.filter((row) => row.kind === "C").map(({ id, version }) => ({ id, version }));
  const payments = rows.filter((row) => row.kind === "P").map(({ id, version }) => ({ id, version }));
  return { containers, payments, token: tokenOf(containers, payments) };
}

export function tokenOf(containers: { id: number; version: number }[], payments: { id: number; version: number }[]): string {
  const list = [...containers.map((c) => `C${c.id}v${c.version}`), ...payments.map((p) => `P${p.id}v${p.version}`)].join(",");
  return createHash("sha256").update(list).digest("base64url").slice(0, 32);
}

/**
 * Confirms, in ONE statement, every entry a preview listed (`token`): their lots locked and their
 * versions bumped, each entry confirmed only at the version previewed and while still waiting, each
 * step in its history, the change feed (one ENTRY_CONFIRMED event per entry) and webhooks. A token
 * that no longer names what waits is refused: nothing is written. Returns how many were confirmed.
 */
export async function confirmWaitingEntries(
  viewer: Viewer | null,
  scope: WaitingScope,
  token: string,
): Promise<{ confirmed: number; profileId: number | null }> {
  const side = sideToAct(viewer);
  const waiting = await waitingForConfirmation(viewer, scope);
  if (waiting.token !== token) throw new InputError(agreementMessages.staleWaiting);
  const targets = [...waiting.containers.map((c) => ({ ...c, kind: "C" })), ...waiting.payments.map((p) => ({ ...p, kind: "P" }))];
  if (targets.length === 0) return { confirmed: 0, profileId: null };
  const [lot] = await rawRows<{ profileId: number }>(Prisma.sql`
    SELECT l."profileId" FROM "Lot" l WHERE l."id" = (SELECT "lotId" FROM ${Prisma.raw(targets[0].kind === "C" ? '"Container"' : '"Payment"')} WHERE "id" = ${targets[0].id}::int)`);
  if (!lot) throw new NotFoundError(accessMessages.noSuchCompany);
  const now = new Date();
  const actor = JSON.stringify(actorOf(viewer!, now));
  const confirmed = (table: "Container" | "Payment", kind: "C" | "P") => {
    const t = Prisma.raw(`"${table}"`);
    return Prisma.sql`
      UPDATE ${t} e SET "agreement" = jsonb_build_object('state', 'CONFIRMED', 'recordedBy', e."agreement" ->> 'recordedBy') || ${actor}::jsonb, "version" = e."version" + 1
        FROM "targets" x, "locked" l
       WHERE x."kind" = ${kind} AND e."id" = x."id" AND e."version" = x."version" AND e."lotId" = l."id"
         AND e."agreement" ->> 'state' = 'RECORDED' AND e."agreement" ->> 'recordedBy' = ${otherSide(side)}
      RETURNING e."id", e."lotId", e."agreement"`;
  };
  const [answer] = await rawRows<{ confirmed: number }>(Prisma.sql`
    WITH "targets" AS (SELECT * FROM unnest(${targets.map((x) => x.kind)}::text[], ${targets.map((x) => x.id)}::int[], ${targets.map((x) => x.version)}::int[]) AS x("kind", "id", "version")),
    "locked" AS (
      UPDATE "Lot" SET "version" = "version" + 1
       WHERE ${lotOfCompanySql('"Lot"', lot.profileId)} AND "state" <> 'CLOSED' AND "id" IN (
         SELECT "lotId" FROM "Container" WHERE "id" IN (SELECT "id" FROM "targets" WHERE "kind" = 'C')
         UNION SELECT "lotId" FROM "Payment" WHERE "id" IN (SELECT "id" FROM "targets" WHERE "kind" = 'P'))
      RETURNING *),
    "containers" AS (${confirmed("Container", "C")}),
    "payments" AS (${confirmed("Payment", "P")}),
    "steps" AS (
      SELECT "lotId", "id" AS "containerId", NULL::int AS "paymentId", "agreement" FROM "containers"
      UNION ALL SELECT "lotId", NULL::int, "id", "agreement" FROM "payments"),
    "history" AS (
      INSERT INTO "ChangeLog" ("containerId", "paymentId", "userId", "apiKeyId", "changedAt", "oldValues", "newValues")
      SELECT "containerId", "paymentId", ${viewer!.id}::int, ${viewer!.apiKey?.id ?? null}::int, ${now}::timestamp(3),
             jsonb_build_object('agreement', 'Recorded'), jsonb_build_object('agreement', 'Confirmed by ' || ("agreement" ->> 'by'))
        FROM "steps"),
    "changed" AS (SELECT "lotId", "containerId", "paymentId", jsonb_build_object('agreement', 'Confirmed by ' || ("agreement" ->> 'by')) AS "values" FROM "steps"),
    ${eventsSql(viewer!, "ENTRY_CONFIRMED", now, lot.profileId)}
    SELECT (SELECT count(*) FROM "steps")::int AS "confirmed"`);
  announceChanges(lot.profileId);
  return { confirmed: answer.confirmed, profileId: lot.profileId };
}
