/**
 * The detailed statement of a larger company is made in a worker (issue 22): while it is made the
 * page shows "Preparing PDF... n%" with a bar and a Cancel; Cancel ends the worker and nothing is
 * downloaded; left to finish, the PDF and the CSV carry the server's grand figures to the cent.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Page, Route } from "playwright-core";
import { companyOwner, createLot, graphql, signedInPage, type LotEntry, type Session } from "./api.ts";
import { collectPageErrors, describeE2E, startHarness, type Harness } from "./harness.ts";
import { csvRecords } from "../client/test/csvRecords.ts";
import { pdfText } from "./pdfFormat.ts";

const DOWNLOADS = fs.mkdtempSync(path.join(os.tmpdir(), "statement-download-e2e-"));
const COMPANY = "Harbour Scrap Trading";
const LOTS = 30;
const PDF_BUTTON = "Download Detailed PDF (All Lots)";
const CSV_BUTTON = "Download Detailed CSV (All Lots)";

/** en-US grouping of a plain figure with a "$": "-1234.5" is "Due: $1,234.5" as a balance. */
const dollars = (plain: string) => `$${plain.replace(/^\d+/, (int) => int.replace(/\B(?=(\d{3})+$)/g, ","))}`;
const balanceText = (signed: string) => (signed.startsWith("-") ? `Due: ${dollars(signed.slice(1))}` : `Amount Left: ${dollars(signed)}`);

/** Every status text the page shows from now on (a MutationObserver on role=status). */
async function recordStatus(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const w = window as unknown as { statusTexts: string[] };
    w.statusTexts = [];
    new MutationObserver(() => {
      for (const el of document.querySelectorAll("[role=status]")) if (el.textContent) w.statusTexts.push(el.textContent);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { statusTexts: string[] }).statusTexts);
}

