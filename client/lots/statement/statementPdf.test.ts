import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import { inflateSync } from "node:zlib";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  benchCompanyStatement,
  companyStatement,
  companyStatementWithPapers,
  lotLedger,
  lotWithVoided,
} from "./__fixtures__/statementTestData.ts";
import { PAGE_BREAK_Y, ROW_FILL, buildCompanyStatementPdf, buildLotStatementPdf } from "./statementPdf.ts";
import { NeedsArabicFont } from "./statementJob.ts";
import { detailedFileName, lotFileName } from "./fileNames.ts";

const hasPdftotext = spawnSync("pdftotext", ["-v"]).status === 0;

/** The document's bytes with its compressed streams inflated: page contents as jsPDF wrote them. */
function rawPdf(doc: { output: (type: "arraybuffer") => ArrayBuffer }): string {
  const bytes = Buffer.from(doc.output("arraybuffer"));
  const text = bytes.toString("latin1");
  return text.replace(/\/FlateDecode([^]*?)stream\r?\n([^]*?)\r?\nendstream/g, (whole, dictionaryEnd: string, data: string) => {
    try {
      return `${dictionaryEnd}stream\n${inflateSync(Buffer.from(data, "latin1")).toString("latin1")}\nendstream`;
    } catch {
      return whole; // binary data that merely looks like the end of its stream (a picture): left as it is
    }
  });
}

/** The strings the document draws, in order (`(text) Tj` operators of its inflated page contents), their escapes read (an octal one as its byte). */
function drawnText(doc: { output: (type: "arraybuffer") => ArrayBuffer }): string[] {
  const raw = rawPdf(doc);
  return [...raw.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)].map((m) =>
    m[1].replace(/\\([0-7]{3}|[()\\])/g, (_, escaped: string) =>
      escaped.length === 3 ? String.fromCharCode(parseInt(escaped, 8)) : escaped,
    ),
  );
}

/** Each page's drawing operators, one per line. */
const pageOperators = (doc: { internal: unknown }) =>
  (doc.internal as { pages: string[][] }).pages.slice(1).map((page) => page.join("\n").split("\n"));

/** pdftotext's text as plain letters: presentation forms back to letters (NFKC), direction marks dropped. */
const letters = (text: string) => text.normalize("NFKC").replace(/[\u200c\u200e\u200f\u202a-\u202e]/g, "");

function writeTemp(doc: { output: (type: "arraybuffer") => ArrayBuffer }, name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pdf-test-"));
  const file = path.join(dir, name);
  fs.writeFileSync(file, Buffer.from(doc.output("arraybuffer")));
  return file;
}

const TIME_ZONE = "Asia/Dubai";

/** Where a row stands between the two sides (issue 47), as LedgerRow.agreement answers it. */
const agreed = (state: string, more: Record<string, string | null> = {}) => ({
  state,
  waitingFor: null,
  disputedQuantityKg: null,
  disputedAmount: null,
  disputedDate: null,
  ...more,
});
const CONFIRMED = agreed("CONFIRMED");

type RowSeed = { number: number; date: string; type: string; totalPaid: string; balance: string } & Record<
  string,
  string | number | null | object
>;
const row = (r: RowSeed) => ({
  containerNo: null,
  sealNo: null,
  material: null,
  quantityTons: null,
  pricePerTon: null,
  containerAmount: null,
  amountAdded: null,
  agreement: CONFIRMED,
  ...r,
});

const ledger = {
  from: "2026-03-01",
  to: "2026-03-31",
  openingBalance: "-150.00",
  openingTotalPaid: "1000.00",
  closingBalance: "1161.73",
  closingTotalPaid: "4000.00",
  totals: { quantityTons: "12.345", containerAmount: "1688.27", amountAdded: "3000.00" },
  rows: [
    row({ number: 1, date: "2026-03-02", type: "ADVANCE", amountAdded: "1000.00", totalPaid: "2000.00", balance: "850.00" }),
    row({
      number: 2,
      date: "2026-03-05",
      type: "CONTAINER",
      containerNo: "MSCU1234567",
      sealNo: "SL-88",
      material: "HMS 1",
      quantityTons: "12.345",
      pricePerTon: "136.76",
      containerAmount: "1688.27",
      totalPaid: "2000.00",
      balance: "-838.27",
      agreement: agreed("DISPUTED", { waitingFor: "COUNTERPARTY", disputedQuantityKg: "12000.500" }),
    }),
    row({
      number: 3,
      date: "2026-03-20",
      type: "AMOUNT",
      amountAdded: "2000.00",
      totalPaid: "4000.00",
      balance: "1161.73",
      agreement: agreed("RECORDED", { waitingFor: "HOUSE" }),
    }),
  ],
};

const generatedAt = new Date("2026-11-21T10:03:00Z");

describe("file names (SPEC section 9)", () => {
  it("are Lot_{company}_{lot}.pdf and Lot_{company}_Detailed.pdf, or .csv", () => {
    expect(lotFileName("Gulf Steel Trading", "L-100", "pdf")).toBe("Lot_Gulf Steel Trading_L-100.pdf");
    expect(detailedFileName("Gulf Steel Trading", "pdf")).toBe("Lot_Gulf Steel Trading_Detailed.pdf");
    expect(lotFileName("Gulf Steel Trading", "L-100", "csv")).toBe("Lot_Gulf Steel Trading_L-100.csv");
    expect(detailedFileName("شركة الخليج", "csv")).toBe("Lot_شركة الخليج_Detailed.csv");
    // Characters no file system takes are replaced, the rest kept.
    expect(lotFileName("A/B Metals", "7:1", "pdf")).toBe("Lot_A-B Metals_7-1.pdf");
  });
});

