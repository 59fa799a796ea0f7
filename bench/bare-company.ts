/**
 * The bare limits of a company's statement and of a payment write, for `npm run bench` (company
 * scale): a plain node:http handler with nothing around it (no GraphQL, no ORM, no auth). Not part of
 * the product. Prints "listening <port>" once ready.
 *
 * GET /statement/<profileId>: ONE SQL statement summing each lot in exact numeric (each container
 *   rounded to the cent), BigInt grand totals, JSON of the same fields the product's query asks.
 * POST /payment/<lotId>: one transaction: the lot's row locked, the payment inserted, the lot's
 *   version bumped.
 */
import http from "node:http";
import pg from "pg";
import { money, tons } from "./bareFormat.ts";

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
      statement: { openingBalance: "0.00", openingTotalPaid: "0.00", closingBalance: money(lotPaid - lotCents), closingTotalPaid: money(lotPaid), totals: figures },
    };
  });
  return JSON.stringify({
    data: { viewer: { profile: { statement: {
      openingBalance: "0.00", openingTotalPaid: "0.00", closingBalance: money(paid - cents), closingTotalPaid: money(paid),
      totals: { quantityTons: tons(grams), containerAmount: money(cents), amountAdded: money(paid) }, lots,
    } } } },
  });
}

async function addPayment(lotId: number): Promise<string> {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    await client.query(`SELECT "id" FROM "Lot" WHERE "id" = $1 FOR UPDATE`, [lotId]);
    const { rows } = await client.query(`INSERT INTO "Payment" ("lotId", "amount", "date", "createdAt") VALUES ($1, 10.00, CURRENT_DATE, now()) RETURNING "id", "amount"::text AS "amount"`, [lotId]);
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
  const [, kind, id] = request.url!.split("/");
  const work = kind === "statement" ? statement(Number(id)) : kind === "payment" ? addPayment(Number(id)) : Promise.reject(new Error("no such path"));
  work.then(
    (body) => response.writeHead(200, { "content-type": "application/json" }).end(body),
    (error: Error) => response.writeHead(500).end(error.message),
  );
});
server.listen(0, () => console.info(`listening ${(server.address() as { port: number }).port}`));
