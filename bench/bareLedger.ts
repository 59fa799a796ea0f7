/**
 * The bare limit of `Lot.ledger` for `npm run bench`: a plain node:http handler that does the same
 * work with nothing else around it (no GraphQL, no ORM, no auth): the lot's two indexed reads
 * through `pg`, the ledger in integer minor units, JSON.stringify of the same fields.
 * GET /ledger/<lotId>. Prints "listening <port>" once ready. Not part of the product.
 */
import http from "node:http";
import pg from "pg";
import { bareLedger, containerEntry, paymentEntry } from "./bareStatement.ts";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

async function ledger(lotId: number): Promise<string> {
  const [containers, payments] = await Promise.all([
    pool.query(
      `SELECT "id", "date"::text AS "date", "createdAt", "containerNo", "sealNo", "material", "quantityKg"::text AS "kg", "pricePerTon"::text AS "price" FROM "Container" WHERE "lotId" = $1`,
      [lotId],
    ),
    pool.query(`SELECT "id", "date"::text AS "date", "createdAt", "amount"::text AS "amount" FROM "Payment" WHERE "lotId" = $1`, [lotId]),
  ]);
  const statement = bareLedger([...containers.rows.map(containerEntry), ...payments.rows.map(paymentEntry)]);
  return JSON.stringify({ data: { node: { ledger: statement } } });
}

const server = http.createServer((request, response) => {
  const match = /^\/ledger\/(\d+)$/.exec(request.url ?? "");
  if (!match) return void response.writeHead(404).end();
  ledger(Number(match[1])).then(
    (body) => response.writeHead(200, { "content-type": "application/json" }).end(body),
    (error) => response.writeHead(500).end(String(error)),
  );
});
server.listen(0, "127.0.0.1", () => console.info(`listening ${(server.address() as { port: number }).port}`));
process.once("SIGTERM", () => {
  server.close();
  server.closeAllConnections();
  void pool.end().finally(() => process.exit(0));
});