describe("one lot's statement", async () => {
  const { doc, fileName } = await buildLotStatementPdf({
    companyName: "Gulf Steel Trading",
    lot: { lotNumber: "L-100", price: "136.76" },
    statement: lotLedger(ledger),
    timeZone: TIME_ZONE,
    generatedAt,
  });
  const text = drawnText(doc);

  it("keeps its closing lines together with Generated, whatever the ledger's length: no last page of Generated alone", async () => {
    for (let n = 30; n <= 75; n++) {
      const rows = Array.from({ length: n }, (_, i) =>
        row({
          number: i + 1,
          date: "2026-03-02",
          type: i ? "AMOUNT" : "ADVANCE",
          amountAdded: "10.00",
          totalPaid: "10.00",
          balance: "10.00",
        }),
      );
      const built = await buildLotStatementPdf({
        companyName: "Gulf Steel Trading",
        lot: { lotNumber: "L-100", price: "136.76" },
        statement: lotLedger({ ...ledger, rows }),
        timeZone: TIME_ZONE,
        generatedAt,
      });
      const lastPage = pageOperators(built.doc).at(-1)!.join("\n");
      expect(lastPage, `${n} rows`).toContain("Closing balance");
      expect(lastPage, `${n} rows`).toContain("Generated");
    }
  });

  it("writes tons with 3 decimals in the rows and the totals, as the screen's column does", async () => {
    const rows = ledger.rows.map((r) => (r.type === "CONTAINER" ? { ...r, quantityTons: "25.137123" } : r));
    const built = await buildLotStatementPdf({
      companyName: "Gulf Steel Trading",
      lot: { lotNumber: "L-100", price: "136.76" },
      statement: lotLedger({ ...ledger, rows, totals: { ...ledger.totals, quantityTons: "1159.06268" } }),
      timeZone: TIME_ZONE,
      generatedAt,
    });
    const drawn = drawnText(built.doc);
    expect(drawn).toContain("25.137");
    expect(drawn.some((line) => line.startsWith("Totals: Qty(MT) 1,159.063, Container Amount"))).toBe(true);
    expect(drawn.some((line) => line.includes("25.137123") || line.includes("1,159.06268"))).toBe(false);
  });

  it("is named after the company and the lot", () => {
    expect(fileName).toBe("Lot_Gulf Steel Trading_L-100.pdf");
  });

  it("lists the lot's voided entries after the totals, with who voided them when and why", async () => {
    const voided = lotWithVoided([
      {
        __typename: "Payment",
        date: "2026-03-03",
        amount: "1500.25",
        voidReason: "Entered twice",
        voidedBy: "Noura Saleh",
        voidedAt: "2026-03-03T06:15:00.000Z",
      },
    ]);
    const built = await buildLotStatementPdf({
      companyName: "Gulf Steel Trading",
      lot: { lotNumber: "L-100", price: "136.76" },
      statement: lotLedger(ledger),
      voided,
      timeZone: TIME_ZONE,
      generatedAt,
    });
    const withVoided = drawnText(built.doc);
    expect(withVoided).toContain("Voided entries of lot L-100 (on record, counted in no balance)");
    expect(withVoided).toContain("03/03/2026 Payment $1,500.25, voided by Noura Saleh on 03/03/2026, 10:15: Entered twice");
    expect(text).not.toContain("Voided entries");
  });

  it("shows the company, lot, price per ton, range, opening and closing balances and when it was made", () => {
    expect(text).toContain("Company: Gulf Steel Trading");
    expect(text).toContain("Lot: L-100");
    expect(text).toContain("Price/Ton: $136.76");
    expect(text).toContain("Period: 01/03/2026 to 31/03/2026");
    expect(text).toContain("Opening balance: Due: $150.00");
    expect(text).toContain("Closing balance: Amount Left: $1,161.73");
    expect(text).toContain("Total paid: $4,000.00");
    expect(text).toContain("Generated: 21/11/2026, 14:03");
  });

  it("has the screen's columns and each row's figures, formatted as on the screen", () => {
    for (const column of ["#", "Date", "Type", "Seal No", "Material", "Qty(MT)", "Price/Ton", "Total Paid", "Rem. Balance"]) {
      expect(text).toContain(column);
    }
    // Row 2, cell by cell, in order.
    const start = text.indexOf("05/03/2026");
    expect(text.slice(start - 1, start + 10)).toEqual([
      "2",
      "05/03/2026",
      "Container",
      "MSCU1234567",
      "SL-88",
      "HMS 1",
      "12.345",
      "$136.76",
      "$1,688.27",
      "$2,000.00",
      "Due: $838.27",
    ]);
    // Then its state (issue 47), in the State column after the SPEC's twelve, over as many lines as it needs, before row 3.
    const next = text.indexOf("3", start + 10);
    expect(text.slice(start + 10, next).join(" ")).toBe("Disputed: 12,000.5 kg");
    expect(text).toContain("State");
    expect(text.slice(next, text.indexOf("20/03/2026") + 1)).toEqual(["3", "20/03/2026"]);
    const row3 = text.indexOf("Amount Left: $1,161.73");
    expect(
      text
        .slice(row3 + 1, text.indexOf("Totals"))
        .join(" ")
        .trim(),
    ).toBe("Awaiting\u00a0house");
    expect(text.slice(text.indexOf("Amount Left: $850.00") + 1)[0]).toBe("Confirmed");
    // What the short marks stand for, under the table.
    expect(text.join(" ")).toContain(
      "Awaiting house: for Gulf Recycling Traders to confirm or dispute; awaiting company: for Gulf Steel Trading.",
    );
    expect(text).toContain("Advance");
    expect(text).toContain("Amount Left: $850.00");
    expect(text).toContain("Amount");
    expect(text).toContain("Totals");
    expect(text).toContain("$3,000.00");
    // The table opens with the balance before the range and closes with the balance after it.
    const opening = text.indexOf("Opening balance (before 01/03/2026)");
    expect(text.slice(opening, opening + 3)).toEqual(["Opening balance (before 01/03/2026)", "$1,000.00", "Due: $150.00"]);
    const closing = text.indexOf("Closing balance (end of 31/03/2026)");
    expect(text.slice(closing, closing + 3)).toEqual(["Closing balance (end of 31/03/2026)", "$4,000.00", "Amount Left: $1,161.73"]);
  });

  it("tints Advance rows yellow and Amount rows green", () => {
    const raw = rawPdf(doc);
    // jsPDF writes fill colours as "r g b rg" in 0..1, with few decimals.
    const fills = [...raw.matchAll(/([\d.]+) ([\d.]+) ([\d.]+) rg/g)].map((m) =>
      [m[1], m[2], m[3]].map((v) => Math.round(Number(v) * 255)),
    );
    const used = (r: number, g: number, b: number) =>
      fills.some(([fr, fg, fb]) => Math.abs(fr - r) <= 2 && Math.abs(fg - g) <= 2 && Math.abs(fb - b) <= 2);
    expect(used(...ROW_FILL.advance!)).toBe(true);
    expect(used(...ROW_FILL.amount!)).toBe(true);
    // Yellow and green, as the screen's tints.
    expect(ROW_FILL.advance).toEqual([255, 241, 168]);
    expect(ROW_FILL.amount).toEqual([205, 237, 211]);
  });

  it("says so when the lot has no transactions", async () => {
    const empty = await buildLotStatementPdf({
      companyName: "Gulf Steel Trading",
      lot: { lotNumber: "L-1", price: "10.00" },
      statement: lotLedger({ ...ledger, from: null, to: null, rows: [] }),
      timeZone: TIME_ZONE,
      generatedAt,
    });
    const t = drawnText(empty.doc);
    expect(t).toContain("No transactions yet.");
    expect(t).toContain("Period: All dates");
  });

  it("says the dates have none when a filtered statement has no rows, as the screen does", async () => {
    const empty = await buildLotStatementPdf({
      companyName: "Gulf Steel Trading",
      lot: { lotNumber: "L-1", price: "10.00" },
      statement: lotLedger({ ...ledger, rows: [] }),
      timeZone: TIME_ZONE,
      generatedAt,
    });
    const t = drawnText(empty.doc);
    expect(t).toContain("No transactions in these dates.");
    expect(t).not.toContain("No transactions yet.");
  });

  it.runIf(hasPdftotext)("reads back with pdftotext", () => {
    const file = writeTemp(doc, fileName);
    const out = execFileSync("pdftotext", ["-layout", file, "-"]).toString();
    expect(out).toContain("Gulf Steel Trading");
    expect(out).toMatch(
      /2\s+05\/03\/2026\s+Container\s+MSCU1234567\s+SL-88\s+HMS 1\s+12\.345\s+\$136\.76\s+\$1,688\.27\s+\$2,000\.00\s+Due: \$838\.27/,
    );
    expect(out).toMatch(/1\s+02\/03\/2026\s+Advance\s+\$1,000\.00\s+\$2,000\.00\s+Amount Left: \$850\.00/);
  });
});

