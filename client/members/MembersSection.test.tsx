import { afterEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { MockPayloadGenerator } from "relay-test-utils";
import ProfilePageQuery from "../__generated__/ProfilePageQuery.graphql.ts";
import { inputError, renderPages } from "../test/routeHarness.tsx";
import { SupplierProfilePage } from "../pages/profile/ProfilePage.tsx";

const PROFILE_ID = "QnVzaW5lc3NQcm9maWxlOjE=";
const owner = {
  id: "TWVtYmVyOjE=",
  name: "Noura Saleh",
  email: "noura@team.ae",
  role: "OWNER",
  memberSince: "2026-11-20T08:00:00.000Z",
  isViewer: true,
};
const trader = {
  id: "TWVtYmVyOjI=",
  name: "Sara Khan",
  email: "sara@team.ae",
  role: "TRADER",
  memberSince: "2026-11-21T08:00:00.000Z",
  isViewer: false,
};
const pending = {
  id: "SW52aXRhdGlvbjox",
  email: "omar@team.ae",
  role: "VIEWER",
  status: "PENDING",
  sentAt: "2026-11-22T08:00:00.000Z",
  expiresAt: "2026-11-29T08:00:00.000Z",
  invitedBy: "Noura Saleh",
};

async function renderAs(viewerRole: string, profile: Record<string, unknown> = {}) {
  const view = renderPages([{ path: "/add-supplier", Component: SupplierProfilePage, query: ProfilePageQuery }], { at: "/add-supplier" });
  localStorage.setItem("token", "t");
  await act(async () =>
    view.environment.mock.resolveMostRecentOperation((op) =>
      MockPayloadGenerator.generate(op, {
        User: () => ({
          id: "VXNlcjox",
          profile: {
            id: PROFILE_ID,
            role: "SUPPLIER",
            companyName: "Team Scrap",
            viewerRole,
            members: [owner, trader],
            invitations: viewerRole === "OWNER" ? [pending] : [],
            apiKeys: [],
            webhookEndpoints: [],
            ...profile,
          },
        }),
      }),
    ),
  );
  return view;
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("the Members section", () => {
  it("an Owner sees every member with their role, the pending invitations, and API access", async () => {
    await renderAs("OWNER");
    const members = await screen.findByRole("region", { name: "Members" });
    const rows = within(within(members).getByRole("table", { name: "Members" }))
      .getAllByRole("row")
      .slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole("cell")
          .slice(0, 2)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ["Noura Saleh (you)", "noura@team.ae"],
      ["Sara Khan", "sara@team.ae"],
    ]);
    expect((screen.getByLabelText("Role of Sara Khan") as HTMLSelectElement).value).toBe("TRADER");
    expect(within(members).getByRole("listitem").textContent).toContain("omar@team.ae as Viewer");
    expect(screen.getByRole("heading", { name: "API access" })).toBeTruthy();
  });

  it("invites by e-mail with a role; the server's refusal is shown at the field", async () => {
    const { environment } = await renderAs("OWNER");
    fireEvent.change(await screen.findByRole("textbox", { name: /^E-mail/ }), { target: { value: "sara@team.ae" } });
    fireEvent.click(screen.getByRole("button", { name: "Send invitation" }));
    let operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({ input: { email: "sara@team.ae", role: "TRADER" } });
    await act(async () =>
      environment.mock.resolve(operation, {
        data: {
          inviteMember: inputError("sara@team.ae is already a member of this company.", [
            { field: "email", message: "sara@team.ae is already a member of this company." },
          ]),
        },
      }),
    );
    expect(screen.getByText("sara@team.ae is already a member of this company.")).toBeTruthy();

    fireEvent.change(screen.getByRole("textbox", { name: /^E-mail/ }), { target: { value: " ali@team.ae " } });
    fireEvent.click(screen.getByRole("radio", { name: /^Viewer/ }));
    fireEvent.click(screen.getByRole("button", { name: "Send invitation" }));
    operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({ input: { email: "ali@team.ae", role: "VIEWER" } });
    await act(async () =>
      environment.mock.resolve(operation, {
        data: {
          inviteMember: {
            __typename: "InviteMemberPayload",
            invitation: { id: "SW52aXRhdGlvbjoy", email: "ali@team.ae" },
            link: "https://grt.example/join/abc",
            company: {
              id: PROFILE_ID,
              viewerRole: "OWNER",
              members: [owner, trader],
              invitations: [{ ...pending, id: "SW52aXRhdGlvbjoy", email: "ali@team.ae" }, pending],
            },
          },
        },
      }),
    );
    expect(screen.getByText("Invitation sent to ali@team.ae.")).toBeTruthy();
    expect(screen.getAllByRole("listitem").map((item) => item.textContent?.split(" — ")[0])).toEqual([
      "ali@team.ae as Viewer",
      "omar@team.ae as Viewer",
    ]);

    // Invited again within the hour: no mail went, and the Owner is told how to share a link instead.
    fireEvent.change(screen.getByRole("textbox", { name: /^E-mail/ }), { target: { value: "ali@team.ae" } });
    fireEvent.click(screen.getByRole("button", { name: "Send invitation" }));
    operation = environment.mock.getMostRecentOperation();
    await act(async () =>
      environment.mock.resolve(operation, {
        data: {
          inviteMember: {
            __typename: "InviteMemberPayload",
            invitation: { id: "SW52aXRhdGlvbjoy", email: "ali@team.ae" },
            link: null,
            company: { id: PROFILE_ID, viewerRole: "OWNER", members: [owner, trader], invitations: [pending] },
          },
        },
      }),
    );
    expect(
      screen.getByText(
        "ali@team.ae was mailed an invitation less than an hour ago, so no new mail was sent; its link still works. Use Copy link to share a fresh one.",
      ),
    ).toBeTruthy();
  });

  it("changes a role and removes a member after confirmation; a refusal says why", async () => {
    const { environment } = await renderAs("OWNER");
    fireEvent.change(await screen.findByLabelText("Role of Noura Saleh"), { target: { value: "TRADER" } });
    let operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({ input: { id: owner.id, role: "TRADER" } });
    const lastOwner = "A company always keeps at least one Owner: make another member Owner first.";
    await act(async () => environment.mock.resolve(operation, { data: { changeMemberRole: inputError(lastOwner, []) } }));
    expect(screen.getByText(lastOwner)).toBeTruthy();

    vi.spyOn(window, "confirm").mockReturnValue(true);
    fireEvent.click(screen.getByRole("button", { name: "Remove Sara Khan" }));
    operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({ input: { id: trader.id } });
    await act(async () =>
      environment.mock.resolve(operation, {
        data: {
          removeMember: {
            __typename: "RemoveMemberPayload",
            cancelledInvitations: 0,
            company: { id: PROFILE_ID, viewerRole: "OWNER", members: [owner], invitations: [pending] },
          },
        },
      }),
    );
    expect(screen.getByText("Sara Khan was removed.")).toBeTruthy();
    expect(screen.queryByText("sara@team.ae")).toBeNull();
  });

  it("demoting an Owner says that the invitations they sent were cancelled, and drops them from the list", async () => {
    const secondOwner = { ...trader, role: "OWNER" };
    const theirs = { ...pending, id: "SW52aXRhdGlvbjoz", email: "friend@team.ae", invitedBy: "Sara Khan" };
    const { environment } = await renderAs("OWNER", { members: [owner, secondOwner], invitations: [theirs, pending] });
    fireEvent.change(await screen.findByLabelText("Role of Sara Khan"), { target: { value: "VIEWER" } });
    const operation = environment.mock.getMostRecentOperation();
    await act(async () =>
      environment.mock.resolve(operation, {
        data: {
          changeMemberRole: {
            __typename: "ChangeMemberRolePayload",
            cancelledInvitations: 1,
            company: { id: PROFILE_ID, viewerRole: "OWNER", members: [owner, { ...trader, role: "VIEWER" }], invitations: [pending] },
          },
        },
      }),
    );
    expect(
      screen.getByText("Sara Khan is now Viewer. The invitation they had sent was cancelled: only an Owner's invitations work."),
    ).toBeTruthy();
    expect(screen.queryByText("friend@team.ae")).toBeNull();
  });

  it("Copy link puts a fresh link on the clipboard, or shows it selected in a box when the clipboard refuses", async () => {
    const { environment } = await renderAs("OWNER");
    const link = "https://grt.example/join/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG";
    const answer = (operation: ReturnType<typeof environment.mock.getMostRecentOperation>) =>
      environment.mock.resolve(operation, {
        data: {
          invitationLink: {
            __typename: "InvitationLinkPayload",
            link,
            invitation: { id: pending.id, status: "PENDING", expiresAt: pending.expiresAt, invitedBy: "Noura Saleh" },
          },
        },
      });
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    fireEvent.click(await screen.findByRole("button", { name: "Copy a link to the invitation to omar@team.ae" }));
    let operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({ input: { id: pending.id } });
    await act(async () => answer(operation));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(
      screen.getByText(
        "A fresh link to the invitation to omar@team.ae was copied: paste it in WhatsApp or a message. The earlier link no longer works.",
      ),
    ).toBeTruthy();

    writeText.mockRejectedValue(new DOMException("Write permission denied.", "NotAllowedError"));
    fireEvent.click(screen.getByRole("button", { name: "Copy a link to the invitation to omar@team.ae" }));
    operation = environment.mock.getMostRecentOperation();
    await act(async () => answer(operation));
    const box = screen.getByLabelText(/^Copy this link for omar@team.ae/) as HTMLInputElement;
    expect(box.value).toBe(link);
    expect(document.activeElement).toBe(box);
    expect([box.selectionStart, box.selectionEnd]).toEqual([0, link.length]);
  });

  it("a Trader or Viewer reads the list, with no invite form, role changes or API access", async () => {
    await renderAs("VIEWER");
    const members = await screen.findByRole("region", { name: "Members" });
    expect(within(members).getByText("Only an Owner of the company can invite members or change their roles.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Send invitation" })).toBeNull();
    expect(screen.queryByLabelText("Role of Sara Khan")).toBeNull();
    expect(
      within(members)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toContain("Trader");
    expect(screen.queryByRole("heading", { name: "API access" })).toBeNull();
  });
});
