/**
 * The bare limits of a company's statement and of a payment write, for `npm run bench` (company
 * scale): a plain node:http handler with nothing around it (no GraphQL, no ORM, no auth). Not part of
 * the product. Prints "listening <port>" once ready.
 *
 * GET /statement/<profileId>: ONE SQL statement summing each lot in exact numeric (each container
 *   rounded to the cent), BigInt grand totals, JSON of the same fields the product's query asks.
 * POST /payment/<lotId>: one transaction: the lot's row locked, the payment inserted, the lot's
 *   version bumped.
 * GET /rows/<profileId>/<lotOffset>/<lotLimit>: a page of the detailed statement: the page's lots
 *   and their counted containers and payments in ONE SQL statement, each lot's ledger in integer
 *   minor units (bareStatement.ts), JSON of the rows' and figures' fields the worker's query asks.
 * GET /lots-page/<profileId>: what /add-lot's LotsPageQuery answers: the 10 newest lots and their
 *   count, the 20 newest with their sums, and the company's totals, in ONE SQL statement.
 */
import http from "node:http";
import pg from "pg";
import { money, tons } from "./bareFormat.ts";
import { bareLedger, containerEntry, paymentEntry, type BareEntry } from "./bareStatement.ts";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

async function statement(profileId: number): Promise<string> {
  const { rows } = await pool.query(
    `SELECT l."id", l."lotNumber", l."price"::text AS "price",
            COALESCE((SELECT sum(div(c."quantityKg" * 1000 * (c."pricePerTon" * 100) + 500000, 1000000)) FROM "Container" c WHERE c."lotId" = l."id"), 0)::text AS "cents",
            COALESCE((SELECT sum(c."quantityKg" * 1000) FROM "Container" c WHERE c."lotId" = l."id"), 0)::bigint::text AS "grams",
            COALESCE((SELECT sum(p."amount" * 100) FROM "Payment" p WHERE p."lotId" = l."id"), 0)::bigint::text AS "paid"
       FROM "Lot" l WHERE l."profileId" = $1 ORDER BY l."id"`,
    [profileId],
  );
  let grams = 0n;
  let cents = 0n;
  let paid = 0n;
  const lots = rows.map((row) => {
    const lotCents = BigInt(row.cents);
    const lotGrams = BigInt(row.grams);
    const lotPaid = BigInt(row.paid);
    grams += lotGrams;
    cents += lotCents;
    paid += lotPaid;
    const figures = { quantityTons: tons(lotGrams), containerAmount: money(lotCents), amountAdded: money(lotPaid) };
    return {
      lot: { id: Buffer.from(`Lot:${row.id}`).toString("base64"), lotNumber: row.lotNumber, price: row.price },
      statement: {
        openingBalance: "0.00",
        openingTotalPaid: "0.00",
        closingBalance: money(lotPaid - lotCents),
        closingTotalPaid: money(lotPaid),
        totals: figures,
      },
    };
  });
  return JSON.stringify({
    data: {
      viewer: {
        profile: {
          statement: {
            openingBalance: "0.00",
            openingTotalPaid: "0.00",
            closingBalance: money(paid - cents),
            closingTotalPaid: money(paid),
            totals: { quantityTons: tons(grams), containerAmount: money(cents), amountAdded: money(paid) },
            lots,
          },
        },
      },
    },
  });
}

async function statementRows(profileId: number, lotOffset: number, lotLimit: number): Promise<string> {
  const { rows } = await pool.query(
    `WITH page AS (SELECT "id" FROM "Lot" WHERE "profileId" = $1 ORDER BY "id" OFFSET $2 LIMIT $3)
     SELECT 'L' AS "kind", l."id", NULL AS "lotId", NULL AS "date", l."createdAt", l."lotNumber", l."price"::text AS "price", NULL AS "containerNo", NULL AS "sealNo", NULL AS "material", NULL AS "kg", NULL AS "amount"
       FROM "Lot" l JOIN page USING ("id")
     UNION ALL
     SELECT 'C', c."id", c."lotId", c."date"::text, c."createdAt", NULL, c."pricePerTon"::text, c."containerNo", c."sealNo", c."material", c."quantityKg"::text, NULL
       FROM "Container" c JOIN page p ON p."id" = c."lotId" WHERE c."voidedAt" IS NULL
     UNION ALL
     SELECT 'P', e."id", e."lotId", e."date"::text, e."createdAt", NULL, NULL, NULL, NULL, NULL, NULL, e."amount"::text
       FROM "Payment" e JOIN page p ON p."id" = e."lotId" WHERE e."voidedAt" IS NULL`,
    [profileId, lotOffset, lotLimit],
  );
  const lots = new Map<number, { lot: { lotNumber: string; price: string; id: string }; entries: BareEntry[] }>();
  for (const row of rows)
    if (row.kind === "L")
      lots.set(row.id, {
        lot: { lotNumber: row.lotNumber, price: row.price, id: Buffer.from(`Lot:${row.id}`).toString("base64") },
        entries: [],
      });
  for (const row of rows)
    if (row.kind !== "L") lots.get(row.lotId)!.entries.push(row.kind === "C" ? containerEntry(row) : paymentEntry(row));
  const page = [...lots.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, { lot, entries }]) => ({ lot, statement: bareLedger(entries), voidedEntries: [] }));
  return JSON.stringify({ data: { viewer: { profile: { statement: { lotCount: page.length, lots: page } } } } });
}

