import { afterEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MockPayloadGenerator } from "relay-test-utils";
import ProfilePageQuery from "../../__generated__/ProfilePageQuery.graphql.ts";
import { accessDeniedError, describedBy, inputError, renderPages } from "../../test/routeHarness.tsx";
import { BuyerProfilePage, SupplierProfilePage } from "./ProfilePage.tsx";
import type { CompanyRemoval } from "../../../shared/members.ts";

type Role = "SUPPLIER" | "BUYER";
/** The signed-in user: the same record in the page's query and the mutation's payload. */
const VIEWER_ID = "VXNlcjox";
type Env = ReturnType<typeof renderPages>["environment"];

const profile: {
  name: string;
  companyName: string;
  contact: string;
  email: string;
  address: string;
  website: string;
  gst: string | null;
  vat: string | null;
} = {
  name: "Omar Haddad",
  companyName: "Haddad Metals FZE",
  contact: "+971 50 123 4567",
  email: "omar@haddadmetals.ae",
  address: "Warehouse 4, Al Sajaa, Sharjah",
  website: "https://haddadmetals.ae",
  gst: "100234567800003",
  vat: null,
};

/** The API access section (ApiAccess.test.tsx covers it) with nothing in it. */
const noIntegrations = { apiKeys: [], webhookEndpoints: [] };

const renderSupplier = () =>
  renderPages([{ path: "/add-supplier", Component: SupplierProfilePage, query: ProfilePageQuery }], { at: "/add-supplier" });
const renderBuyer = () =>
  renderPages([{ path: "/buyerbusinessprofile", Component: BuyerProfilePage, query: ProfilePageQuery }], { at: "/buyerbusinessprofile" });

async function resolveViewer(
  environment: Env,
  held: ({ role: Role } & Partial<typeof profile>) | null,
  removedFromCompany: CompanyRemoval | null = null,
) {
  await act(async () =>
    environment.mock.resolveMostRecentOperation((op) =>
      MockPayloadGenerator.generate(op, {
        User: () => ({
          id: VIEWER_ID,
          profile: held ? { ...profile, viewerRole: "OWNER", members: [], invitations: [], ...held, ...noIntegrations } : null,
          removedFromCompany,
        }),
      }),
    ),
  );
}

/** The value shown next to a label in the read-only view. */
function shown(label: string): string {
  const term = screen.getAllByRole("term").find((dt) => dt.textContent === label);
  if (!term) throw new Error(`no ${label} in the view`);
  return term.nextElementSibling!.textContent ?? "";
}

const errorOf = (label: string) =>
  (screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement).closest(".form-field")!.querySelector(".form-field__error")
    ?.textContent ?? "";

function fillForm(labels: Record<keyof typeof profile, string>, values: Partial<typeof profile>) {
  for (const [field, value] of Object.entries(values)) {
    const label = labels[field as keyof typeof profile];
    if (label) fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
  }
}

const supplierForm = {
  name: "Contact Person",
  companyName: "Company Name",
  contact: "Contact Number",
  email: "Email",
  address: "Address",
  website: "Website",
  gst: "GST/VAT Number",
  vat: "",
};
const buyerForm = { ...supplierForm, name: "Name" };

function payloadFor(op: Parameters<Parameters<Env["mock"]["resolveMostRecentOperation"]>[0] & ((o: never) => unknown)>[0], role: Role) {
  const generated = MockPayloadGenerator.generate(op, {
    BusinessProfile: () => ({ ...profile, role, viewerRole: "OWNER", members: [], invitations: [], ...noIntegrations }),
    User: () => ({ id: VIEWER_ID, name: "Omar Haddad" }),
  });
  // The generator gives the answer the error types' fields too: a server's payload has none of them.
  const answer = (generated as { data: Record<string, unknown> }).data[
    role === "SUPPLIER" ? "createSupplierProfile" : "createBuyerProfile"
  ] as Record<string, unknown>;
  delete answer.__isError;
  delete answer.message;
  return generated;
}

afterEach(() => vi.restoreAllMocks());