describeE2E("the detailed statement of a larger company", () => {
  let h: Harness;
  let supplier: Session;

  beforeAll(async () => {
    h = await startHarness({ env: { RATE_LIMIT_MAX: "100000" } });
    const email = "nadia@harbourscrap.ae";
    supplier = await companyOwner(h, { name: "Nadia Karim", email, phone: "+971 4 555 0188", password: "scrap-metal-9" }, "SUPPLIER", {
      companyName: COMPANY,
      contact: "+971 4 555 0188",
      address: "Jebel Ali, Dubai",
    });
    for (let lot = 0; lot < LOTS; lot++) {
      const entries: LotEntry[] = [];
      for (let i = 0; i < 6; i++) {
        const date = `2026-0${1 + ((lot + i) % 6)}-${String(1 + ((lot * 7 + i) % 28)).padStart(2, "0")}`;
        entries.push(
          i % 3 === 2
            ? { amount: `${1000 + lot * 13 + i}.${String((lot + i) % 100).padStart(2, "0")}`, date }
            : {
                containerNo: `MSCU${1_000_000 + lot * 10 + i}`,
                sealNo: `S-${i}`,
                material: "HMS 1&2",
                quantity: `${18_000 + lot * 31 + i}.125`,
                date,
              },
        );
      }
      await createLot(
        h,
        supplier.token,
        `H-${String(lot + 1).padStart(3, "0")}`,
        `${300 + lot}.${String(lot % 100).padStart(2, "0")}`,
        entries,
      );
    }
  });
  afterAll(async () => {
    await h?.stop();
    fs.rmSync(DOWNLOADS, { recursive: true, force: true });
  });

  it("shows its progress and a Cancel that stops it: nothing is downloaded and the buttons come back", async () => {
    const page = await signedInPage(h, supplier, { acceptDownloads: true });
    const errors = collectPageErrors(page);
    // The statement's answer is held back until Cancel was clicked, so the worker is surely still at work.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = 0;
    await page.context().route("**/graphql", async (route: Route) => {
      if (route.request().postData()?.includes("DetailedStatementQuery")) {
        held++;
        await released;
      }
      await route.continue().catch(() => {});
    });
    await page.goto(h.url("/add-lot"));
    await page.getByRole("heading", { level: 1, name: "Manage Lots" }).waitFor();
    const downloads: string[] = [];
    page.on("download", (d) => downloads.push(d.suggestedFilename()));

    await page.getByRole("button", { name: PDF_BUTTON }).click();
    await expect.poll(() => page.getByRole("status").filter({ hasText: "Preparing PDF..." }).count()).toBe(1);
    await page.getByRole("progressbar", { name: "Preparing PDF" }).waitFor();
    expect(await page.getByRole("button", { name: PDF_BUTTON }).isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: CSV_BUTTON }).isDisabled()).toBe(true);
    await expect.poll(() => held).toBe(1);
    expect(page.workers()).toHaveLength(1);

    await page.getByRole("button", { name: "Cancel" }).click();
    // The worker is gone, the page is back as it was.
    await expect.poll(() => page.workers().length).toBe(0);
    await page.getByRole("button", { name: PDF_BUTTON, disabled: false }).waitFor();
    expect(await page.getByRole("button", { name: "Cancel" }).count()).toBe(0);
    expect(await page.getByRole("progressbar").count()).toBe(0);
    expect(await page.getByRole("status").filter({ hasText: "Preparing" }).count()).toBe(0);
    release();
    await page.waitForTimeout(1500);
    expect(downloads).toEqual([]);
    expect(await page.getByRole("dialog").count()).toBe(0);
    await page.context().unrouteAll({ behavior: "ignoreErrors" });
    expect(errors).toEqual([]);
  });

  it("left to finish, gives the PDF and the CSV with the server's figures to the cent, having shown how far it got", async () => {
    const page = await signedInPage(h, supplier, { acceptDownloads: true });
    const errors = collectPageErrors(page);
    await page.goto(h.url("/add-lot"));
    await page.getByRole("heading", { level: 1, name: "Manage Lots" }).waitFor();
    const { viewer } = await graphql(
      h,
      `
        {
          viewer {
            profile {
              statement {
                closingBalance
                closingTotalPaid
                totals {
                  quantityTons
                  containerAmount
                  amountAdded
                }
                lots {
                  lot {
                    lotNumber
                  }
                }
              }
            }
          }
        }
      `,
      {},
      supplier.token,
    );
    const figures = viewer.profile.statement;
    expect(figures.lots).toHaveLength(LOTS);

    const statusTexts = await recordStatus(page);
    const [pdfEvent] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: PDF_BUTTON }).click()]);
    expect(pdfEvent.suggestedFilename()).toBe(`Lot_${COMPANY}_Detailed.pdf`);
    expect((await statusTexts()).some((t) => /^Preparing PDF\.\.\. \d+%$/.test(t))).toBe(true);
    const pdfFile = path.join(DOWNLOADS, "detailed.pdf");
    await pdfEvent.saveAs(pdfFile);
    const text = pdfText(pdfFile);
    // Every lot once, in order, though the worker asked for them in pages.
    expect([...text.matchAll(/Lot: (H-\d+)/g)].map((m) => m[1])).toEqual(
      figures.lots.map(({ lot }: { lot: { lotNumber: string } }) => lot.lotNumber),
    );
    expect(text).toContain(`Closing balance: ${balanceText(figures.closingBalance)}`);
    expect(text).toContain(`Total paid: ${dollars(figures.closingTotalPaid)}`);
    expect(text).toContain(
      `Container Amount ${dollars(figures.totals.containerAmount)}, Amount Added ${dollars(figures.totals.amountAdded)}`,
    );
    // Made in the worker, it names who made it, as the lot's own statement does.
    expect(text).toMatch(/Generated: \d\d\/\d\d\/\d{4}, \d\d:\d\d by Nadia Karim/);
    await page.getByRole("button", { name: PDF_BUTTON, disabled: false }).waitFor();

    const [csvEvent] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: CSV_BUTTON }).click()]);
    expect(csvEvent.suggestedFilename()).toBe(`Lot_${COMPANY}_Detailed.csv`);
    const csvFile = path.join(DOWNLOADS, "detailed.csv");
    await csvEvent.saveAs(csvFile);
    const records = csvRecords(fs.readFileSync(csvFile, "utf8"));
    const company = records.filter((r) => r[0] === "All lots");
    // Lot, Lot Price/Ton, then the ledger's columns: Container Amount, Amount Added, Total Paid and Rem. Balance are 10 to 13.
    expect(company.find((r) => r[4] === "Totals")!.slice(10, 12)).toEqual([figures.totals.containerAmount, figures.totals.amountAdded]);
    expect(company.at(-1)!.slice(12, 14)).toEqual([figures.closingTotalPaid, figures.closingBalance]);
    expect(new Set(records.slice(1).map((r) => r[0]))).toEqual(
      new Set([...figures.lots.map(({ lot }: { lot: { lotNumber: string } }) => lot.lotNumber), "All lots"]),
    );
    expect(errors).toEqual([]);
  });

  it("written to between two of its pages, starts again and gives the lots as they are after the write, in Noto Sans Arabic for an Arabic material in the second", async () => {
    // More lots than the worker's first page holds (100), so that the statement comes in two; the
    // last one's material in Arabic, which the first page's font (Helvetica) cannot write.
    const lotCount = 130;
    for (let lot = LOTS; lot < lotCount - 1; lot++) await createLot(h, supplier.token, `H-${String(lot + 1).padStart(3, "0")}`, "250.00");
    await createLot(h, supplier.token, `H-${lotCount}`, "250.00", [
      { containerNo: "MSCU1300001", sealNo: "S-1", material: "خردة حديد", quantity: "1000.000", date: "2026-06-01" },
    ]);
    const page = await signedInPage(h, supplier, { acceptDownloads: true });
    const errors = collectPageErrors(page);
    // The second page of lots is held back until a payment went in: the pages before and after it are of two states.
    const asked: { lotOffset: number }[] = [];
    let paid!: () => void;
    const payment = new Promise<void>((resolve) => (paid = resolve));
    await page.context().route("**/graphql", async (route: Route) => {
      const body = route.request().postData() ?? "";
      if (body.includes("DetailedStatementQuery")) {
        const { variables } = JSON.parse(body) as { variables: { lotOffset: number } };
        asked.push(variables);
        if (asked.filter((v) => v.lotOffset > 0).length === 1 && variables.lotOffset > 0) await payment;
      }
      await route.continue().catch(() => {});
    });
    await page.goto(h.url("/add-lot"));
    await page.getByRole("heading", { level: 1, name: "Manage Lots" }).waitFor();
    const downloaded = Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: PDF_BUTTON }).click()]);
    await expect.poll(() => asked.filter((v) => v.lotOffset > 0).length).toBe(1);
    const lotId = (
      await graphql(
        h,
        `
          {
            viewer {
              profile {
                lot(lotNumber: "H-001") {
                  id
                }
              }
            }
          }
        `,
        {},
        supplier.token,
      )
    ).viewer.profile.lot.id;
    await graphql(
      h,
      `
        mutation ($input: AddPaymentInput!) {
          addPayment(input: $input) {
            __typename
          }
        }
      `,
      { input: { lotId, amount: "4321.09", date: "2026-06-30" } },
      supplier.token,
    );
    paid();
    const [event] = await downloaded;
    const after = (
      await graphql(
        h,
        `
          {
            viewer {
              profile {
                statement {
                  closingTotalPaid
                }
              }
            }
          }
        `,
        {},
        supplier.token,
      )
    ).viewer.profile.statement;
    const file = path.join(DOWNLOADS, "rewritten.pdf");
    await event.saveAs(file);
    const text = pdfText(file);
    expect(text).toContain(`Total paid: ${dollars(after.closingTotalPaid)}`);
    expect(text).toContain("$4,321.09");
    expect([...text.matchAll(/Lot: (H-\d+)/g)]).toHaveLength(lotCount);
    expect(execFileSync("pdffonts", [file]).toString()).toContain("NotoSansArabic");
    expect(text.normalize("NFKC")).toContain("حديد");
    // The first page three times: once for each state, then once more for the file in Noto Sans Arabic.
    expect(asked.filter((v) => v.lotOffset === 0)).toHaveLength(3);
    await page.context().unrouteAll({ behavior: "ignoreErrors" });
    expect(errors).toEqual([]);
  });
});
