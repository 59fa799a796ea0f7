/**
 * Screenshots of the lot screens (/add-lot, /lot-details) in their states at phone and desktop
 * width, and the PDF statements rendered to PNG, for looking at them:
 *   npx tsx e2e/lotScreens.ts [out-dir]      (default tmp/screenshots/lots-screens)
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import type { Page } from "playwright-core";
import { chooseLot, companyOwner, graphql, signedInPage } from "./api.ts";
import { DESKTOP, PHONE, startHarness } from "./harness.ts";
import { savePageScreenshot, screenshotDir } from "./screenshotFiles.ts";

const out = screenshotDir("tmp/screenshots/lots-screens");

const h = await startHarness({ env: { RATE_LIMIT_MAX: "1000" } });

const email = "omar@haddadmetals.ae";
const session = await companyOwner(h, { name: "Omar Haddad", email, phone: "0501234567", password: "secret12" }, "SUPPLIER", {
  companyName: "Haddad Metals FZE",
  contact: "+971 50 123 4567",
  address: "Sharjah",
});
const { token } = session;

async function lot(lotNumber: string, price: string) {
  const r = await graphql(
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
    { input: { lotNumber, price } },
    token,
  );
  return r.addLot.lot.id as string;
}
async function container(lotId: string, containerNo: string, sealNo: string, material: string, quantity: string, date: string) {
  await graphql(
    h,
    `
      mutation ($input: AddContainerInput!) {
        addContainer(input: $input) {
          __typename
        }
      }
    `,
    { input: { lotId, containerNo, sealNo, material, quantity, date } },
    token,
  );
}
async function payment(lotId: string, amount: string, date: string) {
  await graphql(
    h,
    `
      mutation ($input: AddPaymentInput!) {
        addPayment(input: $input) {
          __typename
        }
      }
    `,
    { input: { lotId, amount, date } },
    token,
  );
}

const a = await lot("L-2026-01", "136.76");
await container(a, "MSCU1234567", "SL-88", "HMS 1", "12345", "2026-03-05");
await payment(a, "1000", "2026-03-10");
await container(a, "TGHU7654321", "SL-90", "HMS 1 and 2 (80:20)", "24500.5", "2026-03-01");
await payment(a, "2000", "2026-03-20");
await payment(a, "500", "2026-02-15");
await container(a, "CMAU0000001", "SL-91", "Tyre wire", "20010", "2026-03-25");
for (let i = 2; i <= 9; i++) {
  const id = await lot(`L-2026-0${i}`, `${90 + i * 7}.50`);
  await payment(id, `${i * 300}`, `2026-04-0${i}`);
  for (let c = 1; c <= 4; c++)
    await container(id, `CONT${i}${c}000${c}`, `S-${i}${c}`, c % 2 ? "Rubber crumb" : "Shredded tyres", `${c * 4000 + i}`, `2026-04-1${c}`);
}

async function openLot(page: Page, lotNumber: string) {
  await page.goto(h.url("/add-lot"));
  await chooseLot(page, lotNumber);
  await page.getByRole("button", { name: "Fetch Result" }).click();
  await page.getByRole("heading", { level: 1, name: `Lot: ${lotNumber}` }).waitFor();
  await page.locator(".ledger-row").first().waitFor();
}

async function shot(page: Page, name: string, fullPage = true) {
  // The sticky site header would show up in the middle of a full-page shot: let it scroll away.
  await page.addStyleTag({ content: ".site-header { position: static !important; }" }).catch(() => {});
  await savePageScreenshot(page, out, name, { fullPage });
}

try {
  for (const [label, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    const page = await signedInPage(h, session, { viewport, acceptDownloads: true, reducedMotion: "reduce" });
    await page.goto(h.url("/add-lot"));
    await page.getByRole("heading", { level: 1, name: "Manage Lots" }).waitFor();
    await shot(page, `${label}-add-lot`);
    await page.getByLabel("New Lot Number").fill("L-2026-01");
    await shot(page, `${label}-add-lot-existing`);

    await openLot(page, "L-2026-01");
    await shot(page, `${label}-lot-details`);
    await page.locator(".lots-ledger").screenshot({ path: path.join(out, `${label}-ledger.png`) });
    console.log(label, "page and viewport widths:", await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]));

    const row = page.locator(".ledger-row").nth(1);
    await row.getByRole("button", { name: /^Edit/ }).click();
    await page.locator(".lots-ledger").screenshot({ path: path.join(out, `${label}-ledger-editing.png`) });
    await row.getByLabel("Quantity (kg)").fill("24000");
    await row.getByRole("button", { name: "Save" }).click();
    await page.waitForFunction(() => document.querySelectorAll(".ledger-row")[1]?.textContent?.includes("24.000"));
    await row.getByRole("button", { name: /^History/ }).click();
    await page.locator(".lots-ledger").screenshot({ path: path.join(out, `${label}-ledger-history.png`) });
    console.log(
      label,
      "with history, page and viewport widths:",
      await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]),
    );
    await row.getByRole("button", { name: /^History/ }).click();

    const filter = page.getByRole("group", { name: "Filter by Date" });
    await filter.getByLabel("From").fill("2026-03-02");
    await filter.getByLabel("To").fill("2026-03-15");
    await page.getByText("Opening balance (before 02/03/2026)").waitFor();
    await page.getByText("Closing balance (end of 15/03/2026)").waitFor();
    await page.locator(".lots-ledger").screenshot({ path: path.join(out, `${label}-ledger-filtered.png`) });
    await filter.getByRole("button", { name: "Clear" }).click();

    const details = page.getByRole("form", { name: "Container details" });
    await details.getByLabel("Container No").fill("MSCU1234566");
    await details.getByRole("button", { name: "Add Details" }).click();
    await page.getByRole("alertdialog").waitFor();
    await page.screenshot({ path: path.join(out, `${label}-missing-details.png`) });
    await page.getByRole("button", { name: "OK" }).click();

    if (label === "desktop") {
      const [lotPdf] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download PDF" }).click()]);
      await lotPdf.saveAs(path.join(out, "lot.pdf"));
      await page.goto(h.url("/add-lot"));
      const [all] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: "Download Detailed PDF (All Lots)" }).click(),
      ]);
      await all.saveAs(path.join(out, "detailed.pdf"));
      execFileSync("pdftoppm", ["-png", "-r", "80", path.join(out, "lot.pdf"), path.join(out, "pdf-lot")]);
      execFileSync("pdftoppm", ["-png", "-r", "60", path.join(out, "detailed.pdf"), path.join(out, "pdf-detailed")]);
    }
    await page.context().close();
  }
} finally {
  await h.stop();
}
