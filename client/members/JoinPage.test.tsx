import { afterEach, describe, expect, it } from "vitest";
import { act, fireEvent, screen } from "@testing-library/react";
import { MockPayloadGenerator } from "relay-test-utils";
import JoinPageQuery from "../__generated__/JoinPageQuery.graphql.ts";
import { renderPages } from "../test/routeHarness.tsx";
import JoinPage from "./JoinPage.tsx";

const TOKEN = "tok3n";
const invitation = {
  companyName: "Team Scrap",
  email: "sara@team.ae",
  role: "TRADER",
  invitedBy: "Noura Saleh",
  status: "PENDING",
  expiresAt: "2026-12-01T08:00:00.000Z",
};

async function open(answer: { invitation: Record<string, unknown> | null; viewer: Record<string, unknown> | null }) {
  const view = renderPages(
    [{ path: "/join/:token", Component: JoinPage, query: JoinPageQuery, variables: (params) => ({ token: params.token }) }],
    { at: `/join/${TOKEN}` },
  );
  await act(async () =>
    view.environment.mock.resolveMostRecentOperation((op) => {
      expect(op.request.variables).toEqual({ token: TOKEN });
      return MockPayloadGenerator.generate(op, {
        Query: () => answer,
        InvitationPreview: () => answer.invitation,
        User: () => answer.viewer,
      });
    }),
  );
  return view;
}

afterEach(() => localStorage.clear());

describe("/join/:token", () => {
  it("signed out: what the invitation offers, and Sign in / Sign up that come back here", async () => {
    await open({ invitation, viewer: null });
    expect((await screen.findByText(/invites/)).textContent).toBe(
      "Noura Saleh invites sara@team.ae to join Team Scrap as Trader (adds and edits lots, containers and payments; reads everything).",
    );
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/login");
    expect(screen.getByRole("link", { name: "Sign up" }).getAttribute("href")).toBe("/signup");
  });

  it("an unknown, used or expired link says so", async () => {
    await open({ invitation: null, viewer: null });
    expect(await screen.findByText(/This invitation link is invalid/)).toBeTruthy();
  });

  it("signed in with another address: says which address to use", async () => {
    localStorage.setItem("token", "t");
    await open({ invitation, viewer: { id: "VXNlcjo5", email: "other@else.ae", profile: null } });
    expect(await screen.findByText("This invitation was sent to sara@team.ae. Sign in with that address to accept it.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Join/ })).toBeNull();
  });

  it("signed in with the address: Join accepts it and opens the company's dashboard", async () => {
    localStorage.setItem("token", "t");
    const { environment } = await open({ invitation, viewer: { id: "VXNlcjo5", email: "sara@team.ae", profile: null } });
    fireEvent.click(await screen.findByRole("button", { name: "Join Team Scrap" }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({ input: { token: TOKEN } });
    await act(async () =>
      environment.mock.resolve(operation, {
        data: {
          acceptInvitation: {
            __typename: "AcceptInvitationPayload",
            viewer: { id: "VXNlcjo5", profile: { id: "UHJvZmlsZTox", role: "SUPPLIER", companyName: "Team Scrap", viewerRole: "TRADER" } },
          },
        },
      }),
    );
    expect(screen.getByTestId("location").textContent).toBe("/dashboard");
  });
});
