import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { Suspense } from "react";
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from "react-router-dom";
import { loadQuery, RelayEnvironmentProvider } from "react-relay/hooks";
import { createMockEnvironment, MockPayloadGenerator, type MockEnvironment } from "relay-test-utils";
import { readInlineData, type OperationDescriptor } from "relay-runtime";
import LotDetailsPageQuery from "../__generated__/LotDetailsPageQuery.graphql.ts";
import ledgerFormatRow, { type ledgerFormat_row$key } from "../__generated__/ledgerFormat_row.graphql.ts";
import ledgerFormatFigures, { type ledgerFormat_figures$key } from "../__generated__/ledgerFormat_figures.graphql.ts";
import statementPdfLedger from "../__generated__/statementPdf_ledger.graphql.ts";
import { formatDateGB, todayIn } from "../../shared/dates.ts";
import { describedBy, inputError } from "../test/routeHarness.tsx";
import LotDetailsPage from "./LotDetailsPage.tsx";
import { handOverLotDetailsState, lotDetailsQueryVariables } from "./lotNavigation.ts";
import { LEDGER_PAGE_SIZE } from "./ledger/LedgerPager.tsx";
import { containerNumberNotSaved } from "./entry/EntryForms.tsx";
import { amountRow, CONTAINER_ID, containerRow, filteredStatement, statement } from "./__fixtures__/testData.ts";
import { LIVE_ENDED_TEXT } from "../live/LiveStatus.tsx";

const pdf = vi.hoisted(() => ({ fail: false }));
vi.mock("./statement/download.ts", () => ({
  PDF_FAILED: "Failed to generate PDF.",
  downloadCompanyStatement: vi.fn(),
  downloadLotStatement: vi.fn(async () => {
    if (pdf.fail) throw new Error("jsPDF broke");
    return "file.pdf";
  }),
}));
const { downloadLotStatement } = await import("./statement/download.ts");

const COMPANY = "Gulf Steel Trading";
const LOT_ID = "TG90OjE=";
type Role = "SUPPLIER" | "BUYER";

function Probe() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

/** Where the router is now: path and query, as the address bar shows them. */
let currentAddress = () => "";
function AddressProbe() {
  const { pathname, search } = useLocation();
  currentAddress = () => pathname + search;
  return null;
}

function renderDetails(state: { companyName: string; lotNumber: string } | null, { token = true, address = "/lot-details" } = {}) {
  const environment: MockEnvironment = createMockEnvironment();
  if (token) localStorage.setItem("token", "t");
  if (state) handOverLotDetailsState(state);
  const router = createMemoryRouter(
    [
      {
        path: "/",
        element: (
          <RelayEnvironmentProvider environment={environment}>
            <AddressProbe />
            <Suspense fallback={<p>Loading page…</p>}>
              <Outlet />
            </Suspense>
          </RelayEnvironmentProvider>
        ),
        children: [
          {
            path: "lot-details",
            Component: LotDetailsPage,
            // As in router.tsx: the loader learns the lot from the address, else from the state handed over by the opener.
            loader: ({ request }) =>
              loadQuery(environment, LotDetailsPageQuery, lotDetailsQueryVariables(request.url), { fetchPolicy: "store-or-network" }),
          },
          { path: "*", Component: Probe },
        ],
      },
    ],
    { initialEntries: [{ pathname: address.split("?")[0], search: address.includes("?") ? `?${address.split("?")[1]}` : "", state }] },
  );
  render(<RouterProvider router={router} />);
  return { environment, router };
}

const lotData = { id: LOT_ID, lotNumber: "L-100", price: "136.76", companyName: COMPANY, voidedEntries: [] as object[] };

function payload(op: OperationDescriptor, ledger: object, { role = "SUPPLIER" as Role, lot = true } = {}) {
  return MockPayloadGenerator.generate(op, {
    SiteInfo: () => ({ timeZone: "Asia/Dubai" }),
    User: () => ({ id: "VXNlcjox", name: "Ali Hassan", houseRole: null }),
    BusinessProfile: () => ({ id: "UHJvZmlsZTox", role, viewerRole: "TRADER", companyName: COMPANY, lot: lot ? {} : null }),
    Lot: () => lotData,
    LedgerStatement: () => ledger,
    AgreementSummary: () => ({
      side: "COUNTERPARTY",
      recordedBalance: "0.00",
      agreedBalance: "0.00",
      confirmed: 0,
      disputed: 0,
      waitingForYou: 0,
      waitingForOtherSide: 0,
      mayAct: true,
    }),
    WaitingConfirmation: () => ({ containers: 0, payments: 0, token: "t" }),
    EntryAgreement: () => ({ state: "CONFIRMED", recordedBy: "COUNTERPARTY", waitingFor: null, actions: [] }),
  });
}

async function openLot(ledger: object = statement, options: { role?: Role; lot?: boolean } = {}) {
  const rendered = renderDetails({ companyName: COMPANY, lotNumber: "L-100" });
  await screen.findByRole("status");
  const op = rendered.environment.mock.getMostRecentOperation();
  expect(op.request.variables).toEqual({ lotNumber: "L-100", lotId: "", byId: false });
  await act(async () => rendered.environment.mock.resolveMostRecentOperation((o) => payload(o, ledger, options)));
  return rendered;
}

const ledgerRows = () => Array.from(screen.getByRole("table").querySelectorAll("tbody tr.ledger-row")) as HTMLTableRowElement[];
const detailsForm = () => screen.getByRole("form", { name: "Container details" });
/** Types into the Container details form, box by box (by their labels). */
function typeContainer(values: Record<string, string>) {
  const form = within(detailsForm());
  for (const [label, value] of Object.entries(values)) fireEvent.change(form.getByLabelText(label), { target: { value } });
}
const amountForm = () => screen.getByRole("form", { name: "Advance or amount paid" });
/** relay-test-utils' runtime has nextValue (a subscription's next result); its typings leave it out. */
const pushLive = (env: MockEnvironment, op: OperationDescriptor, result: object) =>
  (env.mock as unknown as { nextValue(op: OperationDescriptor, result: object): void }).nextValue(op, result);