const GRAND = {
  from: null,
  to: null,
  openingBalance: "0.00",
  openingTotalPaid: "0.00",
  closingBalance: "99.00",
  closingTotalPaid: "99.00",
  totals: ledger.totals,
};

/** The later pages of a statement's lots, as the worker hands them on. */
async function* pagesOf(pages: ReturnType<typeof companyStatement>[]) {
  for (const page of pages) yield page;
}

function lotsOf(count: number, rowsPerLot: number) {
  return Array.from({ length: count }, (_, i) => ({
    lot: { lotNumber: `L-${i + 1}`, price: "250.00" },
    statement: {
      ...ledger,
      from: null,
      to: null,
      rows: Array.from({ length: rowsPerLot }, (_, r) =>
        row({
          number: r + 1,
          date: "2026-03-02",
          type: r === 0 ? "ADVANCE" : "AMOUNT",
          amountAdded: "10.00",
          totalPaid: "10.00",
          balance: "10.00",
        }),
      ),
    },
  }));
}

function manyLots(count: number, rowsPerLot: number) {
  return companyStatement({ ...GRAND, lots: lotsOf(count, rowsPerLot) });
}

describe("the detailed statement of all lots", () => {
  it("lists each lot's voided entries after its table, like the lot's own statement", async () => {
    const { doc } = await buildCompanyStatementPdf({
      companyName: "Gulf Steel Trading",
      statement: companyStatement({
        from: null,
        to: null,
        openingBalance: "0.00",
        openingTotalPaid: "0.00",
        closingBalance: "-5.50",
        closingTotalPaid: "4000.00",
        totals: ledger.totals,
        lots: [
          { lot: { lotNumber: "L-100", price: "136.76" }, statement: ledger },
          {
            lot: { lotNumber: "L-200", price: "99.00" },
            statement: { ...ledger, rows: [] },
            voidedEntries: [
              {
                __typename: "Payment",
                date: "2026-03-04",
                amount: "250.00",
                voidReason: "Wrong lot",
                voidedBy: "Sara Khan",
                voidedAt: "2026-03-04T08:00:00.000Z",
              },
            ],
          },
        ],
      }),
      timeZone: TIME_ZONE,
      generatedAt,
      generatedBy: "Noura Saleh",
    });
    const lines = drawnText(doc);
    expect(lines.filter((line) => line.startsWith("Voided entries"))).toEqual([
      "Voided entries of lot L-200 (on record, counted in no balance)",
    ]);
    const voided = lines.indexOf("04/03/2026 Payment $250.00, voided by Sara Khan on 04/03/2026, 12:00: Wrong lot");
    // After L-200's heading, not L-100's.
    expect(voided).toBeGreaterThan(lines.indexOf("Lot: L-200"));
    expect(lines.some((line) => /^Generated: .* by Noura Saleh$/.test(line))).toBe(true);
  });

  it("is named Lot_{company}_Detailed.pdf and has every lot, the range and the grand figures", async () => {
    const { doc, fileName } = await buildCompanyStatementPdf({
      companyName: "Gulf Steel Trading",
      statement: companyStatement({
        from: "2026-03-01",
        to: null,
        openingBalance: "0.00",
        openingTotalPaid: "0.00",
        closingBalance: "-5.50",
        closingTotalPaid: "4000.00",
        totals: ledger.totals,
        lots: [
          { lot: { lotNumber: "L-100", price: "136.76" }, statement: ledger },
          { lot: { lotNumber: "L-200", price: "99.00" }, statement: { ...ledger, rows: [] } },
        ],
      }),
      timeZone: TIME_ZONE,
      generatedAt,
    });
    expect(fileName).toBe("Lot_Gulf Steel Trading_Detailed.pdf");
    const text = drawnText(doc);
    expect(text).toContain("Detailed Statement (All Lots)");
    expect(text).toContain("Company: Gulf Steel Trading");
    expect(text).toContain("Period: From 01/03/2026");
    expect(text).toContain("Lot: L-100");
    expect(text).toContain("Lot: L-200");
    expect(text).toContain("Price/Ton: $99.00");
    expect(text).toContain("No transactions in these dates.");
    expect(text).toContain("Closing balance: Due: $5.50");
    expect(text).toContain("Totals: Qty(MT) 12.345, Container Amount $1,688.27, Amount Added $3,000.00");
    expect(text).toContain("Generated: 21/11/2026, 14:03");
  });

  it("starts a new page whenever the vertical position passes 250 mm", async () => {
    const { doc } = await buildCompanyStatementPdf({
      companyName: "Gulf Steel Trading",
      statement: manyLots(8, 6),
      timeZone: TIME_ZONE,
      generatedAt,
    });
    const pages = doc.getNumberOfPages();
    expect(pages).toBeGreaterThan(1);
    // Every line of text outside the tables starts at or above 250 mm (its baseline a little below).
    const raw = rawPdf(doc);
    const ptToMm = 25.4 / 72;
    const headings = [
      ...raw.matchAll(/([\d.]+) ([\d.]+) Td\s*\((Lot: L-\d+|Price\/Ton: [^)]*|Closing balance: [^)]*|Total paid: [^)]*)\) Tj/g),
    ];
    expect(headings.length).toBe(8 * 2 + 2);
    for (const [, , y, label] of headings) {
      const fromTop = 297 - Number(y) * ptToMm;
      expect(fromTop, label).toBeLessThanOrEqual(PAGE_BREAK_Y + 4);
    }
    // And a lot that would start below 250 mm starts at the top of the next page instead.
    const positions = headings.filter((h) => h[3].startsWith("Lot: ")).map((h) => 297 - Number(h[2]) * ptToMm);
    expect(positions.some((y) => y < 30)).toBe(true);
  });
});

