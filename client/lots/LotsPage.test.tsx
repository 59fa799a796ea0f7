import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Suspense } from "react";
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from "react-router-dom";
import { loadQuery, RelayEnvironmentProvider } from "react-relay/hooks";
import { createMockEnvironment, MockPayloadGenerator, type MockEnvironment } from "relay-test-utils";
import { readInlineData, type OperationDescriptor } from "relay-runtime";
import LotsPageQuery from "../__generated__/LotsPageQuery.graphql.ts";
import statementPdfCompany, { type statementPdf_company$key } from "../__generated__/statementPdf_company.graphql.ts";
import ledgerFormatFigures, { type ledgerFormat_figures$key } from "../__generated__/ledgerFormat_figures.graphql.ts";
import { describedBy, inputError } from "../test/routeHarness.tsx";
import { BuyerLotsPage, SupplierLotsPage } from "./LotsPage.tsx";
import { VIEWER_ADDS_NO_LOTS } from "./overview/LotForm.tsx";
import type { CompanyRemoval, MemberRole } from "../../shared/members.ts";

const downloads = vi.hoisted(() => ({ company: [] as unknown[], fail: false }));
vi.mock("./statement/download.ts", () => ({
  PDF_FAILED: "Failed to generate PDF.",
  downloadLotStatement: vi.fn(),
  downloadCompanyStatement: vi.fn(async (load: () => Promise<unknown>) => {
    const input = await load();
    if (downloads.fail) throw new Error("jsPDF broke");
    downloads.company.push(input);
    return "file.pdf";
  }),
}));

const COMPANY = "Gulf Steel Trading";
const PROFILE_ID = "UHJvZmlsZTox";
type Role = "SUPPLIER" | "BUYER";
type LotSeed = { lotNumber: string; price: string };

function Probe() {
  const location = useLocation();
  return (
    <>
      <p data-testid="location">{location.pathname}</p>
      <p data-testid="state">{JSON.stringify(location.state)}</p>
    </>
  );
}

function renderLots(at: string, environment: MockEnvironment = createMockEnvironment()) {
  const loader = () => loadQuery(environment, LotsPageQuery, {}, { fetchPolicy: "store-or-network" });
  const router = createMemoryRouter(
    [
      {
        path: "/",
        element: (
          <RelayEnvironmentProvider environment={environment}>
            <Suspense fallback={<p>Loading page…</p>}>
              <Outlet />
            </Suspense>
          </RelayEnvironmentProvider>
        ),
        children: [
          { path: "add-lot", Component: SupplierLotsPage, loader },
          { path: "addlotbuyer", Component: BuyerLotsPage, loader },
          { path: "*", Component: Probe },
        ],
      },
    ],
    { initialEntries: [at] },
  );
  render(<RouterProvider router={router} />);
  return { environment, router };
}

function lotsPayload(
  op: OperationDescriptor,
  role: Role | null,
  lots: LotSeed[],
  totalCount = lots.length,
  removedFromCompany: CompanyRemoval | null = null,
) {
  return MockPayloadGenerator.generate(op, lotsResolvers(role, lots, totalCount, removedFromCompany));
}

/** Issue 48's boxes on the lots page: no search asked, no cheques due. */
const NO_PAPERS = { chequesDue: [], search: [] };

/** The mock resolvers of the lots page's query: a company with `lots`. */
function lotsResolvers(
  role: Role | null,
  lots: LotSeed[],
  totalCount = lots.length,
  removedFromCompany: CompanyRemoval | null = null,
  memberRole: MemberRole = "OWNER",
) {
  return {
    User: () => ({ id: "VXNlcjox", profile: role ? {} : null, removedFromCompany }),
    SiteInfo: () => ({ timeZone: "Asia/Dubai" }),
    BusinessProfile: () => ({ ...NO_PAPERS, id: PROFILE_ID, role, companyName: COMPANY, viewerRole: memberRole }),
    LotConnection: () => ({
      totalCount,
      edges: lots.map((lot, i) => ({ cursor: `c${i}`, node: { id: `TG90OiR7${lot.lotNumber}`, ...lot } })),
      pageInfo: { hasNextPage: totalCount > lots.length, endCursor: `c${lots.length}` },
    }),
    LotsOverviewConnection: () => overviewConnection(lots),
  };
}

