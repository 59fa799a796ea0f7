import { beforeAll, describe, expect, test } from "vitest";
import { TestClient, changeUser, quickUser } from "../../test/client.ts";
import { createKey } from "../../test/integrations.ts";
import { db } from "../../db.ts";
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MARGIN } from "../../../shared/pdf/letterhead.ts";

/**
 * Issue 46: the house's counterparties and ageing. Every figure and bucket is compared, to the cent,
 * with a small model written here (not the production code): suppliers and buyers, partial payments,
 * an advance, a credit, voided containers and payments. And nobody but the house's staff reads any of it.
 */

const AS_OF = "2026-06-30";

interface ModelContainer {
  kg: string;
  date: string;
  voided?: boolean;
}
interface ModelPayment {
  amount: string;
  date: string;
  voided?: boolean;
}
interface ModelLot {
  number: string;
  price: string;
  containers: ModelContainer[];
  payments: ModelPayment[];
}
interface ModelCompany {
  side: "SUPPLIER" | "BUYER";
  name: string;
  contact: string;
  lots: ModelLot[];
}

const world: ModelCompany[] = [
  {
    side: "SUPPLIER",
    name: "Alpha Metals",
    contact: "Omar Haddad",
    lots: [
      {
        number: "A-1",
        price: "333.33",
        containers: [
          { kg: "18000.125", date: "2026-01-05" },
          { kg: "24500.5", date: "2026-03-10" },
          { kg: "5000", date: "2026-02-01", voided: true },
        ],
        payments: [
          { amount: "5000.00", date: "2026-01-02" },
          { amount: "2000.50", date: "2026-02-20" },
          { amount: "999.99", date: "2026-02-21", voided: true },
        ],
      },
      // An advance: paid more than the material.
      {
        number: "A-2",
        price: "100.00",
        containers: [{ kg: "1000", date: "2026-06-01" }],
        payments: [{ amount: "300.00", date: "2026-05-01" }],
      },
    ],
  },
  {
    side: "BUYER",
    name: "Bravo Traders",
    contact: "Sara Khan",
    lots: [
      {
        number: "B-1",
        price: "250.55",
        containers: [
          { kg: "3000", date: "2025-12-01" },
          { kg: "20000", date: "2026-05-20" },
          { kg: "10000.001", date: "2026-06-25" },
        ],
        payments: [
          { amount: "1000.00", date: "2026-06-01" },
          { amount: "50.00", date: "2026-06-02", voided: true },
        ],
      },
      // A credit: the buyer paid ahead.
      { number: "B-2", price: "10.00", containers: [], payments: [{ amount: "75.25", date: "2026-04-01" }] },
      { number: "B-3", price: "500.00", containers: [{ kg: "100", date: "2026-04-15" }], payments: [] },
    ],
  },
  { side: "SUPPLIER", name: "Charlie Scrap", contact: "Ali Noor", lots: [] },
];

// ---- The model: plain BigInt arithmetic, FIFO written the other way round (the Due taken from the newest containers back).
const centsOfMoney = (s: string) => {
  const [whole, frac = ""] = s.split(".");
  return BigInt(whole) * 100n + BigInt(frac.padEnd(2, "0"));
};
const milli = (kg: string) => {
  const [whole, frac = ""] = kg.split(".");
  return BigInt(whole) * 1000n + BigInt(frac.padEnd(3, "0"));
};
const containerCents = (c: ModelContainer, price: string) => (milli(c.kg) * centsOfMoney(price) + 500_000n) / 1_000_000n;
const days = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
const bucket = (d: number) => (d > 90 ? 3 : d > 60 ? 2 : d > 30 ? 1 : 0);
const fmt = (cents: bigint) =>
  `${cents < 0n ? "-" : ""}${(cents < 0n ? -cents : cents) / 100n}.${String((cents < 0n ? -cents : cents) % 100n).padStart(2, "0")}`;

