/**
 * The bare limit of `Lot.ledger` for `npm run bench`: a plain node:http handler that does the same
 * work with nothing else around it (no GraphQL, no ORM, no auth): the lot's two indexed reads
 * through `pg`, the ledger in integer minor units, JSON.stringify of the same fields.
 * GET /ledger/<lotId>. Prints "listening <port>" once ready. Not part of the product.
 */
import http from "node:http";
import pg from "pg";
import { digits, money, tons } from "./bareFormat.ts";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

interface Entry {
  kind: "container" | "payment";
  id: number;
  date: string;
  createdAt: Date;
  containerNo?: string;
  sealNo?: string;
  material?: string;
  grams?: bigint;
  priceCents?: bigint;
  cents?: bigint;
}


async function ledger(lotId: number): Promise<string> {
  const [containers, payments] = await Promise.all([
    pool.query(`SELECT "id", "date"::text AS "date", "createdAt", "containerNo", "sealNo", "material", "quantityKg"::text AS "kg", "pricePerTon"::text AS "price" FROM "Container" WHERE "lotId" = $1`, [lotId]),
    pool.query(`SELECT "id", "date"::text AS "date", "createdAt", "amount"::text AS "amount" FROM "Payment" WHERE "lotId" = $1`, [lotId]),
  ]);
  const entries: Entry[] = [
    ...containers.rows.map((c) => ({ kind: "container" as const, id: c.id, date: c.date, createdAt: c.createdAt, containerNo: c.containerNo, sealNo: c.sealNo, material: c.material, grams: digits(c.kg, 3), priceCents: digits(c.price, 2) })),
    ...payments.rows.map((p) => ({ kind: "payment" as const, id: p.id, date: p.date, createdAt: p.createdAt, cents: digits(p.amount, 2) })),
  ];
  let advance: Entry | undefined;
  for (const e of entries) {
    if (e.kind === "payment" && (!advance || (e.createdAt.getTime() - advance.createdAt.getTime() || e.id - advance.id) < 0)) advance = e;
  }
  entries.sort((a, b) => (a.date !== b.date ? (a.date < b.date ? -1 : 1) : a.createdAt.getTime() - b.createdAt.getTime() || (a.kind !== b.kind ? (a.kind === "container" ? -1 : 1) : a.id - b.id)));
  let balance = 0n;
  let paid = 0n;
  let totalGrams = 0n;
  let totalAmount = 0n;
  const rows = entries.map((e, i) => {
    if (e.kind === "container") {
      const amount = (e.grams! * e.priceCents! + 500_000n) / 1_000_000n; // half-up, amounts are never negative
      balance -= amount;
      totalGrams += e.grams!;
      totalAmount += amount;
      return { number: i + 1, date: e.date, type: "CONTAINER", containerNo: e.containerNo, sealNo: e.sealNo, material: e.material, quantityTons: tons(e.grams!), pricePerTon: money(e.priceCents!), containerAmount: money(amount), amountAdded: null, totalPaid: money(paid), balance: money(balance) };
    }
    balance += e.cents!;
    paid += e.cents!;
    return { number: i + 1, date: e.date, type: e === advance ? "ADVANCE" : "AMOUNT", containerNo: null, sealNo: null, material: null, quantityTons: null, pricePerTon: null, containerAmount: null, amountAdded: money(e.cents!), totalPaid: money(paid), balance: money(balance) };
  });
  const statement = {
    from: null, to: null,
    openingBalance: "0.00", openingTotalPaid: "0.00",
    closingBalance: money(balance), closingTotalPaid: money(paid),
    totals: { quantityTons: tons(totalGrams), containerAmount: money(totalAmount), amountAdded: money(paid) },
    rows,
  };
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
