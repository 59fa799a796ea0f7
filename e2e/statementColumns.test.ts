/**
 * The papers' columns of the statements (issue 48), in Chromium: a trader ticks B/L No and Payment
 * Reference under a lot's downloads; the lot's CSV and PDF carry them after the SPEC's columns, the
 * choice is remembered on the lots page, where the all-lots CSV and PDF (made in the worker) carry
 * them too; unticked, they are gone and the files are the SPEC's again.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { chooseLot, companyOwner, graphql, signedInPage, type Session } from "./api.ts";
import { collectPageErrors, describeE2E, startHarness, type Harness } from "./harness.ts";
import { csvRecords } from "../client/test/csvRecords.ts";
import { pdfText } from "./pdfFormat.ts";

const DOWNLOADS = fs.mkdtempSync(path.join(os.tmpdir(), "statement-columns-e2e-"));
const LOT = "L-COLS-1";
const BILL_OF_LADING = "MEDU7788990";
const REFERENCE = "TT-20260302-ENBD";
const SPEC_HEADERS = [
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
];

async function download(page: Page, button: Locator): Promise<{ name: string; text: string; file: string }> {
  const [event] = await Promise.all([page.waitForEvent("download"), button.click()]);
  const name = event.suggestedFilename();
  const file = path.join(DOWNLOADS, `${Date.now()}-${name}`);
  await event.saveAs(file);
  return { name, text: name.endsWith(".pdf") ? pdfText(file) : fs.readFileSync(file, "utf8"), file };
}

describeE2E("the papers' columns of the statements", () => {
  let h: Harness;
  let trader: Session;

  beforeAll(async () => {
    h = await startHarness({ env: { RATE_LIMIT_MAX: "5000" } });
    trader = await companyOwner(
      h,
      { name: "Omar Haddad", email: "omar@columns.ae", phone: "+971 4 555 0101", password: "scrap-metal-7" },
      "SUPPLIER",
      { companyName: "Columns Metals", contact: "+971 4 555 0101", address: "Al Quoz 3, Dubai" },
    );
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
      { input: { lotNumber: LOT, price: "410.00" } },
      trader.token,
    );
    const lotId = lot.addLot.lot.id as string;
    const container = await graphql(
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
          containerNo: "MSKU1234565",
          sealNo: "SX-1",
          material: "HMS 1",
          quantity: "22000",
          date: "2026-03-01",
          billOfLadingNo: BILL_OF_LADING,
        },
      },
      trader.token,
    );
    expect(container.addContainer.__typename).toMatch(/Payload$/);
    const payment = await graphql(
      h,
      `
        mutation ($input: AddPaymentInput!) {
          addPayment(input: $input) {
            __typename
          }
        }
      `,
      { input: { lotId, amount: "5000", date: "2026-03-02", method: "BANK_TRANSFER", reference: REFERENCE } },
      trader.token,
    );
    expect(payment.addPayment.__typename).toMatch(/Payload$/);
  });
  afterAll(async () => {
    await h?.stop();
    fs.rmSync(DOWNLOADS, { recursive: true, force: true });
  });

  it("ticked, B/L No and Payment Reference are in the lot's and the company's CSV and PDF; unticked, they are gone", async () => {
    const page = await signedInPage(h, trader, { acceptDownloads: true });
    const errors = collectPageErrors(page);
    await page.goto(h.url("/add-lot"));
    await chooseLot(page, LOT);
    await page.getByRole("button", { name: "Fetch Result" }).click();
    await page.getByRole("heading", { level: 1, name: `Lot: ${LOT}` }).waitFor();

    const chooser = () => page.locator("details.statement-columns");
    const tick = async (name: string, on: boolean) => {
      if (!(await chooser().evaluate((d) => (d as HTMLDetailsElement).open))) await chooser().locator("summary").click();
      await chooser().getByRole("checkbox", { name, exact: true }).setChecked(on);
    };

    // ---- Nothing chosen: the SPEC's columns only.
    let csv = await download(page, page.getByRole("button", { name: "Download CSV" }));
    // The entry's state between the two sides (issue 47) always ends the CSV.
    expect(csvRecords(csv.text)[0]).toEqual([...SPEC_HEADERS, "State"]);
    expect(csv.text).not.toContain(BILL_OF_LADING);

    // ---- B/L No and Payment Reference ticked on the lot's page.
    await tick("B/L No", true);
    await tick("Payment Reference", true);
    await chooser().getByText("Columns of the PDF and CSV (2 added)").waitFor();
    csv = await download(page, page.getByRole("button", { name: "Download CSV" }));
    const records = csvRecords(csv.text);
    expect(records[0]).toEqual([...SPEC_HEADERS, "B/L No", "Payment Reference", "State"]);
    expect(records.find((r) => r[2] === "Container")!.slice(-3, -1)).toEqual([BILL_OF_LADING, ""]);
    expect(records.find((r) => r[2] === "Advance")!.slice(-3, -1)).toEqual(["", REFERENCE]);
    let pdf = await download(page, page.getByRole("button", { name: "Download PDF" }));
    expect(pdf.text).toContain("B/L No");
    expect(pdf.text).toContain(BILL_OF_LADING);
    expect(pdf.text).toContain(REFERENCE);

    // ---- The lots page remembers the choice: the all-lots files carry them too.
    await page.goBack();
    await page.getByRole("heading", { level: 1, name: "Manage Lots" }).waitFor();
    await chooser().locator("summary").click();
    expect(await chooser().getByRole("checkbox", { name: "B/L No", exact: true }).isChecked()).toBe(true);
    csv = await download(page, page.getByRole("button", { name: "Download Detailed CSV (All Lots)" }));
    const detailed = csvRecords(csv.text);
    expect(detailed[0].slice(-3)).toEqual(["B/L No", "Payment Reference", "State"]);
    expect(detailed.find((r) => r[0] === LOT && r[4] === "Container")!.slice(-3, -1)).toEqual([BILL_OF_LADING, ""]);
    pdf = await download(page, page.getByRole("button", { name: "Download Detailed PDF (All Lots)" }));
    expect(pdf.text).toContain(BILL_OF_LADING);
    expect(pdf.text).toContain(REFERENCE);

    // ---- Unticked: gone from both files, the SPEC's columns as they were.
    await tick("B/L No", false);
    await tick("Payment Reference", false);
    csv = await download(page, page.getByRole("button", { name: "Download Detailed CSV (All Lots)" }));
    expect(csvRecords(csv.text)[0]).toEqual(["Lot", "Lot Price/Ton", ...SPEC_HEADERS, "State"]);
    expect(csv.text).not.toContain(BILL_OF_LADING);
    expect(csv.text).not.toContain(REFERENCE);
    pdf = await download(page, page.getByRole("button", { name: "Download Detailed PDF (All Lots)" }));
    expect(pdf.text).not.toContain(BILL_OF_LADING);
    expect(pdf.text).not.toContain(REFERENCE);
    expect(pdf.text).not.toContain("B/L No");
    expect(errors).toEqual([]);
  });
});