async function lotsPage(profileId: number): Promise<string> {
  const { rows } = await pool.query(
    `WITH sums AS (
       SELECT l."id", l."lotNumber", l."price"::text AS "price", l."createdAt",
              COALESCE(c."count", 0)::int AS "count", COALESCE(c."grams", 0)::bigint::text AS "grams", COALESCE(c."cents", 0)::text AS "cents",
              COALESCE(p."paid", 0)::bigint::text AS "paid", GREATEST(c."last", p."last")::text AS "last"
         FROM "Lot" l
         LEFT JOIN LATERAL (SELECT count(*) AS "count", sum("quantityKg" * 1000) AS "grams", sum(div("quantityKg" * 1000 * ("pricePerTon" * 100) + 500000, 1000000)) AS "cents", max("date") AS "last"
                              FROM "Container" WHERE "lotId" = l."id" AND "voidedAt" IS NULL) c ON true
         LEFT JOIN LATERAL (SELECT sum("amount" * 100) AS "paid", max("date") AS "last" FROM "Payment" WHERE "lotId" = l."id" AND "voidedAt" IS NULL) p ON true
        WHERE l."profileId" = $1)
     (SELECT 'T' AS "part", count(*)::int AS "id", NULL AS "lotNumber", NULL AS "price", sum("count")::int AS "count", sum("grams"::bigint)::text AS "grams", sum("cents"::numeric)::text AS "cents", sum("paid"::bigint)::text AS "paid", NULL AS "last" FROM sums)
     UNION ALL (SELECT 'O', "id", "lotNumber", "price", "count", "grams", "cents", "paid", "last" FROM sums ORDER BY "createdAt" DESC, "id" DESC LIMIT 20)
     UNION ALL (SELECT 'S', "id", "lotNumber", "price"::text, NULL, NULL, NULL, NULL, NULL FROM "Lot" WHERE "profileId" = $1 ORDER BY "id" DESC LIMIT 10)`,
    [profileId],
  );
  const lotId = (id: number) => Buffer.from(`Lot:${id}`).toString("base64");
  // Tons with 3 places, half-up (grams are never negative).
  const tonsOf = (grams: string) => {
    const kg = (BigInt(grams) + 500n) / 1000n;
    return `${kg / 1000n}.${String(kg % 1000n).padStart(3, "0")}`;
  };
  const totals = rows.find((row) => row.part === "T")!;
  const figures = (row: (typeof rows)[number]) => ({
    containerCount: row.count,
    quantityTons: tonsOf(row.grams),
    containerAmount: money(BigInt(row.cents)),
    totalPaid: money(BigInt(row.paid)),
    balance: money(BigInt(row.paid) - BigInt(row.cents)),
  });
  return JSON.stringify({
    data: {
      viewer: {
        profile: {
          lots: {
            totalCount: totals.id,
            edges: rows
              .filter((row) => row.part === "S")
              .map((row) => ({ node: { id: lotId(row.id), lotNumber: row.lotNumber, price: row.price } })),
          },
          lotsOverview: {
            totalCount: totals.id,
            totals: { lotCount: totals.id, ...figures(totals) },
            edges: rows
              .filter((row) => row.part === "O")
              .map((row) => ({
                node: { lot: { id: lotId(row.id), lotNumber: row.lotNumber, price: row.price }, ...figures(row), lastEntryDate: row.last },
              })),
          },
        },
      },
    },
  });
}

async function addPayment(lotId: number): Promise<string> {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    await client.query(`SELECT "id" FROM "Lot" WHERE "id" = $1 FOR UPDATE`, [lotId]);
    const { rows } = await client.query(
      `INSERT INTO "Payment" ("lotId", "amount", "date", "createdAt") VALUES ($1, 10.00, CURRENT_DATE, now()) RETURNING "id", "amount"::text AS "amount"`,
      [lotId],
    );
    await client.query(`UPDATE "Lot" SET "version" = "version" + 1 WHERE "id" = $1`, [lotId]);
    await client.query("COMMIT");
    return JSON.stringify({ data: { addPayment: { payment: rows[0] } } });
  } catch (error) {
    await client.query("ROLLBACK");
    throw error;
  } finally {
    client.release();
  }
}

const server = http.createServer((request, response) => {
  const [, kind, id, lotOffset, lotLimit] = request.url!.split("/");
  const work =
    kind === "statement"
      ? statement(Number(id))
      : kind === "payment"
        ? addPayment(Number(id))
        : kind === "rows"
          ? statementRows(Number(id), Number(lotOffset), Number(lotLimit))
          : kind === "lots-page"
            ? lotsPage(Number(id))
            : Promise.reject(new Error("no such path"));
  work.then(
    (body) => response.writeHead(200, { "content-type": "application/json" }).end(body),
    (error: Error) => response.writeHead(500).end(error.message),
  );
});
server.listen(0, () => console.info(`listening ${(server.address() as { port: number }).port}`));