describe("the detailed statement in pages of lots", () => {
  it("written from pages of lots as they come, is the file written from one answer", async () => {
    const lots = lotsOf(7, 5);
    const whole = await buildCompanyStatementPdf({
      companyName: "Gulf Steel Trading",
      statement: manyLots(7, 5),
      timeZone: TIME_ZONE,
      generatedAt,
    });
    const progress: number[] = [];
    const paged = await buildCompanyStatementPdf({
      companyName: "Gulf Steel Trading",
      statement: companyStatement({ ...GRAND, lotCount: 7, lots: lots.slice(0, 2) }),
      morePages: pagesOf([
        companyStatement({ ...GRAND, lotCount: 7, lots: lots.slice(2, 5) }),
        companyStatement({ ...GRAND, lotCount: 7, lots: lots.slice(5) }),
      ]),
      onProgress: (done, total) => progress.push(done, total),
      timeZone: TIME_ZONE,
      generatedAt,
    });
    expect(pageOperators(paged.doc)).toEqual(pageOperators(whole.doc));
    expect(drawnText(paged.doc)).toContain("Lots: 7");
    expect(progress).toEqual([0, 7, 1, 7, 2, 7, 3, 7, 4, 7, 5, 7, 6, 7, 7, 7]);
  });

  it("asks to be built again in Noto Sans Arabic when a later page has Arabic letters, and then has every lot once", async () => {
    const arabicRow = row({
      number: 1,
      date: "2026-03-02",
      type: "CONTAINER",
      containerNo: "MSCU1234567",
      sealNo: "S-1",
      material: "خردة حديد",
      quantityTons: "1",
      pricePerTon: "10.00",
      containerAmount: "10.00",
      totalPaid: "0.00",
      balance: "-10.00",
    });
    const [latin] = lotsOf(1, 3);
    const arabic = { lot: { lotNumber: "L-AR", price: "10.00" }, statement: { ...ledger, from: null, to: null, rows: [arabicRow] } };
    const input = (arabicFont: boolean) => ({
      companyName: "Gulf Steel Trading",
      statement: companyStatement({ ...GRAND, lotCount: 2, lots: [latin] }),
      morePages: pagesOf([companyStatement({ ...GRAND, lotCount: 2, lots: [arabic] })]),
      arabicFont,
      timeZone: TIME_ZONE,
      generatedAt,
    });
    await expect(buildCompanyStatementPdf(input(false))).rejects.toBeInstanceOf(NeedsArabicFont);
    const { doc } = await buildCompanyStatementPdf(input(true));
    expect([...rawPdf(doc).matchAll(/\/BaseFont \/([\w+-]+)/g)].some((m) => m[1].includes("NotoSansArabic"))).toBe(true);
    if (hasPdftotext) {
      const text = execFileSync("pdftotext", [writeTemp(doc, "paged-arabic.pdf"), "-"]).toString();
      expect([...text.matchAll(/Lot: (L-\w+)/g)].map((m) => m[1])).toEqual(["L-1", "L-AR"]);
      expect(letters(text)).toContain("خردة حديد");
    }
  });
});

/** The largest money the product keeps (Decimal(14, 2)), and an advance of it. */
const big = "999999999999.99";
const bigAdvance = row({ number: 1, date: "2026-03-02", type: "ADVANCE", amountAdded: big, totalPaid: big, balance: big });

describe("the largest figures the product accepts", () => {
  // Money is Decimal(14, 2) and kg Decimal(14, 3): the widest cells a statement can hold.
  const huge = {
    ...ledger,
    openingBalance: `-${big}`,
    openingTotalPaid: big,
    closingBalance: `-${big}`,
    closingTotalPaid: big,
    totals: { quantityTons: "99999999.999", containerAmount: big, amountAdded: big },
    rows: [
      bigAdvance,
      row({
        number: 2,
        date: "2026-03-05",
        type: "CONTAINER",
        containerNo: "MSCU1234567",
        sealNo: "SL-88",
        material: "HMS 1 and 2 (80:20) shredded",
        quantityTons: "99999999.999",
        pricePerTon: big,
        containerAmount: big,
        totalPaid: big,
        balance: `-${big}`,
      }),
    ],
  };
  const whole = ["$999,999,999,999.99", "Due: $999,999,999,999.99", "Amount Left: $999,999,999,999.99", "99,999,999.999"];

  it("draws every figure in one piece", async () => {
    const lot = await buildLotStatementPdf({
      companyName: "Gulf Steel Trading",
      timeZone: TIME_ZONE,
      lot: { lotNumber: "L-100", price: big },
      statement: lotLedger(huge),
      generatedAt,
    });
    const t = drawnText(lot.doc);
    for (const figure of whole) expect(t.filter((s) => s.includes(figure)).length, figure).toBeGreaterThan(0);
  });

  // In Helvetica, and in Noto Sans Arabic (a statement with Arabic text), whose figures are wider.
  it.runIf(hasPdftotext).each(["Gulf Steel Trading", "شركة الخليج للحديد"])(
    "reads back with each figure whole on one line, in both statements (%s)",
    async (companyName) => {
      const lot = await buildLotStatementPdf({
        companyName,
        timeZone: TIME_ZONE,
        lot: { lotNumber: "L-100", price: big },
        statement: lotLedger(huge),
        generatedAt,
      });
      const company = await buildCompanyStatementPdf({
        companyName,
        timeZone: TIME_ZONE,
        statement: companyStatement({ ...huge, lots: [{ lot: { lotNumber: "L-100", price: big }, statement: huge }] }),
        generatedAt,
      });
      for (const { doc, fileName } of [lot, company]) {
        const out = execFileSync("pdftotext", ["-layout", writeTemp(doc, fileName), "-"]).toString();
        expect(out).toMatch(/\sContainer\s+MSCU1234567\s+SL-88\s/);
        expect(out).toMatch(
          /2\s+05\/03\/2026\s.*99,999,999\.999\s+\$999,999,999,999\.99\s+\$999,999,999,999\.99\s+\$999,999,999,999\.99\s+Due: \$999,999,999,999\.99/,
        );
        expect(out).toMatch(
          /1\s+02\/03\/2026\s+Advance\s+\$999,999,999,999\.99\s+\$999,999,999,999\.99\s+Amount Left: \$999,999,999,999\.99/,
        );
        expect(out).toMatch(/Totals\s.*99,999,999\.999\s+\$999,999,999,999\.99\s+\$999,999,999,999\.99/);
      }
    },
  );
});

