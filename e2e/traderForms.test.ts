/**
 * Issue 13, findings 7 and 9, and ISO 6346 container numbers, in a Chromium whose language is US
 * English (--lang=en-US, context locale en-US), where a native date input shows mm/dd/yyyy:
 * dates are still shown and typed dd/mm/yyyy, with a calendar worked by keyboard; Select Existing
 * Lot finds one of 300 lots by typing, loading a page of matches only; a container number failing
 * ISO 6346 is a warning that can be overridden, and is stored upper-cased without spaces.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { chromium, type Browser, type Page } from "playwright-core";
import { chooseLot, companyOwner, graphql, type Session } from "./api.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH, DESKTOP, describeE2E, startHarness, type Harness } from "./harness.ts";
import { formatDateGB, todayIn } from "../shared/dates.ts";

// Enough that the list can only ever hold a page of them (a company of 2,000 is served the same way:
// server/ledger/lot.test.ts), few enough to create through the API in seconds.
const LOTS = 300;
const lotNumber = (i: number) => `TL-${String(i).padStart(4, "0")}`;

describeE2E("dd/mm/yyyy dates, Select Existing Lot and ISO 6346 container numbers in a US-English Chromium", () => {
  let h: Harness;
  let usBrowser: Browser;
  let supplier: Session;

  beforeAll(async () => {
    h = await startHarness({ env: { RATE_LIMIT_MAX: "1000" } });
    usBrowser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS, "--lang=en-US"] });
    const email = "rashid@tyrecycle.ae";
    supplier = await companyOwner(h, { name: "Rashid Khan", email, phone: "0507654321", password: "tyre-cycle-1" }, "SUPPLIER", {
      companyName: "Tyre Cycle FZE",
      contact: "+971 50 765 4321",
      address: "Dubai",
    });
    // Ten lots to a request (the API allows 15 aliases), one request after another: the lists show
    // the newest lots first, so the lots must be created in the order of their numbers.
    for (let b = 0; b < LOTS / 10; b++) {
      const fields = Array.from(
        { length: 10 },
        (_, k) => `l${k}: addLot(input: { lotNumber: "${lotNumber(b * 10 + k + 1)}", price: "10.00" }) { __typename }`,
      ).join(" ");
      await graphql(h, `mutation { ${fields} }`, {}, supplier.token);
    }
  }, 120_000);
  afterAll(async () => {
    await usBrowser?.close();
    await h?.stop();
  });

  /** A page of the US-English browser, signed in as the supplier. */
  async function usPage(): Promise<Page> {
    const context = await usBrowser.newContext({ baseURL: h.baseUrl, viewport: DESKTOP, locale: "en-US", timezoneId: "America/New_York" });
    const page = await context.newPage();
    await page.goto(h.url("/about"));
    await page.evaluate(({ token, user }) => {
      localStorage.setItem("token", token);
      localStorage.setItem("user", JSON.stringify(user));
    }, supplier);
    return page;
  }

  it("Select Existing Lot finds one of 300 lots as it is typed, loading a page of matches only", async () => {
    const page = await usPage();
    const pages: number[] = [];
    let searches = 0;
    page.on("response", async (response) => {
      if (!response.url().endsWith("/graphql")) return;
      const sent = response.request().postData() ?? "";
      if (sent.includes("LotSearchRefetchQuery")) searches++;
      const text = await response.text().catch(() => "");
      for (const match of text.matchAll(/"lots":\{[^]*?"edges":\[([^\]]*)\]/g)) pages.push((match[1].match(/"lotNumber"/g) ?? []).length);
    });
    await page.goto(h.url("/add-lot"));
    const box = page.getByRole("combobox", { name: "Select Existing Lot" });
    await page.getByText("300 lots; the newest 10 are listed, type part of a lot number to find the others.").waitFor();
    await box.pressSequentially("tl-02", { delay: 30 });
    await page.getByText('100 lots match "tl-02"; the first 10 are listed, type more to narrow them.').waitFor();
    const options = page.getByRole("listbox", { name: "Matching lots" }).getByRole("option");
    expect(await options.allTextContents()).toEqual(Array.from({ length: 10 }, (_, i) => `${lotNumber(299 - i)} ($10.00/ton)`));
    await box.press("3");
    await page.getByText('10 lots match "tl-023".').waitFor();
    expect(await options.allTextContents()).toEqual(Array.from({ length: 10 }, (_, i) => `${lotNumber(239 - i)} ($10.00/ton)`));
    await box.press("ArrowDown");
    await box.press("ArrowDown");
    expect(await page.locator(`[id="${await box.getAttribute("aria-activedescendant")}"]`).textContent()).toBe("TL-0238 ($10.00/ton)");
    await box.press("Enter");
    expect(await box.inputValue()).toBe("TL-0238");
    await page.getByRole("button", { name: "Fetch Result" }).click();
    await page.getByRole("heading", { level: 1, name: "Lot: TL-0238" }).waitFor();
    // Never more than a page of lots on the wire; one search per pause in typing (and perhaps one
    // for the chosen number before the page changed), not one per key.
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...pages)).toBeLessThanOrEqual(10);
    expect(searches).toBeGreaterThanOrEqual(2);
    expect(searches).toBeLessThanOrEqual(3);
  });

  it("dates are shown and typed dd/mm/yyyy, impossible ones refused, and the calendar works by keyboard", async () => {
    const page = await usPage();
    expect(await page.evaluate(() => navigator.language)).toBe("en-US");
    await page.goto(h.url("/add-lot"));
    await chooseLot(page, "TL-0042");
    await page.getByRole("button", { name: "Fetch Result" }).click();
    await page.getByRole("heading", { level: 1, name: "Lot: TL-0042" }).waitFor();
    const amounts = page.getByRole("form", { name: "Advance or amount paid" });
    const date = amounts.getByLabel("Date", { exact: true });
    expect(await date.inputValue()).toBe(formatDateGB(todayIn("Asia/Dubai")));
    expect(await date.getAttribute("placeholder")).toBe("dd/mm/yyyy");

    // 12/01/2025 is the 12th of January, whatever the browser's language.
    const sentDates: string[] = [];
    page.on("request", (request) => {
      const body = request.postData() ?? "";
      if (body.includes("useAddPaymentMutation")) sentDates.push(JSON.parse(body).variables.input.date);
    });
    await date.fill("12/01/2025");
    await amounts.getByLabel("Enter Amount").fill("250");
    await amounts.getByRole("button", { name: "Add Advance/Amount" }).click();
    await page.locator("tr.ledger-row").first().waitFor();
    expect(await page.locator("tr.ledger-row").first().textContent()).toContain("12/01/2025");
    expect(sentDates).toEqual(["2025-01-12"]);

    // A day that does not exist says so beside the field, and nothing is sent.
    await date.fill("31/02/2025");
    await amounts.getByLabel("Enter Amount").fill("100");
    await amounts.getByRole("button", { name: "Add Advance/Amount" }).click();
    expect(await date.getAttribute("aria-invalid")).toBe("true");
    const describedBy = (await date.getAttribute("aria-describedby"))!;
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe("February 2025 has 28 days, so day 31 does not exist");
    expect(sentDates).toHaveLength(1);

    // The calendar: opens on the chosen day, PageDown a month, arrows, Enter picks, focus back on its button.
    await date.fill("1/3/2025");
    await amounts.getByRole("button", { name: "Change Date, 01/03/2025" }).click();
    const dialog = page.getByRole("dialog", { name: "Choose Date" });
    await dialog.waitFor();
    expect(await dialog.getByRole("heading").textContent()).toBe("March 2025");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Saturday 1 March 2025");
    await page.keyboard.press("PageDown");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowLeft");
    expect(await dialog.getByRole("heading").textContent()).toBe("April 2025");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Monday 7 April 2025");
    await page.keyboard.press("Enter");
    await dialog.waitFor({ state: "detached" });
    expect(await date.inputValue()).toBe("07/04/2025");
    const calendarButton = amounts.getByRole("button", { name: "Change Date, 07/04/2025" });
    expect(await calendarButton.evaluate((el) => el === document.activeElement)).toBe(true);
    // Escape closes without a change and returns the focus.
    await page.keyboard.press("Enter");
    await dialog.waitFor();
    await page.keyboard.press("PageUp");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(await date.inputValue()).toBe("07/04/2025");
    expect(await calendarButton.evaluate((el) => el === document.activeElement)).toBe(true);
    await amounts.getByRole("button", { name: "Add Advance/Amount" }).click();
    await page.waitForFunction(() => document.querySelectorAll("tr.ledger-row").length === 2);
    expect(sentDates).toEqual(["2025-01-12", "2025-04-07"]);

    // The date filter takes dd/mm/yyyy as well: only the April payment is in April.
    const filter = page.getByRole("group", { name: "Filter by Date" });
    await filter.getByLabel("From").fill("01/04/2025");
    await filter.getByLabel("To").fill("30/04/2025");
    await page.waitForFunction(() => document.querySelectorAll("tr.ledger-row").length === 1);
    expect(await page.locator("tr.ledger-row").first().textContent()).toContain("07/04/2025");
  });

  it("a container number failing ISO 6346 is a warning with Save anyway; numbers are stored upper-cased without spaces", async () => {
    const page = await usPage();
    await page.goto(h.url("/add-lot"));
    await chooseLot(page, "TL-0007");
    await page.getByRole("button", { name: "Fetch Result" }).click();
    await page.getByRole("heading", { level: 1, name: "Lot: TL-0007" }).waitFor();
    const details = page.getByRole("form", { name: "Container details" });
    const containerNo = details.getByLabel("Container No");
    const warning = details.locator(".container-warning");

    async function fill(number: string) {
      await containerNo.fill(number);
      await details.getByLabel("Seal No").fill("SL-7");
      await details.getByLabel("Material").fill("Tyre wire");
      await details.getByLabel("Quantity (kg)").fill("20000");
    }

    // A valid number, typed in lower case with spaces: no warning, stored as CSQU3054383.
    await fill("csqu 305438 3");
    expect(await warning.count()).toBe(0);
    await details.getByRole("button", { name: "Add Details" }).click();
    await page.locator("tr.ledger-row").first().waitFor();
    expect(await page.locator("tr.ledger-row").first().textContent()).toContain("CSQU3054383");

    // A mistyped check digit: pointed out beside the field, and Add Details waits.
    await fill("msku 907032 4");
    await warning.waitFor();
    expect(await warning.textContent()).toContain("The check digit of MSKU9070324 should be 3 (ISO 6346)");
    expect(await containerNo.getAttribute("aria-invalid")).toBeNull();
    await details.getByRole("button", { name: "Add Details" }).click();
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("containerNo");
    expect(await page.locator("tr.ledger-row").count()).toBe(1);
    expect(await details.getByText("Not saved: Container No is not a valid ISO 6346 number").count()).toBe(1);
    // Not an ISO container after all: Save anyway, a real button with a 44 px target, below the field across the form.
    const saveAnyway = details.getByRole("button", { name: "Save anyway (not an ISO container number)" });
    const box = (await saveAnyway.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect((await warning.boundingBox())!.width).toBeGreaterThan(400);
    await saveAnyway.click();
    await page.waitForFunction(() => document.querySelectorAll("tr.ledger-row").length === 2);
    expect(await page.locator("tr.ledger-row").nth(1).textContent()).toContain("MSKU9070324");
    expect(await warning.count()).toBe(0);
  });
});
