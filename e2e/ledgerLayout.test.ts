/**
 * The lot ledger's layout in Chromium, measured on a lot of 60 rows (issues 13 and 23):
 * - at 1366x768 and 1280x720 the page is the only scrolling box; the table fits its box; figures
 *   are right-aligned tabular figures with fixed decimals (tons 3, money 2) on one line; the header
 *   row and Totals stay on screen; editing the last rows brings the row, its one-line fields and
 *   Save/Cancel into view between the sticky bars, without widening the table;
 * - at 375x812 the rows are compact (date, type, amount, balance) and open on a tap; Jump to latest
 *   and the shortcuts to the add forms work; nothing is clipped; editing the last row fits;
 * - a date filter keeps the rows' numbers.
 * axe reports no serious or critical violation. Screenshots go to tmp/screenshots/ledger.
 */
import path from "node:path";
import { AxeBuilder } from "@axe-core/playwright";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { chooseLot, companyOwner, createLot, graphql, openLotDetails, signedInPage, type LotEntry, type Session } from "./api.ts";
import { describeE2E, repoRoot, startHarness, type Harness } from "./harness.ts";

const LOT = "L-LAYOUT";
const ROWS = 60;
const SHOTS = path.join(repoRoot, "tmp/screenshots/ledger");

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** Elements other than the page itself that scroll (content taller or wider than a box that scrolls). */
function innerScrollers(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>("body *"))
      .filter((el) => {
        const style = getComputedStyle(el);
        const scrolls = (o: string) => o === "auto" || o === "scroll";
        return (
          (scrolls(style.overflowY) && el.scrollHeight > el.clientHeight + 1) ||
          (scrolls(style.overflowX) && el.scrollWidth > el.clientWidth + 1)
        );
      })
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
  );
}

/** Where the bars that stay on screen end (top) and begin (bottom) on the lot page. */
function stickyBounds(page: Page): Promise<{ top: number; bottom: number }> {
  return page.evaluate(() => {
    const header = document.querySelector(".site-header")!.getBoundingClientRect().bottom;
    const head = document.querySelector(".ledger-table thead")?.getBoundingClientRect();
    const foot = document.querySelector(".ledger-table tfoot")?.getBoundingClientRect();
    const toolbar = document.querySelector(".ledger-list-view")
      ? document.querySelector(".ledger-toolbar")!.getBoundingClientRect().bottom
      : 0;
    return { top: Math.max(header + (head?.height ?? 0), toolbar), bottom: window.innerHeight - (foot?.height ?? 0) };
  });
}