describe("words longer than any column", () => {
  // Accepted as typed: 100 characters of material without a space, a long seal, a container
  // number saved despite its check digit; with the largest figures beside them.
  const material = `HMS1/HMS2-80:20-heavy-melting-scrap-bundles-shredded-grade-ISRI-200-206-${"x".repeat(27)}`;
  const long = {
    ...ledger,
    rows: [
      bigAdvance,
      row({
        number: 2,
        date: "2026-03-05",
        type: "CONTAINER",
        containerNo: "BULK-TRUCK-DXB-2026-000123456",
        sealNo: "SEAL0000111122223333444455556666777788889999",
        material,
        quantityTons: "25.823",
        pricePerTon: "1234.56",
        containerAmount: "31880.04",
        totalPaid: big,
        balance: "999999968119.95",
      }),
    ],
  };

  it.runIf(hasPdftotext)(
    "break inside their column: every word of the table lies within the page's margins, every figure whole",
    async () => {
      const { doc, fileName } = await buildLotStatementPdf({
        companyName: "Gulf Steel Trading",
        timeZone: TIME_ZONE,
        lot: { lotNumber: "L-LONG", price: "1234.56" },
        statement: lotLedger(long),
        generatedAt,
      });
      const file = writeTemp(doc, fileName);
      const boxes = execFileSync("pdftotext", ["-bbox", file, "-"]).toString();
      const right = [...boxes.matchAll(/xMax="([\d.]+)"/g)].map((m) => Number(m[1]));
      // A4 is 595.3 pt wide; the margins are 14 mm (39.7 pt).
      expect(Math.max(...right)).toBeLessThanOrEqual(595.3 - 39.7 + 1);
      const out = execFileSync("pdftotext", ["-layout", file, "-"]).toString();
      expect(out).toMatch(/\$31,880\.04\s+\$999,999,999,999\.99\s+Amount Left: \$999,999,968,119\.95/);
      // The broken words are drawn whole, line after line.
      const drawn = drawnText(doc).join("");
      for (const word of [long.rows[1].sealNo, long.rows[1].containerNo, material]) expect(drawn).toContain(word);
    },
  );
});

describe("Arabic text", () => {
  const company = "شركة الخليج للحديد والصلب";
  const address = "شارع السلام، المنطقة الصناعية 12، الشارقة";
  const material = "خردة حديد HMS 1 و 2";
  const arabicLedger = {
    ...ledger,
    rows: ledger.rows.map((r) => (r.type === "CONTAINER" ? { ...r, material, sealNo: "ختم 88" } : r)),
  };

  it("is written in Noto Sans Arabic only when the statement has Arabic letters", async () => {
    const fontsOf = (doc: { output: (type: "arraybuffer") => ArrayBuffer }) =>
      [...rawPdf(doc).matchAll(/\/BaseFont \/([\w+-]+)/g)].map((m) => m[1]);
    const latin = await buildLotStatementPdf({
      companyName: "Gulf Steel Trading",
      lot: { lotNumber: "L-100", price: "136.76" },
      statement: lotLedger(ledger),
      timeZone: TIME_ZONE,
      generatedAt,
    });
    expect(fontsOf(latin.doc).some((f) => f.includes("NotoSansArabic"))).toBe(false);
    const arabic = await buildLotStatementPdf({
      companyName: company,
      lot: { lotNumber: "L-100", price: "136.76" },
      statement: lotLedger(ledger),
      timeZone: TIME_ZONE,
      generatedAt,
    });
    expect(fontsOf(arabic.doc).some((f) => f.includes("NotoSansArabic"))).toBe(true);
  });

  it.runIf(hasPdftotext)("prints the company, its address and the material shaped, right to left, in both statements", async () => {
    const lot = await buildLotStatementPdf({
      companyName: company,
      address,
      lot: { lotNumber: "L-100", price: "136.76" },
      statement: lotLedger(arabicLedger),
      timeZone: TIME_ZONE,
      generatedAt,
    });
    const all = await buildCompanyStatementPdf({
      companyName: company,
      address,
      timeZone: TIME_ZONE,
      statement: companyStatement({ ...arabicLedger, lots: [{ lot: { lotNumber: "L-100", price: "136.76" }, statement: arabicLedger }] }),
      generatedAt,
    });
    expect(lot.fileName).toBe(`Lot_${company}_L-100.pdf`);
    for (const { doc, fileName } of [lot, all]) {
      const file = writeTemp(doc, fileName);
      const text = execFileSync("pdftotext", [file, "-"]).toString();
      // The glyphs drawn are the letters' contextual forms: initial sheen, final reh, initial kaf,
      // final teh marbuta ("شركة"); alef, initial lam, medial seen, final lam-alef ligature, meem ("السلام").
      expect(text).toContain("\uFEB7\uFEAE\uFEDB\uFE94");
      expect(text).toContain("\uFE8D\uFEDF\uFEB4\uFEFC\uFEE1");
      // Read back in logical order, the words are those typed (pdftotext's own reordering of a
      // line that mixes directions can move a figure, so the address is checked phrase by phrase).
      const plain = letters(text);
      expect(plain).toContain(`Company: ${company}`);
      for (const phrase of ["شارع السلام", "المنطقة الصناعية", "الشارقة"]) expect(plain).toContain(phrase);
      // In drawing order, left to right on the page: words run right to left, a Latin part and
      // figures left to right inside them; an English line keeps its label first.
      const raw = letters(execFileSync("pdftotext", ["-raw", file, "-"]).toString());
      expect(raw).toContain("Company: والصلب للحديد الخليج شركة");
      expect(raw).toContain("Address: الشارقة ،12 الصناعية المنطقة ،السلام شارع");
      // (Over two lines of its column since the State column (issue 47) took its share of the room, its marks on one line: each line right to left.)
      expect(raw).toContain("حديد خردة\n2 و HMS 1");
      expect(raw).toContain("88 ختم");
      // The rest of the row reads as before.
      expect(letters(execFileSync("pdftotext", ["-layout", file, "-"]).toString())).toMatch(
        /12\.345\s+\$136\.76\s+\$1,688\.27\s+\$2,000\.00\s+Due: \$838\.27/,
      );
    }
  });
});

