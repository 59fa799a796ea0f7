import { describe, expect, it } from "vitest";
import { csvRecords } from "../../test/csvRecords.ts";
import { companyStatement, companyStatementWithPapers, lotLedger } from "./__fixtures__/statementTestData.ts";
import { chosenColumns } from "./statementColumns.ts";
import { companyStatementCsv, lotStatementCsv } from "./statementCsv.ts";

/** Where a row stands between the two sides (issue 47), as LedgerRow.agreement answers it. */
const agreed = (state: string, more: Record<string, string | null> = {}) => ({
  state,
  waitingFor: null,
  disputedQuantityKg: null,
  disputedAmount: null,
  disputedDate: null,
  ...more,
});
const blank = {
  containerNo: null,
  sealNo: null,
  material: null,
  quantityTons: null,
  pricePerTon: null,
  containerAmount: null,
  amountAdded: null,
  agreement: agreed("CONFIRMED"),
};
const ledger = {
  from: "2026-03-01",
  to: "2026-03-31",
  openingBalance: "-150.00",
  openingTotalPaid: "1000.00",
  closingBalance: "-12344445.25",
  closingTotalPaid: "12345678901.25",
  totals: { quantityTons: "24524.5005", containerAmount: "24198024715.92", amountAdded: "12345677901.25" },
  rows: [
    {
      ...blank,
      number: 1,
      date: "2026-03-02",
      type: "ADVANCE",
      amountAdded: "12345677901.25",
      totalPaid: "12345678901.25",
      balance: "12345678751.25",
    },
    {
      ...blank,
      number: 2,
      date: "2026-03-05",
      type: "CONTAINER",
      containerNo: "MSCU1234565",
      sealNo: "=1+2",
      material: 'HMS 1, 2 "80:20"',
      quantityTons: "24524.5005",
      pricePerTon: "987654.32",
      containerAmount: "24198024715.92",
      totalPaid: "12345678901.25",
      balance: "-11852345814.67",
      agreement: agreed("DISPUTED", { waitingFor: "COUNTERPARTY", disputedQuantityKg: "24000.250", disputedDate: "2026-03-06" }),
    },
    {
      ...blank,
      number: 3,
      date: "2026-03-20",
      type: "CONTAINER",
      containerNo: "TGHU7654321",
      sealNo: "ختم 9",
      material: "خردة حديد، مكبوسة",
      quantityTons: "0.5",
      pricePerTon: "10.00",
      containerAmount: "5.00",
      totalPaid: "12345678901.25",
      balance: "-11852345819.67",
      agreement: agreed("RECORDED", { waitingFor: "HOUSE" }),
    },
  ],
};

describe("one lot's ledger as CSV", () => {
  const text = lotStatementCsv(lotLedger(ledger), [], "Gulf Steel Trading");

  it("is UTF-8 with a byte order mark, CRLF line ends, and fields quoted as RFC 4180 says", () => {
    expect(text.startsWith("\uFEFF#,Date,Type,")).toBe(true);
    // Head, opening balance, 3 rows, totals, closing balance: 7 records, each ended by CRLF.
    expect(text.split("\r\n")).toEqual([...Array(7).fill(expect.any(String)), ""]);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(text).toContain(',"HMS 1, 2 ""80:20""",');
  });

  it("has the PDF's rows: the opening balance, each row, the totals and the closing balance, figures as plain numbers", () => {
    expect(csvRecords(text)).toEqual([
      [
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
      ],
      ["", "", "Opening balance (before 2026-03-01)", "", "", "", "", "", "", "", "1000.00", "-150.00", "Due", ""],
      [
        "1",
        "2026-03-02",
        "Advance",
        "",
        "",
        "",
        "",
        "",
        "",
        "12345677901.25",
        "12345678901.25",
        "12345678751.25",
        "Amount Left",
        "Confirmed",
      ],
      [
        "2",
        "2026-03-05",
        "Container",
        "MSCU1234565",
        "'=1+2",
        'HMS 1, 2 "80:20"',
        "24524.5005",
        "987654.32",
        "24198024715.92",
        "",
        "12345678901.25",
        "-11852345814.67",
        "Due",
        "Disputed (other figure: 24000.250 kg, 2026-03-06)",
      ],
      [
        "3",
        "2026-03-20",
        "Container",
        "TGHU7654321",
        "ختم 9",
        "خردة حديد، مكبوسة",
        "0.500",
        "10.00",
        "5.00",
        "",
        "12345678901.25",
        "-11852345819.67",
        "Due",
        "Waiting for Gulf Recycling Traders",
      ],
      ["", "", "Totals", "", "", "", "24524.5005", "", "24198024715.92", "12345677901.25", "", "", "", ""],
      ["", "", "Closing balance (end of 2026-03-31)", "", "", "", "", "", "", "", "12345678901.25", "-12344445.25", "Due", ""],
    ]);
  });

  it("labels the balances without a range when the ledger has none", () => {
    const records = csvRecords(lotStatementCsv(lotLedger({ ...ledger, from: null, to: null, rows: [] })));
    expect(records.map((r) => r[2])).toEqual(["Type", "Opening balance", "Totals", "Closing balance"]);
  });
});