describe("/add-supplier", () => {
  it("without a token: Unauthorized, Please login first, then /login", async () => {
    renderSupplier();
    const dialog = await screen.findByRole("alertdialog", { name: "Unauthorized" });
    expect(describedBy(dialog)).toBe("Please login first");
    await userEvent.click(within(dialog).getByRole("button", { name: "OK" }));
    expect(screen.getByTestId("location").textContent).toBe("/login");
  });

  it("shows a loading state, then the read-only view with GST/VAT falling back to vat", async () => {
    localStorage.setItem("token", "t");
    const { environment } = renderSupplier();
    expect((await screen.findByRole("status")).textContent).toBe("Loading business profile…");
    await resolveViewer(environment, { role: "SUPPLIER", gst: null, vat: "VAT-998877" });
    expect(shown("Contact Person")).toBe("Omar Haddad");
    expect(shown("Company")).toBe("Haddad Metals FZE");
    expect(shown("Contact")).toBe("+971 50 123 4567");
    expect(shown("Email")).toBe("omar@haddadmetals.ae");
    expect(shown("Address")).toBe("Warehouse 4, Al Sajaa, Sharjah");
    expect(shown("Website")).toBe("https://haddadmetals.ae");
    expect(shown("GST/VAT")).toBe("VAT-998877");
    expect(screen.queryByRole("heading", { name: "Create Business Profile" })).toBeNull();
  });

  it("GST/VAT shows gst when there is one", async () => {
    localStorage.setItem("token", "t");
    const { environment } = renderSupplier();
    await resolveViewer(environment, { role: "SUPPLIER", vat: "VAT-1" });
    expect(shown("GST/VAT")).toBe("100234567800003");
  });

  it("a buyer gets Access Denied", async () => {
    localStorage.setItem("token", "t");
    const { environment } = renderSupplier();
    await resolveViewer(environment, { role: "BUYER" });
    expect(screen.getByText("You already have a Buyer profile. Supplier access is restricted")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Back to Home" })).toBeTruthy();
  });

  it("without a profile: the Create Business Profile form with the server's rules", async () => {
    localStorage.setItem("token", "t");
    const { environment } = renderSupplier();
    await resolveViewer(environment, null);
    expect(screen.getByRole("heading", { name: "Create Business Profile" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Add Supplier" }));
    expect(errorOf("Contact Person")).toBe("Contact Person is required");
    expect(errorOf("Company Name")).toBe("Company Name is required");
    expect(errorOf("Contact Number")).toBe("Contact Number is required");
    expect(errorOf("Email")).toBe("Email is required");
    expect(errorOf("Address")).toBe("Address is required");
    expect(errorOf("Website")).toBe("");
    expect(errorOf("GST/VAT Number")).toBe("");
    fillForm(supplierForm, { email: "omar@", website: "haddadmetals" });
    fireEvent.click(screen.getByRole("button", { name: "Add Supplier" }));
    expect(errorOf("Email")).toBe("Invalid email format");
    expect(errorOf("Website")).toBe("Website must be a valid URL, for example https://example.com");
    const website = screen.getByLabelText(/^Website/);
    expect(describedBy(website)).toBe("Website must be a valid URL, for example https://example.com");
    // Editing a field clears its message.
    fireEvent.change(website, { target: { value: "" } });
    expect(errorOf("Website")).toBe("");
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it("removed from a company by its Owner: who and when, above the same Create Business Profile form", async () => {
    localStorage.setItem("token", "t");
    const { environment } = renderSupplier();
    await resolveViewer(environment, null, { companyName: "Team Scrap LLC", removedBy: "Noura Saleh", removedOn: "2026-11-02" });
    expect(
      within(screen.getByRole("alert")).getByText(
        "You were removed from Team Scrap LLC by Noura Saleh on 02/11/2026. Ask an Owner of Team Scrap LLC to invite you again, or create your own business profile.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Create Business Profile" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Add Supplier" })).toBeTruthy();
  });

  it("creates the profile (website and gst optional), shows Supplier Profile Created, and goes to /dashboard after 2.5 s", async () => {
    localStorage.setItem("token", "t");
    const { environment } = renderSupplier();
    await resolveViewer(environment, null);
    vi.useFakeTimers();
    fillForm(supplierForm, { ...profile, website: "", gst: " " });
    fireEvent.click(screen.getByRole("button", { name: "Add Supplier" }));
    const op = environment.mock.getMostRecentOperation();
    expect(op.request.variables.input).toEqual({ ...profile, website: null, gst: null, vat: undefined });
    await act(async () => environment.mock.resolve(op, payloadFor(op as never, "SUPPLIER")));
    const popup = screen.getByRole("dialog", { name: "Supplier Profile Created" });
    expect(popup).toBeTruthy();
    // The page behind already shows the new profile.
    expect(shown("Company")).toBe("Haddad Metals FZE");
    act(() => void vi.advanceTimersByTime(2499));
    expect(screen.queryByTestId("location")).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByTestId("location").textContent).toBe("/dashboard");
  });

  it("a refusal: Error! with the server's message and Retry, which sends the same details again", async () => {
    localStorage.setItem("token", "t");
    const { environment } = renderSupplier();
    await resolveViewer(environment, null);
    fillForm(supplierForm, profile);
    fireEvent.click(screen.getByRole("button", { name: "Add Supplier" }));
    const first = environment.mock.getMostRecentOperation();
    await act(async () =>
      environment.mock.resolve(first, {
        data: {
          createSupplierProfile: inputError("This company name is already registered to another business profile", [
            { field: "companyName", message: "This company name is already registered to another business profile" },
          ]),
        },
      }),
    );
    const dialog = screen.getByRole("alertdialog", { name: "Error!" });
    expect(describedBy(dialog)).toBe("This company name is already registered to another business profile");
    expect(errorOf("Company Name")).toBe("This company name is already registered to another business profile");
    await userEvent.click(within(dialog).getByRole("button", { name: "Retry" }));
    const second = environment.mock.getMostRecentOperation();
    expect(second).not.toBe(first);
    expect(second.request.variables).toEqual(first.request.variables);
    await act(async () => environment.mock.rejectMostRecentOperation(new Error("Failed to fetch")));
    expect(describedBy(screen.getByRole("alertdialog", { name: "Error!" }))).toBe("Failed to add supplier.");
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("a refusal for holding the other role: Error! with the server's message", async () => {
    localStorage.setItem("token", "t");
    const { environment } = renderSupplier();
    await resolveViewer(environment, null);
    fillForm(supplierForm, profile);
    fireEvent.click(screen.getByRole("button", { name: "Add Supplier" }));
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: { createSupplierProfile: accessDeniedError("You already have a Buyer profile. Supplier access is restricted") },
      }),
    );
    expect(describedBy(screen.getByRole("alertdialog", { name: "Error!" }))).toBe(
      "You already have a Buyer profile. Supplier access is restricted",
    );
  });

  it("a profile that cannot be fetched counts as none: the create form (SPEC section 8)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    localStorage.setItem("token", "t");
    const { environment } = renderSupplier();
    await act(async () => environment.mock.rejectMostRecentOperation(new Error("Failed to fetch")));
    expect(screen.getByRole("heading", { name: "Create Business Profile" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain("could not be loaded");
  });
});

describe("/buyerbusinessprofile", () => {
  it("without a token: Unauthorized", async () => {
    renderBuyer();
    expect(describedBy(await screen.findByRole("alertdialog", { name: "Unauthorized" }))).toBe("Please login first");
  });

  it("the read-only view with Back to Dashboard", async () => {
    localStorage.setItem("token", "t");
    const { environment } = renderBuyer();
    expect((await screen.findByRole("status")).textContent).toBe("Loading business profile…");
    await resolveViewer(environment, { role: "BUYER" });
    expect(shown("Name")).toBe("Omar Haddad");
    expect(shown("Company Name")).toBe("Haddad Metals FZE");
    expect(shown("Contact")).toBe("+971 50 123 4567");
    expect(shown("Email")).toBe("omar@haddadmetals.ae");
    expect(shown("Address")).toBe("Warehouse 4, Al Sajaa, Sharjah");
    expect(shown("Website")).toBe("https://haddadmetals.ae");
    expect(shown("GST/VAT")).toBe("100234567800003");
    expect(screen.getByRole("link", { name: "Back to Dashboard" }).getAttribute("href")).toBe("/dashboard1");
  });

  it("a supplier gets Access Denied", async () => {
    localStorage.setItem("token", "t");
    const { environment } = renderBuyer();
    await resolveViewer(environment, { role: "SUPPLIER" });
    expect(screen.getByText("You already have a Supplier profile. Buyer access is restricted")).toBeTruthy();
  });

  it("Add Buyer: Buyer Profile Created / Business profile added successfully, then /dashboard1 after 2.5 s", async () => {
    localStorage.setItem("token", "t");
    const { environment } = renderBuyer();
    await resolveViewer(environment, null);
    fireEvent.click(screen.getByRole("button", { name: "Add Buyer" }));
    expect(errorOf("Name")).toBe("Name is required");
    vi.useFakeTimers();
    fillForm(buyerForm, profile);
    fireEvent.click(screen.getByRole("button", { name: "Add Buyer" }));
    const op = environment.mock.getMostRecentOperation();
    expect(op.request.variables.input).toMatchObject({ name: "Omar Haddad", website: "https://haddadmetals.ae", gst: "100234567800003" });
    await act(async () => environment.mock.resolve(op, payloadFor(op as never, "BUYER")));
    const popup = screen.getByRole("dialog", { name: "Buyer Profile Created" });
    expect(within(popup).getByText("Business profile added successfully")).toBeTruthy();
    act(() => void vi.advanceTimersByTime(2500));
    expect(screen.getByTestId("location").textContent).toBe("/dashboard1");
  });

  it("a failure: Error! / Failed to add buyer. with Retry", async () => {
    localStorage.setItem("token", "t");
    const { environment } = renderBuyer();
    await resolveViewer(environment, null);
    fillForm(buyerForm, profile);
    fireEvent.click(screen.getByRole("button", { name: "Add Buyer" }));
    await act(async () => environment.mock.rejectMostRecentOperation(new Error("Failed to fetch")));
    const dialog = screen.getByRole("alertdialog", { name: "Error!" });
    expect(describedBy(dialog)).toBe("Failed to add buyer.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Retry" }));
    const op = environment.mock.getMostRecentOperation();
    await act(async () => environment.mock.resolve(op, payloadFor(op as never, "BUYER")));
    expect(screen.getByRole("dialog", { name: "Buyer Profile Created" })).toBeTruthy();
  });
});
