import { afterEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { MockPayloadGenerator } from "relay-test-utils";
import ProfilePageQuery from "../../__generated__/ProfilePageQuery.graphql.ts";
import { inputError, renderPages } from "../../test/routeHarness.tsx";
import { SupplierProfilePage } from "./ProfilePage.tsx";

const PROFILE_ID = "QnVzaW5lc3NQcm9maWxlOjE=";
const existingKey = {
  id: "QXBpS2V5OjE=",
  name: "ERP sync",
  scope: "READ_ONLY",
  prefix: "grt_Ab12Cd34",
  createdAt: "2026-11-20T08:00:00.000Z",
  lastUsedAt: null,
  revokedAt: null,
};
const delivery = (id: number, state: string, extra: Record<string, unknown> = {}) => ({
  id: `V2ViaG9va0RlbGl2ZXJ5OjE${id}`,
  eventId: `evt_${id}`,
  eventType: "payment.created",
  state,
  attempts: 1,
  lastStatus: 200,
  lastError: null,
  nextAttemptAt: "2026-11-21T08:00:00.000Z",
  deliveredAt: state === "DELIVERED" ? "2026-11-21T08:00:01.000Z" : null,
  createdAt: "2026-11-21T08:00:00.000Z",
  ...extra,
});
const endpoint = {
  id: "V2ViaG9va0VuZHBvaW50OjE=",
  url: "https://erp.example.com/hooks",
  kinds: ["PAYMENT_CREATED"],
  createdAt: "2026-11-20T08:00:00.000Z",
  removedAt: null,
  recentDeliveries: [delivery(2, "FAILED", { attempts: 12, lastStatus: 500, lastError: "HTTP 500" }), delivery(1, "DELIVERED")],
};

async function renderWith(profile: Record<string, unknown>) {
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
            companyName: "Haddad Metals",
            viewerRole: "OWNER",
            members: [],
            invitations: [],
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

describe("API access on the profile screen", () => {
  it("lists the keys with name, access, created and last used, and the endpoints with recent deliveries", async () => {
    await renderWith({
      apiKeys: [
        existingKey,
        {
          ...existingKey,
          id: "QXBpS2V5OjI=",
          name: "Old tool",
          scope: "READ_WRITE",
          lastUsedAt: "2026-11-21T10:30:00.000Z",
          revokedAt: "2026-11-22T10:30:00.000Z",
        },
      ],
      webhookEndpoints: [endpoint],
    });
    expect(await screen.findByRole("heading", { name: "API access" })).toBeTruthy();
    const keys = screen.getByRole("table", { name: "API keys" });
    const rows = within(keys)
      .getAllByRole("row")
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ["ERP sync", "grt_Ab12Cd34…", "Read-only", "20 Nov 2026, 12:00", "Never", "Revoke"],
      ["Old tool", "grt_Ab12Cd34…", "Read-write", "20 Nov 2026, 12:00", "21 Nov 2026, 14:30", "Revoked 22 Nov 2026, 14:30"],
    ]);
    const deliveries = screen.getByRole("table", { name: "Recent deliveries" });
    const deliveryRows = within(deliveries).getAllByRole("row").slice(1);
    expect(
      within(deliveryRows[0])
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["payment.created evt_2", "21 Nov 2026, 12:00", "Failed", "12", "HTTP 500", "Resend"]);
    expect(within(deliveryRows[1]).getAllByRole("cell")[2].textContent).toBe("Delivered 21 Nov 2026, 12:00");
  });

  it("creates a key and shows its secret once; a missing name gets the server's message", async () => {
    const { environment } = await renderWith({ apiKeys: [], webhookEndpoints: [] });
    fireEvent.click(await screen.findByRole("button", { name: "Create key" }));
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: { createApiKey: inputError("Name is required", [{ field: "name", message: "Name is required" }]) },
      }),
    );
    expect(screen.getByText("Name is required")).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/^Key name/), { target: { value: "Weighbridge" } });
    fireEvent.click(screen.getByRole("radio", { name: /Read-write/ }));
    fireEvent.click(screen.getByRole("button", { name: "Create key" }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({ input: { name: "Weighbridge", scope: "READ_WRITE" } });
    const secret = "grt_NewSecretValue0123456789abcdefghijklmnopqrs";
    await act(async () =>
      environment.mock.resolve(operation, {
        data: {
          createApiKey: {
            __typename: "CreateApiKeyPayload",
            secret,
            apiKey: { id: "QXBpS2V5OjM=", name: "Weighbridge" },
            company: {
              id: PROFILE_ID,
              apiKeys: [{ ...existingKey, id: "QXBpS2V5OjM=", name: "Weighbridge", scope: "READ_WRITE", prefix: secret.slice(0, 12) }],
            },
          },
        },
      }),
    );
    expect(screen.getByLabelText("New API key").textContent).toBe(secret);
    expect(screen.getByText(/Copy it now: it is shown only this once/)).toBeTruthy();
    expect(within(screen.getByRole("table", { name: "API keys" })).getByRole("cell", { name: "Weighbridge" })).toBeTruthy();
  });

  it("revokes a key after confirmation", async () => {
    const { environment } = await renderWith({ apiKeys: [existingKey], webhookEndpoints: [] });
    vi.spyOn(window, "confirm").mockReturnValue(true);
    fireEvent.click(await screen.findByRole("button", { name: "Revoke ERP sync" }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({ input: { id: existingKey.id } });
    await act(async () =>
      environment.mock.resolve(operation, {
        data: {
          revokeApiKey: { __typename: "RevokeApiKeyPayload", apiKey: { id: existingKey.id, revokedAt: "2026-11-23T06:00:00.000Z" } },
        },
      }),
    );
    expect(screen.queryByRole("button", { name: "Revoke ERP sync" })).toBeNull();
    expect(screen.getByText("Revoked 23 Nov 2026, 10:00")).toBeTruthy();
  });

  it("resends a failed delivery", async () => {
    const { environment } = await renderWith({ apiKeys: [], webhookEndpoints: [endpoint] });
    fireEvent.click(await screen.findByRole("button", { name: "Resend evt_2" }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({ input: { id: endpoint.recentDeliveries[0].id } });
    await act(async () =>
      environment.mock.resolve(operation, {
        data: {
          resendWebhookDelivery: {
            __typename: "ResendWebhookDeliveryPayload",
            delivery: { id: endpoint.recentDeliveries[0].id, state: "PENDING", nextAttemptAt: "2026-11-23T06:00:00.000Z" },
          },
        },
      }),
    );
    const row = within(screen.getByRole("table", { name: "Recent deliveries" })).getAllByRole("row")[1];
    expect(within(row).getAllByRole("cell")[2].textContent).toMatch(/^Pending/);
  });

  it("adds a webhook endpoint and shows its signing secret once", async () => {
    const { environment } = await renderWith({ apiKeys: [], webhookEndpoints: [] });
    fireEvent.change(await screen.findByLabelText(/^Endpoint URL/), { target: { value: "https://erp.example.com/hooks" } });
    fireEvent.click(screen.getByRole("checkbox", { name: "Lot added" }));
    fireEvent.click(screen.getByRole("button", { name: "Add endpoint" }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toEqual({
      url: "https://erp.example.com/hooks",
      kinds: [
        "CONTAINER_CREATED",
        "CONTAINER_UPDATED",
        "CONTAINER_VOIDED",
        "CONTAINER_RESTORED",
        "PAYMENT_CREATED",
        "PAYMENT_UPDATED",
        "PAYMENT_VOIDED",
        "PAYMENT_RESTORED",
        "ATTACHMENT_ADDED",
        "ATTACHMENT_REMOVED",
        "ENTRY_CONFIRMED",
        "ENTRY_DISPUTED",
        "DISPUTE_ACCEPTED",
        "DISPUTE_ANSWERED",
        "DISPUTE_WITHDRAWN",
      ],
    });
    await act(async () =>
      environment.mock.resolve(operation, {
        data: {
          createWebhookEndpoint: {
            __typename: "CreateWebhookEndpointPayload",
            secret: "whsec_abc",
            endpoint: { id: endpoint.id, url: endpoint.url },
            company: { id: PROFILE_ID, webhookEndpoints: [{ ...endpoint, recentDeliveries: [] }] },
          },
        },
      }),
    );
    expect(screen.getByLabelText("Webhook signing secret").textContent).toBe("whsec_abc");
    expect(screen.getByRole("article", { name: `Webhook ${endpoint.url}` })).toBeTruthy();
  });
});
