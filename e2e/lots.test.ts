/**
 * Lots, the lot ledger and the PDF statements in Chromium against the real server on a fresh
 * database (SPEC sections 2, 4, 5, 8 and 9): a supplier's whole journey on /add-lot and
 * /lot-details (containers and payments entered out of date order, an edit with its history, a
 * date filter with opening and closing balances, both PDFs downloaded and read back with
 * pdftotext), a buyer's journey on /addlotbuyer, and the lot details page on a 360 px phone.
 *
 * Users and profiles are made through the GraphQL API; the browser gets the token and user in
 * local storage, as the login page leaves them.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { AxeBuilder } from "@axe-core/playwright";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { chooseLot, companyOwner, signedInPage, type Session } from "./api.ts";
import { collectPageErrors, describeE2E, PHONE, repoRoot, startHarness, waitForHydration, type Harness } from "./harness.ts";
import { escapeRegExp } from "../shared/regExp.ts";
import { pdfText, pdfTons } from "./pdfFormat.ts";

const SHOTS = path.join(repoRoot, "tmp/screenshots/lots");
const DOWNLOADS = fs.mkdtempSync(path.join(os.tmpdir(), "lots-e2e-pdf-"));

const SUPPLIER_COMPANY = "Haddad Metals FZE";
const BUYER_COMPANY = "Cement Works India Pvt Ltd";

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** The ledger table as the screen shows it: the twelve figure cells of each row (tons exact, as a cell keeps them in data-exact). */
async function screenRows(page: Page): Promise<string[][]> {
  return page.$$eval("table.ledger-table tbody tr.ledger-row", (rows) =>
    rows.map((r) =>
      Array.from((r as HTMLTableRowElement).cells)
        .slice(0, 12)
        .map((c) => (c.querySelector<HTMLElement>("[data-exact]")?.dataset.exact ?? c.textContent ?? "").trim()),
    ),
  );
}

async function waitForRows(page: Page, count: number) {
  await page.waitForFunction((n) => document.querySelectorAll("table.ledger-table tbody tr.ledger-row").length === n, count);
}

/** A row's non-empty cells, in order, separated by whitespace: how pdftotext -layout writes a table line. */
/** A screen row (exact tons) as a line of the PDF, which writes tons with 3 decimals. */
function rowPattern(cells: string[]): RegExp {
  const escaped = cells
    .map((cell, i) => (i === 6 ? pdfTons(cell) : cell))
    .filter(Boolean)
    .map(escapeRegExp);
  return new RegExp(escaped.join("\\s+"));
}

async function download(page: Page, button: Locator): Promise<{ name: string; file: string }> {
  const [event] = await Promise.all([page.waitForEvent("download"), button.click()]);
  const name = event.suggestedFilename();
  const file = path.join(DOWNLOADS, `${Date.now()}-${name}`);
  await event.saveAs(file);
  return { name, file };
}

