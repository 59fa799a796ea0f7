/**
 * A lot's state, price and notes on the lot screen (issue 48): an Owner closes a lot and its add
 * controls go; a Trader, in a second browser context, cannot reopen it; the Owner reopens it. A new
 * price is previewed before saving (how many containers change, the new total to the cent) and the
 * balance follows once saved; notes are kept across a reload; the lot's PDF carries the company's TRN.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { chooseLot, companyOwner, createLot, graphql, logIn, signUp, signedInPage, type Session } from "./api.ts";
import { collectPageErrors, describeE2E, startHarness, type Harness } from "./harness.ts";
import { pdfText } from "./pdfFormat.ts";

const LOT = "ST-1";
const TRN = "100234567800003";
const CLOSED_NOTE = "This lot is closed: its entries cannot be added, edited or voided until an Owner reopens it.";

describeE2E("a lot's state, price and notes", () => {
  let h: Harness;
  let owner: Session;
  let trader: Session;
  const password = "scrap-metal-7";
  const downloads = fs.mkdtempSync(path.join(os.tmpdir(), "lot-state-e2e-"));

  beforeAll(async () => {
    h = await startHarness({ env: { RATE_LIMIT_MAX: "1000" } });
    owner = await companyOwner(h, { name: "Noura Saleh", email: "noura@state.ae", phone: "0501234567", password }, "SUPPLIER", {
      companyName: "State Scrap LLC",
      contact: "+971 50 123 4567",
      address: "Dubai",
      gst: TRN,
    });
    // 10 t and 2.5005 t at $200: $2,000.00 + $500.10; $1,000.00 paid.
    await createLot(h, owner.token, LOT, "200", [
      { containerNo: "MSCU1000001", sealNo: "S-1", material: "HMS 1", quantity: "10000", date: "2026-03-01" },
      { containerNo: "MSCU1000002", sealNo: "S-2", material: "HMS 2", quantity: "2500.5", date: "2026-03-02" },
      { amount: "1000.00", date: "2026-03-03" },
    ]);
    const email = "khalid@state.ae";
    await graphql(
      h,
      `
        mutation ($input: InviteMemberInput!) {
          inviteMember(input: $input) {
            __typename
          }
        }
      `,
      { input: { email, role: "TRADER" } },
      owner.token,
    );
    const pattern = /for khalid@state\.ae: Invitation to a company's team[\s\S]*?\/join\/([\w-]+)/g;
    await h.server.waitForOutput(pattern);
    const token = [...h.server.output().matchAll(pattern)].at(-1)![1];
    await signUp(h, { name: "Khalid Noor", email, phone: "0507654321", password });
    const first = await logIn(h, email, password);
    const joined = await graphql(
      h,
      `
        mutation ($token: String!) {
          acceptInvitation(input: { token: $token }) {
            __typename
          }
        }
      `,
      { token },
      first.token,
    );
    expect(joined.acceptInvitation.__typename).toBe("AcceptInvitationPayload");
    trader = await logIn(h, email, password);
  });
  afterAll(async () => {
    await h?.stop();
    fs.rmSync(downloads, { recursive: true, force: true });
  });

  async function openLot(session: Session): Promise<Page> {
    const page = await signedInPage(h, session, { acceptDownloads: true });
    await page.goto(h.url("/add-lot"));
    await chooseLot(page, LOT);
    await page.getByRole("button", { name: "Fetch Result" }).click();
    await page.getByRole("heading", { level: 1, name: `Lot: ${LOT}` }).waitFor();
    return page;
  }
  const badge = (page: Page) => page.getByTestId("lot-state");
  const balance = (page: Page) => page.getByRole("definition").first().textContent();

  it("an Owner closes the lot and its add controls go; a Trader cannot reopen it; the Owner does", async () => {
    const ownerPage = await openLot(owner);
    const errors = collectPageErrors(ownerPage);
    expect(await badge(ownerPage).textContent()).toBe("Open");
    expect(await ownerPage.getByRole("form", { name: "Container details" }).count()).toBe(1);
    await ownerPage.getByRole("combobox", { name: "Lot state" }).selectOption("CLOSED");
    await expect.poll(() => badge(ownerPage).textContent()).toBe("Closed");
    expect(await ownerPage.getByRole("form", { name: "Container details" }).count()).toBe(0);
    expect(await ownerPage.getByRole("form", { name: "Advance or amount paid" }).count()).toBe(0);
    await ownerPage.getByText(CLOSED_NOTE, { exact: true }).waitFor();

    const traderPage = await openLot(trader);
    expect(await badge(traderPage).textContent()).toBe("Closed");
    expect(await traderPage.getByRole("combobox", { name: "Lot state" }).count()).toBe(0);
    expect(await traderPage.getByRole("form", { name: "Container details" }).count()).toBe(0);
    await traderPage.getByText(CLOSED_NOTE, { exact: true }).waitFor();
    // Nor through the API: the server says why.
    const lotId = (await graphql(h, `{ viewer { profile { lot(lotNumber: "${LOT}") { id } } } }`, {}, trader.token)).viewer.profile.lot.id;
    const refused = await graphql(
      h,
      `
        mutation ($input: UpdateLotInput!) {
          updateLot(input: $input) {
            __typename
            ... on Error {
              message
            }
          }
        }
      `,
      { input: { id: lotId, state: "OPEN" } },
      trader.token,
    );
    expect(refused.updateLot.message).toBe("Only an Owner of the company may reopen a closed lot.");

    await ownerPage.getByRole("combobox", { name: "Lot state" }).selectOption("OPEN");
    await expect.poll(() => badge(ownerPage).textContent()).toBe("Open");
    await ownerPage.getByRole("form", { name: "Container details" }).waitFor();
    expect(errors).toEqual([]);
  });

  it("previews a new price (containers and total to the cent), then the balance follows; notes are kept across a reload; the PDF has the TRN", async () => {
    const page = await openLot(owner);
    const errors = collectPageErrors(page);
    expect(await balance(page)).toContain("$1,500.10");
    await page.getByLabel("New price per ton").fill("123.45");
    // 10 x 123.45 = 1,234.50; 2.5005 x 123.45 = 308.686725, 308.69: 1,543.19.
    await expect
      .poll(() =>
        page
          .locator(".lot-state__preview")
          .textContent()
          .catch(() => ""),
      )
      .toBe("2 containers use the lot's price: their amounts change, new total $1,543.19");
    await page.getByRole("button", { name: "Save price" }).click();
    await expect.poll(() => balance(page)).toContain("$543.19");
    await page.getByText("Price/Ton:").getByText("$123.45").waitFor();

    await page.getByLabel("Lot notes").fill("Loaded at Jebel Ali; buyer pays the rest on arrival.");
    await page.getByRole("button", { name: "Save notes" }).click();
    await page.getByText("Notes saved.").waitFor();
    await page.reload();
    await page.getByRole("heading", { level: 1, name: `Lot: ${LOT}` }).waitFor();
    await expect.poll(() => page.getByLabel("Lot notes").inputValue()).toBe("Loaded at Jebel Ali; buyer pays the rest on arrival.");

    const [event] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download PDF" }).click()]);
    const file = path.join(downloads, event.suggestedFilename());
    await event.saveAs(file);
    const text = pdfText(file);
    expect(text).toContain(`TRN: ${TRN}`);
    expect(errors).toEqual([]);
  });
});
