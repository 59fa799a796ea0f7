/**
 * The statements as files, from a randomised lot of a company whose name, address and materials
 * are in Arabic (issue 13): the lot's CSV and PDF and the all-lots CSV and PDF, downloaded in
 * Chromium, carry the screen's rows and figures to the cent, with and without a date filter; the
 * PDFs print the Arabic text shaped and in order. The seed is printed; STATEMENT_SEED=<n> repeats a run.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { chooseLot, companyOwner, graphql, signedInPage, type Session } from "./api.ts";
import { collectPageErrors, describeE2E, repoRoot, startHarness, type Harness } from "./harness.ts";
import { csvRecords } from "../client/test/csvRecords.ts";
import { escapeRegExp } from "../shared/regExp.ts";
import { pdfText, pdfTons } from "./pdfFormat.ts";

const SHOTS = path.join(repoRoot, "tmp/screenshots/exports");
const DOWNLOADS = fs.mkdtempSync(path.join(os.tmpdir(), "statement-exports-e2e-"));
const COMPANY = "شركة الخليج لتجارة الخردة";
const ADDRESS = "شارع السلام، المنطقة الصناعية 12، الشارقة";
const MATERIALS = ["HMS 1", "خردة حديد HMS 1 و 2", 'Tyre wire, "low rubber"', "نحاس أحمر", "Rubber crumb"];
const LOT = "L-2026-7";

/** A small seeded generator (mulberry32), so a failing run can be repeated. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function download(page: Page, button: Locator): Promise<{ name: string; bytes: Buffer; file: string }> {
  const [event] = await Promise.all([page.waitForEvent("download"), button.click()]);
  const name = event.suggestedFilename();
  const file = path.join(DOWNLOADS, `${Date.now()}-${name}`);
  await event.saveAs(file);
  return { name, bytes: fs.readFileSync(file), file };
}

/** The ledger rows as the screen shows them: the twelve cells of each (tons exact, as a cell keeps them in data-exact). */
async function screenRows(page: Page): Promise<string[][]> {
  return page.$$eval("table.ledger-table tbody tr.ledger-row", (rows) =>
    rows.map((r) =>
      Array.from((r as HTMLTableRowElement).cells)
        .slice(0, 12)
        .map((c) => (c.querySelector<HTMLElement>("[data-exact]")?.dataset.exact ?? c.textContent ?? "").trim()),
    ),
  );
}

/** A screen row written as the CSV writes it: ISO date, plain figures, a signed balance. */
function asCsv(cells: string[]): string[] {
  const plain = (money: string) => money.replace(/[$,]/g, "");
  const [n, date, type, containerNo, sealNo, material, tons, price, amount, added, paid, balance] = cells;
  const [d, m, y] = date.split("/");
  const signed = balance.startsWith("Due: ") ? `-${plain(balance.slice(5))}` : plain(balance.replace("Amount Left: ", ""));
  return [
    n,
    `${y}-${m}-${d}`,
    type,
    containerNo,
    sealNo,
    material,
    tons.replace(/,/g, ""),
    plain(price),
    plain(amount),
    plain(added),
    plain(paid),
    signed,
    balance.startsWith("Due") ? "Due" : "Amount Left",
  ];
}

/** en-US grouping of a plain figure: "1234567.5" is "1,234,567.5". */
const grouped = (plain: string) => plain.replace(/^\d+/, (int) => int.replace(/\B(?=(\d{3})+$)/g, ","));
const dollars = (plain: string) => (plain === "" ? "" : `$${grouped(plain)}`);
const balanceText = (signed: string) => (signed.startsWith("-") ? `Due: ${dollars(signed.slice(1))}` : `Amount Left: ${dollars(signed)}`);

/** A CSV row written as the screen and the PDF write it (the inverse of asCsv). */
function asScreen(record: string[]): string[] {
  const [n, iso, type, containerNo, sealNo, material, tons, price, amount, added, paid, balance] = record;
  const [y, m, d] = iso.split("-");
  return [
    n,
    `${d}/${m}/${y}`,
    type,
    containerNo,
    sealNo,
    material,
    tons && grouped(tons),
    dollars(price),
    dollars(amount),
    dollars(added),
    dollars(paid),
    balanceText(balance),
  ];
}

/**
 * A row's number, date and figures on one line of `pdftotext -layout`, in the screen's order (tons to 3 decimals).
 * After them only the State column's mark may follow, whole on the row's line ("Awaiting house": its words
 * joined by a no-break space, never wrapped).
 */
const pdfRowPattern = (cells: string[]) =>
  new RegExp(
    `^\\s*${cells[0]}\\s+${escapeRegExp(cells[1])}\\s.*${[pdfTons(cells[6]), ...cells.slice(7)].filter(Boolean).map(escapeRegExp).join("\\s+")}(?:\\s+Awaiting[ \\u00a0]house)?\\s*$`,
    "m",
  );