const opName = (env: MockEnvironment) => env.mock.getMostRecentOperation().request.node.params.name;

afterEach(() => {
  vi.clearAllMocks();
  pdf.fail = false;
});

describe("/lot-details", () => {
  it.each([
    ["SUPPLIER" as Role, "/add-lot"],
    ["BUYER" as Role, "/addlotbuyer"],
  ])("opened without a lot, a %s goes back to %s", async (role, list) => {
    const { environment } = renderDetails(null);
    await screen.findByRole("status");
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ lotNumber: "", lotId: "", byId: false });
    await act(async () => environment.mock.resolveMostRecentOperation((o) => payload(o, statement, { role, lot: false })));
    expect(screen.getByTestId("location").textContent).toBe(list);
  });

  it("opened from a shared link (?lot= in the address, no state), shows that lot", async () => {
    const { environment } = renderDetails(null, { address: "/lot-details?lot=L-100" });
    await screen.findByRole("status");
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ lotNumber: "L-100", lotId: "", byId: false });
    await act(async () => environment.mock.resolveMostRecentOperation((o) => payload(o, statement)));
    expect(screen.getByRole("heading", { name: /L-100/ })).toBeTruthy();
    expect(currentAddress()).toBe("/lot-details?lot=L-100");
  });

  it("opened with the state alone, writes the lot in the address, keeping the state", async () => {
    const { router } = await openLot();
    expect(currentAddress()).toBe("/lot-details?lot=L-100");
    expect(router.state.location.state).toEqual({ companyName: COMPANY, lotNumber: "L-100" });
    expect(screen.getByRole("heading", { name: /L-100/ })).toBeTruthy();
  });

  it("without a token: Please login first", async () => {
    renderDetails({ companyName: COMPANY, lotNumber: "L-100" }, { token: false });
    const dialog = await screen.findByRole("alertdialog", { name: "Unauthorized" });
    expect(describedBy(dialog)).toBe("Please login first");
    fireEvent.click(within(dialog).getByRole("button", { name: "OK" }));
    expect((await screen.findByTestId("location")).textContent).toBe("/login");
  });

  it("a lot the company does not have: Lot not found", async () => {
    await openLot(statement, { lot: false });
    expect(screen.getByRole("heading", { name: "Lot not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to lots" }).getAttribute("href")).toBe("/add-lot");
  });

  it("shows Lot: {lotNumber}, Price/Ton, the inputs and the server's ledger", async () => {
    await openLot();
    expect(screen.getByRole("heading", { level: 1, name: "Lot: L-100" })).toBeTruthy();
    expect(screen.getByText("Price/Ton:").textContent).toBe("Price/Ton: $136.76");
    for (const label of ["Container No", "Seal No", "Material", "Quantity (kg)", "Date"])
      expect(within(detailsForm()).getByLabelText(label)).toBeTruthy();
    const quantity = within(detailsForm()).getByLabelText("Quantity (kg)") as HTMLInputElement;
    expect([quantity.type, quantity.min, quantity.step]).toEqual(["number", "0", "any"]);
    expect(within(detailsForm()).getByRole("button", { name: "Add Details" })).toBeTruthy();
    expect(within(amountForm()).getByLabelText("Enter Amount")).toBeTruthy();
    expect(within(amountForm()).getByRole("button", { name: "Add Advance/Amount" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Download PDF" })).toBeTruthy();
    expect(screen.getByRole("group", { name: "Filter by Date" })).toBeTruthy();
    expect(ledgerRows().map((r) => r.cells[2].textContent)).toEqual(["Advance", "Container", "Amount"]);
    expect(ledgerRows()[1].cells[11].textContent).toBe("Due: $688.27");
    expect(screen.getByText("Amount Left: $1,311.73", { selector: ".lot-summary dd" })).toBeTruthy();
  });

  it("the amount's date is today (the company's calendar) by default", async () => {
    await openLot();
    expect((within(amountForm()).getByLabelText("Date") as HTMLInputElement).value).toBe(formatDateGB(todayIn("Asia/Dubai")));
  });

  it("Add Details with a field missing: Please fill all detail fields, and nothing is sent", async () => {
    const { environment } = await openLot();
    const before = environment.mock.getAllOperations().length;
    fireEvent.change(within(detailsForm()).getByLabelText("Container No"), { target: { value: "MSCU1" } });
    fireEvent.change(within(detailsForm()).getByLabelText("Seal No"), { target: { value: "S1" } });
    fireEvent.change(within(detailsForm()).getByLabelText("Material"), { target: { value: "HMS" } });
    fireEvent.click(within(detailsForm()).getByRole("button", { name: "Add Details" }));
    expect(await screen.findByRole("alertdialog", { name: "Please fill all detail fields" })).toBeTruthy();
    expect(environment.mock.getAllOperations().length).toBe(before);
  });

  it("Add Details sends the container and shows the ledger the server answers with", async () => {
    const { environment } = await openLot({ ...statement, rows: [] });
    expect(screen.getByText("No transactions yet.")).toBeTruthy();
    const form = within(detailsForm());
    typeContainer({ "Container No": "MSCU1234566", "Seal No": "SL-88", Material: "HMS 1", "Quantity (kg)": "12345" });
    fireEvent.change(form.getByLabelText("Date"), { target: { value: "05/03/2026" } });
    fireEvent.click(form.getByRole("button", { name: "Add Details" }));
    expect(opName(environment)).toBe("useAddContainerMutation");
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      input: { lotId: LOT_ID, containerNo: "MSCU1234566", sealNo: "SL-88", material: "HMS 1", quantity: "12345", date: "2026-03-05" },
      from: null,
      to: null,
    });
    await act(async () => environment.mock.resolveMostRecentOperation((o) => payload(o, statement)));
    expect(ledgerRows()).toHaveLength(3);
    expect((form.getByLabelText("Container No") as HTMLInputElement).value).toBe("");
    expect((form.getByLabelText("Date") as HTMLInputElement).value).toBe("05/03/2026");
  });

  it("a container number failing ISO 6346 is a warning below the field: Add Details waits, saying why, for a correction or Save anyway", async () => {
    const { environment } = await openLot();
    const form = within(detailsForm());
    const containerNo = form.getByLabelText("Container No");
    fireEvent.change(containerNo, { target: { value: "csqu 305438 4" } });
    fireEvent.blur(containerNo);
    const warning =
      "Warning: The check digit of CSQU3054384 should be 3 (ISO 6346): a character may be mistyped. Check it, or save it anyway.";
    expect(describedBy(containerNo)).toBe(`${warning}Save anyway (not an ISO container number)`);
    expect(containerNo.getAttribute("aria-invalid")).toBeNull(); // a warning, not an error
    typeContainer({ "Seal No": "S", Material: "M", "Quantity (kg)": "5" });
    const before = environment.mock.getAllOperations().length;
    await act(async () => fireEvent.click(form.getByRole("button", { name: "Add Details" })));
    expect(environment.mock.getAllOperations().length).toBe(before);
    expect(document.activeElement).toBe(containerNo);
    // Add Details says why it waits.
    expect(form.getByText(containerNumberNotSaved)).toBeTruthy();
    // Corrected: the warning goes and Add Details sends.
    fireEvent.change(containerNo, { target: { value: "CSQU3054383" } });
    expect(form.queryByRole("button", { name: /Save anyway/ })).toBeNull();
    expect(form.queryByText(containerNumberNotSaved)).toBeNull();
    // Not an ISO container: Save anyway, a real button, saves it as it is.
    fireEvent.change(containerNo, { target: { value: "TRUCK 12" } });
    expect(describedBy(containerNo)).toContain("Not an ISO 6346 container number");
    await act(async () => fireEvent.click(form.getByRole("button", { name: "Save anyway (not an ISO container number)" })));
    expect(opName(environment)).toBe("useAddContainerMutation");
    expect(environment.mock.getMostRecentOperation().request.variables.input.containerNo).toBe("TRUCK 12");
    await act(async () => environment.mock.resolveMostRecentOperation((o) => payload(o, statement)));
    expect(form.queryByRole("button", { name: /Save anyway/ })).toBeNull();
    // The button gone with the warning, the focus is where the next container is typed.
    expect(document.activeElement).toBe(form.getByLabelText("Container No"));
  });

  it("a refused container is logged and its field messages shown next to the fields", async () => {
    const { environment } = await openLot();
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const form = within(detailsForm());
    typeContainer({ "Container No": "CSQU3054383", "Seal No": "S", Material: "M", "Quantity (kg)": "5" });
    fireEvent.click(form.getByRole("button", { name: "Add Details" }));
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: {
          addContainer: inputError("Date must be a real calendar date (YYYY-MM-DD)", [
            { field: "date", message: "Date must be a real calendar date (YYYY-MM-DD)" },
          ]),
        },
      }),
    );
    expect(error).toHaveBeenCalled();
    expect(describedBy(form.getByLabelText("Date"))).toBe("Date must be a real calendar date (YYYY-MM-DD)");
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("Add Advance/Amount does nothing with an empty amount, and sends amount and date otherwise", async () => {
    const { environment } = await openLot();
    const before = environment.mock.getAllOperations().length;
    fireEvent.click(within(amountForm()).getByRole("button", { name: "Add Advance/Amount" }));
    expect(environment.mock.getAllOperations().length).toBe(before);
    expect(screen.queryByRole("alertdialog")).toBeNull();
    fireEvent.change(within(amountForm()).getByLabelText("Enter Amount"), { target: { value: "500.25" } });
    fireEvent.change(within(amountForm()).getByLabelText("Date"), { target: { value: "28/02/2026" } });
    fireEvent.click(within(amountForm()).getByRole("button", { name: "Add Advance/Amount" }));
    expect(opName(environment)).toBe("useAddPaymentMutation");
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      input: { lotId: LOT_ID, amount: "500.25", date: "2026-02-28" },
      from: null,
      to: null,
    });
    await act(async () => environment.mock.resolveMostRecentOperation((o) => payload(o, statement)));
    expect((within(amountForm()).getByLabelText("Enter Amount") as HTMLInputElement).value).toBe("");
    // A visible confirmation names what was added, with an Undo that voids it.
    const confirmation = within(amountForm()).getByRole("status");
    expect(confirmation.textContent).toBe("Added: $500.25 on 28/02/2026.Undo");
    await act(async () => fireEvent.click(within(confirmation).getByRole("button", { name: "Undo" })));
    expect(opName(environment)).toBe("useVoidEntryMutation");
    expect(environment.mock.getMostRecentOperation().request.variables.input).toEqual({
      id: expect.any(String),
      reason: "Undone right after it was added",
    });
    await act(async () => environment.mock.resolveMostRecentOperation((o) => payload(o, statement)));
    expect(within(amountForm()).getByRole("status").textContent).toBe(
      "Undone: $500.25 on 28/02/2026 is voided (listed under Voided entries).",
    );

    // A confirmation that expires while its Undo has the focus hands the focus to the form's first box.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      fireEvent.change(within(amountForm()).getByLabelText("Enter Amount"), { target: { value: "7" } });
      fireEvent.click(within(amountForm()).getByRole("button", { name: "Add Advance/Amount" }));
      await act(async () => environment.mock.resolveMostRecentOperation((o) => payload(o, statement)));
      within(amountForm()).getByRole("button", { name: "Undo" }).focus();
      await act(async () => vi.advanceTimersByTime(10_000));
      expect(within(amountForm()).queryByRole("button", { name: "Undo" })).toBeNull();
      expect(document.activeElement).toBe(within(amountForm()).getByLabelText("Enter Amount"));
    } finally {
      vi.useRealTimers();
    }
  });

  it("an Undo refused (someone voided the entry already) says why and offers no Undo again; a container is named as kept", async () => {
    const { environment } = await openLot();
    const form = within(detailsForm());
    typeContainer({ "Container No": "csqu 305438 3", "Seal No": "SL-89", Material: "HMS 1", "Quantity (kg)": "12000" });
    await act(async () => fireEvent.click(form.getByRole("button", { name: "Add Details" })));
    await act(async () => environment.mock.resolveMostRecentOperation((o) => payload(o, statement)));
    const confirmation = within(detailsForm()).getByRole("status");
    expect(confirmation.textContent).toMatch(/^Added: container CSQU3054383, 12000 kg on \d{2}\/\d{2}\/\d{4}\.Undo$/);
    await act(async () => fireEvent.click(within(confirmation).getByRole("button", { name: "Undo" })));
    await act(async () =>
      environment.mock.resolveMostRecentOperation({ data: { voidEntry: inputError("This container is already voided.") } }),
    );
    expect(within(detailsForm()).getByRole("status").textContent).toBe("Not undone: This container is already voided.");
    expect(within(detailsForm()).queryByRole("button", { name: "Undo" })).toBeNull();
  });

  it("voided entries are listed with why, who and when, and Restore counts one again", async () => {
    lotData.voidedEntries = [
      {
        __typename: "Payment",
        id: "UGF5bWVudDo5",
        date: "2026-03-01",
        amount: "2500.25",
        voidReason: "Entered twice",
        voidedBy: "Fatima Khan",
        voidedAt: "2026-03-02T06:30:00.000Z",
      },
    ];
    try {
      const { environment } = await openLot();
      const section = screen.getByRole("region", { name: /Voided entries/ });
      expect(section.textContent).toContain("01/03/2026 Payment $2,500.25");
      expect(section.textContent).toContain("Voided by Fatima Khan, 02/03/2026, 10:30: Entered twice");
      await act(async () =>
        fireEvent.click(within(section).getByRole("button", { name: "Restore Payment $2,500.25 of 01/03/2026, voided 02/03/2026, 10:30" })),
      );
      expect(opName(environment)).toBe("useRestoreEntryMutation");
      expect(environment.mock.getMostRecentOperation().request.variables.input).toEqual({ id: "UGF5bWVudDo5" });
    } finally {
      lotData.voidedEntries = [];
    }
  });

  it("an amount far above the lot's usual ones asks once more: Go back sends nothing, Add it sends it", async () => {
    const third = { ...amountRow, number: 4, amountAdded: "1500.00", payment: { ...amountRow.payment, id: `${amountRow.payment.id}3` } };
    const { environment } = await openLot({ ...statement, rows: [...statement.rows, third] });
    const before = environment.mock.getAllOperations().length;
    fireEvent.change(within(amountForm()).getByLabelText("Enter Amount"), { target: { value: "1250000" } });
    await act(async () => fireEvent.click(within(amountForm()).getByRole("button", { name: "Add Advance/Amount" })));
    const ask = screen.getByRole("alertdialog", { name: "Far above this lot's usual amount" });
    expect(describedBy(ask)).toBe("$1,250,000.00 is more than 10 times this lot's usual amount ($1,500.00). Add it anyway?");
    await act(async () => fireEvent.click(within(ask).getByRole("button", { name: "Go back" })));
    expect(environment.mock.getAllOperations().length).toBe(before);
    expect((within(amountForm()).getByLabelText("Enter Amount") as HTMLInputElement).value).toBe("1250000");
    await act(async () => fireEvent.click(within(amountForm()).getByRole("button", { name: "Add Advance/Amount" })));
    await act(async () => fireEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Add it" })));
    expect(opName(environment)).toBe("useAddPaymentMutation");
    expect(environment.mock.getMostRecentOperation().request.variables.input.amount).toBe("1250000");
  });

  it("under a date filter the lot's usual amount is still the whole lot's, not the rows on screen", async () => {
    const third = { ...amountRow, number: 4, amountAdded: "1500.00", payment: { ...amountRow.payment, id: `${amountRow.payment.id}3` } };
    const { environment } = await openLot({ ...statement, rows: [...statement.rows, third] });
    // A range with no payment at all on screen.
    fireEvent.change(within(screen.getByRole("group", { name: "Filter by Date" })).getByLabelText("From"), {
      target: { value: "03/03/2026" },
    });
    await act(async () => environment.mock.resolveMostRecentOperation((o) => payload(o, { ...filteredStatement, to: null })));
    expect(ledgerRows()).toHaveLength(1);
    fireEvent.change(within(amountForm()).getByLabelText("Enter Amount"), { target: { value: "1250000" } });
    await act(async () => fireEvent.click(within(amountForm()).getByRole("button", { name: "Add Advance/Amount" })));
    expect(describedBy(screen.getByRole("alertdialog", { name: "Far above this lot's usual amount" }))).toBe(
      "$1,250,000.00 is more than 10 times this lot's usual amount ($1,500.00). Add it anyway?",
    );
  });

  it("a quantity far above the lot's usual ones asks once more, in the kg the box takes", async () => {
    const more = [4, 5].map((number) => ({
      ...containerRow,
      number,
      container: { ...containerRow.container, id: `${CONTAINER_ID}${number}` },
    }));
    const { environment } = await openLot({ ...statement, rows: [...statement.rows, ...more] });
    const before = environment.mock.getAllOperations().length;
    const form = within(detailsForm());
    typeContainer({ "Container No": "MSCU1234566", "Seal No": "SL-89", Material: "HMS 1", "Quantity (kg)": "265000" });
    await act(async () => fireEvent.click(form.getByRole("button", { name: "Add Details" })));
    const ask = screen.getByRole("alertdialog", { name: "Far above this lot's usual quantity" });
    expect(describedBy(ask)).toBe("265000 kg is more than 10 times this lot's usual quantity (12345 kg). Add it anyway?");
    await act(async () => fireEvent.click(within(ask).getByRole("button", { name: "Go back" })));
    expect(environment.mock.getAllOperations().length).toBe(before);
  });

  it("Filter by Date asks the server for the range, shows the opening and closing balances, and Clear goes back", async () => {
    const { environment } = await openLot();
    const filter = within(screen.getByRole("group", { name: "Filter by Date" }));
    fireEvent.change(filter.getByLabelText("From"), { target: { value: "03/03/2026" } });
    expect(opName(environment)).toBe("LotDetailsLedgerRefetchQuery");
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ id: LOT_ID, from: "2026-03-03", to: null });
    await act(async () => environment.mock.resolveMostRecentOperation((o) => payload(o, { ...filteredStatement, to: null })));
    fireEvent.change(filter.getByLabelText("To"), { target: { value: "10/03/2026" } });
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ id: LOT_ID, from: "2026-03-03", to: "2026-03-10" });
    await act(async () => environment.mock.resolveMostRecentOperation((o) => payload(o, filteredStatement)));
    expect(screen.getByText("Opening balance (before 03/03/2026)")).toBeTruthy();
    expect(screen.getByText("Closing balance (end of 10/03/2026)")).toBeTruthy();
    expect(ledgerRows()).toHaveLength(1);

    // Entries made while filtered refresh that same range.
    fireEvent.change(within(amountForm()).getByLabelText("Enter Amount"), { target: { value: "10" } });
    fireEvent.click(within(amountForm()).getByRole("button", { name: "Add Advance/Amount" }));
    expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({ from: "2026-03-03", to: "2026-03-10" });
    await act(async () => environment.mock.resolveMostRecentOperation((o) => payload(o, filteredStatement)));

    fireEvent.click(filter.getByRole("button", { name: "Clear" }));
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ id: LOT_ID, from: null, to: null });
    await act(async () => environment.mock.resolveMostRecentOperation((o) => payload(o, statement)));
    expect(screen.queryByText(/Opening balance/)).toBeNull();
    expect(ledgerRows()).toHaveLength(3);
  });

  it("a reversed range is not sent", async () => {
    const { environment } = await openLot();
    const filter = within(screen.getByRole("group", { name: "Filter by Date" }));
    fireEvent.change(filter.getByLabelText("To"), { target: { value: "01/03/2026" } });
    await act(async () =>
      environment.mock.resolveMostRecentOperation((o) => payload(o, { ...filteredStatement, from: null, to: "2026-03-01" })),
    );
    const before = environment.mock.getAllOperations().length;
    fireEvent.change(filter.getByLabelText("From"), { target: { value: "05/03/2026" } });
    expect(environment.mock.getAllOperations().length).toBe(before);
    expect(screen.getByRole("alert").textContent).toBe("The start date must be on or before the end date.");
  });

  it("an edit is saved through updateContainer; a refusal alerts its message, the row's own before anything is sent", async () => {
    const { environment } = await openLot();
    fireEvent.click(within(ledgerRows()[1]).getByRole("button", { name: /^Edit/ }));
    fireEvent.change(within(ledgerRows()[1]).getByLabelText("Quantity (kg)"), { target: { value: "-3" } });
    await act(async () => fireEvent.click(within(ledgerRows()[1]).getByRole("button", { name: "Save" })));
    expect(describedBy(screen.getByRole("alertdialog", { name: "Error!" }))).toBe(
      "Quantity must be a number of kg, 0 or more, with at most 3 decimals",
    );
    expect(opName(environment)).not.toBe("useUpdateContainerMutation");
    fireEvent.click(screen.getByRole("button", { name: "OK" }));
    fireEvent.change(within(ledgerRows()[1]).getByLabelText("Quantity (kg)"), { target: { value: "20000" } });
    await act(async () => fireEvent.click(within(ledgerRows()[1]).getByRole("button", { name: "Save" })));
    expect(opName(environment)).toBe("useUpdateContainerMutation");
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      input: { id: CONTAINER_ID, quantity: "20000", expectedVersion: 1 },
      from: null,
      to: null,
    });
    await act(async () => environment.mock.resolveMostRecentOperation({ data: { updateContainer: inputError("Lot L-100 is closed") } }));
    expect(describedBy(screen.getByRole("alertdialog", { name: "Error!" }))).toBe("Lot L-100 is closed");
    fireEvent.click(screen.getByRole("button", { name: "OK" }));
    fireEvent.change(within(ledgerRows()[1]).getByLabelText("Quantity (kg)"), { target: { value: "20001" } });
    await act(async () => fireEvent.click(within(ledgerRows()[1]).getByRole("button", { name: "Save" })));
    vi.spyOn(console, "error").mockImplementation(() => {});
    await act(async () => environment.mock.rejectMostRecentOperation(new Error("offline")));
    expect(describedBy(screen.getByRole("alertdialog", { name: "Not saved: the server could not be reached" }))).toBe(
      "Update failed. Please check your inputs and try again.",
    );
  });

  it("Download PDF writes the ledger on screen; a failure says Failed to generate PDF.", async () => {
    await openLot();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Download PDF" })));
    expect(downloadLotStatement).toHaveBeenCalledTimes(1);
    const input = vi.mocked(downloadLotStatement).mock.calls[0][0];
    expect(input.companyName).toBe(COMPANY);
    expect(input.lot).toEqual({ lotNumber: "L-100", price: "136.76" });
    const ledger = readInlineData(statementPdfLedger, input.statement);
    expect(ledger.rows.map((r) => [r.type, readInlineData(ledgerFormatRow, r as ledgerFormat_row$key).balance])).toEqual(
      statement.rows.map((r) => [r.type, r.balance]),
    );
    expect(readInlineData(ledgerFormatFigures, ledger as ledgerFormat_figures$key).closingBalance).toBe("1311.73");
    pdf.fail = true;
    vi.spyOn(console, "error").mockImplementation(() => {});
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Download PDF" })));
    expect(describedBy(await screen.findByRole("alertdialog", { name: "Error!" }))).toBe("Failed to generate PDF.");
  });
});

