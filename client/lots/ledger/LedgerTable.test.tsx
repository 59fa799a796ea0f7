import { describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { graphql, RelayEnvironmentProvider } from "react-relay/hooks";
import { createMockEnvironment } from "relay-test-utils";
import type { LedgerTableTestQuery } from "../../__generated__/LedgerTableTestQuery.graphql.ts";
import { mockQueryData } from "../../test/mockQueryData.ts";
import { describedBy } from "../../test/routeHarness.tsx";
import type { MutationOutcome } from "../../relay/outcome.ts";
import { JUMP_TO_LATEST, LEDGER_LIST_QUERY, LedgerTable, type LedgerTableProps } from "./LedgerTable.tsx";
import { NO_TRANSACTIONS } from "../ledgerFormat.ts";
import { LEDGER_PAGE_SIZE } from "./LedgerPager.tsx";
import { CONTAINER_NUMBER_WARNING, UPDATE_FAILED } from "./rowDraft.ts";
import { memberMessages } from "../../../shared/members.ts";
import { historiesOf } from "./RowHistory.tsx";
import { dateValueProblem } from "../../components/DateField.tsx";
import { ADVANCE_ID, AMOUNT_ID, amountRow, CONTAINER_ID, filteredStatement, statement } from "../__fixtures__/testData.ts";

const ok: MutationOutcome = { ok: true, data: undefined };
/** Row 3's payment, changed by another member after it was opened: her amount now, version 2. */
const fatimasAmount: MutationOutcome = {
  ok: false,
  kind: "ConflictError",
  message: "Fatima Khan changed this payment after you opened it.",
  fieldErrors: {},
  conflict: {
    values: { date: "2026-03-20", amount: "2100.00" },
    version: 2,
    changedBy: "Fatima Khan",
    changedAt: "2026-03-21T06:05:00.000Z",
  },
};
/** The ledger once row 3's payment is voided. */
const withoutRow3 = { ...statement, closingBalance: "-688.27", closingTotalPaid: "1000.00", rows: [statement.rows[0], statement.rows[1]] };

const query = graphql`
  query LedgerTableTestQuery {
    viewer {
      profile {
        lot(lotNumber: "L-100") {
          ledger {
            ...LedgerTable_ledger
            ...RowHistory_histories @relay(mask: false)
          }
        }
      }
    }
  }
`;

/** The table over a ledger the server could have sent: `ledger` is what the LedgerStatement resolver answers. */
function renderTable({
  statement: ledger = statement,
  ...props
}: Partial<Omit<LedgerTableProps, "ledger" | "histories">> & { statement?: object } = {}) {
  const environment = createMockEnvironment();
  const data = mockQueryData<LedgerTableTestQuery>(environment, query, { LedgerStatement: () => ledger });
  const onUpdateContainer = vi.fn(async () => ok);
  const onUpdatePayment = vi.fn(async () => ok);
  render(
    <RelayEnvironmentProvider environment={environment}>
      <LedgerTable
        ledger={data.viewer!.profile!.lot!.ledger}
        histories={historiesOf(data.viewer!.profile!.lot!.ledger)}
        lotNumber="L-100"
        timeZone="Asia/Dubai"
        onUpdateContainer={onUpdateContainer}
        onUpdatePayment={onUpdatePayment}
        {...props}
      />
    </RelayEnvironmentProvider>,
  );
  return {
    onUpdateContainer: props.onUpdateContainer ?? onUpdateContainer,
    onUpdatePayment: props.onUpdatePayment ?? onUpdatePayment,
    /** The ledger as the server sends it after a change (a live refresh): the table reads it from the store. */
    refresh: (next: object) => act(() => void mockQueryData<LedgerTableTestQuery>(environment, query, { LedgerStatement: () => next })),
  };
}

const table = () => screen.getByRole("table");
const headers = () =>
  within(table())
    .getAllByRole("columnheader")
    .map((th) => th.textContent);
const ledgerRows = () => Array.from(table().querySelectorAll("tbody tr.ledger-row")) as HTMLTableRowElement[];
const cellsOf = (row: HTMLTableRowElement) => Array.from(row.cells).map((c) => c.textContent);

describe("LedgerTable", () => {
  it("has the spec's columns, in order", () => {
    renderTable();
    expect(headers()).toEqual([
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
      "Action",
    ]);
  });

  it("shows the server's rows: types, en-GB dates, en-US money, tons and the remaining balance labels", () => {
    renderTable();
    const [advance, container, amount] = ledgerRows();
    expect(cellsOf(advance).slice(0, 12)).toEqual([
      "1",
      "02/03/2026",
      "Advance",
      "",
      "",
      "",
      "",
      "",
      "",
      "$1,000.00",
      "$1,000.00",
      "Amount Left: $1,000.00",
    ]);
    expect(cellsOf(container).slice(0, 12)).toEqual([
      "2",
      "05/03/2026",
      "Container",
      "MSCU1234567",
      "SL-88",
      "HMS 1",
      "12.345",
      "$136.76",
      "$1,688.27",
      "",
      "$1,000.00",
      "Due: $688.27",
    ]);
    // The material, cut with an ellipsis in a narrow column, keeps its whole text as its tooltip.
    expect(container.cells[5].querySelector("[title]")?.getAttribute("title")).toBe("HMS 1");
    expect(cellsOf(amount).slice(0, 12)).toEqual([
      "3",
      "20/03/2026",
      "Amount",
      "",
      "",
      "",
      "",
      "",
      "",
      "$2,000.00",
      "$3,000.00",
      "Amount Left: $1,311.73",
    ]);
    // Totals under the rows, ending with the closing balance.
    const totals = table().querySelector("tfoot tr")!;
    expect(cellsOf(totals as HTMLTableRowElement)).toEqual([
      "",
      "",
      "Totals",
      "",
      "",
      "",
      "12.345",
      "",
      "$1,688.27",
      "$3,000.00",
      "",
      "Amount Left: $1,311.73",
      "",
    ]);
  });

  it("tints Advance rows yellow and Amount rows green", () => {
    renderTable();
    const [advance, container, amount] = ledgerRows();
    expect(advance.className).toContain("ledger-row--advance");
    expect(amount.className).toContain("ledger-row--amount");
    expect(container.className).toContain("ledger-row--container");
    expect(container.className).not.toMatch(/advance|amount/);
  });

  it("says No transactions yet. when the lot has none", () => {
    renderTable({ statement: { ...statement, rows: [] } });
    expect(screen.getByText(NO_TRANSACTIONS)).toBeTruthy();
    expect(NO_TRANSACTIONS).toBe("No transactions yet.");
    expect(table().querySelector("tfoot")).toBeNull();
  });

  it("with a date filter, shows the opening and closing balances around the rows", () => {
    renderTable({ statement: filteredStatement });
    const body = Array.from(table().querySelectorAll("tbody tr")) as HTMLTableRowElement[];
    expect(cellsOf(body[0])).toEqual(["Opening balance (before 03/03/2026)", "$1,000.00", "Amount Left: $1,000.00", ""]);
    // The row keeps its number from the whole ledger.
    expect(cellsOf(body[1])[0]).toBe("2");
    expect(cellsOf(body[2])).toEqual(["Closing balance (end of 10/03/2026)", "$1,000.00", "Due: $688.27", ""]);
  });

  it("without a filter, shows no opening or closing rows", () => {
    renderTable();
    expect(screen.queryByText(/Opening balance/)).toBeNull();
    expect(screen.queryByText(/Closing balance/)).toBeNull();
  });

  it("edits a container row's date, container no, seal no, material and quantity; Cancel leaves it as it was", async () => {
    const { onUpdateContainer } = renderTable();
    const row = ledgerRows()[1];
    fireEvent.click(within(row).getByRole("button", { name: /^Edit/ }));
    const editing = ledgerRows()[1];
    const inputs = within(editing).getAllByRole("textbox").concat(within(editing).getAllByRole("spinbutton"));
    expect(inputs.map((i) => i.getAttribute("aria-label")).sort()).toEqual([
      "Container No",
      "Date",
      "Material",
      "Quantity (kg)",
      "Seal No",
    ]);
    expect((within(editing).getByLabelText("Date") as HTMLInputElement).value).toBe("05/03/2026");
    expect((within(editing).getByLabelText("Quantity (kg)") as HTMLInputElement).value).toBe("12345");
    fireEvent.change(within(editing).getByLabelText("Material"), { target: { value: "Changed" } });
    fireEvent.click(within(editing).getByRole("button", { name: "Cancel" }));
    expect(cellsOf(ledgerRows()[1])[5]).toBe("HMS 1");
    expect(onUpdateContainer).not.toHaveBeenCalled();
  });

  it("Save sends only the changed fields and leaves edit mode when the server accepts them", async () => {
    const { onUpdateContainer } = renderTable();
    fireEvent.click(within(ledgerRows()[1]).getByRole("button", { name: /^Edit/ }));
    const editing = ledgerRows()[1];
    fireEvent.change(within(editing).getByLabelText("Quantity (kg)"), { target: { value: "13000.5" } });
    fireEvent.change(within(editing).getByLabelText("Date"), { target: { value: "1/3/2026" } });
    await act(async () => fireEvent.click(within(editing).getByRole("button", { name: "Save" })));
    expect(onUpdateContainer).toHaveBeenCalledWith(CONTAINER_ID, { quantity: "13000.5", date: "2026-03-01" }, 1);
    expect(within(ledgerRows()[1]).queryByRole("button", { name: "Save" })).toBeNull();
  });

  it("a container number failing ISO 6346 asks before saving: Go back keeps editing, Save anyway sends it", async () => {
    const { onUpdateContainer } = renderTable();
    fireEvent.click(within(ledgerRows()[1]).getByRole("button", { name: /^Edit/ }));
    fireEvent.change(within(ledgerRows()[1]).getByLabelText("Container No"), { target: { value: "MSCU6639871" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save" })));
    const dialog = screen.getByRole("alertdialog", { name: CONTAINER_NUMBER_WARNING });
    expect(describedBy(dialog)).toBe(
      "The check digit of MSCU6639871 should be 0 (ISO 6346): a character may be mistyped. Check it, or save it anyway.",
    );
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Go back" })));
    expect(onUpdateContainer).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Save" })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save" })));
    await act(async () => fireEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Save anyway" })));
    expect(onUpdateContainer).toHaveBeenCalledWith(CONTAINER_ID, { containerNo: "MSCU6639871" }, 1);
  });

  it("the quantity box says kg beside the figure, and a quantity or amount far from what it was asks once more", async () => {
    const { onUpdateContainer, onUpdatePayment } = renderTable();
    fireEvent.click(within(ledgerRows()[1]).getByRole("button", { name: /^Edit/ }));
    const quantity = within(ledgerRows()[1]).getByLabelText("Quantity (kg)");
    expect(quantity.parentElement!.textContent).toBe("kg");
    // Tons typed where kg are asked: a thousand times less than the 12,345 kg it was.
    fireEvent.change(quantity, { target: { value: "12.345" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save" })));
    const ask = screen.getByRole("alertdialog", { name: "Far from this entry's quantity" });
    expect(describedBy(ask)).toBe(
      "12.345 kg is less than a tenth of this entry's quantity (12345 kg). Quantities are entered in kg. Save it anyway?",
    );
    // The focus starts on the way back: a second Enter does not save the slip.
    expect(document.activeElement).toBe(within(ask).getByRole("button", { name: "Go back" }));
    await act(async () => fireEvent.click(within(ask).getByRole("button", { name: "Go back" })));
    expect(onUpdateContainer).not.toHaveBeenCalled();
    expect((within(ledgerRows()[1]).getByLabelText("Quantity (kg)") as HTMLInputElement).value).toBe("12.345");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save" })));
    await act(async () => fireEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Save anyway" })));
    expect(onUpdateContainer).toHaveBeenCalledWith(CONTAINER_ID, { quantity: "12.345" }, 1);

    fireEvent.click(within(ledgerRows()[2]).getByRole("button", { name: /^Edit/ }));
    fireEvent.change(within(ledgerRows()[2]).getByLabelText("Amount"), { target: { value: "20000.01" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save" })));
    expect(describedBy(screen.getByRole("alertdialog", { name: "Far from this entry's amount" }))).toBe(
      "$20,000.01 is more than 10 times this entry's amount ($2,000.00). Save it anyway?",
    );
    await act(async () => fireEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Go back" })));
    expect(onUpdatePayment).not.toHaveBeenCalled();
  });

  it("a date that is not a day of the calendar is refused in the row with the date's message, nothing sent", async () => {
    const { onUpdatePayment } = renderTable();
    fireEvent.click(within(ledgerRows()[2]).getByRole("button", { name: /^Edit/ }));
    fireEvent.change(within(ledgerRows()[2]).getByLabelText("Date"), { target: { value: "31/02/2026" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save" })));
    expect(onUpdatePayment).not.toHaveBeenCalled();
    const notice = screen.getByRole("status");
    expect(notice.textContent).toContain(`Date: ${dateValueProblem("31/02/2026")}`);
    expect(notice.textContent).not.toMatch(/Variable|YYYY/);
    expect((within(ledgerRows()[2]).getByLabelText("Date") as HTMLInputElement).value).toBe("31/02/2026");
    expect(document.activeElement).toBe(within(ledgerRows()[2]).getByLabelText("Date"));
  });

  it("edits a payment row's date and amount only", async () => {
    const { onUpdatePayment } = renderTable();
    fireEvent.click(within(ledgerRows()[2]).getByRole("button", { name: /^Edit/ }));
    const editing = ledgerRows()[2];
    expect(
      within(editing)
        .getAllByRole("textbox")
        .map((i) => i.getAttribute("aria-label")),
    ).toEqual(["Date"]);
    expect(
      within(editing)
        .getAllByRole("spinbutton")
        .map((i) => i.getAttribute("aria-label")),
    ).toEqual(["Amount"]);
    fireEvent.change(within(editing).getByLabelText("Amount"), { target: { value: "2500" } });
    await act(async () => fireEvent.click(within(editing).getByRole("button", { name: "Save" })));
    expect(onUpdatePayment).toHaveBeenCalledWith(AMOUNT_ID, { amount: "2500" }, 1);
  });

  it("a conflicting edit shows their saved values beside these in the row: Apply mine again sends these on top of their version, Keep theirs closes", async () => {
    const onUpdatePayment = vi.fn(async (): Promise<MutationOutcome> => fatimasAmount);
    renderTable({ onUpdatePayment });
    fireEvent.click(within(ledgerRows()[2]).getByRole("button", { name: /^Edit/ }));
    fireEvent.change(within(ledgerRows()[2]).getByLabelText("Amount"), { target: { value: "2500" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save" })));
    expect(onUpdatePayment).toHaveBeenLastCalledWith(AMOUNT_ID, { amount: "2500" }, 1);
    // No dialog: the row itself says who changed it when, and shows both values.
    expect(screen.queryByRole("alertdialog")).toBeNull();
    const notice = screen.getByRole("alert");
    expect(notice.textContent).toContain("Not saved: Fatima Khan changed this entry at 21/03/2026, 10:05, after you opened it.");
    expect(
      within(notice)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Amount: theirs (saved) $2,100.00, yours $2,500.00"]);
    expect((within(ledgerRows()[2]).getByLabelText("Amount") as HTMLInputElement).value).toBe("2500");

    onUpdatePayment.mockImplementation(async () => ok);
    await act(async () => fireEvent.click(within(notice).getByRole("button", { name: "Apply mine again" })));
    expect(onUpdatePayment).toHaveBeenLastCalledWith(AMOUNT_ID, { amount: "2500" }, 2);
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();

    onUpdatePayment.mockImplementation(async () => fatimasAmount);
    fireEvent.click(within(ledgerRows()[2]).getByRole("button", { name: /^Edit/ }));
    fireEvent.change(within(ledgerRows()[2]).getByLabelText("Amount"), { target: { value: "2600" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save" })));
    await act(async () => fireEvent.click(within(screen.getByRole("alert")).getByRole("button", { name: "Keep theirs" })));
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
    expect(onUpdatePayment).toHaveBeenCalledTimes(3);
  });

  it("a conflict over fields only the other member changed is none: the trader's own fields go on top of their version", async () => {
    // Fatima changed the amount; this trader only the date.
    const onUpdatePayment = vi.fn(async (): Promise<MutationOutcome> => fatimasAmount);
    renderTable({ onUpdatePayment });
    fireEvent.click(within(ledgerRows()[2]).getByRole("button", { name: /^Edit/ }));
    fireEvent.change(within(ledgerRows()[2]).getByLabelText("Date"), { target: { value: "21/03/2026" } });
    onUpdatePayment.mockImplementationOnce(async () => fatimasAmount).mockImplementationOnce(async () => ok);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save" })));
    expect(onUpdatePayment.mock.calls).toEqual([
      [AMOUNT_ID, { date: "2026-03-21" }, 1],
      [AMOUNT_ID, { date: "2026-03-21" }, 2],
    ]);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
  });

  it("a conflict lists only the fields both changed; Keep theirs keeps the trader's other fields", async () => {
    // Fatima changed the amount; this trader the amount and the date.
    const onUpdatePayment = vi.fn(async (): Promise<MutationOutcome> => fatimasAmount);
    renderTable({ onUpdatePayment });
    fireEvent.click(within(ledgerRows()[2]).getByRole("button", { name: /^Edit/ }));
    fireEvent.change(within(ledgerRows()[2]).getByLabelText("Date"), { target: { value: "21/03/2026" } });
    fireEvent.change(within(ledgerRows()[2]).getByLabelText("Amount"), { target: { value: "2500" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save" })));
    expect(onUpdatePayment).toHaveBeenLastCalledWith(AMOUNT_ID, { date: "2026-03-21", amount: "2500" }, 1);
    const notice = screen.getByRole("alert");
    expect(
      within(notice)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Amount: theirs (saved) $2,100.00, yours $2,500.00"]);
    expect(notice.textContent).toContain("Your other change (Date) will be saved either way.");
    expect(document.activeElement).toBe(notice);
    onUpdatePayment.mockImplementation(async () => ok);
    await act(async () => fireEvent.click(within(notice).getByRole("button", { name: "Keep theirs" })));
    expect(onUpdatePayment).toHaveBeenLastCalledWith(AMOUNT_ID, { date: "2026-03-21" }, 2);
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
  });

  it("a change arriving live while a row is edited is not sent back: only what the trader typed is", async () => {
    const { onUpdatePayment, refresh } = renderTable();
    fireEvent.click(within(ledgerRows()[2]).getByRole("button", { name: /^Edit/ }));
    fireEvent.change(within(ledgerRows()[2]).getByLabelText("Date"), { target: { value: "22/03/2026" } });
    refresh({
      ...statement,
      rows: [
        statement.rows[0],
        statement.rows[1],
        { ...amountRow, amountAdded: "2100.00", payment: { ...amountRow.payment, version: 2, amount: "2100.00" } },
      ],
    });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save" })));
    expect(onUpdatePayment).toHaveBeenLastCalledWith(AMOUNT_ID, { date: "2026-03-22" }, 1);
  });

  it("the row being edited voided by someone else: the edit ends, a note says so with what was not saved, and the other rows can be edited", async () => {
    const { refresh } = renderTable();
    fireEvent.click(within(ledgerRows()[2]).getByRole("button", { name: /^Edit/ }));
    fireEvent.change(within(ledgerRows()[2]).getByLabelText("Amount"), { target: { value: "2500" } });
    refresh(withoutRow3);
    const note = screen.getByRole("alert");
    expect(note.textContent).toContain(
      "Row 3 (payment $2,000.00) left the ledger while you were editing it: someone else voided it. Not saved: Amount 2500.",
    );
    expect(document.activeElement).toBe(note);
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
    for (const row of ledgerRows()) expect((within(row).getByRole("button", { name: /^Edit/ }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(within(note).getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("a void form whose row another member voided ends with a note, and does not come back when the entry is restored", async () => {
    const onVoid = vi.fn(async (): Promise<MutationOutcome> => ok);
    const { refresh } = renderTable({ onVoid });
    fireEvent.click(within(ledgerRows()[2]).getByRole("button", { name: "Void row 3" }));
    fireEvent.change(within(screen.getByRole("form", { name: "Void row 3" })).getByLabelText("Reason"), {
      target: { value: "Entered twice" },
    });
    refresh(withoutRow3);
    expect(screen.queryByRole("form", { name: "Void row 3" })).toBeNull();
    const note = screen.getByRole("alert");
    expect(note.textContent).toContain("Row 3 (payment $2,000.00) left the ledger while you were voiding it: someone else voided it.");
    expect(document.activeElement).toBe(note);
    refresh(statement);
    expect(screen.queryByRole("form", { name: "Void row 3" })).toBeNull();
    expect(onVoid).not.toHaveBeenCalled();
  });

  it("this form's own void, its row gone with the answer, closes without a note", async () => {
    let refreshNow = () => {};
    const onVoid = vi.fn(async (): Promise<MutationOutcome> => {
      refreshNow();
      return ok;
    });
    const { refresh } = renderTable({ onVoid });
    refreshNow = () => refresh(withoutRow3);
    fireEvent.click(within(ledgerRows()[2]).getByRole("button", { name: "Void row 3" }));
    const form = screen.getByRole("form", { name: "Void row 3" });
    fireEvent.change(within(form).getByLabelText("Reason"), { target: { value: "Entered twice" } });
    await act(async () => fireEvent.click(within(form).getByRole("button", { name: "Void entry" })));
    expect(onVoid).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("form", { name: "Void row 3" })).toBeNull();
    expect(document.querySelector(".ledger-lost-edit")).toBeNull();
  });

  it("a void is confirmed as an add is, with an Undo that restores the entry", async () => {
    let refreshNow = () => {};
    const onVoid = vi.fn(async (): Promise<MutationOutcome> => {
      refreshNow();
      return ok;
    });
    const onRestore = vi.fn(async (): Promise<MutationOutcome> => ok);
    const { refresh } = renderTable({ onVoid, onRestore });
    refreshNow = () => refresh(withoutRow3);
    fireEvent.click(within(ledgerRows()[2]).getByRole("button", { name: "Void row 3" }));
    const form = screen.getByRole("form", { name: "Void row 3" });
    fireEvent.change(within(form).getByLabelText("Reason"), { target: { value: "Entered twice" } });
    await act(async () => fireEvent.click(within(form).getByRole("button", { name: "Void entry" })));
    const confirmation = document.querySelector<HTMLElement>(".ledger-voided")!;
    expect(confirmation.getAttribute("role")).toBe("status");
    expect(confirmation.textContent).toBe("Voided: row 3 (payment $2,000.00).Undo");
    await act(async () => fireEvent.click(within(confirmation).getByRole("button", { name: "Undo" })));
    expect(onRestore).toHaveBeenCalledWith(AMOUNT_ID);
    expect(confirmation.textContent).toBe("Undone: row 3 (payment $2,000.00) is restored and counts again.");
  });

  it("Void asks why in place, then voids the row's entry; an empty reason is refused without sending", async () => {
    const onVoid = vi.fn(async (): Promise<MutationOutcome> => ok);
    renderTable({ onVoid });
    fireEvent.click(within(ledgerRows()[1]).getByRole("button", { name: "Void row 2" }));
    const form = screen.getByRole("form", { name: "Void row 2" });
    expect(form.textContent).toContain("Void row 2 (container MSCU1234567)?");
    await act(async () => fireEvent.click(within(form).getByRole("button", { name: "Void entry" })));
    expect(within(form).getByRole("alert").textContent).toBe("Give a reason for voiding");
    // A reason that shows nothing (a zero-width space) is none; one over 200 characters is refused too.
    fireEvent.change(within(form).getByLabelText("Reason"), { target: { value: "\u200b" } });
    await act(async () => fireEvent.click(within(form).getByRole("button", { name: "Void entry" })));
    expect(within(form).getByRole("alert").textContent).toBe("Give a reason for voiding");
    fireEvent.change(within(form).getByLabelText("Reason"), { target: { value: "x".repeat(201) } });
    await act(async () => fireEvent.click(within(form).getByRole("button", { name: "Void entry" })));
    expect(within(form).getByRole("alert").textContent).toBe("The reason must be at most 200 characters");
    expect(onVoid).not.toHaveBeenCalled();
    fireEvent.change(within(form).getByLabelText("Reason"), { target: { value: "Shipped under another lot" } });
    await act(async () => fireEvent.click(within(form).getByRole("button", { name: "Void entry" })));
    expect(onVoid).toHaveBeenCalledWith(CONTAINER_ID, "Shipped under another lot");
    expect(screen.queryByRole("form", { name: "Void row 2" })).toBeNull();
  });

  it("an update failure alerts the server's message and stays in edit mode", async () => {
    const onUpdatePayment = vi.fn(async (): Promise<MutationOutcome> => ({
      ok: false,
      kind: "AccessDeniedError",
      message: memberMessages.viewerCannotWrite,
      fieldErrors: {},
    }));
    renderTable({ onUpdatePayment });
    fireEvent.click(within(ledgerRows()[0]).getByRole("button", { name: /^Edit/ }));
    fireEvent.change(within(ledgerRows()[0]).getByLabelText("Amount"), { target: { value: "1001" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save" })));
    expect(onUpdatePayment).toHaveBeenCalledWith(ADVANCE_ID, { amount: "1001" }, 1);
    const dialog = screen.getByRole("alertdialog");
    expect(describedBy(dialog)).toBe(memberMessages.viewerCannotWrite);
    fireEvent.click(within(dialog).getByRole("button", { name: "OK" }));
    expect(screen.getByRole("button", { name: "Save" })).toBeTruthy();
  });

  it("a value the server would refuse is refused in the row with its field's message, before any question about it, and nothing is sent", async () => {
    const onUpdateContainer = vi.fn(async (): Promise<MutationOutcome> => ok);
    const onUpdatePayment = vi.fn(async (): Promise<MutationOutcome> => ok);
    renderTable({ onUpdateContainer, onUpdatePayment });
    // An emptied container number: missing details (SPEC), not the ISO 6346 question.
    fireEvent.click(within(ledgerRows()[1]).getByRole("button", { name: /^Edit/ }));
    fireEvent.change(within(ledgerRows()[1]).getByLabelText("Container No"), { target: { value: "" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save" })));
    let dialog = screen.getByRole("alertdialog");
    expect(describedBy(dialog)).toBe("Please fill all detail fields");
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "OK" })));
    expect(document.activeElement).toBe(within(ledgerRows()[1]).getByLabelText("Container No"));
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    // An amount above the largest kept: its limit, not "more than 10 times" first.
    fireEvent.click(within(ledgerRows()[0]).getByRole("button", { name: /^Edit/ }));
    fireEvent.change(within(ledgerRows()[0]).getByLabelText("Amount"), { target: { value: "123456789012345678.99" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save" })));
    dialog = screen.getByRole("alertdialog");
    expect(describedBy(dialog)).toBe("Amount must be at most 999,999,999,999.99");
    expect(onUpdateContainer).not.toHaveBeenCalled();
    expect(onUpdatePayment).not.toHaveBeenCalled();
  });

  it("an update that never got an answer alerts the SPEC's text and why, keeps the values and can be tried again", async () => {
    const onUpdateContainer = vi.fn(async (): Promise<MutationOutcome> => ({
      ok: false,
      kind: "NetworkError",
      message: null,
      fieldErrors: {},
    }));
    renderTable({ onUpdateContainer });
    fireEvent.click(within(ledgerRows()[1]).getByRole("button", { name: /^Edit/ }));
    fireEvent.change(within(ledgerRows()[1]).getByLabelText("Seal No"), { target: { value: "NEW" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save" })));
    // Why first (the server never answered, and the values are kept), then the SPEC's text.
    expect(screen.getByRole("alertdialog", { name: "Not saved: the server could not be reached" })).toBeTruthy();
    expect(describedBy(screen.getByRole("alertdialog"))).toBe(UPDATE_FAILED);
    expect(UPDATE_FAILED).toBe("Update failed. Please check your inputs and try again.");
    // Escape closes the dialog only: the edit stays open with what was typed.
    await act(async () =>
      fireEvent.keyDown(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Try again" }), { key: "Escape" }),
    );
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect((within(ledgerRows()[1]).getByLabelText("Seal No") as HTMLInputElement).value).toBe("NEW");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save" })));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Try again" })));
    expect(onUpdateContainer).toHaveBeenCalledTimes(3);
    expect((within(ledgerRows()[1]).getByLabelText("Seal No") as HTMLInputElement).value).toBe("NEW");
  });

  it("a row's change history opens from the row, beginning with who added it and when", () => {
    renderTable();
    const history = within(ledgerRows()[1]).getByRole("button", { name: /History/ });
    expect(history.textContent).toBe("History (2)");
    // In the table a clock icon: its name is also its tooltip.
    expect(history.getAttribute("title")).toBe(history.getAttribute("aria-label"));
    expect(history.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(history);
    expect(history.getAttribute("aria-expanded")).toBe("true");
    const panel = table().querySelector(".ledger-history-panel")!;
    const [addition, edit] = Array.from(panel.querySelectorAll(".ledger-history > li")).map((record) => record.textContent);
    expect(addition).toMatch(/^Added 05\/03\/2026, 11:00 by Rashid Khan/);
    expect(addition).toContain("Container No: MSCU1234567");
    expect(addition).toContain("Seal No: SL-8");
    expect(edit).toContain("06/03/2026, 12:30 by Omar Haddad");
    expect(panel.textContent).toContain("Quantity (kg): 12000.000 → 12345.000");
    expect(panel.textContent).toContain("Seal No: SL-8 → SL-88");
    fireEvent.click(history);
    expect(table().querySelector(".ledger-history-panel")).toBeNull();
    // A row never edited still says who added it.
    fireEvent.click(within(ledgerRows()[0]).getByRole("button", { name: /History/ }));
    expect(table().querySelector(".ledger-history-panel")!.textContent).toContain(
      "Added 02/03/2026, 10:15 by Aisha KhanDate: 02/03/2026Amount: $1,000.00",
    );
    // An entry with no record at all (none kept before it) has no history to show.
    expect(within(ledgerRows()[2]).queryByRole("button", { name: /History/ })).toBeNull();
  });

  it("a ledger longer than a page shows it a page at a time, the totals staying those of every row", () => {
    // 120 payments: rows 1 to 120, each with its own id.
    const rows = Array.from({ length: 120 }, (_, i) => ({
      ...amountRow,
      number: i + 1,
      payment: { ...amountRow.payment, id: btoa(`Payment:${i + 10}`) },
    }));
    renderTable({ statement: { ...statement, rows } });
    expect(LEDGER_PAGE_SIZE).toBe(100);
    const pages = screen.getByRole("navigation", { name: "Pages of transactions" });
    const numbers = () => ledgerRows().map((row) => row.cells[0].textContent);
    expect(numbers()).toHaveLength(100);
    expect(numbers()[0]).toBe("1");
    expect(pages.textContent).toContain("Rows 1–100 of 120 (page 1 of 2)");
    expect((within(pages).getByRole("button", { name: "Previous" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(pages).getByRole("button", { name: "Last" }));
    expect(numbers()).toEqual(Array.from({ length: 20 }, (_, i) => String(i + 101)));
    expect(pages.textContent).toContain("Rows 101–120 of 120 (page 2 of 2)");
    expect((within(pages).getByRole("button", { name: "Next" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(pages).getByRole("button", { name: "Previous" }));
    expect(numbers()[0]).toBe("1");
    expect(cellsOf(table().querySelector("tfoot tr") as HTMLTableRowElement)[9]).toBe("$3,000.00");
  }, 30_000);

  it("a ledger of one page has no pages to turn", () => {
    renderTable();
    expect(screen.queryByRole("navigation", { name: "Pages of transactions" })).toBeNull();
  });

  it("on a narrow screen the rows are a list of compact rows (date, type, amount, balance) that open on a tap", async () => {
    const wide = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...wide(query), matches: query === LEDGER_LIST_QUERY })) as typeof window.matchMedia;
    try {
      const { onUpdateContainer } = renderTable({ statement: filteredStatement });
      expect(screen.queryByRole("table")).toBeNull();
      const list = screen.getByRole("list", { name: "Transactions of lot L-100, 03/03/2026 to 10/03/2026" });
      const [row] = within(list).getAllByRole("listitem");
      const toggle = within(row).getByRole("button", { expanded: false });
      expect(within(row).getByRole("heading", { level: 3 }).textContent).toBe("#2 Container MSCU1234567 05/03/2026 $1,688.27 Due: $688.27");
      // Closed, a row has no figures list and no actions.
      expect(row.querySelector("dl")).toBeNull();
      expect(within(row).queryByRole("button", { name: "Edit row 2" })).toBeNull();
      fireEvent.click(toggle);
      expect(toggle.getAttribute("aria-expanded")).toBe("true");
      const pairs = Array.from(row.querySelectorAll("dl > div")).map((pair) => [
        pair.querySelector("dt")!.textContent,
        pair.querySelector("dd")!.textContent,
      ]);
      expect(pairs).toEqual([
        ["Date", "05/03/2026"],
        ["Container No", "MSCU1234567"],
        ["Seal No", "SL-88"],
        ["Material", "HMS 1"],
        ["Qty(MT)", "12.345"],
        ["Price/Ton", "$136.76"],
        ["Container Amount", "$1,688.27"],
        ["Total Paid", "$1,000.00"],
        ["Rem. Balance", "Due: $688.27"],
      ]);
      expect(screen.getByRole("heading", { name: "Opening balance (before 03/03/2026)" })).toBeTruthy();
      expect(screen.getByRole("heading", { name: "Closing balance (end of 10/03/2026)" })).toBeTruthy();
      const totals = screen.getByRole("heading", { name: "Totals" }).parentElement!;
      expect(Array.from(totals.querySelectorAll("dd")).map((dd) => dd.textContent)).toEqual([
        "12.345",
        "$1,688.27",
        "$0.00",
        "Due: $688.27",
      ]);
      fireEvent.click(within(row).getByRole("button", { name: "Edit row 2" }));
      const editing = within(list).getAllByRole("listitem")[0];
      // The boxes are named for what they take: the quantity in kg, though the row shows tons.
      expect(Array.from(editing.querySelectorAll("dt")).map((dt) => dt.textContent)).toContain("Quantity (kg)");
      expect(Array.from(editing.querySelectorAll("dt")).map((dt) => dt.textContent)).not.toContain("Qty(MT)");
      fireEvent.change(within(editing).getByLabelText("Seal No"), { target: { value: "SL-99" } });
      await act(async () => fireEvent.keyDown(within(editing).getByLabelText("Seal No"), { key: "Enter" }));
      expect(onUpdateContainer).toHaveBeenCalledWith(CONTAINER_ID, { sealNo: "SL-99" }, 1);
      // Back to the opened row, its Edit button focused.
      expect(document.activeElement?.getAttribute("aria-label")).toBe("Edit row 2");
    } finally {
      window.matchMedia = wide;
    }
  });

  it("Jump to latest turns to the last page and focuses the last row", () => {
    const rows = Array.from({ length: 120 }, (_, i) => ({
      ...amountRow,
      number: i + 1,
      payment: { ...amountRow.payment, id: btoa(`Payment:${i + 10}`) },
    }));
    renderTable({ statement: { ...statement, rows } });
    fireEvent.click(screen.getByRole("button", { name: JUMP_TO_LATEST }));
    expect(ledgerRows().at(-1)!.cells[0].textContent).toBe("120");
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Edit row 120");
  }, 30_000);

  it("shows tons with 3 decimals in the column, the exact tons on hover", () => {
    renderTable({ statement: { ...statement, rows: [{ ...statement.rows[1], quantityTons: "26.2869" }] } });
    const cell = ledgerRows()[0].cells[6];
    expect(cell.textContent).toBe("26.287");
    expect(cell.querySelector("[title]")!.getAttribute("title")).toBe("26.2869 t");
  });

  it("a refused value keeps what was typed and says the field's message beside the row", async () => {
    const onUpdatePayment = vi.fn(async (): Promise<MutationOutcome> => ok);
    renderTable({ onUpdatePayment });
    fireEvent.click(within(ledgerRows()[0]).getByRole("button", { name: /^Edit/ }));
    fireEvent.change(within(ledgerRows()[0]).getByLabelText("Amount"), { target: { value: "0" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save" })));
    await act(async () => fireEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "OK" })));
    const amount = within(ledgerRows()[0]).getByLabelText("Amount") as HTMLInputElement;
    expect(amount.value).toBe("0");
    expect(amount.getAttribute("aria-invalid")).toBe("true");
    const notice = document.getElementById(amount.getAttribute("aria-describedby")!)!;
    expect(notice.textContent).toBe(
      "Not saved. Update failed. Please check your inputs and try again.Amount: Amount must be a number greater than 0, with at most 2 decimals",
    );
    expect(onUpdatePayment).not.toHaveBeenCalled();
  });
});
