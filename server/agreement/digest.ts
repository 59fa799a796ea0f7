import { config } from "../config.ts";
import { db, Prisma } from "../db.ts";
import { actsOnLotSql, personSideSql } from "../access/companyFilters.ts";
import { waitingForSql } from "../ledger/companyFigures.ts";
import { mailQueued } from "../mail/mailer.ts";
import { HOUSE_NAME } from "../../shared/authors.ts";
import { calendarDateToDate, formatDateGB, todayIn } from "../../shared/dates.ts";
import { formatMoney, Fixed } from "../../shared/money.ts";
import { lotDetailsHref } from "../../shared/lotAddress.ts";
import { DIGEST_LABEL, HOUSE_DIGEST_SETTING_PATH } from "../../shared/digest.ts";
import { rolePaths } from "../../shared/roles.ts";
import { parseAgreement, type Agreement } from "../../shared/agreement.ts";

/*
 * Issue 47, "being told": once a day each person who takes their side's steps (the house's staff; a
 * company's Owners and Traders) is mailed, through the outbox, the entries that wait for their side
 * and that they do not know yet, grouped by who recorded them ("3 entries by Noor Al Khaleej await
 * your confirmation"), with the lots' links. A person knows an entry at a version once they opened
 * its lot while it waited (markLotSeen) or a digest named it (EntryNotice); every step or edit bumps
 * an entry's version, so its next state is news again. Nothing new, no mail. Each person turns the
 * digest off and on (User.agreementDigest). One digest per person per day, whatever the number of
 * server processes: the day is claimed (DigestDay) in the transaction that writes the mail.
 */

/** What waits for the person: a confirmation of what the other side recorded, an answer to its dispute, or a look at its answer. */
type Need = "confirm" | "answer" | "reply";
const NEEDS: Need[] = ["confirm", "answer", "reply"];

interface WaitingRow {
  userId: number;
  userName: string;
  email: string;
  house: boolean;
  kind: "C" | "P";
  id: number;
  version: number;
  agreement: unknown;
  containerNo: string | null;
  quantityKg: string | null;
  amount: string | null;
  date: Date;
  voided: boolean;
  lotId: number;
  lotNumber: string;
  companyName: string;
  companyRole: "SUPPLIER" | "BUYER";
}

/** The hour (in the company's time zone) from which the day's digests go out; DIGEST_HOUR, 7 by default. */
export function digestHour(): number {
  const hour = Number(config.digestHour);
  return Number.isInteger(hour) && hour >= 0 && hour <= 23 ? hour : 7;
}

/** The hour of the day at `now` in the company's time zone. */
function hourIn(timeZone: string, now: Date): number {
  const hour = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "numeric", hourCycle: "h23" }).format(now);
  return Number(hour);
}

/**
 * Every entry waiting for a person's side that the person does not know yet, for everyone who gets the
 * digest and has none today: one statement. Open lots only (a closed lot's entries take no step).
 */
function waitingRows(day: string): Promise<WaitingRow[]> {
  return db.$queryRaw<WaitingRow[]>(Prisma.sql`
    WITH entries AS (
      SELECT 'C' AS "kind", c."id", c."version", c."lotId", c."agreement", c."containerNo", c."quantityKg"::text AS "quantityKg",
             NULL::text AS "amount", c."date", c."voidedAt" IS NOT NULL AS "voided"
        FROM "Container" c WHERE c."agreement" ->> 'state' <> 'CONFIRMED'
      UNION ALL
      SELECT 'P', p."id", p."version", p."lotId", p."agreement", NULL, NULL, p."amount"::text, p."date", p."voidedAt" IS NOT NULL
        FROM "Payment" p WHERE p."agreement" ->> 'state' <> 'CONFIRMED'
    ), waiting AS (
      SELECT e.*, ${waitingForSql("e")} AS "waitingFor"
        FROM entries e
    )
    SELECT u."id" AS "userId", u."name" AS "userName", u."email", u."houseRole" IS NOT NULL AS "house",
           w."kind", w."id", w."version", w."agreement", w."containerNo", w."quantityKg", w."amount", w."date", w."voided",
           l."id" AS "lotId", l."lotNumber", pr."companyName", pr."role"::text AS "companyRole"
      FROM waiting w
      JOIN "Lot" l ON l."id" = w."lotId" AND l."state" <> 'CLOSED'
      JOIN "Profile" pr ON pr."id" = l."profileId"
      JOIN "User" u ON u."agreementDigest" AND ${actsOnLotSql("u", "l")} AND w."waitingFor" = ${personSideSql("u")}
     WHERE NOT EXISTS (
             SELECT 1 FROM "EntryNotice" n
              WHERE n."userId" = u."id" AND n."version" = w."version"
                AND (CASE WHEN w."kind" = 'C' THEN n."containerId" ELSE n."paymentId" END) = w."id")
       AND NOT EXISTS (SELECT 1 FROM "DigestDay" d WHERE d."userId" = u."id" AND d."day" = ${day}::date)
     ORDER BY u."id", pr."companyName", l."lotNumber", w."kind", w."id"`);
}