function modelOf(company: ModelCompany) {
  let containers = 0n,
    paid = 0n,
    due = 0n,
    left = 0n,
    grams = 0n,
    count = 0;
  const buckets = [0n, 0n, 0n, 0n];
  for (const lot of company.lots) {
    const live = lot.containers.filter((c) => !c.voided);
    const c = live.reduce((s, x) => s + containerCents(x, lot.price), 0n);
    const p = lot.payments.filter((x) => !x.voided).reduce((s, x) => s + centsOfMoney(x.amount), 0n);
    containers += c;
    paid += p;
    count += live.length;
    grams += live.reduce((s, x) => s + milli(x.kg), 0n);
    if (c > p) due += c - p;
    else left += p - c;
    let owed = c > p ? c - p : 0n;
    for (const x of [...live].sort((a, b) => (a.date < b.date ? 1 : -1))) {
      const part = owed < containerCents(x, lot.price) ? owed : containerCents(x, lot.price);
      buckets[bucket(days(x.date, AS_OF))] += part;
      owed -= part;
    }
  }
  return { containers, paid, due, left, grams, count, buckets };
}

let client: TestClient;
let staff: string;
const owners: Record<string, string> = {};

const COUNTERPARTIES = `query($first: Int, $after: String, $orderBy: CounterpartiesOrder, $filter: CounterpartiesFilter, $asOf: Date) { house { counterparties(first: $first, after: $after, orderBy: $orderBy, filter: $filter, asOf: $asOf) {
  totalCount
  totals { asOf counterpartyCount payables receivables advancesOutstanding customerCredit
    payablesAgeing { days0to30 days31to60 days61to90 over90 total } receivablesAgeing { days0to30 days31to60 days61to90 over90 total } }
  pageInfo { hasNextPage endCursor }
  edges { node { companyId side companyName contactName email phone lotCount containerCount quantityTons containerAmount totalPaid balance due amountLeft overdue oldestUnpaidDate
    ageing { days0to30 days31to60 days61to90 over90 total } waitingForHouse waitingForCounterparty disputed } } } } }`;

async function list(variables: Record<string, unknown> = {}, token = staff) {
  const res = await client.gql(COUNTERPARTIES, { first: 50, asOf: AS_OF, ...variables }, token);
  expect(res.errors).toBeUndefined();
  return res.data.house.counterparties;
}
const names = (connection: any) => connection.edges.map((e: any) => e.node.companyName);

async function ok(token: string, query: string, input: Record<string, unknown>) {
  const res = await client.gql(query, { input }, token);
  const payload = Object.values(res.data ?? {})[0] as any;
  if (!payload || /Error/.test(payload.__typename)) throw new Error(JSON.stringify(res));
  return payload;
}

beforeAll(async () => {
  client = await TestClient.start();
  for (const company of world) {
    const token = await client.trader(company.side === "SUPPLIER" ? "supplier" : "buyer", company.name);
    owners[company.name] = token;
    await db.profile.update({ where: { companyKey: company.name.toLowerCase() }, data: { name: company.contact } });
    for (const lot of company.lots) {
      const { lot: added } = await ok(
        token,
        `mutation($input: AddLotInput!) { addLot(input: $input) { __typename ... on AddLotPayload { lot { id } } } }`,
        { lotNumber: lot.number, price: lot.price },
      );
      for (const c of lot.containers) {
        const { container } = await ok(
          token,
          `mutation($input: AddContainerInput!) { addContainer(input: $input) { __typename ... on AddContainerPayload { container { id } } } }`,
          { lotId: added.id, containerNo: "MSCU1234565", sealNo: "S1", material: "HMS 1&2", quantity: c.kg, date: c.date },
        );
        if (c.voided)
          await ok(token, `mutation($input: VoidEntryInput!) { voidEntry(input: $input) { __typename } }`, {
            id: container.id,
            reason: "Entered twice",
          });
      }
      for (const p of lot.payments) {
        const { payment } = await ok(
          token,
          `mutation($input: AddPaymentInput!) { addPayment(input: $input) { __typename ... on AddPaymentPayload { payment { id } } } }`,
          { lotId: added.id, amount: p.amount, date: p.date },
        );
        if (p.voided)
          await ok(token, `mutation($input: VoidEntryInput!) { voidEntry(input: $input) { __typename } }`, {
            id: payment.id,
            reason: "Bounced",
          });
      }
    }
  }
  const { user, token } = await quickUser("aisha@gulfrecycling.ae", "Aisha Rahman");
  await db.user.update({ where: { id: user.id }, data: { houseRole: "HOUSE_STAFF" } });
  staff = token;
});