describeE2E("the lot ledger's layout at desktop and phone widths", () => {
  let h: Harness;
  let session: Session;

  beforeAll(async () => {
    h = await startHarness({ env: { RATE_LIMIT_MAX: "10000" } });
    const email = "layout@haddadmetals.ae";
    session = await companyOwner(h, { name: "Omar Haddad", email, phone: "0501234567", password: "scrap-metal-1" }, "SUPPLIER", {
      companyName: "Haddad Metals FZE",
      contact: "+971 50 123 4567",
      address: "Sharjah",
    });
    const token = session.token;
    const lotId = (
      await graphql(
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
        { input: { lotNumber: LOT, price: "1234.56" } },
        token,
      )
    ).addLot.lot.id;
    // 60 rows as a trader's: tons with 3 and 4 decimals ("25.898", "26.2869"), one payment of $1,250,000.00.
    const containers: string[] = [];
    for (let i = 0; i < ROWS / 2; i++) {
      const date = `2026-03-${String(i + 1).padStart(2, "0")}`;
      const quantity = i % 3 === 0 ? "25898" : i % 3 === 1 ? "26286.9" : `${24000 + i * 37}.5`;
      const added = await graphql(
        h,
        `
          mutation ($input: AddContainerInput!) {
            addContainer(input: $input) {
              ... on AddContainerPayload {
                containerEdge {
                  node {
                    id
                  }
                }
              }
            }
          }
        `,
        {
          input: {
            lotId,
            containerNo: `MSCU12345${String(i).padStart(2, "0")}`,
            sealNo: `SL-88442${i}-A`,
            material: i % 2 ? "Tyre wire" : "HMS 1 and 2 (80:20) heavy melting scrap",
            quantity,
            date,
          },
        },
        token,
      );
      containers.push(added.addContainer.containerEdge.node.id);
      await graphql(
        h,
        `
          mutation ($input: AddPaymentInput!) {
            addPayment(input: $input) {
              __typename
            }
          }
        `,
        { input: { lotId, amount: i === 10 ? "1250000.00" : `${30_000 + i * 1234}.75`, date } },
        token,
      );
    }
    // The first and the last container (rows 1 and 59) edited once: a History button beside Edit and
    // Void makes the widest Action cell; row 59, edited below, with the longest seal number and quantity.
    const update = `mutation($input: UpdateContainerInput!) { updateContainer(input: $input) { __typename } }`;
    await graphql(h, update, { input: { id: containers[0], sealNo: "SL-884420-B" } }, token);
    await graphql(h, update, { input: { id: containers.at(-1), sealNo: "SL-88442912-AB", quantity: "127543.755" } }, token);
  });
  afterAll(async () => {
    await h?.stop();
  });

  async function openLot(width: number, height: number): Promise<Page> {
    const page = await signedInPage(h, session, { viewport: { width, height }, reducedMotion: "reduce" });
    await page.goto(h.url("/add-lot"));
    await chooseLot(page, LOT);
    await page.getByRole("button", { name: "Fetch Result" }).click();
    await page.getByRole("heading", { level: 1, name: `Lot: ${LOT}` }).waitFor();
    await page.locator(".ledger-row").first().waitFor();
    return page;
  }

  for (const [width, height] of [
    [1366, 768],
    [1280, 720],
  ] as const) {
    it(`at ${width}x${height}: one scroll, a table that fits, figures lined up, and the last rows editable in view`, async () => {
      const page = await openLot(width, height);
      expect(await innerScrollers(page)).toEqual([]);
      const layout = await page.evaluate(() => {
        const box = document.querySelector(".ledger-box")!;
        const rows = Array.from(document.querySelectorAll<HTMLTableRowElement>("tr.ledger-row"));
        const oneLine = (el: Element) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          return new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size <= 1;
        };
        return {
          pageWidth: document.documentElement.scrollWidth,
          viewport: window.innerWidth,
          box: {
            client: box.clientWidth,
            content: box.scrollWidth,
            table: document.querySelector(".ledger-table")!.getBoundingClientRect().width,
          },
          rows: rows.map((row) => ({
            number: row.cells[0].textContent,
            tons: row.cells[6].textContent,
            money: [7, 8, 9, 10].map((i) => row.cells[i].textContent),
            balance: row.cells[11].textContent,
            // Rem. Balance is label over figure on every row alike: the same height everywhere, the figure whole.
            balanceHeight: Math.round(row.cells[11].querySelector(".ledger-balance")!.getBoundingClientRect().height),
            balanceFigureOneLine: oneLine(row.cells[11].querySelector(".ledger-figure")!),
            balanceAlign: getComputedStyle(row.cells[11]).textAlign,
            figures: [6, 7, 8, 9, 10].map((i) => {
              const style = getComputedStyle(row.cells[i]);
              return { align: style.textAlign, numeric: style.fontVariantNumeric, oneLine: oneLine(row.cells[i]) };
            }),
            sealOneLine: oneLine(row.cells[4]),
            containerOneLine: oneLine(row.cells[3]),
            height: row.getBoundingClientRect().height,
            hasHistory: row.querySelector(".ledger-history-toggle") !== null,
          })),
          totals: document.querySelector("tr.ledger-totals")!.textContent,
        };
      });
      expect(layout.pageWidth).toBeLessThanOrEqual(layout.viewport);
      expect(layout.box.content).toBeLessThanOrEqual(layout.box.client);
      expect(layout.rows).toHaveLength(ROWS);
      expect(layout.rows.map((r) => r.number)).toEqual(Array.from({ length: ROWS }, (_, i) => String(i + 1)));
      // Every row (its History now says who added it) takes at most 41 px: Edit, Void and History on one line,
      // the long material cut with an ellipsis, label over figure in Rem. Balance (61 px and 70 px before).
      const payments = layout.rows.filter((r) => r.tons === "");
      expect(payments.every((r) => r.hasHistory)).toBe(true);
      expect(Math.max(...layout.rows.map((r) => r.height))).toBeLessThanOrEqual(41);
      const containers = layout.rows.filter((r) => r.tons !== "");
      expect(containers.slice(0, 3).map((r) => r.tons)).toEqual(["25.898", "26.287", "24.075"]);
      for (const row of layout.rows) {
        if (row.tons) expect(row.tons).toMatch(/^\d{1,3}(,\d{3})*\.\d{3}$/);
        for (const money of row.money) if (money) expect(money).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(row.balance).toMatch(/^(Amount Left|Due): \$\d{1,3}(,\d{3})*\.\d{2}$/);
        for (const figure of row.figures) expect(figure).toEqual({ align: "right", numeric: "tabular-nums", oneLine: true });
        expect(row.sealOneLine && row.containerOneLine).toBe(true);
        expect(row.balanceFigureOneLine).toBe(true);
        expect(row.balanceAlign).toBe("right");
      }
      expect(new Set(layout.rows.map((r) => r.balanceHeight)).size).toBe(1);
      expect(layout.totals).toMatch(/Totals.*(Amount Left|Due): \$[\d,]+\.\d{2}$/);

      // The header row stays under the site header and the Totals at the window's bottom when the page scrolls.
      await page.evaluate(() =>
        window.scrollTo({ top: document.querySelector(".ledger-table")!.getBoundingClientRect().top + window.scrollY + 900 }),
      );
      const stuck = await page.evaluate(() => ({
        header: document.querySelector(".site-header")!.getBoundingClientRect().bottom,
        // The cells are what sticks (the row groups keep their place).
        head: document.querySelector(".ledger-table thead th")!.getBoundingClientRect().top,
        foot: document.querySelector(".ledger-table tfoot td")!.getBoundingClientRect().bottom,
      }));
      expect(Math.abs(stuck.head - stuck.header)).toBeLessThanOrEqual(1.5);
      expect(Math.abs(stuck.foot - height)).toBeLessThanOrEqual(1.5);

      // Between the sticky bars at least 12 whole rows for a Trader at 1366x768 (issue 44: eight), long
      // materials cut with an ellipsis, each of the rows' buttons a target of at least 24x24 px.
      const between = await page.evaluate(() => {
        const top = document.querySelector(".ledger-table thead th")!.getBoundingClientRect().bottom;
        const bottom = document.querySelector(".ledger-table tfoot td")!.getBoundingClientRect().top;
        const rows = Array.from(document.querySelectorAll("tr.ledger-row")).filter((row) => {
          const r = row.getBoundingClientRect();
          return r.top >= top - 0.5 && r.bottom <= bottom + 0.5;
        });
        const targets = rows.flatMap((row) => Array.from(row.querySelectorAll("button")).map((b) => b.getBoundingClientRect()));
        return { whole: rows.length, smallest: Math.min(...targets.map((t) => Math.min(t.width, t.height))) };
      });
      if (width === 1366) expect(between.whole, "whole rows between the sticky bars").toBeGreaterThanOrEqual(12);
      expect(between.smallest).toBeGreaterThanOrEqual(24);

      // Edit the last rows: each comes into view between the sticky bars, whole, with Save and Cancel.
      for (const n of [ROWS, ROWS - 1, ROWS - 3]) {
        await page.evaluate(() => window.scrollTo({ top: 0 }));
        await page.getByRole("button", { name: `Edit row ${n}`, exact: true }).click();
        const row = page.locator("tr.ledger-row.is-editing");
        await row.getByRole("button", { name: "Save" }).waitFor();
        const bounds = await stickyBounds(page);
        const edit = await row.evaluate((tr) => {
          const r = (el: Element) => el.getBoundingClientRect();
          const table = document.querySelector(".ledger-box")!;
          return {
            row: { top: r(tr).top, bottom: r(tr).bottom },
            box: { left: r(table).left, right: r(table).right, client: table.clientWidth, content: table.scrollWidth },
            cells: Array.from((tr as HTMLTableRowElement).cells).map((cell) => ({ left: r(cell).left, right: r(cell).right })),
            buttons: Array.from(tr.querySelectorAll(".ledger-actions button")).map((b) => ({
              name: b.textContent,
              left: r(b).left,
              right: r(b).right,
              top: r(b).top,
              bottom: r(b).bottom,
            })),
            inputs: Array.from(tr.querySelectorAll("input")).map((input) => ({
              label: input.getAttribute("aria-label"),
              clipped: input.scrollWidth > input.clientWidth,
              oneLine: r(input).height < 48,
            })),
            focused: document.activeElement?.getAttribute("aria-label"),
            beyond: Array.from(table.querySelectorAll("*"))
              .filter((el) => r(el).right > r(table).right + 0.5)
              .slice(0, 5)
              .map((el) => `${el.tagName}.${el.className} ${r(el).left}-${r(el).right}`),
          };
        });
        expect(edit.row.top).toBeGreaterThanOrEqual(bounds.top - 0.5);
        expect(edit.row.bottom).toBeLessThanOrEqual(bounds.bottom + 0.5);
        expect(
          edit.box.content,
          `row ${n}: ${edit.cells.map((c) => Math.round(c.right - c.left)).join(",")} ${edit.beyond.join(" | ")}`,
        ).toBeLessThanOrEqual(edit.box.client);
        for (const cell of edit.cells) {
          expect(cell.left).toBeGreaterThanOrEqual(edit.box.left - 0.5);
          expect(cell.right).toBeLessThanOrEqual(edit.box.right + 0.5);
        }
        expect(edit.buttons.map((b) => b.name)).toEqual(["Save", "Cancel"]);
        for (const b of edit.buttons) {
          expect(b.right).toBeLessThanOrEqual(Math.min(edit.box.right, width) + 0.5);
          expect(b.top).toBeGreaterThanOrEqual(bounds.top - 0.5);
          expect(b.bottom).toBeLessThanOrEqual(bounds.bottom + 0.5);
        }
        expect(edit.focused).toBe("Date");
        // Every box on one line; values whole, but for the free-text material (its box scrolls).
        for (const input of edit.inputs)
          expect(input, input.label!).toMatchObject({ clipped: input.label === "Material" ? input.clipped : false, oneLine: true });
        if (n === ROWS - 1) {
          expect(edit.inputs.map((i) => i.label)).toEqual(["Date", "Container No", "Seal No", "Material", "Quantity (kg)"]);
          await page.screenshot({ path: path.join(SHOTS, `desktop-${width}-editing.png`) });
          await row.getByLabel("Seal No").fill("SL-884449-B");
          await row.getByRole("button", { name: "Save" }).click();
          await page.waitForFunction((n) => document.querySelectorAll("tr.ledger-row")[n - 1]?.textContent?.includes("SL-884449-B"), n);
          await page.getByRole("button", { name: `Edit row ${n}`, exact: true }).waitFor();
          expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(`Edit row ${n}`);
        } else {
          await row.getByRole("button", { name: "Cancel" }).click();
        }
        await page.locator("tr.ledger-row.is-editing").waitFor({ state: "detached" });
      }
      const after = await page.evaluate(() => ({
        client: document.querySelector(".ledger-box")!.clientWidth,
        content: document.querySelector(".ledger-box")!.scrollWidth,
      }));
      expect(after.content).toBeLessThanOrEqual(after.client);

      // A seal number longer than usual typed into the edit: it scrolls inside its box, the table stays inside its own.
      await page.getByRole("button", { name: `Edit row ${ROWS - 1}`, exact: true }).click();
      const editing = page.locator("tr.ledger-row.is-editing");
      await editing.getByLabel("Seal No").fill("SEAL-998877665544");
      const longSeal = await editing.evaluate((tr) => {
        const box = document.querySelector(".ledger-box")!;
        const save = tr.querySelector(".ledger-actions button")!.getBoundingClientRect();
        return { client: box.clientWidth, content: box.scrollWidth, saveRight: save.right, boxRight: box.getBoundingClientRect().right };
      });
      expect(longSeal.content).toBeLessThanOrEqual(longSeal.client);
      expect(longSeal.saveRight).toBeLessThanOrEqual(longSeal.boxRight + 0.5);
      await editing.getByRole("button", { name: "Cancel" }).click();
      await page.locator("tr.ledger-row.is-editing").waitFor({ state: "detached" });

      await page.evaluate(() => window.scrollTo({ top: 0 }));
      await page.screenshot({ path: path.join(SHOTS, `desktop-${width}.png`), fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    });
  }

  it("by keyboard at 1366 and 1280: every row control reached by Tab or Shift+Tab is clear of the sticky header and Totals rows", async () => {
    for (const [width, height] of [
      [1366, 768],
      [1280, 720],
    ] as const) {
      const page = await openLot(width, height);
      await page.getByRole("button", { name: "Edit row 1", exact: true }).focus();
      const hidden: string[] = [];
      for (const key of ["Tab", "Shift+Tab"]) {
        for (let i = 0; i < 130; i++) {
          await page.keyboard.press(key);
          const under = await page.evaluate(() => {
            const el = document.activeElement!;
            if (!el.closest("tr.ledger-row")) return null;
            const box = el.getBoundingClientRect();
            const head = document.querySelector(".ledger-table thead th")!.getBoundingClientRect();
            const foot = document.querySelector(".ledger-totals td")!.getBoundingClientRect();
            return box.top < head.bottom - 1 || box.bottom > foot.top + 1 ? (el.getAttribute("aria-label") ?? el.textContent) : null;
          });
          if (under) hidden.push(under);
        }
      }
      expect(hidden, `${width}`).toEqual([]);
      await page.context().close();
    }
  });

  it("with codes and a material far longer than usual (saved despite the check digit), the table still fits its box at 1366 and 1280", async () => {
    const lotNumber = "L-LONG-CODES";
    await createLot(h, session.token, lotNumber, "1234.56", [
      {
        containerNo: "BULK-TRUCK-DXB-2026-000123456",
        sealNo: "SEAL0000111122223333444455556666777788889999",
        material: "HMS1/HMS2-80:20-heavy-melting-scrap-bundles-shredded-grade-ISRI-200-206",
        quantity: "25823.5",
        date: "2026-03-02",
      },
      { containerNo: "MSCU1234565", sealNo: "SL-884420-B", material: "Tyre wire", quantity: "24075.5", date: "2026-03-03" },
      { amount: "1250000.00", date: "2026-03-04" },
    ]);
    for (const [width, height] of [
      [1366, 768],
      [1280, 720],
    ] as const) {
      const page = await signedInPage(h, session, { viewport: { width, height } });
      await openLotDetails(page, "Haddad Metals FZE", lotNumber);
      await page.locator(".ledger-row").first().waitFor();
      const fit = await page.evaluate(() => {
        const box = document.querySelector(".ledger-box")!;
        const rows = Array.from(document.querySelectorAll<HTMLTableRowElement>("tr.ledger-row"));
        return {
          pageWidth: document.documentElement.scrollWidth,
          box: { client: box.clientWidth, content: box.scrollWidth },
          codes: rows.map((row) => [row.cells[3].textContent, row.cells[4].textContent]),
          usualOneLine: rows.slice(1, 2).map((row) => {
            const range = document.createRange();
            range.selectNodeContents(row.cells[4]);
            return new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size === 1;
          }),
        };
      });
      expect(fit.pageWidth, `${width}`).toBeLessThanOrEqual(width);
      expect(fit.box.content, `${width}`).toBeLessThanOrEqual(fit.box.client);
      expect(fit.codes[0]).toEqual(["BULK-TRUCK-DXB-2026-000123456", "SEAL0000111122223333444455556666777788889999"]);
      // Codes of a usual length stay on one line.
      expect(fit.usualOneLine).toEqual([true]);
      await page.screenshot({ path: path.join(SHOTS, `desktop-${width}-long-codes.png`) });
      await page.context().close();
    }
  });

  it("with 14-character container and seal numbers on every row and balances in millions, a row being edited keeps the table in its box at 1366 and 1280, both codes whole", async () => {
    const lotNumber = "L-WIDE-CODES";
    const entries: LotEntry[] = [];
    for (let i = 0; i < 16; i++) {
      const date = `2026-04-${String(i + 1).padStart(2, "0")}`;
      entries.push(
        i % 4 === 3
          ? { amount: `${1_234_567 + i}.89`, date }
          : {
              containerNo: `ABCD12345679${String(i).padStart(2, "0")}`,
              sealNo: `SEAL10000000${String(i).padStart(2, "0")}`,
              material: "Mixed HMS 1&2 heavy melting",
              quantity: `${26_000 + i * 37}.5`,
              date,
            },
      );
    }
    await createLot(h, session.token, lotNumber, "4111.52", entries);
    for (const [width, height] of [
      [1366, 768],
      [1280, 720],
    ] as const) {
      const page = await signedInPage(h, session, { viewport: { width, height } });
      await openLotDetails(page, "Haddad Metals FZE", lotNumber);
      // Row 15: a container (an Action column of Save over Cancel, five edit boxes).
      await page
        .locator("tr.ledger-row", { has: page.locator("th", { hasText: /^15$/ }) })
        .getByRole("button", { name: /^Edit/ })
        .click();
      const edited = page.locator("tr.ledger-row.is-editing");
      await edited.waitFor();
      const fit = await page.evaluate(() => {
        const box = document.querySelector(".ledger-box")!;
        const codes = Array.from(
          document.querySelectorAll<HTMLInputElement>(
            'tr.is-editing input[data-field="containerNo"], tr.is-editing input[data-field="sealNo"]',
          ),
        );
        return {
          box: { client: box.clientWidth, content: box.scrollWidth },
          cut: codes.filter((input) => input.scrollWidth > input.clientWidth).map((input) => input.value),
        };
      });
      expect(fit.box.content, `${width}`).toBeLessThanOrEqual(fit.box.client);
      expect(fit.cut, `${width}`).toEqual([]);
      await page.context().close();
    }
  });

  it("at 375x812: compact rows that open on a tap, Jump to latest, the add forms one tap away, nothing clipped", async () => {
    const width = 375;
    const page = await openLot(width, 812);
    expect(await page.locator("table.ledger-table").count()).toBe(0);
    expect(await innerScrollers(page)).toEqual([]);
    const list = page.getByRole("list", { name: `Transactions of lot ${LOT}` });
    const rows = list.getByRole("listitem");
    expect(await rows.count()).toBe(ROWS);
    const compact = await page.evaluate(() =>
      Array.from(document.querySelectorAll("li.ledger-row")).map((li) => ({
        height: li.getBoundingClientRect().height,
        text: li.querySelector("h3")!.textContent,
        figures: li.querySelectorAll("dl").length,
        right: Math.max(...Array.from(li.querySelectorAll("span")).map((s) => s.getBoundingClientRect().right)),
      })),
    );
    expect(compact[0].text).toBe("#1 Container MSCU1234500 01/03/2026 $31,972.63 Due: $31,972.63");
    for (const row of compact) {
      expect(row.height).toBeLessThanOrEqual(72);
      expect(row.figures).toBe(0);
      expect(row.right).toBeLessThanOrEqual(width);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // The toolbar (add forms, Jump to latest) is one line of 44 px targets.
    const tools = await page.locator(".ledger-toolbar").evaluate((bar) => ({
      height: bar.getBoundingClientRect().height,
      buttons: Array.from(bar.querySelectorAll("button")).map((b) => b.getBoundingClientRect().height),
    }));
    expect(tools.height).toBeLessThanOrEqual(64);
    for (const height of tools.buttons) expect(height).toBeGreaterThanOrEqual(44);
    // Dates show whole: dd/mm/yyyy is not cut by the calendar button, in the forms and the filter.
    const dates = await page.locator(".date-input input").evaluateAll((inputs) =>
      inputs.map((input) => ({
        label: input.getAttribute("aria-label") ?? input.id,
        clipped: (input as HTMLInputElement).scrollWidth > (input as HTMLInputElement).clientWidth,
        right: input.getBoundingClientRect().right,
      })),
    );
    expect(dates.length).toBeGreaterThanOrEqual(4);
    for (const date of dates) {
      expect(date.clipped, date.label).toBe(false);
      expect(date.right).toBeLessThanOrEqual(width);
    }
    await page.screenshot({ path: path.join(SHOTS, "phone-375.png"), fullPage: true });

    // A tap opens a row: its figures, labelled, and its actions.
    const first = rows.first();
    await first.getByRole("button", { expanded: false }).click();
    expect(await first.locator("dt").allTextContents()).toEqual([
      "Date",
      "Container No",
      "Seal No",
      "Material",
      "Qty(MT)",
      "Price/Ton",
      "Container Amount",
      "Total Paid",
      "Rem. Balance",
    ]);
    expect(await first.getByRole("button", { name: "Edit row 1" }).isVisible()).toBe(true);
    expect(await first.getByRole("button", { name: /History of row 1/ }).isVisible()).toBe(true);
    const opened = await first.evaluate((li) =>
      Array.from(li.querySelectorAll("dd, button")).every((el) => el.getBoundingClientRect().right <= window.innerWidth),
    );
    expect(opened).toBe(true);
    await page.screenshot({ path: path.join(SHOTS, "phone-375-opened.png") });

    // Jump to latest: the last row, opened, in view below the toolbar, with the focus. Tapped while
    // the toolbar is low on the screen, not stuck yet: the row clears where the toolbar will stick.
    await page.evaluate(() => {
      window.scrollTo({ top: 0, behavior: "instant" });
      window.scrollBy({ top: document.querySelector(".ledger-toolbar")!.getBoundingClientRect().top - 600, behavior: "instant" });
    });
    expect(await page.locator(".ledger-toolbar").evaluate((bar) => bar.getBoundingClientRect().top)).toBeGreaterThan(400);
    await page.getByRole("button", { name: "Jump to latest" }).click();
    const last = rows.last();
    await last.getByRole("button", { name: `Edit row ${ROWS}` }).waitFor();
    let bounds = await stickyBounds(page);
    const lastBox = await last.evaluate((li) => ({
      top: li.getBoundingClientRect().top,
      bottom: li.getBoundingClientRect().bottom,
      focused: li.contains(document.activeElement),
    }));
    expect(lastBox.top).toBeGreaterThanOrEqual(bounds.top - 0.5);
    expect(lastBox.bottom).toBeLessThanOrEqual(812.5);
    expect(lastBox.focused).toBe(true);
    await page.screenshot({ path: path.join(SHOTS, "phone-375-latest.png") });

    // Editing the last row: the card and its Save/Cancel in view; Enter saves.
    await last.getByRole("button", { name: `Edit row ${ROWS}` }).click();
    const card = page.locator("li.ledger-row.is-editing");
    await card.getByRole("button", { name: "Save" }).waitFor();
    bounds = await stickyBounds(page);
    const editBox = await card.evaluate((li) => ({
      top: li.getBoundingClientRect().top,
      buttons: Array.from(li.querySelectorAll("button"))
        .filter((b) => /Save|Cancel/.test(b.textContent!))
        .map((b) => ({
          top: b.getBoundingClientRect().top,
          bottom: b.getBoundingClientRect().bottom,
          right: b.getBoundingClientRect().right,
        })),
      inputs: Array.from(li.querySelectorAll("input")).map((i) => ({
        right: i.getBoundingClientRect().right,
        clipped: i.scrollWidth > i.clientWidth,
      })),
    }));
    expect(editBox.top).toBeGreaterThanOrEqual(bounds.top - 0.5);
    for (const b of editBox.buttons) {
      expect(b.top).toBeGreaterThanOrEqual(bounds.top - 0.5);
      expect(b.bottom).toBeLessThanOrEqual(812.5);
      expect(b.right).toBeLessThanOrEqual(width);
    }
    for (const input of editBox.inputs) expect(input).toEqual({ right: expect.any(Number), clipped: false });
    await page.screenshot({ path: path.join(SHOTS, "phone-375-editing.png") });
    await card.getByLabel("Amount").fill("2600000");
    await card.getByLabel("Amount").press("Enter");
    // More than ten times the entry's amount: asked once more.
    await page.getByRole("alertdialog", { name: "Far from this entry's amount" }).getByRole("button", { name: "Save anyway" }).click();
    await page.waitForFunction((n) => document.querySelectorAll("li.ledger-row")[n - 1]?.textContent?.includes("$2,600,000.00"), ROWS);
    await last.getByRole("button", { name: `Edit row ${ROWS}` }).waitFor();

    // Add container: one tap from the bottom of the ledger to the form, its first box focused and in view.
    await page.getByRole("button", { name: "Add container" }).click();
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLInputElement;
      const r = el.getBoundingClientRect();
      return { label: el.labels?.[0]?.textContent ?? el.getAttribute("aria-label"), top: r.top, bottom: r.bottom };
    });
    expect(focused.label).toContain("Container No");
    expect(focused.top).toBeGreaterThanOrEqual(0);
    expect(focused.bottom).toBeLessThanOrEqual(812);
    await page.getByRole("button", { name: "Add amount" }).click();
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).labels?.[0]?.textContent)).toContain("Enter Amount");

    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("with a date filter, rows keep the numbers they have in the whole ledger", async () => {
    const page = await openLot(1366, 768);
    const filter = page.getByRole("group", { name: /Filter by Date/ });
    await filter.getByLabel("From", { exact: true }).fill("11/03/2026");
    await filter.getByLabel("To", { exact: true }).fill("12/03/2026");
    await page.waitForFunction(() => document.querySelectorAll("tr.ledger-row").length === 4);
    const numbers = await page
      .locator("tr.ledger-row")
      .evaluateAll((rows) => rows.map((row) => (row as HTMLTableRowElement).cells[0].textContent));
    expect(numbers).toEqual(["21", "22", "23", "24"]);
    await page.context().close();
  });
});