/** The lots overview of seeded lots: one container of 20 t at the lot's price each, nothing paid. */
function overviewConnection(lots: LotSeed[], totalCount = lots.length) {
  const cents = lots.map((lot) => Math.round(Number(lot.price) * 100) * 20);
  const money = (c: number) => (c / 100).toFixed(2);
  const sum = cents.reduce((a, b) => a + b, 0);
  return {
    totalCount,
    totals: {
      lotCount: totalCount,
      containerCount: lots.length,
      quantityTons: `${20 * lots.length}.000`,
      containerAmount: money(sum),
      totalPaid: "0.00",
      balance: money(-sum),
    },
    edges: lots.map((lot, i) => ({
      cursor: `o${i}`,
      node: {
        lot: { id: `TG90OiR7${lot.lotNumber}`, ...lot },
        containerCount: 1,
        quantityTons: "20.000",
        containerAmount: money(cents[i]),
        totalPaid: "0.00",
        balance: money(-cents[i]),
        lastEntryDate: "2026-11-20",
        waitingForYou: 0,
        disputed: 0,
      },
    })),
    pageInfo: { hasNextPage: totalCount > lots.length, endCursor: `o${lots.length - 1}` },
  };
}

/** Waits for the client to send the named operation, and answers it. */
async function answer(
  environment: MockEnvironment,
  name: string,
  payload: (op: OperationDescriptor) => ReturnType<typeof MockPayloadGenerator.generate>,
) {
  await waitFor(() => expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe(name));
  const op = environment.mock.getMostRecentOperation();
  await act(async () => environment.mock.resolveMostRecentOperation(payload));
  return op;
}

async function openWith(
  path: string,
  role: Role | null,
  lots: LotSeed[] = [
    { lotNumber: "L-101", price: "333.33" },
    { lotNumber: "L-100", price: "250.00" },
  ],
) {
  localStorage.setItem("token", "t");
  const rendered = renderLots(path);
  await screen.findByRole("status");
  await act(async () => rendered.environment.mock.resolveMostRecentOperation((op) => lotsPayload(op, role, lots)));
  return rendered;
}

const combobox = () => screen.getByRole("combobox", { name: "Select Existing Lot" }) as HTMLInputElement;
const options = () =>
  within(screen.getByRole("listbox", { name: "Matching lots" }))
    .getAllByRole("option")
    .map((o) => o.textContent);
const location = () => screen.getByTestId("location").textContent;
const navState = () => JSON.parse(screen.getByTestId("state").textContent ?? "null");

beforeEach(() => {
  downloads.company = [];
  downloads.fail = false;
});
afterEach(() => vi.clearAllMocks());