describe("House.counterparties", () => {
  test("every company's figures and buckets equal the model's to the cent, and the totals too", async () => {
    const answer = await list();
    expect(answer.totalCount).toBe(world.length);
    expect(names(answer)).toEqual(["Alpha Metals", "Bravo Traders", "Charlie Scrap"]);
    const totals = { payables: 0n, receivables: 0n, advances: 0n, credit: 0n, pay: [0n, 0n, 0n, 0n], rec: [0n, 0n, 0n, 0n] };
    for (const company of world) {
      const node = answer.edges.find((e: any) => e.node.companyName === company.name).node;
      const m = modelOf(company);
      expect(node).toMatchObject({
        side: company.side,
        contactName: company.contact,
        lotCount: company.lots.length,
        containerCount: m.count,
        quantityTons: `${(m.grams + 500n) / 1000n / 1000n}.${String(((m.grams + 500n) / 1000n) % 1000n).padStart(3, "0")}`,
        containerAmount: fmt(m.containers),
        totalPaid: fmt(m.paid),
        balance: fmt(m.paid - m.containers),
        due: fmt(m.due),
        amountLeft: fmt(m.left),
        overdue: fmt(m.buckets[1] + m.buckets[2] + m.buckets[3]),
        ageing: {
          days0to30: fmt(m.buckets[0]),
          days31to60: fmt(m.buckets[1]),
          days61to90: fmt(m.buckets[2]),
          over90: fmt(m.buckets[3]),
          total: fmt(m.due),
        },
      });
      const isSupplier = company.side === "SUPPLIER";
      if (isSupplier) {
        totals.payables += m.due;
        totals.advances += m.left;
      } else {
        totals.receivables += m.due;
        totals.credit += m.left;
      }
      m.buckets.forEach((b, i) => ((isSupplier ? totals.pay : totals.rec)[i] += b));
    }
    expect(answer.totals).toMatchObject({
      asOf: AS_OF,
      counterpartyCount: 3,
      payables: fmt(totals.payables),
      receivables: fmt(totals.receivables),
      advancesOutstanding: fmt(totals.advances),
      customerCredit: fmt(totals.credit),
      payablesAgeing: {
        days0to30: fmt(totals.pay[0]),
        days31to60: fmt(totals.pay[1]),
        days61to90: fmt(totals.pay[2]),
        over90: fmt(totals.pay[3]),
        total: fmt(totals.payables),
      },
      receivablesAgeing: {
        days0to30: fmt(totals.rec[0]),
        days31to60: fmt(totals.rec[1]),
        days61to90: fmt(totals.rec[2]),
        over90: fmt(totals.rec[3]),
        total: fmt(totals.receivables),
      },
    });
    // Figures worked out by hand, against a wrong model: Alpha's A-1 is 5,999.98 + 8,166.75 (voided 1,666.65 left out) less 7,000.50 paid.
    const alpha = answer.edges[0].node;
    expect(alpha.containerAmount).toBe("14266.73");
    expect(alpha.due).toBe("7166.23");
    expect(alpha.amountLeft).toBe("200.00");
    expect(alpha.quantityTons).toBe("43.501");
  });

  test("searches, filters, sorts and pages", async () => {
    expect(names(await list({ filter: { search: "bravo" } }))).toEqual(["Bravo Traders"]);
    expect(names(await list({ filter: { search: "ALI NOOR" } }))).toEqual(["Charlie Scrap"]);
    expect(names(await list({ filter: { search: "alphametals@" } }))).toEqual(["Alpha Metals"]);
    expect(names(await list({ filter: { side: "SUPPLIER" } }))).toEqual(["Alpha Metals", "Charlie Scrap"]);
    expect(names(await list({ filter: { openBalanceOnly: true } }))).toEqual(["Alpha Metals", "Bravo Traders"]);
    expect(names(await list({ filter: { overdueOnly: true } }))).toEqual(["Alpha Metals", "Bravo Traders"]);
    expect(names(await list({ orderBy: { field: "DUE", direction: "DESC" } }))).toEqual(
      ["Alpha Metals", "Bravo Traders", "Charlie Scrap"].sort((a, b) =>
        Number(modelOf(world.find((c) => c.name === b)!).due - modelOf(world.find((c) => c.name === a)!).due),
      ),
    );
    // Alpha's oldest unpaid container is of March (January's is paid), Bravo's of April (December's is paid); Charlie has nothing overdue: last either way.
    expect(names(await list({ orderBy: { field: "OLDEST_OVERDUE" } }))).toEqual(["Alpha Metals", "Bravo Traders", "Charlie Scrap"]);
    expect(names(await list({ orderBy: { field: "OLDEST_OVERDUE", direction: "DESC" } }))).toEqual([
      "Bravo Traders",
      "Alpha Metals",
      "Charlie Scrap",
    ]);
    expect(names(await list({ orderBy: { field: "LOTS", direction: "DESC" } }))).toEqual([
      "Bravo Traders",
      "Alpha Metals",
      "Charlie Scrap",
    ]);
    const first = await list({ first: 2 });
    expect(names(first)).toEqual(["Alpha Metals", "Bravo Traders"]);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await list({ first: 2, after: first.pageInfo.endCursor });
    expect(names(second)).toEqual(["Charlie Scrap"]);
    expect(second.pageInfo.hasNextPage).toBe(false);
    expect((await client.gql(COUNTERPARTIES, { after: "bm9wZQ==" }, staff)).errors?.[0].message).toMatch(/cursor/);
  });

  test("follows a new entry at once", async () => {
    const before = (await list({ filter: { search: "Charlie" } })).edges[0].node;
    expect(before.due).toBe("0.00");
    const token = owners["Charlie Scrap"];
    const { lot } = await ok(
      token,
      `mutation($input: AddLotInput!) { addLot(input: $input) { __typename ... on AddLotPayload { lot { id } } } }`,
      { lotNumber: "C-1", price: "10.00" },
    );
    const { container } = await ok(
      token,
      `mutation($input: AddContainerInput!) { addContainer(input: $input) { __typename ... on AddContainerPayload { container { id } } } }`,
      { lotId: lot.id, containerNo: "MSCU1234565", sealNo: "S1", material: "HMS", quantity: "1000", date: "2026-03-01" },
    );
    const after = (await list({ filter: { search: "Charlie" } })).edges[0].node;
    expect(after).toMatchObject({ due: "10.00", lotCount: 1, ageing: { over90: "10.00", total: "10.00" } });
    // A void counts at once too; a restore brings it back.
    await ok(token, `mutation($input: VoidEntryInput!) { voidEntry(input: $input) { __typename } }`, {
      id: container.id,
      reason: "Wrong lot",
    });
    expect((await list({ filter: { search: "Charlie" } })).edges[0].node).toMatchObject({
      due: "0.00",
      containerCount: 0,
      ageing: { total: "0.00" },
    });
    await ok(token, `mutation($input: RestoreEntryInput!) { restoreEntry(input: $input) { __typename } }`, { id: container.id });
    expect((await list({ filter: { search: "Charlie" } })).edges[0].node).toMatchObject({ due: "10.00", containerCount: 1 });
    world[2].lots.push({ number: "C-1", price: "10.00", containers: [{ kg: "1000", date: "2026-03-01" }], payments: [] });
  });

  test("the REST paths answer the same figures, and the ageing as CSV", async () => {
    const graph = await list();
    const rest = await client.rest("GET", `/api/house/counterparties?asOf=${AS_OF}`, undefined, staff);
    expect(rest.status).toBe(200);
    expect(rest.body.totals.payables).toBe(graph.totals.payables);
    expect(rest.body.totals.receivablesAgeing).toEqual(graph.totals.receivablesAgeing);
    for (const { node } of graph.edges) expect(rest.body.counterparties.find((c: any) => c.companyId === node.companyId)).toEqual(node);
    const ageing = await client.rest("GET", `/api/house/ageing?asOf=${AS_OF}`, undefined, staff);
    expect(ageing.body.payables.total).toEqual(graph.totals.payablesAgeing);
    expect(ageing.body.receivables.counterparties.map((c: any) => c.companyName)).toEqual(["Bravo Traders"]);
    const csv = await client.fetch(`/api/house/ageing?asOf=${AS_OF}&format=csv`, { token: staff });
    expect(csv.headers.get("content-type")).toMatch(/text\/csv/);
    const text = await csv.text();
    const r = graph.totals.receivablesAgeing;
    expect(text).toContain(`Receivables (owed to the house),,,,${r.days0to30},${r.days31to60},${r.days61to90},${r.over90},${r.total}\r\n`);
    expect((await client.rest("GET", "/api/house/ageing?format=xml", undefined, staff)).status).toBe(400);
    expect((await client.rest("GET", "/api/house/ageing?asOf=31-12-2026", undefined, staff)).status).toBe(400);
  });
});