describe("characters the font cannot draw", () => {
  const reason = "Bank said ✅ returned 💸 — Müller & Søn";
  const voidedPayment = {
    __typename: "Payment",
    date: "2026-03-03",
    amount: "1500.25",
    voidReason: reason,
    voidedBy: "Noura Saleh",
    voidedAt: "2026-03-03T06:15:00.000Z",
  } as const;
  // Seal and material as typed on a phone: an emoji, a family (one emoji of three joined), a flag.
  const emojiLedger = {
    ...ledger,
    rows: ledger.rows.map((r) => (r.type === "CONTAINER" ? { ...r, sealNo: "SL-88 🔒", material: "Copper 👨‍👩‍👧 wire 🇦🇪" } : r)),
  };
  const pdfText = (doc: { output: (type: "arraybuffer") => ArrayBuffer }, mode = "-raw") =>
    letters(execFileSync("pdftotext", [mode, writeTemp(doc, "chars.pdf"), "-"]).toString());

  it.runIf(hasPdftotext)("print as a ?, a whole emoji sequence as one, in Helvetica: accents, dashes and € as they are", async () => {
    const letterhead = {
      companyName: "Gulf Recycling Traders ♻️",
      address: "Plot 27, Sharjah",
      phone: "+971 6 555 0142",
      generalEmail: "info@gulfrecycling.ae",
    };
    const built = await buildLotStatementPdf({
      letterhead,
      companyName: "Müller & Søn 🏭 Metals",
      lot: { lotNumber: "L-100 ⭐", price: "136.76" },
      statement: lotLedger(emojiLedger),
      voided: lotWithVoided([voidedPayment]),
      timeZone: TIME_ZONE,
      generatedAt,
    });
    const text = pdfText(built.doc);
    expect(text).toContain(
      "03/03/2026 Payment $1,500.25, voided by Noura Saleh on 03/03/2026, 10:15: Bank said ? returned ? — Müller & Søn",
    );
    expect(text).toContain("Gulf Recycling Traders ?");
    expect(text).toContain("Company: Müller & Søn ? Metals");
    expect(text).toContain("Lot: L-100 ?");
    expect(text).toContain("Müller & Søn ? Metals - Lot L-100 ?");
    // (The material over two lines of its column, its second line under the row's figures.)
    const layout = pdfText(built.doc, "-layout");
    expect(layout).toMatch(/Copper \? wire\s/);
    expect(layout).toMatch(/MSCU1234567\s+SL-88 \?\s+12\.345/);
    // No character went out as bytes of another (a text with one was once written whole as UTF-16).
    expect(text).not.toMatch(/[ØÜþÿ\u0000]|Ø=/);

    const all = await buildCompanyStatementPdf({
      companyName: "Müller & Søn 🏭 Metals",
      statement: companyStatement({
        ...GRAND,
        lots: [{ lot: { lotNumber: "L-100 ⭐", price: "136.76" }, statement: emojiLedger, voidedEntries: [voidedPayment] }],
      }),
      timeZone: TIME_ZONE,
      generatedAt,
    });
    const detailed = pdfText(all.doc);
    expect(detailed).toContain("Lot: L-100 ?");
    expect(detailed).toContain("10:15: Bank said ? returned ? — Müller & Søn");
    const allLayout = pdfText(all.doc, "-layout");
    expect(allLayout).toMatch(/Copper \? wire\s/);
    expect(allLayout).toMatch(/MSCU1234567\s+SL-88 \?\s+12\.345/);
    expect(detailed).not.toMatch(/[ØÜþÿ\u0000]|Ø=/);
  });

  it.runIf(hasPdftotext)("print as a ? in Noto Sans Arabic too, and the rest of the line still prints", async () => {
    const built = await buildLotStatementPdf({
      companyName: "شركة الخليج 🏭",
      lot: { lotNumber: "L-100", price: "136.76" },
      statement: lotLedger({
        ...emojiLedger,
        rows: emojiLedger.rows.map((r) => (r.type === "CONTAINER" ? { ...r, material: "خردة ±5% 👍 HMS" } : r)),
      }),
      voided: lotWithVoided([voidedPayment]),
      timeZone: TIME_ZONE,
      generatedAt,
    });
    const text = pdfText(built.doc);
    expect(text).toContain("voided by Noura Saleh on 03/03/2026, 10:15: Bank said ? returned ? — Müller & Søn");
    // In drawing order (see "Arabic text"): the ? is where the emoji was, at the end of the line in English.
    expect(text).toContain("Company: الخليج شركة ?");
    expect(text).toContain("Lot L-100 - ? الخليج شركة");
    // Every word of the material: "±" is Latin-1 but not in this font (it ended the text there), 👍 was dropped.
    expect(text).toContain("SL-88 ?\n? %5? خردة\nHMS\n12.345");
  });
});

describe("our letterhead", () => {
  const letterhead = {
    companyName: "Gulf Recycling Traders",
    address: "Plot 27, Industrial Area 12, Sharjah",
    phone: "+971 6 555 0142",
    generalEmail: "info@gulfrecycling.ae",
  };

  it("tops the first page of every statement, above the customer's block, with our logo", async () => {
    for (const { doc } of [
      await buildLotStatementPdf({
        letterhead,
        companyName: "Gulf Steel Trading",
        lot: { lotNumber: "L-100", price: "136.76" },
        statement: lotLedger(ledger),
        timeZone: TIME_ZONE,
        generatedAt,
      }),
      await buildCompanyStatementPdf({
        letterhead,
        companyName: "مجموعة الخليج",
        statement: manyLots(2, 3),
        timeZone: TIME_ZONE,
        generatedAt,
      }),
    ]) {
      const raw = rawPdf(doc);
      expect(raw).toMatch(/\/Subtype \/Image/);
      const texts = drawnText(doc);
      if (texts.length > 0) {
        // Helvetica's text is readable as drawn: ours first, then the customer's.
        expect(texts.slice(0, 3)).toEqual([
          "Gulf Recycling Traders",
          "Plot 27, Industrial Area 12, Sharjah",
          "Tel +971 6 555 0142  |  info@gulfrecycling.ae",
        ]);
        expect(texts.indexOf("Company: Gulf Steel Trading")).toBeGreaterThan(2);
      }
      if (hasPdftotext) {
        const out = execFileSync("pdftotext", ["-layout", writeTemp(doc, "letterhead.pdf"), "-"]).toString();
        expect(out.indexOf("Gulf Recycling Traders")).toBeLessThan(out.indexOf("Company:"));
        expect(out).toContain("info@gulfrecycling.ae");
      }
    }
  });

  it.runIf(hasPdftotext)("a long name and address go on over more lines within the page, above the customer's block", async () => {
    const long = {
      ...letterhead,
      companyName: "Al Noor Ferrous, Non-Ferrous Metal & Tyre Recycling Trading Company L.L.C. (Sharjah Branch)",
      address:
        "Warehouse 14-B, Plot 2736, Street 18, Industrial Area 12 (behind the Emirates Transport depot), P.O. Box 123456, Sharjah, United Arab Emirates",
    };
    const { doc, fileName } = await buildLotStatementPdf({
      letterhead: long,
      companyName: "Gulf Steel Trading",
      lot: { lotNumber: "L-100", price: "136.76" },
      statement: lotLedger(ledger),
      timeZone: TIME_ZONE,
      generatedAt,
    });
    const file = writeTemp(doc, fileName);
    const words = [
      ...execFileSync("pdftotext", ["-bbox", "-f", "1", "-l", "1", file, "-"])
        .toString()
        .matchAll(/xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</g),
    ].map((m) => ({ right: Number(m[1]), bottom: Number(m[2]), word: m[3] }));
    // A4 is 595.3 pt wide; the margins are 14 mm (39.7 pt).
    expect(Math.max(...words.map((w) => w.right))).toBeLessThanOrEqual(595.3 - 39.7 + 1);
    const out = execFileSync("pdftotext", ["-f", "1", "-l", "1", file, "-"]).toString().replace(/\s+/g, " ");
    for (const text of [long.companyName, long.address, "info@gulfrecycling.ae"]) expect(out).toContain(text);
    // Every word of ours above the customer's block.
    const customer = words.find((w) => w.word === "Company:")!;
    const ours = words.filter((w) => w.word === "Emirates" || w.word === "info@gulfrecycling.ae");
    for (const word of ours) expect(word.bottom).toBeLessThan(customer.bottom);
  });

  it("is left out where the site's details are not known", async () => {
    const { doc } = await buildLotStatementPdf({
      companyName: "Gulf Steel Trading",
      lot: { lotNumber: "L-100", price: "136.76" },
      statement: lotLedger(ledger),
      timeZone: TIME_ZONE,
      generatedAt,
    });
    expect(rawPdf(doc)).not.toMatch(/\/Subtype \/Image/);
    expect(drawnText(doc)[0]).toBe("Lot Statement");
  });
});

