/**
 * Both PDF statements downloaded from the lot screens print figures of $10,000,000.00 and more
 * whole on one line (issue 13, finding 5), read back with pdftotext.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { chooseLot, companyOwner, graphql, signedInPage, type Session } from "./api.ts";
import { describeE2E, startHarness, type Harness } from "./harness.ts";
import { escapeRegExp } from "../shared/regExp.ts";
import { pdfText, pdfTons } from "./pdfFormat.ts";

const DOWNLOADS = fs.mkdtempSync(path.join(os.tmpdir(), "pdf-figures-e2e-"));

async function downloadText(page: Page, button: Locator): Promise<string> {
  const [event] = await Promise.all([page.waitForEvent("download"), button.click()]);
  const file = path.join(DOWNLOADS, `${Date.now()}-${event.suggestedFilename()}`);
  await event.saveAs(file);
  return pdfText(file);
}

describeE2E("PDF statements with large figures", () => {
  let h: Harness;
  let supplier: Session;

  beforeAll(async () => {
    h = await startHarness({ env: { RATE_LIMIT_MAX: "1000" } });
    const email = "layla@emiratessteel.ae";
    supplier = await companyOwner(h, { name: "Layla Mansour", email, phone: "+971 4 555 0142", password: "scrap-metal-5" }, "SUPPLIER", {
      companyName: "Emirates Steel Scrap",
      contact: "+971 4 555 0142",
      address: "Mussafah, Abu Dhabi",
    });
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
      { input: { lotNumber: "BIG-1", price: "987654321.99" } },
      supplier.token,
    );
    const lotId = lot.addLot.lot.id as string;
    const add = (mutation: string, input: Record<string, unknown>) =>
      graphql(
        h,
        `mutation($input: ${mutation[0].toUpperCase()}${mutation.slice(1)}Input!) { ${mutation}(input: $input) { __typename } }`,
        { input: { lotId, ...input } },
        supplier.token,
      );
    await add("addPayment", { amount: "12345678901.25", date: "2026-03-01" });
    await add("addContainer", { containerNo: "MSCU1234565", sealNo: "SL-1", material: "HMS 1", quantity: "24500.5", date: "2026-03-02" });
    await add("addPayment", { amount: "98765432.10", date: "2026-03-03" });
  });
  afterAll(async () => {
    await h?.stop();
    fs.rmSync(DOWNLOADS, { recursive: true, force: true });
  });

  it("prints every figure of the lot and of the all-lots statement whole on one line", async () => {
    const page = await signedInPage(h, supplier, { acceptDownloads: true });
    await page.goto(h.url("/add-lot"));
    await chooseLot(page, "BIG-1");
    await page.getByRole("button", { name: "Fetch Result" }).click();
    await page.getByRole("heading", { level: 1, name: "Lot: BIG-1" }).waitFor();
    await page.locator("tr.ledger-row").nth(2).waitFor();
    const screen = await page.$$eval("table.ledger-table tbody tr.ledger-row", (rows) =>
      rows.map((r) =>
        Array.from((r as HTMLTableRowElement).cells)
          .slice(6, 12)
          .map((c) => (c.querySelector<HTMLElement>("[data-exact]")?.dataset.exact ?? c.textContent ?? "").trim())
          .filter(Boolean),
      ),
    );
    expect(screen[1]).toEqual(["24.5005", "$987,654,321.99", "$24,198,024,715.92", "$12,345,678,901.25", "Due: $11,852,345,814.67"]);
    const lotText = await downloadText(page, page.getByRole("button", { name: "Download PDF" }));
    await page.goBack();
    const allText = await downloadText(page, page.getByRole("button", { name: "Download Detailed PDF (All Lots)" }));
    for (const text of [lotText, allText]) {
      // Each row's figures on one line, in the screen's order, none broken; tons to 3 decimals (24.5005 t is 24.501).
      for (const figures of screen)
        expect(text).toMatch(
          new RegExp(figures.map((figure, i) => escapeRegExp(i === 0 && !figure.startsWith("$") ? pdfTons(figure) : figure)).join("\\s+")),
        );
      expect(text).toMatch(/Totals\s+24\.501\s+\$24,198,024,715\.92\s+\$12,444,444,333\.35/);
    }
  });
});