describe("Download CSV", () => {
  afterEach(() => vi.restoreAllMocks());

  it("saves the ledger on screen as Lot_{company}_{lot}.csv", async () => {
    const saved: { blob?: Blob; name?: string } = {};
    Object.assign(URL, { createObjectURL: (blob: Blob) => ((saved.blob = blob), "blob:statement"), revokeObjectURL: () => {} });
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.name = this.download;
    });
    await openLot();
    fireEvent.click(screen.getByRole("button", { name: "Download CSV" }));
    expect(saved.name).toBe(`Lot_${COMPANY}_L-100.csv`);
    // jsdom's Blob has no arrayBuffer(): read it as a browser of old would.
    const reader = new FileReader();
    const read = new Promise((resolve) => reader.addEventListener("load", resolve));
    reader.readAsArrayBuffer(saved.blob!);
    await read;
    const bytes = new Uint8Array(reader.result as ArrayBuffer);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split("\r\n");
    expect(lines[0]).toBe(
      // The ledger's columns, then where each entry stands between the two sides (issue 47).
      "#,Date,Type,Container No,Seal No,Material,Qty(MT),Price/Ton,Container Amount,Amount Added,Total Paid,Rem. Balance,Balance Status,State",
    );
    expect(lines).toHaveLength(statement.rows.length + 5);
    expect(lines.at(-2)).toBe(",,Closing balance,,,,,,,,3000.00,1311.73,Amount Left,");
  });
});