describe("the tables' drawing", () => {
  /** Each page's drawing operators, as jsPDF writes them (before compression). */
  /** The strings drawn (`(text) Tj`) by these operators. */
  const shown = (operators: string[]) =>
    operators.flatMap((op) => [...op.matchAll(/^\(((?:\\.|[^\\)])*)\) Tj$/g)].map((m) => m[1].replace(/\\([()\\])/g, "$1")));

  it("writes a ledger row as one block: its outline (no rectangle per cell), its cells' text as one text object", async () => {
    const { doc } = await buildLotStatementPdf({
      companyName: "Gulf Steel Trading",
      lot: { lotNumber: "L-100", price: "136.76" },
      statement: lotLedger(ledger),
      timeZone: TIME_ZONE,
      generatedAt,
    });
    const [page] = pageOperators(doc);
    const text = page.indexOf("(MSCU1234567) Tj");
    const begin = page.lastIndexOf("BT", text);
    const end = page.indexOf("ET", text);
    // Every cell of row 2 in order; its empty Amount Added cell draws nothing; then its State, over its lines.
    const cells = shown(page.slice(begin, end));
    expect(cells.slice(0, 11)).toEqual([
      "2",
      "05/03/2026",
      "Container",
      "MSCU1234567",
      "SL-88",
      "HMS 1",
      "12.345",
      "$136.76",
      "$1,688.27",
      "$2,000.00",
      "Due: $838.27",
    ]);
    expect(cells.slice(11).join(" ")).toBe("Disputed: 12,000.5 kg");
    // Its borders: moved to the row's top left, the row's outline, stroked (the rules between cells are the table's).
    const path = page.slice(
      page.findLastIndex((op, i) => i < begin && / cm$/.test(op)),
      begin,
    );
    expect(path[0]).toMatch(/^1 0 0 1 [-\d.]+ [-\d.]+ cm$/);
    expect(path.filter((op) => / re$/.test(op))).toEqual([expect.stringMatching(/^0 0 [\d.]+ -[\d.]+ re$/)]);
    expect(path.filter((op) => / l$/.test(op))).toEqual([]);
    expect(path.at(-1)).toBe("S");
  });

  it("draws the rules between a table's cells once for each run of rows with the same cells, from its first row's top to its last one's bottom", async () => {
    const { doc } = await buildLotStatementPdf({
      companyName: "Gulf Steel Trading",
      lot: { lotNumber: "L-100", price: "136.76" },
      statement: lotLedger(ledger),
      timeZone: TIME_ZONE,
      generatedAt,
    });
    const [page] = pageOperators(doc);
    const whole = page.slice(page.indexOf("q"), page.indexOf("Q"));
    // The head's 12 rules, the 3 rows' and the totals' 12 (the SPEC's 12 columns and the State; the
    // opening balance's 3 cells are drawn one by one) and the closing balance's 3 (its label across
    // the first ten columns, total paid, balance, a blank under the State): 27 lines where each row drew its own (66).
    expect(whole.filter((op) => / l$/.test(op))).toHaveLength(12 + 12 + 3);
    // Up to the move to the closing balance (the foot's second row: its cells differ, its rules its own).
    const frame = whole.slice(
      0,
      whole.findLastIndex((op) => / cm$/.test(op)),
    );
    // The rows' rules come after the totals (the run's last row: the same cells), stroked together: each from the first row's top to the totals' bottom.
    const rules = frame.slice(-13, -1);
    expect(frame.at(-1)).toBe("S");
    const moves = frame.filter((op) => / cm$/.test(op)).map((op) => Number(op.split(" ")[5]));
    const heights = frame.filter((op) => / re$/.test(op)).map((op) => Number(op.split(" ")[3]));
    // The head, the opening balance's 4 cells (its label, total paid, balance, and one blank under the State), the 3 rows and the totals, each moved to from the one before.
    expect(moves).toHaveLength(9);
    // From the frame's origin (the totals' top left): up to the first row's top, down to the totals' bottom.
    const up = -(moves[6] + moves[7] + moves[8]);
    const xs = rules.map((op) => {
      const [x, from, m, x2, to, l] = op.split(" ");
      expect([m, x2, l]).toEqual(["m", x, "l"]);
      expect(Number(from)).toBeCloseTo(up, 2);
      expect(Number(to)).toBeCloseTo(heights.at(-1)!, 2);
      return Number(x);
    });
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
    expect(new Set(xs).size).toBe(12);
  });

  it("keeps each page's rows in one frame, closed before anything else is drawn and before the page ends", async () => {
    for (const { doc } of [
      await buildCompanyStatementPdf({ companyName: "Gulf Steel Trading", statement: manyLots(8, 6), timeZone: TIME_ZONE, generatedAt }),
      await buildCompanyStatementPdf({ companyName: "شركة الخليج", statement: manyLots(3, 30), timeZone: TIME_ZONE, generatedAt }),
    ]) {
      const pages = pageOperators(doc);
      expect(pages.length).toBeGreaterThan(1);
      for (const page of pages) {
        let depth = 0;
        for (const op of page) {
          if (op === "q") depth++;
          if (op === "Q") depth--;
          expect(depth).toBeGreaterThanOrEqual(0);
          expect(depth).toBeLessThanOrEqual(1);
          // The lots' headings and the pages' feet: outside the frame; the table's foot in it, with its rows.
          if (/^\((Lot: L-\d+|Page \d+ of \d+)\) Tj$/.test(op)) expect(depth, op).toBe(0);
          if (op === "(Totals) Tj") expect(depth, op).toBe(1);
        }
        expect(depth).toBe(0);
      }
    }
  });

  it("keeps the detailed statement of the bench's company to well under half of what a rectangle and a text object per cell took", async () => {
    const lots = 10;
    const { doc } = await buildCompanyStatementPdf({
      companyName: "Scale Metals",
      address: "Sharjah",
      statement: benchCompanyStatement(lots),
      timeZone: TIME_ZONE,
      generatedAt,
    });
    const bytes = doc.output("arraybuffer").byteLength;
    // A rectangle and a text object per cell took about 150 bytes a row (64 now, page overheads included).
    expect(bytes / (lots * 70)).toBeLessThan(70);
  });
});