/** What the entry waits for from the person's side. */
function needOf(agreement: Agreement): Need {
  if (agreement.state === "RECORDED") return "confirm";
  return agreement.answer ? "reply" : "answer";
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "3 entries by Noor Al Khaleej await your confirmation", "1 dispute by … awaits your answer". */
export function digestHeadline(need: Need, count: number, by: string): string {
  switch (need) {
    case "confirm":
      return `${plural(count, "entry", "entries")} by ${by} ${count === 1 ? "awaits" : "await"} your confirmation`;
    case "answer":
      return `${plural(count, "dispute", "disputes")} by ${by} ${count === 1 ? "awaits" : "await"} your answer`;
    case "reply":
      return `${plural(count, "answer", "answers")} by ${by} to your disputes ${count === 1 ? "awaits" : "await"} you`;
  }
}

/** A weight in kg for a sentence: en-US grouping, no trailing zeros ("20,000", "19,850.5"). */
function kg(value: string): string {
  const [int, frac] = Fixed.parse(value, 3)
    .toFixed()
    .replace(/\.?0+$/, "")
    .split(".");
  return `${int.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}${frac ? `.${frac}` : ""}`;
}

/** One entry in a line: what it is and its figures, and what the other side said. */
function entryLine(row: WaitingRow, agreement: Agreement): string {
  const what =
    row.kind === "C"
      ? `Container ${row.containerNo ?? ""}, net ${kg(row.quantityKg ?? "0")} kg, ${formatDateGB(row.date.toISOString())}`
      : `Payment ${formatMoney(row.amount ?? "0")}, ${formatDateGB(row.date.toISOString())}`;
  const voided = row.voided ? " (voided: confirm the void)" : "";
  const said =
    agreement.state === "DISPUTED"
      ? agreement.answer
        ? `; their answer: ${agreement.answer}`
        : `; disputed: ${agreement.reason ?? ""}`
      : "";
  return `${what}${voided}${said}`;
}

const lotLink = (row: WaitingRow) =>
  `${config.publicUrl}${lotDetailsHref(row.house ? Buffer.from(`Lot:${row.lotId}`).toString("base64") : row.lotNumber)}`;

/** Where the person turns the digest off: the business profile page for a company's member, the desk's Staff page for the house's staff. */
const settingsLink = (row: WaitingRow) =>
  `${config.publicUrl}${row.house ? HOUSE_DIGEST_SETTING_PATH : rolePaths[row.companyRole === "BUYER" ? "BUYER" : "SUPPLIER"].profile}`;

/** One person's digest: subject and text, from their waiting rows (ordered by company, lot, entry). */
export function digestMail(rows: WaitingRow[]): { to: string; subject: string; text: string } {
  const person = rows[0];
  const groups = new Map<string, { need: Need; by: string; rows: { row: WaitingRow; agreement: Agreement }[] }>();
  for (const row of rows) {
    const agreement = parseAgreement(row.agreement);
    const need = needOf(agreement);
    // The house reads who recorded or answered by company; a company's member reads the house.
    const by = person.house ? row.companyName : HOUSE_NAME;
    const key = `${need}\u0000${by}`;
    const group = groups.get(key) ?? { need, by, rows: [] };
    group.rows.push({ row, agreement });
    groups.set(key, group);
  }
  const ordered = [...groups.values()].sort((a, b) => NEEDS.indexOf(a.need) - NEEDS.indexOf(b.need) || b.rows.length - a.rows.length);
  const headlines = ordered.map((group) => digestHeadline(group.need, group.rows.length, group.by));
  const subject =
    headlines.length <= 2 ? headlines.join("; ") : `${headlines[0]}, and ${plural(headlines.length - 1, "more list", "more lists")}`;
  const sections = ordered.map((group) => {
    const lots = new Map<number, { row: WaitingRow; lines: string[] }>();
    for (const { row, agreement } of group.rows) {
      const lot = lots.get(row.lotId) ?? { row, lines: [] };
      lot.lines.push(`    - ${entryLine(row, agreement)}`);
      lots.set(row.lotId, lot);
    }
    const lotTexts = [...lots.values()].map(({ row, lines }) => {
      const company = person.house ? ` (${row.companyName})` : "";
      return [`  Lot ${row.lotNumber}${company}: ${lotLink(row)}`, ...lines].join("\n");
    });
    return [`${digestHeadline(group.need, group.rows.length, group.by)}:`, ...lotTexts].join("\n");
  });
  const text = [
    `Hello ${person.userName},`,
    "",
    ...sections.flatMap((section) => [section, ""]),
    "Open a lot to confirm, dispute or answer. This digest names only what you have not seen on screen or been mailed before.",
    "",
    `You get this daily digest of entries waiting for your side. To stop it, untick "${DIGEST_LABEL}" at ${settingsLink(person)}.`,
  ].join("\n");
  return { to: person.email, subject, text };
}

/**
 * Mails today's digests: each person who gets the digest, has none today and has entries waiting for
 * their side that they do not know yet is mailed once; the entries named are then known to them.
 * Before DIGEST_HOUR (in the company's time zone) nothing is sent unless `force`. Safe in several
 * processes at once. Answers how many digests this call wrote.
 */
export async function sendDigests(now = new Date(), { force = false } = {}): Promise<number> {
  if (!force && hourIn(config.timeZone, now) < digestHour()) return 0;
  const day = todayIn(config.timeZone, now);
  const byPerson = new Map<number, WaitingRow[]>();
  for (const row of await waitingRows(day)) {
    const rows = byPerson.get(row.userId) ?? [];
    rows.push(row);
    byPerson.set(row.userId, rows);
  }
  let sent = 0;
  for (const [userId, rows] of byPerson) {
    const mail = digestMail(rows);
    const written = await db.$transaction(async (tx) => {
      // The day's claim: a second process (or pass) finds it taken and writes nothing.
      const claimed =
        await tx.$executeRaw`INSERT INTO "DigestDay" ("userId", "day") VALUES (${userId}, ${day}::date) ON CONFLICT DO NOTHING`;
      if (claimed !== 1) return null;
      const outgoing = await tx.outgoingMail.create({ data: mail, select: { id: true, to: true, subject: true, text: true } });
      await tx.digestDay.update({ where: { userId_day: { userId, day: calendarDateToDate(day) } }, data: { mailId: outgoing.id } });
      await tx.entryNotice.createMany({
        data: rows.map((row) => ({
          userId,
          version: row.version,
          mailed: true,
          ...(row.kind === "C" ? { containerId: row.id } : { paymentId: row.id }),
        })),
        skipDuplicates: true,
      });
      return outgoing;
    });
    if (written) {
      mailQueued(written);
      sent += 1;
    }
  }
  return sent;
}

/**
 * The person opened a lot's screen: every entry of it that waits for someone is known to them at its
 * version, and no digest names it (until a step or an edit changes it). One statement.
 */
export async function markLotSeen(userId: number, lotId: number): Promise<number> {
  const [row] = await db.$queryRaw<{ seen: number }[]>`
    WITH containers AS (
      INSERT INTO "EntryNotice" ("userId", "containerId", "version")
      SELECT ${userId}, "id", "version" FROM "Container" WHERE "lotId" = ${lotId} AND "agreement" ->> 'state' <> 'CONFIRMED'
      ON CONFLICT DO NOTHING RETURNING 1
    ), payments AS (
      INSERT INTO "EntryNotice" ("userId", "paymentId", "version")
      SELECT ${userId}, "id", "version" FROM "Payment" WHERE "lotId" = ${lotId} AND "agreement" ->> 'state' <> 'CONFIRMED'
      ON CONFLICT DO NOTHING RETURNING 1
    )
    SELECT ((SELECT count(*) FROM containers) + (SELECT count(*) FROM payments))::int AS "seen"`;
  return row?.seen ?? 0;
}

/**
 * Housekeeping: notices of versions an entry has moved past say nothing any more, nor do digest days
 * older than a week.
 */
export async function forgetOldNotices(now = new Date()): Promise<void> {
  await db.$executeRaw`DELETE FROM "EntryNotice" n WHERE n."containerId" IS NOT NULL AND n."version" < (SELECT c."version" FROM "Container" c WHERE c."id" = n."containerId")`;
  await db.$executeRaw`DELETE FROM "EntryNotice" n WHERE n."paymentId" IS NOT NULL AND n."version" < (SELECT p."version" FROM "Payment" p WHERE p."id" = n."paymentId")`;
  await db.digestDay.deleteMany({ where: { day: { lt: new Date(now.getTime() - 7 * 86_400_000) } } });
}