describe("/add-lot and /addlotbuyer", () => {
  it("without a token: Unauthorized, Please login first, then /login", async () => {
    renderLots("/add-lot");
    const dialog = await screen.findByRole("alertdialog", { name: "Unauthorized" });
    expect(describedBy(dialog)).toBe("Please login first");
    fireEvent.click(within(dialog).getByRole("button", { name: "OK" }));
    expect(await screen.findByTestId("location")).toBeTruthy();
    expect(location()).toBe("/login");
  });

  it.each([
    ["/add-lot", "/dashboard"],
    ["/addlotbuyer", "/dashboard1"],
  ])("%s without a business profile goes to %s", async (path, dashboard) => {
    await openWith(path, null);
    expect(location()).toBe(dashboard);
  });

  it("a member an Owner removed stays to be told who removed them and when, with the way to the dashboard", async () => {
    localStorage.setItem("token", "t");
    const rendered = renderLots("/addlotbuyer");
    await screen.findByRole("status");
    const removal = { companyName: COMPANY, removedBy: "Noura Saleh", removedOn: "2026-11-27" };
    await act(async () => rendered.environment.mock.resolveMostRecentOperation((op) => lotsPayload(op, null, [], 0, removal)));
    expect(screen.getByRole("heading", { level: 1, name: "Manage Lots" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain(
      `You were removed from ${COMPANY} by Noura Saleh on 27/11/2026. Ask an Owner of ${COMPANY} to invite you again, or create your own business profile.`,
    );
    expect(screen.queryByRole("combobox", { name: "Select Existing Lot" })).toBeNull();
    fireEvent.click(screen.getByRole("link", { name: "Back to Dashboard" }));
    expect(location()).toBe("/dashboard1");
  });

  it("the other role's address is refused as on the dashboards", async () => {
    await openWith("/add-lot", "BUYER");
    expect(screen.getByRole("heading", { name: "Access Denied" })).toBeTruthy();
    expect(screen.getByText("You already have a Buyer profile. Supplier access is restricted")).toBeTruthy();
  });

  it.each([
    ["/add-lot", "SUPPLIER" as Role],
    ["/addlotbuyer", "BUYER" as Role],
  ])("%s lists the company's lots, newest first, in Select Existing Lot", async (path, role) => {
    await openWith(path, role);
    expect(screen.getByRole("heading", { level: 1, name: "Manage Lots" })).toBeTruthy();
    expect(combobox().getAttribute("aria-expanded")).toBe("false");
    fireEvent.keyDown(combobox(), { key: "ArrowDown" });
    expect(combobox().getAttribute("aria-expanded")).toBe("true");
    expect(options()).toEqual(["L-101 ($333.33/ton)", "L-100 ($250.00/ton)"]);
    expect(screen.getByText("2 lots.")).toBeTruthy();
    // No lot chosen: the new-lot form.
    expect(screen.getByLabelText("New Lot Number")).toBeTruthy();
    expect(screen.getByLabelText("Price")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Add Lot" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Fetch Result" })).toBeNull();
    expect(screen.getByLabelText("Filter Start Date")).toBeTruthy();
    expect(screen.getByLabelText("Filter End Date")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Download Detailed PDF (All Lots)" })).toBeTruthy();
  });

  it("choosing a lot hides the new-lot inputs and Fetch Result opens /lot-details with company and lot as navigation state", async () => {
    await openWith("/add-lot", "SUPPLIER");
    fireEvent.keyDown(combobox(), { key: "ArrowDown" });
    fireEvent.keyDown(combobox(), { key: "ArrowDown" });
    const active = document.getElementById(combobox().getAttribute("aria-activedescendant")!)!;
    expect(active.textContent).toBe("L-100 ($250.00/ton)");
    expect(active.getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(combobox(), { key: "Enter" });
    expect(combobox().value).toBe("L-100");
    expect(combobox().getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByLabelText("New Lot Number")).toBeNull();
    expect(screen.queryByLabelText("Price")).toBeNull();
    expect(screen.queryByRole("button", { name: "Add Lot" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Fetch Result" }));
    expect(await screen.findByTestId("location")).toBeTruthy();
    expect(location()).toBe("/lot-details");
    expect(navState()).toEqual({ companyName: COMPANY, lotNumber: "L-100" });
  });

  it("typing a lot number the company already has offers Fetch Result instead of adding it", async () => {
    const { environment } = await openWith("/add-lot", "SUPPLIER");
    fireEvent.change(screen.getByLabelText("New Lot Number"), { target: { value: " L-101 " } });
    const asked = await answer(environment, "LotFormExistingLotQuery", (op) =>
      MockPayloadGenerator.generate(op, {
        User: () => ({ id: "VXNlcjox" }),
        SiteInfo: () => ({ timeZone: "Asia/Dubai" }),
        BusinessProfile: () => ({ ...NO_PAPERS, id: PROFILE_ID }),
        Lot: () => ({ id: "TG90OiR7L-101", lotNumber: "L-101", price: "333.33" }),
      }),
    );
    expect(asked.request.variables).toEqual({ lotNumber: "L-101" });
    expect(await screen.findByText("Lot L-101 already exists.")).toBeTruthy();
    expect(screen.queryByLabelText("Price")).toBeNull();
    expect(screen.queryByRole("button", { name: "Add Lot" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Fetch Result" }));
    expect(await screen.findByTestId("location")).toBeTruthy();
    expect(navState()).toEqual({ companyName: COMPANY, lotNumber: "L-101" });
  });

  it("missing fields: Please fill in all fields, and nothing is sent", async () => {
    const { environment } = await openWith("/add-lot", "SUPPLIER");
    const mutations = () => environment.mock.getAllOperations().filter((op) => op.request.node.params.operationKind === "mutation");
    fireEvent.change(screen.getByLabelText("New Lot Number"), { target: { value: "L-7" } });
    fireEvent.click(screen.getByRole("button", { name: "Add Lot" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Please fill in all fields" });
    fireEvent.click(within(dialog).getByRole("button", { name: "OK" }));
    fireEvent.change(screen.getByLabelText("New Lot Number"), { target: { value: "" } });
    fireEvent.change(screen.getByLabelText("Price"), { target: { value: "10" } });
    fireEvent.click(screen.getByRole("button", { name: "Add Lot" }));
    expect(await screen.findByRole("alertdialog", { name: "Please fill in all fields" })).toBeTruthy();
    expect(mutations()).toEqual([]);
  });

  it("a refused lot: Error adding lot with the server's message", async () => {
    const { environment } = await openWith("/add-lot", "SUPPLIER", []);
    expect(combobox().disabled).toBe(true);
    expect(combobox().placeholder).toBe("No lots yet");
    fireEvent.change(screen.getByLabelText("New Lot Number"), { target: { value: "L-9" } });
    fireEvent.change(screen.getByLabelText("Price"), { target: { value: "12.5" } });
    fireEvent.click(screen.getByRole("button", { name: "Add Lot" }));
    const op = environment.mock.getMostRecentOperation();
    expect(op.request.node.params.name).toBe("useAddLotMutation");
    expect(op.request.variables.input).toEqual({ lotNumber: "L-9", price: "12.5" });
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: {
          addLot: inputError("Lot L-9 already exists for your company", [
            { field: "lotNumber", message: "Lot L-9 already exists for your company" },
          ]),
        },
      }),
    );
    const dialog = screen.getByRole("alertdialog", { name: "Error adding lot" });
    expect(describedBy(dialog)).toBe("Lot L-9 already exists for your company");
    fireEvent.click(within(dialog).getByRole("button", { name: "OK" }));
    expect(describedBy(screen.getByLabelText("New Lot Number"))).toBe("Lot L-9 already exists for your company");
  });

  it("a failed request: Error adding lot", async () => {
    const { environment } = await openWith("/add-lot", "SUPPLIER", []);
    fireEvent.change(screen.getByLabelText("New Lot Number"), { target: { value: "L-9" } });
    fireEvent.change(screen.getByLabelText("Price"), { target: { value: "12.5" } });
    fireEvent.click(screen.getByRole("button", { name: "Add Lot" }));
    vi.spyOn(console, "error").mockImplementation(() => {});
    await act(async () => environment.mock.rejectMostRecentOperation(new Error("offline")));
    expect(screen.getByRole("alertdialog", { name: "Error adding lot" })).toBeTruthy();
  });

  it("adding a lot puts it at the top of the list and opens its details", async () => {
    const { environment, router } = await openWith("/add-lot", "SUPPLIER");
    fireEvent.change(screen.getByLabelText("New Lot Number"), { target: { value: "L-200" } });
    fireEvent.change(screen.getByLabelText("Price"), { target: { value: "410.75" } });
    fireEvent.click(screen.getByRole("button", { name: "Add Lot" }));
    const op = environment.mock.getMostRecentOperation();
    expect(op.request.variables.connections).toHaveLength(1);
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: {
          addLot: {
            __typename: "AddLotPayload",
            lotEdge: { cursor: "new", node: { id: "TG90Ojk5", lotNumber: "L-200", price: "410.75" } },
            lot: { id: "TG90Ojk5", lotNumber: "L-200", companyName: COMPANY },
          },
        },
      }),
    );
    expect(location()).toBe("/lot-details");
    expect(navState()).toEqual({ companyName: COMPANY, lotNumber: "L-200" });
    // Back on the list, the new lot is first, without a refetch.
    await act(async () => router.navigate("/add-lot"));
    fireEvent.keyDown(combobox(), { key: "ArrowDown" });
    expect(options()).toEqual(["L-200 ($410.75/ton)", "L-101 ($333.33/ton)", "L-100 ($250.00/ton)"]);
  });

  it("typing in Select Existing Lot asks the server for a page of matches once typing pauses, and Fetch Result opens the one chosen", async () => {
    const newest = Array.from({ length: 10 }, (_, i) => ({ lotNumber: `L-${2000 - i}`, price: "100.00" }));
    localStorage.setItem("token", "t");
    const { environment } = renderLots("/add-lot");
    await screen.findByRole("status");
    await act(async () => environment.mock.resolveMostRecentOperation((op) => lotsPayload(op, "SUPPLIER", newest, 2000)));
    expect(screen.getByText("2,000 lots; the newest 10 are listed, type part of a lot number to find the others.")).toBeTruthy();
    fireEvent.change(combobox(), { target: { value: "l-7" } });
    fireEvent.change(combobox(), { target: { value: "l-77" } });
    const matches = [
      { lotNumber: "L-1770", price: "120.00" },
      { lotNumber: "L-770", price: "99.50" },
      { lotNumber: "L-77", price: "80.00" },
    ];
    const search = await answer(environment, "LotSearchRefetchQuery", (op) => lotsPayload(op, "SUPPLIER", matches, 12));
    // Asked for the text once typing paused, and for one page only.
    expect(search.request.variables).toMatchObject({ search: "l-77", count: 10 });
    expect(options()).toEqual(["L-1770 ($120.00/ton)", "L-770 ($99.50/ton)", "L-77 ($80.00/ton)"]);
    expect(screen.getByText('12 lots match "l-77"; the first 3 are listed, type more to narrow them.')).toBeTruthy();
    fireEvent.keyDown(combobox(), { key: "ArrowUp" }); // from no option, the last
    fireEvent.keyDown(combobox(), { key: "Enter" });
    expect(combobox().value).toBe("L-77");
    expect(screen.getByText("Lot L-77, price per ton $80.00")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Fetch Result" }));
    expect(await screen.findByTestId("location")).toBeTruthy();
    expect(navState()).toEqual({ companyName: COMPANY, lotNumber: "L-77" });
  });

  it("Escape closes the list, then clears the text", async () => {
    await openWith("/add-lot", "SUPPLIER");
    fireEvent.change(combobox(), { target: { value: "L-1" } });
    expect(combobox().getAttribute("aria-expanded")).toBe("true");
    fireEvent.keyDown(combobox(), { key: "Escape" });
    expect(combobox().getAttribute("aria-expanded")).toBe("false");
    expect(combobox().value).toBe("L-1");
    fireEvent.keyDown(combobox(), { key: "Escape" });
    expect(combobox().value).toBe("");
  });

  it("Download Detailed PDF (All Lots) fetches the company statement for the filter dates", async () => {
    const { environment } = await openWith("/add-lot", "SUPPLIER");
    fireEvent.change(screen.getByLabelText("Filter Start Date"), { target: { value: "01/03/2026" } });
    fireEvent.change(screen.getByLabelText("Filter End Date"), { target: { value: "31/03/2026" } });
    fireEvent.click(screen.getByRole("button", { name: "Download Detailed PDF (All Lots)" }));
    const op = environment.mock.getMostRecentOperation();
    expect(op.request.node.params.name).toBe("DetailedStatementQuery");
    // Made on the page (no workers here): every lot in one answer, not in pages.
    expect(op.request.variables).toEqual({ from: "2026-03-01", to: "2026-03-31", lotOffset: null, lotLimit: null });
    await act(async () =>
      environment.mock.resolveMostRecentOperation((o) =>
        MockPayloadGenerator.generate(o, {
          User: () => ({ id: "VXNlcjox" }),
          SiteInfo: () => ({ timeZone: "Asia/Dubai" }),
          BusinessProfile: () => ({ ...NO_PAPERS, id: PROFILE_ID, role: "SUPPLIER", companyName: COMPANY }),
          CompanyStatement: () => ({ from: "2026-03-01", to: "2026-03-31", closingBalance: "12.00", lots: [] }),
        }),
      ),
    );
    expect(downloads.company).toHaveLength(1);
    const input = downloads.company[0] as { companyName: string; statement: statementPdf_company$key };
    const statement = readInlineData(ledgerFormatFigures, readInlineData(statementPdfCompany, input.statement) as ledgerFormat_figures$key);
    expect({ companyName: input.companyName, statement }).toMatchObject({
      companyName: COMPANY,
      statement: { from: "2026-03-01", to: "2026-03-31", closingBalance: "12.00" },
    });
  });

  it("a reversed range is refused before asking, and a failure says Failed to generate PDF.", async () => {
    const { environment } = await openWith("/add-lot", "SUPPLIER");
    fireEvent.change(screen.getByLabelText("Filter Start Date"), { target: { value: "01/04/2026" } });
    fireEvent.change(screen.getByLabelText("Filter End Date"), { target: { value: "01/03/2026" } });
    expect(screen.getByRole("alert").textContent).toBe("The start date must be on or before the end date.");
    expect((screen.getByRole("button", { name: "Download Detailed PDF (All Lots)" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText("Filter Start Date"), { target: { value: "" } });
    downloads.fail = true;
    vi.spyOn(console, "error").mockImplementation(() => {});
    fireEvent.click(screen.getByRole("button", { name: "Download Detailed PDF (All Lots)" }));
    expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe("DetailedStatementQuery");
    await act(async () => environment.mock.resolveMostRecentOperation((o) => lotsPayload(o, "SUPPLIER", [])));
    const dialog = await screen.findByRole("alertdialog", { name: "Error!" });
    expect(describedBy(dialog)).toBe("Failed to generate PDF.");
  });
  it("a lot added elsewhere joins the list of lots shown", async () => {
    const { environment } = await openWith("/add-lot", "SUPPLIER");
    const live = environment.mock.getAllOperations().find((op) => op.request.node.params.name === "useCompanyChangesSubscription")!;
    // relay-test-utils' runtime has nextValue (a subscription's next result); its typings leave it out.
    const mock = environment.mock as unknown as { nextValue(op: OperationDescriptor, result: object): void };
    await act(async () =>
      mock.nextValue(live, {
        data: {
          companyChanges: {
            id: "Q2hhbmdlRXZlbnQ6Mw==",
            cursor: "R1BDOk46Mw==",
            kind: "LOT_CREATED",
            author: { name: "Rashid Khan", type: "PERSON" },
            node: { __typename: "Lot", id: "TG90OjM=" },
            lot: { id: "TG90OjM=" },
          },
        },
      }),
    );
    const refetch = await answer(environment, "LotSearchRefetchQuery", (op) =>
      lotsPayload(op, "SUPPLIER", [
        { lotNumber: "L-102", price: "410.00" },
        { lotNumber: "L-101", price: "333.33" },
        { lotNumber: "L-100", price: "250.00" },
      ]),
    );
    expect(refetch.request.variables).toMatchObject({ search: null, count: 10 });
    expect(screen.getByText(/^3 lots/)).toBeTruthy();
  });
});

describe("the lots overview", () => {
  const seeds: LotSeed[] = [
    { lotNumber: "L-101", price: "333.33" },
    { lotNumber: "L-100", price: "250.00" },
  ];
  const table = () => screen.getByRole("table", { name: "Lots overview" });
  const bodyRows = () => within(table()).getAllByRole("row").slice(1);
  const cells = (row: HTMLElement) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent);

  it("lists every lot with its figures and the company's totals, above Select Existing Lot", async () => {
    await openWith("/add-lot", "SUPPLIER", seeds);
    const overview = screen.getByRole("region", { name: "Lots overview" });
    const search = screen.getByRole("combobox", { name: "Select Existing Lot" });
    expect(overview.compareDocumentPosition(search) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      within(table())
        .getAllByRole("columnheader")
        .map((th) => th.textContent?.replace(/[▲▼↕]/g, "")),
    ).toEqual(["Lot", "Price/Ton", "Containers", "Qty(MT)", "Container Amount", "Total Paid", "Balance", "Last Entry"]);
    const [first, second, totals] = bodyRows();
    expect(cells(first)).toEqual(["L-101", "$333.33", "1", "20.000", "$6,666.60", "$0.00", "Due: $6,666.60", "20/11/2026"]);
    expect(cells(second)[6]).toBe("Due: $5,000.00");
    expect(cells(totals)).toEqual(["Totals (2 lots)", "", "2", "40.000", "$11,666.60", "$0.00", "Due: $11,666.60", ""]);
    expect(screen.getByText("2 lots; 2 shown.")).toBeTruthy();
    // Sorted newest first to begin with.
    expect(
      within(table())
        .getAllByRole("columnheader")
        .map((th) => th.getAttribute("aria-sort")),
    ).toEqual(["none", "none", "none", "none", "none", "none", "none", "none"]);
  });

  it("a row opens its lot as Fetch Result does: /lot-details with company and lot as navigation state", async () => {
    await openWith("/add-lot", "SUPPLIER", seeds);
    fireEvent.click(within(table()).getByRole("link", { name: "L-100" }));
    await waitFor(() => expect(location()).toBe("/lot-details"));
    expect(navState()).toEqual({ companyName: COMPANY, lotNumber: "L-100" });
  });

  it("a click anywhere on a row opens the lot too", async () => {
    await openWith("/addlotbuyer", "BUYER", seeds);
    fireEvent.click(within(bodyRows()[0]).getByText("$6,666.60", { selector: "td" }));
    await waitFor(() => expect(location()).toBe("/lot-details"));
    expect(navState()).toEqual({ companyName: COMPANY, lotNumber: "L-101" });
  });

  it("sorts by a column header (aria-sort), asking the server, and again the other way", async () => {
    const { environment } = await openWith("/add-lot", "SUPPLIER", seeds);
    const header = () => within(table()).getByRole("columnheader", { name: /Balance/ });
    fireEvent.click(within(header()).getByRole("button"));
    const asked = await answer(environment, "LotsOverviewPaginationQuery", (op) => lotsPayload(op, "SUPPLIER", [...seeds].reverse()));
    expect(asked.request.variables).toMatchObject({ orderBy: { field: "BALANCE", direction: "ASC" }, count: 20, cursor: null });
    expect(header().getAttribute("aria-sort")).toBe("ascending");
    expect(cells(bodyRows()[0])[0]).toBe("L-100");
    fireEvent.click(within(header()).getByRole("button"));
    const again = await answer(environment, "LotsOverviewPaginationQuery", (op) => lotsPayload(op, "SUPPLIER", seeds));
    expect(again.request.variables).toMatchObject({ orderBy: { field: "BALANCE", direction: "DESC" } });
    expect(header().getAttribute("aria-sort")).toBe("descending");
  });

  it("filters by search once typing pauses and by open balance", async () => {
    const { environment } = await openWith("/add-lot", "SUPPLIER", seeds);
    fireEvent.change(screen.getByRole("searchbox", { name: "Search lots" }), { target: { value: " 101 " } });
    const searched = await answer(environment, "LotsOverviewPaginationQuery", () => ({ data: overviewData(seeds.slice(0, 1), 1, 2) }));
    expect(searched.request.variables).toMatchObject({ filter: { search: "101", openBalanceOnly: false } });
    await waitFor(() => expect(bodyRows()).toHaveLength(2)); // the lot and the totals
    fireEvent.click(screen.getByRole("checkbox", { name: "Open balance only" }));
    const open = await answer(environment, "LotsOverviewPaginationQuery", () => ({ data: overviewData([], 0, 2) }));
    expect(open.request.variables).toMatchObject({ filter: { search: "101", openBalanceOnly: true } });
    expect(within(table()).getByText("No lot matches.")).toBeTruthy();
    expect(cells(bodyRows().at(-1)!)[0]).toBe("Totals (2 lots)");
  });

  it("coming back from a lot finds the list as it was left: its filter and sort, and on the browser's Back the page scrolled back", async () => {
    const { environment, router } = await openWith("/add-lot", "SUPPLIER", seeds);
    fireEvent.click(screen.getByRole("checkbox", { name: "Open balance only" }));
    await answer(environment, "LotsOverviewPaginationQuery", () => ({ data: overviewData(seeds, 2) }));
    fireEvent.click(within(within(table()).getByRole("columnheader", { name: /Balance/ })).getByRole("button"));
    await answer(environment, "LotsOverviewPaginationQuery", () => ({ data: overviewData([...seeds].reverse(), 2) }));
    Object.defineProperty(window, "scrollY", { value: 640, configurable: true });
    try {
      fireEvent.click(within(table()).getByRole("link", { name: "L-100" }));
      await waitFor(() => expect(location()).toBe("/lot-details"));
      vi.mocked(window.scrollTo).mockClear();
      await act(async () => router.navigate(-1));
      // That view is asked for again; its answer is still in Relay's store, so it shows at once.
      await waitFor(() => expect(cells(bodyRows()[0])[0]).toBe("L-100"));
      expect((screen.getByRole("checkbox", { name: "Open balance only" }) as HTMLInputElement).checked).toBe(true);
      expect(
        within(table())
          .getByRole("columnheader", { name: /Balance/ })
          .getAttribute("aria-sort"),
      ).toBe("ascending");
      await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 640));
    } finally {
      Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
    }
  });

  it("Show more asks for the next page after the last cursor", async () => {
    localStorage.setItem("token", "t");
    const { environment } = renderLots("/add-lot");
    await screen.findByRole("status");
    await act(async () =>
      environment.mock.resolveMostRecentOperation((op) =>
        MockPayloadGenerator.generate(op, {
          User: () => ({ id: "VXNlcjox", profile: {} }),
          SiteInfo: () => ({ timeZone: "Asia/Dubai" }),
          BusinessProfile: () => ({ ...NO_PAPERS, id: PROFILE_ID, role: "SUPPLIER", companyName: COMPANY }),
          LotConnection: () => ({ totalCount: 0, edges: [] }),
          LotsOverviewConnection: () => overviewConnection(seeds, 3),
        }),
      ),
    );
    fireEvent.click(screen.getByRole("button", { name: "Show more (1 of 1 left)" }));
    const last = overviewData([{ lotNumber: "L-099", price: "10.00" }], 3);
    last.node.lotsOverview.pageInfo = { hasNextPage: false, endCursor: "o2" };
    const next = await answer(environment, "LotsOverviewPaginationQuery", () => ({ data: last }));
    expect(next.request.variables).toMatchObject({ cursor: "o1", count: 20 });
    expect(bodyRows().map((row) => cells(row)[0])).toEqual(["L-101", "L-100", "L-099", "Totals (3 lots)"]);
    expect(screen.queryByRole("button", { name: /Show more/ })).toBeNull();
  });

  it("refreshes when the company's figures change live", async () => {
    const { environment } = await openWith("/add-lot", "SUPPLIER", seeds);
    const live = environment.mock.getAllOperations().find((op) => op.request.node.params.name === "useCompanyChangesSubscription")!;
    const mock = environment.mock as unknown as { nextValue(op: OperationDescriptor, result: object): void };
    await act(async () =>
      mock.nextValue(live, {
        data: {
          companyChanges: {
            id: "Q2hhbmdlRXZlbnQ6NA==",
            cursor: "R1BDOk46NA==",
            kind: "PAYMENT_CREATED",
            author: { name: "Rashid Khan", type: "PERSON" },
            node: { __typename: "Payment", id: "UGF5bWVudDo5", amount: "50.00" },
            lot: { id: "TG90OjE=" },
          },
        },
      }),
    );
    const refreshed = await answer(environment, "LotsOverviewPaginationQuery", () => ({
      data: overviewData([{ lotNumber: "L-102", price: "1.00" }, ...seeds], 3),
    }));
    expect(refreshed.request.variables).toMatchObject({ count: 20, orderBy: { field: "CREATED", direction: "DESC" } });
    expect(refreshed.request.cacheConfig?.force).toBe(true);
    expect(screen.getByText("3 lots; 3 shown.")).toBeTruthy();
  });

  it("Go to Select Existing Lot (on a phone, below the overview's cards) puts the focus in it", async () => {
    await openWith("/add-lot", "SUPPLIER", seeds);
    fireEvent.click(screen.getByRole("button", { name: "Go to Select Existing Lot" }));
    expect(document.activeElement).toBe(combobox());
  });

  it("a Viewer opens lots but is not offered New Lot Number, Price and Add Lot", async () => {
    localStorage.setItem("token", "t");
    const { environment } = renderLots("/add-lot");
    await screen.findByRole("status");
    await act(async () =>
      environment.mock.resolveMostRecentOperation((op) =>
        MockPayloadGenerator.generate(op, lotsResolvers("SUPPLIER", seeds, seeds.length, null, "VIEWER")),
      ),
    );
    expect(screen.getByText(VIEWER_ADDS_NO_LOTS)).toBeTruthy();
    expect(screen.queryByLabelText("New Lot Number")).toBeNull();
    expect(screen.queryByRole("button", { name: "Add Lot" })).toBeNull();
    // Select Existing Lot still opens a lot.
    fireEvent.change(combobox(), { target: { value: "L-100" } });
    await answer(environment, "LotSearchRefetchQuery", (op) =>
      MockPayloadGenerator.generate(op, lotsResolvers("SUPPLIER", [seeds[1]], 1, null, "VIEWER")),
    );
    fireEvent.keyDown(combobox(), { key: "ArrowDown" });
    fireEvent.keyDown(combobox(), { key: "Enter" });
    fireEvent.click(screen.getByRole("button", { name: "Fetch Result" }));
    expect(await screen.findByTestId("location")).toBeTruthy();
    expect(navState()).toEqual({ companyName: COMPANY, lotNumber: "L-100" });
  });

  it("a live refresh of a list longer than one request may ask for reads it again in pages: every row loaded stays", async () => {
    const many = Array.from({ length: 120 }, (_, i) => ({ lotNumber: `M-${String(120 - i).padStart(3, "0")}`, price: "1.00" }));
    const { environment } = await openWith("/add-lot", "SUPPLIER", many);
    expect(screen.getByText("120 lots; 120 shown.")).toBeTruthy();
    const live = environment.mock.getAllOperations().find((op) => op.request.node.params.name === "useCompanyChangesSubscription")!;
    const mock = environment.mock as unknown as { nextValue(op: OperationDescriptor, result: object): void };
    await act(async () =>
      mock.nextValue(live, {
        data: {
          companyChanges: {
            id: "Q2hhbmdlRXZlbnQ6NA==",
            cursor: "R1BDOk46NA==",
            kind: "PAYMENT_CREATED",
            author: { name: "Rashid Khan", type: "PERSON" },
            node: { __typename: "Payment", id: "UGF5bWVudDo5", amount: "50.00" },
            lot: { id: "TG90OjE=" },
          },
        },
      }),
    );
    const first = overviewData(many.slice(0, 100), 120);
    const refreshed = await answer(environment, "LotsOverviewPaginationQuery", () => ({ data: first }));
    expect(refreshed.request.variables).toMatchObject({ count: 100, cursor: null });
    // Until the last page is in, the 120 rows stay on screen: no drop to the first 100 and back.
    expect(screen.getByText("120 lots; 120 shown.")).toBeTruthy();
    expect(bodyRows()).toHaveLength(121);
    const rest = overviewData(many.slice(100), 120);
    rest.node.lotsOverview.pageInfo = { hasNextPage: false, endCursor: "o119" };
    const next = await answer(environment, "LotsOverviewPaginationQuery", () => ({ data: rest }));
    expect(next.request.variables).toMatchObject({ count: 20, cursor: "o99" });
    await waitFor(() => expect(screen.getByText("120 lots; 120 shown.")).toBeTruthy());
  });

  it("a lot that comes again with a later page (its figures moved it) is shown once", async () => {
    localStorage.setItem("token", "t");
    const { environment } = renderLots("/add-lot");
    await screen.findByRole("status");
    await act(async () =>
      environment.mock.resolveMostRecentOperation((op) =>
        MockPayloadGenerator.generate(op, {
          ...lotsResolvers("SUPPLIER", seeds),
          LotsOverviewConnection: () => overviewConnection(seeds, 3),
        }),
      ),
    );
    fireEvent.click(screen.getByRole("button", { name: /Show more/ }));
    const again = overviewData([seeds[0], { lotNumber: "L-099", price: "10.00" }], 3);
    again.node.lotsOverview.pageInfo = { hasNextPage: false, endCursor: "o3" };
    await answer(environment, "LotsOverviewPaginationQuery", () => ({ data: again }));
    expect(bodyRows().map((row) => cells(row)[0])).toEqual(["L-101", "L-100", "L-099", "Totals (3 lots)"]);
  });
});

/** A refetch answer of the overview alone (the refetch query asks only for the profile node). */
function overviewData(lots: LotSeed[], totalCount: number, lotCount = totalCount) {
  const connection = overviewConnection(lots, totalCount);
  return {
    node: {
      __typename: "BusinessProfile",
      id: PROFILE_ID,
      companyName: COMPANY,
      lotsOverview: { ...connection, totals: { ...connection.totals, lotCount } },
    },
  };
}