describe("the detailed statement as CSV", () => {
  it("has every lot's ledger with its lot number and price, then the company's figures as All lots", () => {
    const records = csvRecords(
      companyStatementCsv(
        companyStatement({
          from: null,
          to: "2026-03-31",
          openingBalance: "0.00",
          openingTotalPaid: "0.00",
          closingBalance: "99.50",
          closingTotalPaid: "150.00",
          totals: { quantityTons: "1.000", containerAmount: "50.50", amountAdded: "150.00" },
          lots: [
            { lot: { lotNumber: "L-1", price: "50.50" }, statement: { ...ledger, rows: ledger.rows.slice(0, 1) } },
            { lot: { lotNumber: "-7", price: "1234567.00" }, statement: { ...ledger, rows: [] } },
          ],
        }),
      ),
    );
    expect(records[0]).toEqual([
      "Lot",
      "Lot Price/Ton",
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
    expect(records.slice(1).map((r) => [r[0], r[1], r[4]])).toEqual([
      ["L-1", "50.50", "Opening balance (before 2026-03-01)"],
      ["L-1", "50.50", "Advance"],
      ["L-1", "50.50", "Totals"],
      ["L-1", "50.50", "Closing balance (end of 2026-03-31)"],
      // A lot number that a spreadsheet would take for a formula or a negative number stays text.
      ["'-7", "1234567.00", "Opening balance (before 2026-03-01)"],
      ["'-7", "1234567.00", "Totals"],
      ["'-7", "1234567.00", "Closing balance (end of 2026-03-31)"],
      ["All lots", "", "Opening balance"],
      ["All lots", "", "Totals"],
      ["All lots", "", "Closing balance (end of 2026-03-31)"],
    ]);
    expect(records.at(-3)!.slice(12)).toEqual(["0.00", "0.00", "Amount Left", ""]);
    expect(records.at(-2)!.slice(8, 12)).toEqual(["1.000", "", "50.50", "150.00"]);
    expect(records.at(-1)!.slice(12)).toEqual(["150.00", "99.50", "Amount Left", ""]);
    // Each row's state by the company's name it was asked with (none here: "the company"), the totals' blank.
    expect(records.find((r) => r[4] === "Advance")!.at(-1)).toBe("Confirmed");
  });

  it("is the same from pages of lots as from one answer", () => {
    const figures = {
      from: null,
      to: null,
      openingBalance: "0.00",
      openingTotalPaid: "0.00",
      closingBalance: "1.00",
      closingTotalPaid: "1.00",
      totals: ledger.totals,
    };
    const lots = ["L-1", "L-2", "L-3"].map((lotNumber) => ({ lot: { lotNumber, price: "50.50" }, statement: ledger }));
    const whole = companyStatementCsv(companyStatement({ ...figures, lots }));
    const paged = companyStatementCsv(companyStatement({ ...figures, lotCount: 3, lots: lots.slice(0, 1) }), [
      companyStatement({ ...figures, lotCount: 3, lots: lots.slice(1, 2) }),
      companyStatement({ ...figures, lotCount: 3, lots: lots.slice(2) }),
    ]);
    expect(paged).toBe(whole);
    expect(
      new Set(
        csvRecords(paged)
          .slice(1)
          .map((r) => r[0]),
      ),
    ).toEqual(new Set(["L-1", "L-2", "L-3", "All lots"]));
  });
});

describe("the papers' columns a trader chose", () => {
  const papersLedger = {
    ...ledger,
    rows: [
      {
        ...ledger.rows[0],
        container: null,
        payment: { method: "BANK_TRANSFER", reference: "=HYPERLINK(1)", chequeDueDate: null, note: null },
      },
      {
        ...ledger.rows[1],
        payment: null,
        container: {
          billOfLadingNo: "MEDU7654321",
          bookingNo: null,
          vessel: null,
          voyage: null,
          portOfLoading: null,
          portOfDischarge: null,
          grossKg: "26824.500",
          tareKg: "2300.000",
          quantityKg: "24524.500",
          weighbridgeTicket: null,
          ownPricePerTon: null,
        },
      },
      { ...ledger.rows[2], container: null, payment: null },
    ],
  };

  it("come after the SPEC's columns, which stay as they were, blank on the balance rows; typed text kept from running as a formula", () => {
    const records = csvRecords(
      lotStatementCsv(lotLedger(papersLedger), chosenColumns(["reference", "billOfLadingNo", "grossKg", "method"])),
    );
    const plain = csvRecords(lotStatementCsv(lotLedger(papersLedger)));
    expect(records.map((r) => r.slice(0, 13))).toEqual(plain.map((r) => r.slice(0, 13)));
    expect(records.map((r) => r.slice(13, -1))).toEqual([
      ["B/L No", "Gross (kg)", "Payment Method", "Payment Reference"],
      ["", "", "", ""],
      ["", "", "Bank transfer", "'=HYPERLINK(1)"],
      ["MEDU7654321", "26824.5", "", ""],
      ["", "", "", ""],
      ["", "", "", ""],
      ["", "", "", ""],
    ]);
    // The State stays the last column, after the papers.
    expect(records.map((r) => r.at(-1))).toEqual(plain.map((r) => r.at(-1)));
    expect(records[0].at(-1)).toBe("State");
  });

  it("in the company's statement too, its rows asked with their papers", () => {
    const statement = companyStatementWithPapers({
      ...ledger,
      lots: [{ lot: { lotNumber: "L-7", price: "10.00" }, statement: papersLedger }],
    });
    const records = csvRecords(companyStatementCsv(statement, [], chosenColumns(["billOfLadingNo", "reference"])));
    expect(records[0].slice(-4)).toEqual(["Balance Status", "B/L No", "Payment Reference", "State"]);
    expect(records.find((r) => r[4] === "Container" && r[5] === "MSCU1234565")?.slice(-3)).toEqual([
      "MEDU7654321",
      "",
      "Disputed (other figure: 24000.250 kg, 2026-03-06)",
    ]);
    expect(records.find((r) => r[4] === "Advance")?.slice(-3)).toEqual(["", "'=HYPERLINK(1)", "Confirmed"]);
    expect(records.every((r) => r.length === records[0].length)).toBe(true);
  });
});