describe("the papers' columns a trader chose", () => {
  const noContainer = { container: null };
  const noPayment = { payment: null };
  const note = "Second instalment, paid through Emirates NBD after the buyer's inspection of the bundles at Jebel Ali";
  const papersLedger = {
    ...ledger,
    rows: [
      {
        ...ledger.rows[0],
        ...noContainer,
        payment: { method: "BANK_TRANSFER", reference: "TT-REF-20260302-0001", chequeDueDate: null, note: null },
      },
      {
        ...ledger.rows[1],
        ...noPayment,
        container: {
          bookingNo: "BKG-ALPHA-778812",
          billOfLadingNo: "MEDUBL20260305",
          vessel: "MSC Aurora",
          voyage: "051E",
          portOfLoading: "Jebel Ali",
          portOfDischarge: "Nhava Sheva",
          grossKg: "14645.000",
          tareKg: "2300.000",
          quantityKg: "12345.000",
          weighbridgeTicket: "WB-000771",
          ownPricePerTon: "136.76",
        },
      },
      {
        ...ledger.rows[2],
        ...noContainer,
        payment: { method: "POST_DATED_CHEQUE", reference: "CHQ 000123", chequeDueDate: "2026-04-30", note },
      },
    ],
  };
  const everyPaper = [
    "bookingNo",
    "billOfLadingNo",
    "vesselVoyage",
    "portOfLoading",
    "portOfDischarge",
    "grossKg",
    "tareKg",
    "netKg",
    "weighbridgeTicket",
    "ownPricePerTon",
    "method",
    "reference",
    "chequeDueDate",
    "note",
  ];
  const build = (columns: string[]) =>
    buildLotStatementPdf({
      companyName: "Gulf Steel Trading",
      timeZone: TIME_ZONE,
      lot: { lotNumber: "L-100", price: "136.76" },
      statement: lotLedger(papersLedger),
      generatedAt,
      columns,
    });

  it("leave the statement as the SPEC's when none is chosen: the same drawing as without papers asked", async () => {
    const plain = await buildLotStatementPdf({
      companyName: "Gulf Steel Trading",
      timeZone: TIME_ZONE,
      lot: { lotNumber: "L-100", price: "136.76" },
      statement: lotLedger(ledger),
      generatedAt,
    });
    const none = await build([]);
    expect(pageOperators(none.doc)).toEqual(pageOperators(plain.doc));
    expect(none.doc.internal.pageSize.getWidth()).toBeCloseTo(210, 0);
  });

  it("a few are added after the SPEC's columns on the upright page", async () => {
    const { doc } = await build(["billOfLadingNo", "reference"]);
    expect(doc.internal.pageSize.getWidth()).toBeCloseTo(210, 0);
    const drawn = drawnText(doc);
    expect(drawn).toEqual(expect.arrayContaining(["B/L No", "MEDUBL20260305", "TT-REF-20260302-0001", "Rem. Balance"]));
    expect(drawn).not.toContain("BKG-ALPHA-778812");
  });

  it.runIf(hasPdftotext)("all of them go across the page (A4 landscape), every word within its margins, long notes wrapped", async () => {
    const { doc, fileName } = await build(everyPaper);
    expect(doc.internal.pageSize.getWidth()).toBeCloseTo(297, 0);
    const file = writeTemp(doc, fileName);
    const boxes = execFileSync("pdftotext", ["-bbox", file, "-"]).toString();
    const right = [...boxes.matchAll(/xMax="([\d.]+)"/g)].map((m) => Number(m[1]));
    // A4 across is 841.9 pt wide; the margins are 14 mm (39.7 pt).
    expect(Math.max(...right)).toBeLessThanOrEqual(841.9 - 39.7 + 1);
    const out = execFileSync("pdftotext", ["-layout", file, "-"]).toString();
    for (const value of [
      "BKG-ALPHA-778812",
      "MEDUBL20260305",
      "Aurora",
      "Nhava",
      "14645",
      "12345",
      "WB-000771",
      "Bank",
      "TT-REF-20260302-0001",
      "Post-dated",
      "30/04/2026",
      "$136.76",
    ])
      expect(out).toContain(value);
    // The SPEC's figures are whole on their lines still.
    expect(out).toMatch(/\$1,688\.27/);
    // The note wraps over several lines of its column, all of it there.
    const drawn = drawnText(doc).join(" ");
    for (const word of note.split(" ")) expect(drawn).toContain(word);
  });

  it("a note longer than a page is split across pages (the table autotable pages), all of it drawn, the head on each page", async () => {
    const longNote = Array.from({ length: 60 }, (_, i) => `${note} (${i + 1})`).join(" ");
    const rows = papersLedger.rows.map((row, i) => (i === 2 ? { ...row, payment: { ...row.payment!, note: longNote } } : row));
    const { doc } = await buildLotStatementPdf({
      companyName: "Gulf Steel Trading",
      timeZone: TIME_ZONE,
      lot: { lotNumber: "L-100", price: "136.76" },
      statement: lotLedger({ ...papersLedger, rows }),
      generatedAt,
      columns: ["note"],
    });
    const pages = pageOperators(doc);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    const drawn = drawnText(doc);
    for (const i of [1, 30, 60]) expect(drawn.join(" ")).toContain(`(${i})`);
    // The head on every page the table runs over, its totals once at its end.
    expect(drawn.filter((text) => text === "Rem. Balance").length).toBeGreaterThanOrEqual(pages.length - 1);
    expect(drawn.filter((text) => text === "Totals").length).toBe(1);
  });

  it("the company's statement carries them for every lot, asked with its rows", async () => {
    const statement = companyStatementWithPapers({
      ...ledger,
      lots: [{ lot: { lotNumber: "L-7", price: "136.76" }, statement: papersLedger }],
    });
    const { doc } = await buildCompanyStatementPdf({
      companyName: "Gulf Steel Trading",
      timeZone: TIME_ZONE,
      statement,
      generatedAt,
      columns: ["billOfLadingNo", "reference"],
    });
    expect(drawnText(doc)).toEqual(expect.arrayContaining(["B/L No", "Payment Reference", "MEDUBL20260305", "CHQ 000123"]));
  });
});