/** A PDF's text, laid out (poppler's pdftotext), one run of spaces between cells. */
async function pdfText(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/pdf");
  const dir = mkdtempSync(join(tmpdir(), "housepdf-"));
  try {
    const file = join(dir, "a.pdf");
    writeFileSync(file, Buffer.from(await response.arrayBuffer()));
    return execFileSync("pdftotext", ["-layout", file, "-"])
      .toString()
      .replace(/[ \t]+/g, " ");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const row = (...cells: string[]) => cells.join(" ");
const buckets = (a: any) => [a.days0to30, a.days31to60, a.days61to90, a.over90, a.total];

describe("the house's PDFs", () => {
  test("the statement of accounts shows every figure of the ageing's JSON, payables and receivables apart, on the letterhead", async () => {
    const json = (await client.rest("GET", `/api/house/ageing?asOf=${AS_OF}`, undefined, staff)).body;
    const response = await client.fetch(`/api/house/ageing?asOf=${AS_OF}&format=pdf`, { token: staff });
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="statement-of-accounts-${AS_OF}.pdf"; filename*=UTF-8''statement-of-accounts-${AS_OF}.pdf`,
    );
    const text = await pdfText(response);
    expect(text).toContain("Gulf Recycling Traders");
    expect(text).toContain("Statement of accounts");
    expect(text).toContain(`as of ${AS_OF}`);
    const payables = text.indexOf("Payables"),
      receivables = text.indexOf("Receivables");
    expect(payables).toBeGreaterThan(-1);
    expect(receivables).toBeGreaterThan(payables);
    for (const c of json.payables.counterparties)
      expect(text.slice(payables, receivables)).toContain(row(c.companyName, ...buckets(c.ageing)));
    for (const c of json.receivables.counterparties) expect(text.slice(receivables)).toContain(row(c.companyName, ...buckets(c.ageing)));
    expect(text).toContain(row("Total payables", ...buckets(json.payables.total)));
    expect(text).toContain(row("Total receivables", ...buckets(json.receivables.total)));
    expect(json.payables.counterparties.length + json.receivables.counterparties.length).toBeGreaterThan(1);
  });

  test("a counterparty's statement: its lots' Due and Amount Left, its ageing and open balance, equal to the model's and the JSON's", async () => {
    const json = (await client.rest("GET", `/api/house/counterparties?asOf=${AS_OF}`, undefined, staff)).body;
    for (const company of world) {
      const c = json.counterparties.find((x: any) => x.companyName === company.name);
      const response = await client.fetch(`/api/house/counterparties/${c.companyId}/statement?asOf=${AS_OF}`, { token: staff });
      expect(response.headers.get("content-disposition")).toBe(
        `attachment; filename="statement-${company.name.replace(/ /g, "-")}-${AS_OF}.pdf"; filename*=UTF-8''${encodeURIComponent(`statement-${company.name}-${AS_OF}.pdf`)}`,
      );
      const text = await pdfText(response);
      expect(text).toContain("Gulf Recycling Traders");
      expect(text).toContain(`Statement of account: ${company.name}`);
      expect(text).toContain(company.side === "SUPPLIER" ? "what Gulf Recycling Traders owes you" : "what you owe Gulf Recycling Traders");
      for (const lot of company.lots) {
        const m = modelOf({ ...company, lots: [lot] });
        expect(text).toContain(row(lot.number, String(m.count), fmt(m.containers), fmt(m.paid), fmt(m.due), fmt(m.left)));
      }
      const m = modelOf(company);
      expect(text).toContain(row("Total", String(c.containerCount), c.containerAmount, c.totalPaid, c.due, c.amountLeft));
      expect(row(c.containerAmount, c.due, c.amountLeft)).toBe(row(fmt(m.containers), fmt(m.due), fmt(m.left)));
      expect(text).toContain(row("Due", ...buckets(c.ageing)));
      expect(buckets(c.ageing).slice(0, 4)).toEqual(m.buckets.map(fmt));
      expect(text).toContain(`${c.due}; `);
    }
    expect((await client.fetch("/api/house/counterparties/999999/statement", { token: staff })).status).toBe(404);
    expect((await client.fetch("/api/house/counterparties/abc/statement", { token: staff })).status).toBe(404);
  });

  test("an Arabic company and contact name come out shaped and in reading order, in Noto Sans Arabic, on the same letterhead", async () => {
    const companyName = "شركة الخليج لتجارة الخردة",
      contact = "خالد المنصوري";
    const token = await client.trader("buyer", companyName, "khalid@gulfscrap.ae");
    await db.profile.update({ where: { companyKey: companyName.toLowerCase() }, data: { name: contact } });
    const { lot } = await ok(
      token,
      `mutation($input: AddLotInput!) { addLot(input: $input) { __typename ... on AddLotPayload { lot { id } } } }`,
      { lotNumber: "G-1", price: "200.00" },
    );
    await ok(token, `mutation($input: AddContainerInput!) { addContainer(input: $input) { __typename } }`, {
      lotId: lot.id,
      containerNo: "MSCU1234565",
      sealNo: "S1",
      material: "نحاس أحمر",
      quantity: "1000",
      date: "2026-06-01",
    });
    const c = (await list({ filter: { search: "الخليج" } })).edges[0].node;
    expect(c.companyName).toBe(companyName);
    const statementPath = `/api/house/counterparties/${c.companyId}/statement?asOf=${AS_OF}`;
    for (const path of [statementPath, `/api/house/ageing?asOf=${AS_OF}&format=pdf`]) {
      const { text, fonts } = await pdfLetters(await client.fetch(path, { token: staff }));
      // pdftotext reads the name back in reading order, its letters whole, only when it was drawn shaped and right to left.
      expect(text).toContain(companyName);
      expect(text).toContain("Gulf Recycling Traders");
      expect(fonts).toMatch(/NotoSansArabic/);
    }
    // In the statement of accounts' table the Arabic name sits at the right of its column (62 mm from the margin), as on the client's statements.
    const words = await pdfWords(await client.fetch(`/api/house/ageing?asOf=${AS_OF}&format=pdf`, { token: staff }));
    const arabic = words.filter((word) => /[\u0600-\u06FF\uFB50-\uFEFF]/.test(word.text));
    expect(arabic.length).toBeGreaterThan(0);
    const pt = (mm: number) => (mm * 72) / 25.4;
    const columnEnd = pt(MARGIN + 62 - 2);
    expect(Math.max(...arabic.map((word) => word.xMax))).toBeCloseTo(columnEnd, -0.5);
    expect(Math.min(...arabic.map((word) => word.xMin))).toBeGreaterThan(pt(MARGIN + 10));
    // A Latin name stays at the left.
    expect(words.find((word) => word.text === "Total")!.xMin).toBeCloseTo(pt(MARGIN), -0.5);
    // The statement's file keeps the Arabic name (filename*), with a Latin stand-in for old clients.
    const disposition = (await client.fetch(statementPath, { token: staff })).headers.get("content-disposition")!;
    expect(disposition).toBe(
      `attachment; filename="statement-company-${c.companyId}-${AS_OF}.pdf"; filename*=UTF-8''${encodeURIComponent(`statement-${companyName}-${AS_OF}.pdf`)}`,
    );
    const statement = await pdfLetters(await client.fetch(statementPath, { token: staff }));
    expect(statement.text).toContain(`Statement of account: ${companyName}`);
    expect(statement.text).toContain(contact);
    // "شركة" drawn as contextual forms: initial sheen, final reh, initial kaf, final teh marbuta.
    expect(statement.raw).toContain("\uFEB7\uFEAE\uFEDB\uFE94");
  });
});

/** A PDF's words with where they are drawn, in points from the page's left (pdftotext -bbox). */
async function pdfWords(response: Response): Promise<{ text: string; xMin: number; xMax: number }[]> {
  expect(response.status).toBe(200);
  const dir = mkdtempSync(join(tmpdir(), "housepdf-"));
  try {
    const file = join(dir, "a.pdf");
    writeFileSync(file, Buffer.from(await response.arrayBuffer()));
    const html = execFileSync("pdftotext", ["-bbox", file, "-"]).toString();
    return [...html.matchAll(/<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g)].map(
      ([, xMin, xMax, text]) => ({ text, xMin: Number(xMin), xMax: Number(xMax) }),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A PDF's text in reading order (pdftotext, not laid out), presentation forms back to letters and direction marks dropped; and its fonts (pdffonts). */
async function pdfLetters(response: Response): Promise<{ raw: string; text: string; fonts: string }> {
  expect(response.status).toBe(200);
  const dir = mkdtempSync(join(tmpdir(), "housepdf-"));
  try {
    const file = join(dir, "a.pdf");
    writeFileSync(file, Buffer.from(await response.arrayBuffer()));
    const raw = execFileSync("pdftotext", [file, "-"]).toString();
    return {
      raw,
      text: raw.normalize("NFKC").replace(/[\u200c\u200e\u200f\u202a-\u202e]/g, ""),
      fonts: execFileSync("pdffonts", [file]).toString(),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("nobody but the house's staff", () => {
  const FIELDS = ["counterparties(first: 1) { totalCount }", "counterpartyTotals { payables }", "counterparty(companyId: 1) { due }"];
  const PATHS = [
    "/api/house/counterparties",
    "/api/house/ageing",
    "/api/house/ageing?format=csv",
    "/api/house/ageing?format=pdf",
    "/api/house/counterparties/1/statement",
  ];

  test("refuses a counterparty's Owner, Trader, Viewer, API key, removed staff and no sign-in everything of the desk", async () => {
    const owner = owners["Alpha Metals"];
    const profile = await db.profile.findUniqueOrThrow({ where: { companyKey: "alpha metals" } });
    const member = async (email: string, memberRole: "TRADER" | "VIEWER") => {
      const { user, token } = await quickUser(email);
      await db.user.update({ where: { id: user.id }, data: { companyId: profile.id, memberRole, memberSince: new Date() } });
      return token;
    };
    const removed = await quickUser("former@gulfrecycling.ae");
    await db.user.update({ where: { id: removed.user.id }, data: { houseRole: "HOUSE_STAFF" } });
    expect((await client.gql(`{ house { counterpartyTotals { payables } } }`, {}, removed.token)).errors).toBeUndefined();
    await changeUser(removed.user.id, { houseRole: null });
    const callers: Record<string, { token?: string; status: number }> = {
      owner: { token: owner, status: 403 },
      trader: { token: await member("trader@alpha.example", "TRADER"), status: 403 },
      viewer: { token: await member("viewer@alpha.example", "VIEWER"), status: 403 },
      apiKey: { token: (await createKey(client, owner, "READ_WRITE")).secret, status: 403 },
      removedStaff: { token: removed.token, status: 403 },
      nobody: { status: 401 },
    };
    for (const [who, { token, status }] of Object.entries(callers)) {
      for (const field of FIELDS) {
        const res = await client.gql(`{ house { ${field} } }`, {}, token);
        expect(res.data?.house ?? null, `${who}: ${field}`).toBeNull();
        expect(res.errors?.[0].message, `${who}: ${field}`).toMatch(
          status === 401 ? /sign in|log ?in|signed in/i : /house|Gulf Recycling Traders/i,
        );
      }
      for (const path of PATHS) expect((await client.fetch(path, { token })).status, `${who}: ${path}`).toBe(status);
    }
  });
});