describeE2E("lots, the lot ledger and the PDF statements", () => {
  let h: Harness;
  let supplier: Session;
  let buyer: Session;

  const trader = (email: string, role: "SUPPLIER" | "BUYER", companyName: string): Promise<Session> =>
    companyOwner(h, { name: "Omar Haddad", email, phone: "0501234567", password: "scrap-metal-1" }, role, {
      companyName,
      contact: "+971 50 123 4567",
      address: "Sharjah, United Arab Emirates",
      website: null,
      gst: null,
    });

  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    h = await startHarness({ env: { RATE_LIMIT_MAX: "1000" } });
    supplier = await trader("omar@haddadmetals.ae", "SUPPLIER", SUPPLIER_COMPANY);
    buyer = await trader("priya@cementworks.in", "BUYER", BUYER_COMPANY);
  });
  afterAll(async () => {
    await h?.stop();
    fs.rmSync(DOWNLOADS, { recursive: true, force: true });
  });

  it("a supplier's whole lot journey: lot, containers and payments, an edit, a filter, both PDFs", async () => {
    const page = await signedInPage(h, supplier, { acceptDownloads: true });
    const errors = collectPageErrors(page);

    // ---- /add-lot: the empty list and the rules of the lot form.
    await page.goto(h.url("/add-lot"));
    await page.getByRole("heading", { level: 1, name: "Manage Lots" }).waitFor();
    const lotBox = page.getByRole("combobox", { name: "Select Existing Lot" });
    expect(await lotBox.isDisabled()).toBe(true);
    expect(await lotBox.getAttribute("placeholder")).toBe("No lots yet");
    await page.getByRole("button", { name: "Add Lot" }).click();
    const missing = page.getByRole("alertdialog", { name: "Please fill in all fields" });
    await missing.waitFor();
    await missing.getByRole("button", { name: "OK" }).click();
    await page.screenshot({ path: path.join(SHOTS, "desktop-add-lot.png"), fullPage: true });

    // ---- Add Lot opens the new lot's details.
    await page.getByLabel("New Lot Number").fill("L-2026-01");
    await page.getByLabel("Price").fill("136.76");
    await page.getByRole("button", { name: "Add Lot" }).click();
    await page.waitForURL("**/lot-details?lot=L-2026-01");
    await page.getByRole("heading", { level: 1, name: "Lot: L-2026-01" }).waitFor();
    expect(await page.locator(".lot-header__price").textContent()).toBe("Price/Ton: $136.76");
    await page.getByText("No transactions yet.").waitFor();
    expect(await page.getByRole("form", { name: "Advance or amount paid" }).getByLabel("Date").inputValue()).toMatch(
      /^\d{2}\/\d{2}\/\d{4}$/,
    );

    const details = page.getByRole("form", { name: "Container details" });
    const amounts = page.getByRole("form", { name: "Advance or amount paid" });
    let rows = 0;
    async function addContainer(containerNo: string, sealNo: string, material: string, kg: string, date: string) {
      await details.getByLabel("Container No").fill(containerNo);
      await details.getByLabel("Seal No").fill(sealNo);
      await details.getByLabel("Material").fill(material);
      await details.getByLabel("Quantity (kg)").fill(kg);
      await details.getByLabel("Date").fill(date);
      await details.getByRole("button", { name: "Add Details" }).click();
      await waitForRows(page, ++rows);
    }
    async function addAmount(amount: string, date: string) {
      await amounts.getByLabel("Enter Amount").fill(amount);
      await amounts.getByLabel("Date").fill(date);
      await amounts.getByRole("button", { name: "Add Advance/Amount" }).click();
      await waitForRows(page, ++rows);
    }

    // A missing detail field is refused before anything is sent; an empty amount does nothing.
    await details.getByLabel("Container No").fill("MSCU1234566");
    await details.getByRole("button", { name: "Add Details" }).click();
    const missingDetails = page.getByRole("alertdialog", { name: "Please fill all detail fields" });
    await missingDetails.waitFor();
    await missingDetails.getByRole("button", { name: "OK" }).click();
    await amounts.getByRole("button", { name: "Add Advance/Amount" }).click();
    expect(await page.locator("tr.ledger-row").count()).toBe(0);

    // Entered out of date order: the first payment entered (10 March) is the Advance even though
    // an Amount dated earlier (15 February) is entered after it.
    await addContainer("MSCU1234566", "SL-88", "HMS 1", "12345", "2026-03-05");
    await addAmount("1000", "2026-03-10");
    await addContainer("TGHU7654320", "SL-90", "HMS 2", "5000", "2026-03-01");
    await addAmount("2000", "2026-03-20");
    await addAmount("500", "2026-02-15");

    expect(await screenRows(page)).toEqual([
      ["1", "15/02/2026", "Amount", "", "", "", "", "", "", "$500.00", "$500.00", "Amount Left: $500.00"],
      ["2", "01/03/2026", "Container", "TGHU7654320", "SL-90", "HMS 2", "5.000", "$136.76", "$683.80", "", "$500.00", "Due: $183.80"],
      ["3", "05/03/2026", "Container", "MSCU1234566", "SL-88", "HMS 1", "12.345", "$136.76", "$1,688.30", "", "$500.00", "Due: $1,872.10"],
      ["4", "10/03/2026", "Advance", "", "", "", "", "", "", "$1,000.00", "$1,500.00", "Due: $872.10"],
      ["5", "20/03/2026", "Amount", "", "", "", "", "", "", "$2,000.00", "$3,500.00", "Amount Left: $1,127.90"],
    ]);
    // Advance rows yellow, Amount rows green.
    const background = (type: string) =>
      page
        .locator(`tr.ledger-row[data-type="${type}"]`)
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await background("ADVANCE")).toBe("rgb(255, 243, 176)");
    expect(await background("AMOUNT")).toBe("rgb(217, 242, 222)");
    expect(await background("CONTAINER")).toBe("rgb(255, 255, 255)");

    // ---- An edit: the 1 March container was 6,000 kg. Cancel first, then Save.
    const row2 = page.locator("tr.ledger-row").nth(1);
    await row2.getByRole("button", { name: /^Edit/ }).click();
    await row2.getByLabel("Quantity (kg)").fill("1");
    await row2.getByRole("button", { name: "Cancel" }).click();
    expect((await screenRows(page))[1][6]).toBe("5.000");
    await row2.getByRole("button", { name: /^Edit/ }).click();
    expect(await row2.getByLabel("Quantity (kg)").inputValue()).toBe("5000");
    await row2.getByLabel("Quantity (kg)").fill("6000");
    await row2.getByRole("button", { name: "Save" }).click();
    await page.waitForFunction(() => document.querySelectorAll("tr.ledger-row")[1]?.textContent?.includes("6.000"));
    // A refused edit alerts the server's message.
    const row1 = page.locator("tr.ledger-row").nth(0);
    await row1.getByRole("button", { name: /^Edit/ }).click();
    await row1.getByLabel("Amount").fill("-5");
    await row1.getByRole("button", { name: "Save" }).click();
    const refused = page.getByRole("alertdialog", { name: "Error!" });
    await refused.waitFor();
    expect(await refused.locator(".dialog__text").textContent()).toBe("Amount must be a number greater than 0, with at most 2 decimals");
    await refused.getByRole("button", { name: "OK" }).click();
    await row1.getByRole("button", { name: "Cancel" }).click();

    const edited = [
      ["1", "15/02/2026", "Amount", "", "", "", "", "", "", "$500.00", "$500.00", "Amount Left: $500.00"],
      ["2", "01/03/2026", "Container", "TGHU7654320", "SL-90", "HMS 2", "6.000", "$136.76", "$820.56", "", "$500.00", "Due: $320.56"],
      ["3", "05/03/2026", "Container", "MSCU1234566", "SL-88", "HMS 1", "12.345", "$136.76", "$1,688.30", "", "$500.00", "Due: $2,008.86"],
      ["4", "10/03/2026", "Advance", "", "", "", "", "", "", "$1,000.00", "$1,500.00", "Due: $1,008.86"],
      ["5", "20/03/2026", "Amount", "", "", "", "", "", "", "$2,000.00", "$3,500.00", "Amount Left: $991.14"],
    ];
    expect(await screenRows(page)).toEqual(edited);
    // The edit is in the row's history, after who added it.
    const history = row2.getByRole("button", { name: /^History/ });
    expect(await history.textContent()).toBe("History (2)");
    await history.click();
    const panel = page.locator(".ledger-history-panel");
    await panel.waitFor();
    expect(await panel.textContent()).toContain("Quantity (kg): 5000.000 → 6000.000");
    expect(await panel.textContent()).toContain("by Omar Haddad");
    await page.screenshot({ path: path.join(SHOTS, "desktop-lot-details.png"), fullPage: true });
    await history.click();

    // ---- Both PDFs of this lot carry exactly the screen's rows and balances.
    const full = await download(page, page.getByRole("button", { name: "Download PDF" }));
    expect(full.name).toBe(`Lot_${SUPPLIER_COMPANY}_L-2026-01.pdf`);
    const fullText = pdfText(full.file);
    expect(fullText).toContain(`Company: ${SUPPLIER_COMPANY}`);
    expect(fullText).toContain("Lot: L-2026-01");
    expect(fullText).toContain("Price/Ton: $136.76");
    expect(fullText).toContain("Period: All dates");
    for (const row of await screenRows(page)) expect(fullText).toMatch(rowPattern(row));
    expect(fullText).toContain("Closing balance: Amount Left: $991.14");
    expect(fullText).toMatch(/Totals\s+18\.345\s+\$2,508\.86\s+\$3,500\.00/);
    expect(fullText).toMatch(/Generated: \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/);
    fs.copyFileSync(full.file, path.join(SHOTS, "lot.pdf"));

    // ---- The filter: 2 to 15 March, with the balances before and after.
    const filter = page.getByRole("group", { name: "Filter by Date" });
    await filter.getByLabel("From").fill("2026-03-02");
    await filter.getByLabel("To").fill("2026-03-15");
    await waitForRows(page, 2);
    await page.getByText("Opening balance (before 02/03/2026)").waitFor();
    const filtered = await screenRows(page);
    // The rows keep their numbers from the whole ledger (3 and 4), on screen and in the PDF.
    expect(filtered).toEqual([
      ["3", "05/03/2026", "Container", "MSCU1234566", "SL-88", "HMS 1", "12.345", "$136.76", "$1,688.30", "", "$500.00", "Due: $2,008.86"],
      ["4", "10/03/2026", "Advance", "", "", "", "", "", "", "$1,000.00", "$1,500.00", "Due: $1,008.86"],
    ]);
    const balanceRow = (which: string) =>
      page.$eval(`tr.ledger-balance-row--${which}`, (r) =>
        Array.from((r as HTMLTableRowElement).cells).map((c) => (c.textContent ?? "").trim()),
      );
    expect(await balanceRow("opening")).toEqual(["Opening balance (before 02/03/2026)", "$500.00", "Due: $320.56", ""]);
    expect(await balanceRow("closing")).toEqual(["Closing balance (end of 15/03/2026)", "$1,500.00", "Due: $1,008.86", ""]);
    await page.screenshot({ path: path.join(SHOTS, "desktop-lot-details-filtered.png"), fullPage: true });

    const part = await download(page, page.getByRole("button", { name: "Download PDF" }));
    expect(part.name).toBe(`Lot_${SUPPLIER_COMPANY}_L-2026-01.pdf`);
    const partText = pdfText(part.file);
    expect(partText).toContain("Period: 02/03/2026 to 15/03/2026");
    expect(partText).toContain("Opening balance: Due: $320.56");
    expect(partText).toMatch(/Opening balance \(before 02\/03\/2026\)\s+\$500\.00\s+Due: \$320\.56/);
    for (const row of filtered) expect(partText).toMatch(rowPattern(row));
    expect(partText).not.toContain("15/02/2026");
    expect(partText).toMatch(/Closing balance \(end of 15\/03\/2026\)\s+\$1,500\.00\s+Due: \$1,008\.86/);
    expect(partText).toContain("Closing balance: Due: $1,008.86");
    fs.copyFileSync(part.file, path.join(SHOTS, "lot-filtered.pdf"));

    // Clear brings every row back.
    await filter.getByRole("button", { name: "Clear" }).click();
    await waitForRows(page, 5);
    expect(await page.locator("tr.ledger-balance-row").count()).toBe(0);

    // ---- A reload keeps the lot (history state survives it).
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Lot: L-2026-01" }).waitFor();
    await waitForRows(page, 5);
    expect(await seriousViolations(page)).toEqual([]);

    // ---- A second lot through the list: Select Existing Lot and Fetch Result, typing a known number.
    await page.getByRole("link", { name: "Back to lots" }).click();
    await page.getByRole("heading", { level: 1, name: "Manage Lots" }).waitFor();
    await page.getByLabel("New Lot Number").fill("L-2026-01");
    await page.getByText("Lot L-2026-01 already exists.").waitFor();
    expect(await page.getByLabel("Price").count()).toBe(0);
    await page.getByLabel("New Lot Number").fill("L-2026-02");
    await page.getByLabel("Price").fill("99.5");
    await page.getByRole("button", { name: "Add Lot" }).click();
    await page.getByRole("heading", { level: 1, name: "Lot: L-2026-02" }).waitFor();
    rows = 0;
    await addAmount("250", "2026-04-01");
    await addContainer("CMAU0000005", "S-1", "Tyre wire", "2000.5", "2026-04-02");
    const second = await screenRows(page);
    expect(second).toEqual([
      ["1", "01/04/2026", "Advance", "", "", "", "", "", "", "$250.00", "$250.00", "Amount Left: $250.00"],
      [
        "2",
        "02/04/2026",
        "Container",
        "CMAU0000005",
        "S-1",
        "Tyre wire",
        "2.0005",
        "$99.50",
        "$199.05",
        "",
        "$250.00",
        "Amount Left: $50.95",
      ],
    ]);
    await page.getByRole("link", { name: "Back to lots" }).click();
    await page.getByRole("heading", { level: 1, name: "Manage Lots" }).waitFor();
    await lotBox.press("ArrowDown");
    expect(await page.getByRole("listbox", { name: "Matching lots" }).getByRole("option").allTextContents()).toEqual([
      "L-2026-02 ($99.50/ton)",
      "L-2026-01 ($136.76/ton)",
    ]);
    await lotBox.press("ArrowDown");
    await lotBox.press("Enter");
    expect(await lotBox.inputValue()).toBe("L-2026-01");
    expect(await page.getByLabel("New Lot Number").count()).toBe(0);
    await page.getByRole("button", { name: "Fetch Result" }).click();
    await page.getByRole("heading", { level: 1, name: "Lot: L-2026-01" }).waitFor();
    await waitForRows(page, 5);
    expect(await screenRows(page)).toEqual(edited);

    // ---- The detailed statement of all lots.
    await page.goBack();
    await page.getByRole("heading", { level: 1, name: "Manage Lots" }).waitFor();
    const detailed = await download(page, page.getByRole("button", { name: "Download Detailed PDF (All Lots)" }));
    expect(detailed.name).toBe(`Lot_${SUPPLIER_COMPANY}_Detailed.pdf`);
    const detailedText = pdfText(detailed.file);
    expect(detailedText).toContain("Detailed Statement (All Lots)");
    expect(detailedText).toContain(`Company: ${SUPPLIER_COMPANY}`);
    expect(detailedText).toContain("Lot: L-2026-01");
    expect(detailedText).toContain("Price/Ton: $136.76");
    expect(detailedText).toContain("Lot: L-2026-02");
    expect(detailedText).toContain("Price/Ton: $99.50");
    for (const row of [...edited, ...second]) expect(detailedText).toMatch(rowPattern(row));
    expect(detailedText).toMatch(/Closing balance\s+\$3,500\.00\s+Amount Left: \$991\.14/);
    expect(detailedText).toMatch(/Closing balance\s+\$250\.00\s+Amount Left: \$50\.95/);
    // Grand figures: 991.14 + 50.95 left over both lots.
    expect(detailedText).toContain("Closing balance: Amount Left: $1,042.09");
    // Tons to 3 decimals, as on screen (20.3455 t exactly).
    expect(detailedText).toContain("Totals: Qty(MT) 20.346, Container Amount $2,707.91, Amount Added $3,750.00");
    fs.copyFileSync(detailed.file, path.join(SHOTS, "detailed.pdf"));

    // With Filter Start and End dates, only April.
    await page.getByLabel("Filter Start Date").fill("2026-04-01");
    await page.getByLabel("Filter End Date").fill("2026-04-30");
    const april = pdfText((await download(page, page.getByRole("button", { name: "Download Detailed PDF (All Lots)" }))).file);
    expect(april).toContain("Period: 01/04/2026 to 30/04/2026");
    expect(april).not.toContain("15/02/2026");
    expect(april).toMatch(rowPattern(second[1]));
    expect(april).toMatch(/Opening balance \(before 01\/04\/2026\)\s+\$3,500\.00\s+Amount Left: \$991\.14/);
    await page.screenshot({ path: path.join(SHOTS, "desktop-add-lot-with-lots.png"), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    // ---- /lot-details without a lot goes back to the lot list.
    await page.goto(h.url("/lot-details"));
    await page.waitForURL("**/add-lot");
    expect(errors).toEqual([]);
  });

  it("a lot's address is a link: pasted into a new browser it opens the lot, and a reload and Back keep it", async () => {
    const page = await signedInPage(h, supplier);
    const errors = collectPageErrors(page);
    await page.goto(h.url("/add-lot"));
    await page.goto(h.url("/lot-details?lot=L-2026-01"));
    await page.getByRole("heading", { level: 1, name: "Lot: L-2026-01" }).waitFor();
    await page.waitForFunction(() => document.querySelectorAll("tr.ledger-row").length === 5);
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Lot: L-2026-01" }).waitFor();
    await page.goBack();
    await page.waitForURL("**/add-lot");
    await page.goForward();
    await page.getByRole("heading", { level: 1, name: "Lot: L-2026-01" }).waitFor();
    expect(new URL(page.url()).search).toBe("?lot=L-2026-01");
    expect(errors).toEqual([]);
  });

  it("a buyer's journey on /addlotbuyer, and the supplier's address refused", async () => {
    const page = await signedInPage(h, buyer, { acceptDownloads: true });
    const errors = collectPageErrors(page);
    await page.goto(h.url("/add-lot"));
    await page.getByRole("heading", { name: "Access Denied" }).waitFor();
    await page.getByText("You already have a Buyer profile. Supplier access is restricted").waitFor();

    await page.goto(h.url("/addlotbuyer"));
    await page.getByRole("heading", { level: 1, name: "Manage Lots" }).waitFor();
    expect(await page.getByText(`Buyer · ${BUYER_COMPANY}`).count()).toBe(1);
    // Another company's lot number is free for this one.
    await page.getByLabel("New Lot Number").fill("L-2026-01");
    await page.getByLabel("Price").fill("55");
    await page.getByRole("button", { name: "Add Lot" }).click();
    await page.getByRole("heading", { level: 1, name: "Lot: L-2026-01" }).waitFor();
    expect(await page.locator(".lot-header__price").textContent()).toBe("Price/Ton: $55.00");
    const amounts = page.getByRole("form", { name: "Advance or amount paid" });
    await amounts.getByLabel("Enter Amount").fill("100");
    await amounts.getByRole("button", { name: "Add Advance/Amount" }).click();
    await waitForRows(page, 1);
    const details = page.getByRole("form", { name: "Container details" });
    await details.getByLabel("Container No").fill("MSKU9070323");
    await details.getByLabel("Seal No").fill("BS-1");
    await details.getByLabel("Material").fill("Rubber crumb");
    await details.getByLabel("Quantity (kg)").fill("3000");
    await details.getByRole("button", { name: "Add Details" }).click();
    await waitForRows(page, 2);
    const rows = await screenRows(page);
    expect(rows.map((r) => [r[2], r[11]])).toEqual([
      ["Advance", "Amount Left: $100.00"],
      ["Container", "Due: $65.00"],
    ]);
    // Both default to today on the server's calendar.
    expect(rows[0][1]).toBe(rows[1][1]);
    // Add Lot refused: the same number twice.
    await page.getByRole("link", { name: "Back to lots" }).click();
    await page.waitForURL("**/addlotbuyer");
    await page.getByLabel("New Lot Number").fill("L-2026-01");
    await page.getByRole("button", { name: "Fetch Result" }).click();
    await page.getByRole("heading", { level: 1, name: "Lot: L-2026-01" }).waitFor();
    await waitForRows(page, 2);
    const pdf = await download(page, page.getByRole("button", { name: "Download PDF" }));
    expect(pdf.name).toBe(`Lot_${BUYER_COMPANY}_L-2026-01.pdf`);
    const text = pdfText(pdf.file);
    expect(text).toContain(`Company: ${BUYER_COMPANY}`);
    for (const row of rows) expect(text).toMatch(rowPattern(row));
    // The detailed statement holds only the buyer's own lot.
    await page.goBack();
    const detailed = await download(page, page.getByRole("button", { name: "Download Detailed PDF (All Lots)" }));
    expect(detailed.name).toBe(`Lot_${BUYER_COMPANY}_Detailed.pdf`);
    const all = pdfText(detailed.file);
    expect(all).toContain("Lots: 1");
    expect(all).not.toContain(SUPPLIER_COMPANY);
    expect(all).not.toContain("MSCU1234566");
    expect(errors).toEqual([]);
  });

  it("without a token the lot pages say Please login first and go to /login", async () => {
    const page = await h.newPage();
    await page.goto(h.url("/add-lot"));
    const dialog = page.getByRole("alertdialog", { name: "Unauthorized" });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain("Please login first");
    await dialog.getByRole("button", { name: "OK" }).click();
    await page.waitForURL("**/login");
  });

  it("the lot details page works on a 360 px phone: the ledger is a list of rows", async () => {
    const page = await signedInPage(h, supplier, { viewport: PHONE, acceptDownloads: true });
    await page.goto(h.url("/add-lot"));
    await chooseLot(page, "L-2026-01");
    await page.getByRole("button", { name: "Fetch Result" }).click();
    await page.getByRole("heading", { level: 1, name: "Lot: L-2026-01" }).waitFor();
    const cards = page.getByRole("list", { name: "Transactions of lot L-2026-01" }).getByRole("listitem");
    await page.waitForFunction(() => document.querySelectorAll("li.ledger-row").length === 5);
    // The page does not scroll sideways, and there is no wide table to scroll.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await page.locator("table.ledger-table").count()).toBe(0);
    await page.screenshot({ path: path.join(SHOTS, "phone-lot-details.png"), fullPage: true });
    // A closed container card names its container, not only "Container".
    expect(await cards.nth(2).getByRole("button", { expanded: false }).textContent()).toMatch(/^#3 Container MSCU1234566 05\/03\/2026/);
    // Editing works on the phone too: a tap opens the compact row, then Edit.
    const row = cards.nth(4);
    await row.getByRole("button", { expanded: false }).click();
    await row.getByRole("button", { name: /^Edit/ }).click();
    await row.getByLabel("Amount").fill("2100");
    await row.getByRole("button", { name: "Save" }).click();
    await page.waitForFunction(() => document.querySelectorAll("li.ledger-row")[4]?.textContent?.includes("$2,100.00"));
    expect(await row.locator(".ledger-card__balance dd").textContent()).toBe("Amount Left: $1,091.14");
    await page.goto(h.url("/add-lot"));
    await page.getByRole("heading", { level: 1, name: "Manage Lots" }).waitFor();
    await page.screenshot({ path: path.join(SHOTS, "phone-add-lot.png"), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  it("/lot-details opened cold asks for its lot once, with every script it runs named in the page", async () => {
    const page = await signedInPage(h, supplier, { viewport: PHONE });
    // The page signedInPage opened reads the address once its app starts: started after the
    // replaceState below, it would open the lot itself and send the query this test counts.
    await waitForHydration(page);
    const queries: string[] = [];
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/graphql")) queries.push(JSON.parse(request.postData() ?? "{}").operationName);
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.evaluate(() =>
      window.history.replaceState(
        { usr: { companyName: "Haddad Metals FZE", lotNumber: "L-2026-01" }, key: "lot", idx: 0 },
        "",
        "/lot-details",
      ),
    );
    const response = await page.reload();
    const html = (await response?.text()) ?? "";
    await page.getByRole("heading", { level: 1, name: "Lot: L-2026-01" }).waitFor();
    await page.waitForFunction(() => document.querySelectorAll("li.ledger-row").length === 5);
    expect(queries.filter((name) => name === "LotDetailsPageQuery")).toHaveLength(1);
    // Each script the screen needed was in the page's head (shared/routeScripts.ts), none found one import after another.
    const named = new Set([...html.matchAll(/<(?:script|link rel="modulepreload")[^>]*(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1]));
    expect(scripts.filter((script) => !named.has(script))).toEqual([]);
  });
});