/** Presentation forms back to letters, direction marks dropped. */
const letters = (text: string) => text.normalize("NFKC").replace(/[\u200c\u200e\u200f\u202a-\u202e]/g, "");

describeE2E("statements as CSV and PDF files", () => {
  let h: Harness;
  let supplier: Session;
  const seed = Number(process.env.STATEMENT_SEED ?? Date.now() % 1_000_000);
  const next = random(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
  const day = () => `2026-0${1 + Math.floor(next() * 6)}-${String(1 + Math.floor(next() * 28)).padStart(2, "0")}`;

  beforeAll(async () => {
    console.log(`statement exports: STATEMENT_SEED=${seed}`);
    fs.mkdirSync(SHOTS, { recursive: true });
    h = await startHarness({ env: { RATE_LIMIT_MAX: "5000" } });
    const email = "khalid@gulfscrap.ae";
    supplier = await companyOwner(h, { name: "خالد المنصوري", email, phone: "+971 6 555 0199", password: "scrap-metal-7" }, "SUPPLIER", {
      companyName: COMPANY,
      contact: "+971 6 555 0199",
      address: ADDRESS,
    });
    const price = `${1 + Math.floor(next() * 99_999)}.${String(Math.floor(next() * 100)).padStart(2, "0")}`;
    const lot = await graphql(
      h,
      `
        mutation ($input: AddLotInput!) {
          addLot(input: $input) {
            ... on AddLotPayload {
              lot {
                id
              }
            }
          }
        }
      `,
      { input: { lotNumber: LOT, price } },
      supplier.token,
    );
    const lotId = lot.addLot.lot.id as string;
    let containers = 0;
    for (let i = 0; i < 40; i++) {
      const date = day();
      const answer =
        next() < 0.6
          ? await graphql(
              h,
              `
                mutation ($input: AddContainerInput!) {
                  addContainer(input: $input) {
                    __typename
                  }
                }
              `,
              {
                input: {
                  lotId,
                  containerNo: `MSCU${String(Math.floor(next() * 10_000_000)).padStart(7, "0")}`,
                  sealNo: `SL-${i}`,
                  // The first containers take each material in turn, so every seed prints them all (the checks below look for each Arabic one).
                  material: containers < MATERIALS.length ? MATERIALS[containers++] : pick(MATERIALS),
                  quantity: `${Math.floor(next() * 60_000)}.${Math.floor(next() * 1000)}`,
                  date,
                },
              },
              supplier.token,
            )
          : await graphql(
              h,
              `
                mutation ($input: AddPaymentInput!) {
                  addPayment(input: $input) {
                    __typename
                  }
                }
              `,
              {
                input: {
                  lotId,
                  amount: `${1 + Math.floor(next() * 9_999_999)}.${String(Math.floor(next() * 100)).padStart(2, "0")}`,
                  date,
                },
              },
              supplier.token,
            );
      expect(Object.values(answer)[0].__typename).toMatch(/Payload$/);
    }
  });
  afterAll(async () => {
    await h?.stop();
    fs.rmSync(DOWNLOADS, { recursive: true, force: true });
  });

  it("gives the screen's rows and figures in the lot's CSV and PDF and in the all-lots CSV and PDF, with and without a date filter", async () => {
    const page = await signedInPage(h, supplier, { acceptDownloads: true });
    const errors = collectPageErrors(page);
    await page.goto(h.url("/add-lot"));
    await chooseLot(page, LOT);
    await page.getByRole("button", { name: "Fetch Result" }).click();
    await page.getByRole("heading", { level: 1, name: `Lot: ${LOT}` }).waitFor();
    await page.waitForFunction(() => document.querySelectorAll("table.ledger-table tbody tr.ledger-row").length === 40);

    /** The lot's CSV and PDF against the screen as it is now. */
    async function checkLotFiles(label: string): Promise<string[][]> {
      const screen = await screenRows(page);
      const csv = await download(page, page.getByRole("button", { name: "Download CSV" }));
      expect(csv.name).toBe(`Lot_${COMPANY}_${LOT}.csv`);
      const records = csvRecords(csv.bytes.toString("utf8"));
      expect(records[0]).toEqual([
        "#",
        "Date",
        "Type",
        "Container No",
        "Seal No",
        "Material",
        "Qty(MT)",
        "Price/Ton",
        "Container Amount",
        "Amount Added",
        "Total Paid",
        "Rem. Balance",
        "Balance Status",
        "State",
      ]);
      const rows = records.filter((r) => r[0] !== "" && r[0] !== "#");
      expect(rows.map((r) => r.slice(0, 13))).toEqual(screen.map(asCsv));
      // Each entry's state between the two sides (issue 47): the supplier recorded them all, none confirmed yet.
      expect(new Set(rows.map((r) => r[13]))).toEqual(new Set(["Waiting for Gulf Recycling Traders"]));
      const pdf = await download(page, page.getByRole("button", { name: "Download PDF" }));
      expect(pdf.name).toBe(`Lot_${COMPANY}_${LOT}.pdf`);
      const text = letters(pdfText(pdf.file));
      for (const cells of screen) expect(text).toMatch(pdfRowPattern(cells));
      // The CSV's totals and closing balance are the PDF's, to the cent.
      const totals = records.find((r) => r[2] === "Totals")!;
      expect(text).toContain(
        `Totals: Qty(MT) ${pdfTons(totals[6])}, Container Amount ${dollars(totals[8])}, Amount Added ${dollars(totals[9])}`,
      );
      const closing = records.at(-1)!;
      expect(closing[12]).toBe(closing[11].startsWith("-") ? "Due" : "Amount Left");
      expect(text).toContain(`Closing balance: ${balanceText(closing[11])}`);
      expect(text).toContain(`Total paid: ${dollars(closing[10])}`);
      fs.copyFileSync(pdf.file, path.join(SHOTS, `lot-${label}.pdf`));
      fs.copyFileSync(csv.file, path.join(SHOTS, `lot-${label}.csv`));
      return rows;
    }

    // ---- The whole lot, then 1 February to 30 April.
    const whole = await checkLotFiles("all-dates");
    expect(whole).toHaveLength(40);
    // The Arabic company name, address and materials print, shaped and in order.
    const lotPdf = path.join(SHOTS, "lot-all-dates.pdf");
    const plainText = pdfText(lotPdf, { layout: false });
    // Drawn as contextual forms: initial sheen, final reh, initial kaf, final teh marbuta ("شركة").
    expect(plainText).toContain("\uFEB7\uFEAE\uFEDB\uFE94");
    expect(letters(plainText)).toContain(`Company: ${COMPANY}`);
    for (const phrase of ["شارع السلام", "المنطقة الصناعية", "الشارقة", "نحاس أحمر"]) expect(letters(plainText)).toContain(phrase);
    execFileSync("pdftoppm", ["-png", "-r", "100", "-f", "1", "-l", "1", lotPdf, path.join(SHOTS, "lot-all-dates")]);

    const filter = page.getByRole("group", { name: "Filter by Date" });
    await filter.getByLabel("From").fill("2026-02-01");
    await filter.getByLabel("To").fill("2026-04-30");
    // Both ends applied: the From date alone already shows the opening row.
    await page.getByText("Opening balance (before 01/02/2026)").waitFor();
    await page.getByText("Closing balance (end of 30/04/2026)").waitFor();
    const filtered = await checkLotFiles("feb-apr");
    expect(filtered.every((r) => r[1] >= "2026-02-01" && r[1] <= "2026-04-30")).toBe(true);

    // ---- The all-lots statement for the same range: the same rows and figures as the lot's.
    await page.goBack();
    await page.getByRole("heading", { level: 1, name: "Manage Lots" }).waitFor();
    await page.getByLabel("Filter Start Date").fill("2026-02-01");
    await page.getByLabel("Filter End Date").fill("2026-04-30");
    const csv = await download(page, page.getByRole("button", { name: "Download Detailed CSV (All Lots)" }));
    expect(csv.name).toBe(`Lot_${COMPANY}_Detailed.csv`);
    const records = csvRecords(csv.bytes.toString("utf8"));
    const lotRecords = records.filter((r) => r[0] === LOT);
    expect(lotRecords.filter((r) => r[2] !== "").map((r) => r.slice(2))).toEqual(filtered);
    expect(lotRecords[0][4]).toBe("Opening balance (before 2026-02-01)");
    expect(lotRecords.at(-1)![4]).toBe("Closing balance (end of 2026-04-30)");
    // One lot: the company's closing figures are the lot's.
    expect(records.at(-1)!.slice(12)).toEqual(lotRecords.at(-1)!.slice(12));
    const pdf = await download(page, page.getByRole("button", { name: "Download Detailed PDF (All Lots)" }));
    const text = letters(pdfText(pdf.file));
    expect(text).toContain("Period: 01/02/2026 to 30/04/2026");
    for (const row of filtered) expect(text).toMatch(pdfRowPattern(asScreen(row)));
    fs.copyFileSync(csv.file, path.join(SHOTS, "detailed-feb-apr.csv"));
    fs.copyFileSync(pdf.file, path.join(SHOTS, "detailed-feb-apr.pdf"));
    expect(errors).toEqual([]);
  });
});
