import { afterEach, describe, expect, it, vi } from "vitest";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MockPayloadGenerator } from "relay-test-utils";
import BuyerDashboardPageQuery from "../../__generated__/BuyerDashboardPageQuery.graphql.ts";
import SupplierDashboardPageQuery from "../../__generated__/SupplierDashboardPageQuery.graphql.ts";
import { describedBy, renderPages } from "../../test/routeHarness.tsx";
import BuyerDashboardPage from "./BuyerDashboardPage.tsx";
import SupplierDashboardPage from "./SupplierDashboardPage.tsx";
import type { CompanyRemoval, MemberRole } from "../../../shared/members.ts";

type Role = "SUPPLIER" | "BUYER";

afterEach(() => vi.restoreAllMocks());

function renderDashboard(path: "/dashboard" | "/dashboard1") {
  return renderPages(
    [
      { path: "/dashboard", Component: SupplierDashboardPage, query: SupplierDashboardPageQuery },
      { path: "/dashboard1", Component: BuyerDashboardPage, query: BuyerDashboardPageQuery },
    ],
    { at: path },
  );
}

/** The signed-in user, with that role's profile or none; `removedFromCompany` when an Owner removed them from their company. */
async function resolveViewer(
  environment: ReturnType<typeof renderDashboard>["environment"],
  profile: Role | null,
  removedFromCompany: CompanyRemoval | null = null,
  viewerRole: MemberRole = "TRADER",
) {
  await act(async () =>
    environment.mock.resolveMostRecentOperation((op) =>
      MockPayloadGenerator.generate(op, {
        User: () => ({
          name: "Aisha Khan",
          profile: profile ? { role: profile, companyName: "Gulf Metals LLC", viewerRole } : null,
          removedFromCompany,
        }),
      }),
    ),
  );
}

const link = (name: string) => screen.getByRole("link", { name: new RegExp(`^${name.replace(/[:]/g, "\\$&")}`) });

describe.each([
  { path: "/dashboard" as const, role: "SUPPLIER" as Role, title: "Supplier Dashboard", other: "BUYER" as Role },
  { path: "/dashboard1" as const, role: "BUYER" as Role, title: "Buyer Dashboard", other: "SUPPLIER" as Role },
])("$title", ({ path, role, title, other }) => {
  it("without a token: the Unauthorized warning Please login first, then /login", async () => {
    renderDashboard(path);
    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeTruthy();
    const dialog = screen.getByRole("alertdialog", { name: "Unauthorized" });
    expect(describedBy(dialog)).toBe("Please login first");
    await userEvent.click(within(dialog).getByRole("button", { name: "OK" }));
    expect(screen.getByTestId("location").textContent).toBe("/login");
  });

  it("with the other role's profile: Access Denied with Back to Home", async () => {
    localStorage.setItem("token", "t");
    const { environment } = renderDashboard(path);
    expect((await screen.findByRole("status")).textContent).toBe("Loading your dashboard…");
    await resolveViewer(environment, other);
    expect(screen.getByRole("heading", { name: "Access Denied" })).toBeTruthy();
    expect(
      screen.getByText(
        role === "SUPPLIER"
          ? "You already have a Buyer profile. Supplier access is restricted"
          : "You already have a Supplier profile. Buyer access is restricted",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("link", { name: /View Business Profile/ })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Back to Home" }));
    expect(screen.getByTestId("location").textContent).toBe("/");
  });

  it("with its own profile: View Business Profile and Manage Lots", async () => {
    localStorage.setItem("token", "t");
    const { environment } = renderDashboard(path);
    await resolveViewer(environment, role);
    expect(screen.getByRole("heading", { level: 1, name: title })).toBeTruthy();
    if (role === "SUPPLIER") {
      expect(link("View Business Profile").getAttribute("href")).toBe("/add-supplier");
      expect(link("Manage Lots: Add or View").getAttribute("href")).toBe("/add-lot");
    } else {
      expect(link("View Business Profile").getAttribute("href")).toBe("/buyerbusinessprofile");
      expect(link("Manage Lots").getAttribute("href")).toBe("/addlotbuyer");
      expect(screen.queryByText("Manage Lots: Add or View")).toBeNull();
    }
    expect(screen.getByText("Gulf Metals LLC")).toBeTruthy();
    expect(screen.queryByText(/Add (Supplier|Buyer) Profile/)).toBeNull();
  });

  it("a Viewer (who cannot add a lot) is offered View Lots, not Manage Lots: Add or View", async () => {
    localStorage.setItem("token", "t");
    const { environment } = renderDashboard(path);
    await resolveViewer(environment, role, null, "VIEWER");
    expect(link("View Lots").getAttribute("href")).toBe(role === "SUPPLIER" ? "/add-lot" : "/addlotbuyer");
    expect(link("View Lots").textContent).not.toMatch(/Add a lot/);
    expect(screen.queryByRole("link", { name: /Manage Lots/ })).toBeNull();
    expect(screen.getByText(/\(Viewer\)/)).toBeTruthy();
  });

  it("without a profile: Add Supplier Profile / Add Buyer Profile", async () => {
    localStorage.setItem("token", "t");
    const { environment } = renderDashboard(path);
    await resolveViewer(environment, null);
    const add = screen.getByRole("link", { name: role === "SUPPLIER" ? "Add Supplier Profile" : "Add Buyer Profile" });
    expect(add.getAttribute("href")).toBe(role === "SUPPLIER" ? "/add-supplier" : "/buyerbusinessprofile");
    expect(screen.queryByRole("link", { name: /View Business Profile/ })).toBeNull();
    expect(screen.queryByRole("link", { name: /Manage Lots/ })).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("removed from a company by its Owner: who and when, above the SPEC's Add Supplier Profile / Add Buyer Profile", async () => {
    localStorage.setItem("token", "t");
    const { environment } = renderDashboard(path);
    await resolveViewer(environment, null, { companyName: "Gulf Metals LLC", removedBy: "Noura Saleh", removedOn: "2026-11-20" });
    const notice = screen.getByRole("alert");
    expect(notice.textContent).toBe(
      "You are no longer a member of Gulf Metals LLC" +
        "You were removed from Gulf Metals LLC by Noura Saleh on 20/11/2026. Ask an Owner of Gulf Metals LLC to invite you again, or create your own business profile.",
    );
    expect(screen.getByRole("link", { name: role === "SUPPLIER" ? "Add Supplier Profile" : "Add Buyer Profile" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: /Manage Lots/ })).toBeNull();
  });

  it("a dashboard that cannot be loaded says so instead of breaking", async () => {
    // React and the error boundary report the caught error on the console.
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    localStorage.setItem("token", "t");
    const { environment } = renderDashboard(path);
    await act(async () => environment.mock.rejectMostRecentOperation(new Error("Failed to fetch")));
    expect(screen.getByRole("alert").textContent).toContain("could not be loaded");
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