describe("/lot-details balance chart", () => {
  const chart = () => screen.getByRole("figure", { name: /^Running balance/ });
  /** The chart's figures in words: each term with its description. */
  const summary = () =>
    Array.from(chart().querySelectorAll("dl > div")).map((d) => [d.querySelector("dt")!.textContent, d.querySelector("dd")!.textContent]);
  /** The key below the drawing: the shapes it explains. */
  const legend = () => Array.from(chart().querySelectorAll(".balance-chart__legend li")).map((li) => li.textContent);

  it("says the opening, closing, highest and lowest balances of the table's rows, with their dates", async () => {
    await openLot();
    expect(chart().querySelector("figcaption")).not.toBeNull();
    expect(within(chart()).getByText(/^Running balance/).textContent).toBe("Running balance (All dates)");
    expect(summary()).toEqual([
      ["Opening", "Amount Left: $0.00"],
      ["Closing", "Amount Left: $1,311.73"],
      ["Highest", "Amount Left: $1,311.73 on 20/03/2026 (row 3)"],
      ["Lowest", "Due: $688.27 on 05/03/2026 (row 2)"],
    ]);
    // The same figures as the table's Rem. Balance column and the page's balance.
    const table = ledgerRows().map((r) => r.cells[11].textContent);
    expect(table).toEqual(["Amount Left: $1,000.00", "Due: $688.27", "Amount Left: $1,311.73"]);
    expect(summary()[1][1]).toBe(table[2]);
    expect(summary()[3][1]).toContain(table[1]!);
    expect(screen.getByText("Amount Left: $1,311.73", { selector: ".lot-summary dd" })).toBeTruthy();
  });

  it("draws one line, shaped markers, dd/mm/yyyy dates and money on its axes, and the area below $0 hatched as Due", async () => {
    await openLot();
    const svg = chart().querySelector("svg[role=img]")!;
    expect(svg.getAttribute("aria-label")).toMatch(/running balance/i);
    expect(svg.querySelectorAll(".balance-chart__line")).toHaveLength(1);
    expect(
      Array.from(svg.querySelectorAll(".balance-chart__marker")).map((m) => `${m.tagName}:${m.getAttribute("class")!.split("--")[1]}`),
    ).toEqual(["circle:opening", "rect:closing", "path:highest", "path:lowest"]);
    const labels = Array.from(svg.querySelectorAll("text")).map((t) => t.textContent);
    expect(labels).toContain("Balance (US$)");
    expect(labels).toContain("Date (dd/mm/yyyy)");
    expect(labels).toContain("02/03/2026");
    expect(labels).toContain("20/03/2026");
    expect(labels).toContain("$0");
    expect(labels).toContain("-$500");
    const due = svg.querySelector(".balance-chart__due")!;
    expect(due.getAttribute("fill")).toBe(`url(#${svg.querySelector("pattern")!.id})`);
    expect(legend()).toEqual(["Opening", "Closing", "Highest", "Lowest", "Below $0: Due"]);
  });

  it("with a date filter: the opening balance before it, the closing at its end, over the filter's dates", async () => {
    await openLot(filteredStatement);
    expect(within(chart()).getByText(/^Running balance/).textContent).toBe("Running balance (03/03/2026 to 10/03/2026)");
    expect(summary()).toEqual([
      ["Opening", "Amount Left: $1,000.00"],
      ["Closing", "Due: $688.27"],
      ["Highest", "Amount Left: $1,000.00 on 03/03/2026 (opening balance)"],
      ["Lowest", "Due: $688.27 on 05/03/2026 (row 2)"],
    ]);
    const dates = Array.from(chart().querySelectorAll("svg text")).map((t) => t.textContent);
    expect(dates).toContain("03/03/2026");
    expect(dates).toContain("10/03/2026");
    expect(dates).not.toContain("05/03/2026"); // ticks are the range's, not the rows'
  });

  it("a filter without transactions shows the balance held flat; a lot without any shows no chart", async () => {
    await openLot({ ...filteredStatement, rows: [], closingBalance: "1000.00", closingTotalPaid: "1000.00" });
    expect(summary()).toEqual([
      ["Opening", "Amount Left: $1,000.00"],
      ["Closing", "Amount Left: $1,000.00"],
    ]);
    expect(chart().querySelector(".balance-chart__due")).toBeNull();
    // Only the shapes drawn are explained: no highest or lowest point without entries.
    expect(
      Array.from(chart().querySelectorAll("svg[role=img] .balance-chart__marker")).map((m) => m.getAttribute("class")!.split("--")[1]),
    ).toEqual(["opening", "closing"]);
    expect(legend()).toEqual(["Opening", "Closing"]);
    cleanup();
    await openLot({ ...statement, rows: [], closingBalance: "0.00", closingTotalPaid: "0.00" });
    expect(screen.queryByRole("figure")).toBeNull();
    expect(screen.getByText("No transactions yet.")).toBeTruthy();
  });

  it("draws a 1,000-row lot as one path with its summary exact", async () => {
    const rows = Array.from({ length: 1000 }, (_, i) => ({
      ...amountRow,
      number: i + 1,
      // Four a day from 01/01/2026.
      date: new Date(Date.UTC(2026, 0, 1 + Math.floor(i / 4))).toISOString().slice(0, 10),
      amountAdded: "1.00",
      totalPaid: `${i + 1}.00`,
      balance: i === 499 ? "-123456789.01" : `${(i + 1) * 3}.07`,
      payment: { ...amountRow.payment, id: `UGF5bWVudDo${i}`, history: [] },
    }));
    await openLot({ ...statement, rows, closingBalance: "3000.07" });
    // The table shows a page of rows; the chart and its summary cover all 1,000.
    expect(ledgerRows()).toHaveLength(LEDGER_PAGE_SIZE);
    expect(summary().slice(1)).toEqual([
      ["Closing", "Amount Left: $3,000.07"],
      ["Highest", "Amount Left: $3,000.07 on 07/09/2026 (row 1000)"],
      ["Lowest", "Due: $123,456,789.01 on 05/05/2026 (row 500)"],
    ]);
    const svg = chart().querySelector("svg")!;
    expect(svg.querySelectorAll("path, circle, rect, text").length).toBeLessThan(40);
  });
  it("a change made elsewhere refreshes the ledger in place: an edit in progress keeps what was typed", async () => {
    const { environment } = await openLot();
    fireEvent.click(within(ledgerRows()[1]).getByRole("button", { name: /^Edit/ }));
    fireEvent.change(within(ledgerRows()[1]).getByLabelText("Quantity (kg)"), { target: { value: "777" } });
    const live = environment.mock.getAllOperations().find((op) => op.request.node.params.name === "useCompanyChangesSubscription")!;
    expect(live.request.variables).toEqual({ after: null, company: null });
    const change = (lotId: string) => ({
      data: {
        companyChanges: {
          id: `Q2hhbmdlRXZlbnQ6${lotId.length}`,
          cursor: "R1BDOk46Nw==",
          kind: "PAYMENT_CREATED",
          author: { name: "Rashid Khan", type: "PERSON" },
          node: { __typename: "Payment", id: "UGF5bWVudDoz", amount: "50.00" },
          lot: { id: lotId },
        },
      },
    });
    // Another lot's change asks for nothing.
    await act(async () => pushLive(environment, live, change("TG90OjI=")));
    expect(opName(environment)).toBe("useCompanyChangesSubscription");
    await act(async () => pushLive(environment, live, change(LOT_ID)));
    expect(opName(environment)).toBe("LotDetailsLedgerRefetchQuery");
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ id: LOT_ID, from: null, to: null });
    const theirs = {
      ...amountRow,
      number: 4,
      amountAdded: "50.00",
      totalPaid: "3050.00",
      balance: "1361.73",
      payment: { ...amountRow.payment, id: "UGF5bWVudDoz", amount: "50.00" },
    };
    await act(async () =>
      environment.mock.resolveMostRecentOperation((o) =>
        payload(o, { ...statement, closingBalance: "1361.73", rows: [...statement.rows, theirs] }),
      ),
    );
    expect(ledgerRows()).toHaveLength(4);
    expect(screen.getByRole("table").textContent).toContain("$50.00");
    expect((within(ledgerRows()[1]).getByLabelText("Quantity (kg)") as HTMLInputElement).value).toBe("777");
  });

  it("another member's change is announced politely, with a way to its row, and the row is marked for a moment", async () => {
    const { environment } = await openLot();
    const live = environment.mock.getAllOperations().find((op) => op.request.node.params.name === "useCompanyChangesSubscription")!;
    const event = (n: number, kind: string, author: string, node: object) => ({
      data: {
        companyChanges: {
          id: `Q2hhbmdlRXZlbnQ6${n}`,
          cursor: `R1BDOk46${n}`,
          kind,
          author: { name: author, type: "PERSON" },
          node,
          lot: { id: LOT_ID },
        },
      },
    });
    const notice = () => screen.getAllByRole("status").find((el) => el.classList.contains("live-change"))!;
    const theirs = {
      ...containerRow,
      number: 4,
      containerNo: "MSCU1234566",
      container: { ...containerRow.container, id: "Q29udGFpbmVyOjk=", containerNo: "MSCU1234566" },
    };
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      // The viewer's own write (this browser confirms it in its form) is not announced again.
      await act(async () =>
        pushLive(
          environment,
          live,
          event(1, "PAYMENT_CREATED", "Ali Hassan", { __typename: "Payment", id: "UGF5bWVudDo4", amount: "2000.00" }),
        ),
      );
      expect(notice().textContent).toBe("");
      await act(async () => environment.mock.resolveMostRecentOperation((o) => payload(o, statement)));

      await act(async () =>
        pushLive(
          environment,
          live,
          event(2, "CONTAINER_CREATED", "Rashid Khan", { __typename: "Container", id: "Q29udGFpbmVyOjk=", containerNo: "MSCU1234566" }),
        ),
      );
      await act(async () =>
        environment.mock.resolveMostRecentOperation((o) => payload(o, { ...statement, rows: [...statement.rows, theirs] })),
      );
      expect(notice().textContent).toBe("Rashid Khan added container MSCU1234566 Go to row");
      const row = ledgerRows()[3];
      expect(row.classList.contains("ledger-row--changed")).toBe(true);
      expect(ledgerRows().filter((el) => el.classList.contains("ledger-row--changed"))).toHaveLength(1);
      fireEvent.click(within(notice()).getByRole("button", { name: "Go to row" }));
      expect(row.contains(document.activeElement)).toBe(true);

      // The mark goes after a few seconds; the message stays a little longer, to be read.
      await act(async () => vi.advanceTimersByTime(4_000));
      expect(ledgerRows()[3].classList.contains("ledger-row--changed")).toBe(false);
      expect(notice().textContent).toContain("Rashid Khan added container MSCU1234566");

      // A burst is one message counting its changes and who made them.
      await act(async () =>
        pushLive(
          environment,
          live,
          event(3, "PAYMENT_UPDATED", "Sara Ahmed", { __typename: "Payment", id: "UGF5bWVudDoz", amount: "2000.00" }),
        ),
      );
      expect(notice().textContent).toBe("Rashid Khan and 1 other made 2 changes Go to row");
      await act(async () => vi.advanceTimersByTime(8_000));
      expect(notice().textContent).toBe("");
      await act(async () =>
        pushLive(
          environment,
          live,
          event(4, "PAYMENT_UPDATED", "Sara Ahmed", { __typename: "Payment", id: "UGF5bWVudDoz", amount: "2000.00" }),
        ),
      );
      expect(notice().textContent).toBe("Sara Ahmed edited payment of $2,000.00 Go to row");
      await act(async () => vi.advanceTimersByTime(8_000));
      // A voided entry leaves the ledger: said, with no row to go to.
      await act(async () =>
        pushLive(
          environment,
          live,
          event(5, "CONTAINER_VOIDED", "Sara Ahmed", { __typename: "Container", id: "Q29udGFpbmVyOjk=", containerNo: "MSCU1234566" }),
        ),
      );
      expect(notice().textContent).toBe("Sara Ahmed voided container MSCU1234566");
    } finally {
      vi.useRealTimers();
    }
  });

  it("a live stream the server ended because the access ended says so, and does not try again", async () => {
    const { environment } = await openLot();
    const streams = () =>
      environment.mock.getAllOperations().filter((op) => op.request.node.params.name === "useCompanyChangesSubscription");
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      // As Relay reports a stream whose only answer is the server's error (its source holds the errors).
      const ended = Object.assign(new Error("No data returned for operation `useCompanyChangesSubscription`"), {
        source: {
          errors: [{ message: "Your access to this company ended. Please login again.", extensions: { code: "UNAUTHENTICATED" } }],
        },
      });
      await act(async () => environment.mock.reject(streams()[0], ended));
      expect(screen.getByText(LIVE_ENDED_TEXT).getAttribute("role")).toBe("status");
      expect(screen.queryByText("Live updates paused — reconnecting…")).toBeNull();
      await act(async () => vi.advanceTimersByTime(60_000));
      expect(streams()).toHaveLength(0);
      expect(screen.getByText(LIVE_ENDED_TEXT)).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it("a lost live connection says so politely until it is back", async () => {
    const { environment } = await openLot();
    const live = () => environment.mock.getAllOperations().find((op) => op.request.node.params.name === "useCompanyChangesSubscription")!;
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      await act(async () => environment.mock.reject(live(), new Error("network down")));
      expect(screen.getByText("Live updates paused — reconnecting…").getAttribute("role")).toBe("status");
      await act(async () => vi.advanceTimersByTime(1_000));
      // Reconnected with the last cursor it had (none yet); events flowing again clear the notice.
      expect(live().request.variables).toEqual({ after: null, company: null });
      await act(async () =>
        pushLive(environment, live(), {
          data: {
            companyChanges: {
              id: "Q2hhbmdlRXZlbnQ6OQ==",
              cursor: "R1BDOk46OQ==",
              kind: "LOT_CREATED",
              author: { name: "Rashid Khan", type: "PERSON" },
              node: { __typename: "Lot", id: "TG90Ojk=" },
              lot: { id: "TG90Ojk=" },
            },
          },
        }),
      );
      expect(screen.queryByText("Live updates paused — reconnecting…")).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
