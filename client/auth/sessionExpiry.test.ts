import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from "vitest";
import { fetchQuery } from "relay-runtime";
import { createEnvironment } from "../relay/environment.ts";
import { getToken, saveSession } from "./session.ts";
import {
  peekSessionNotice,
  resetSessionExpiry,
  sessionNavigation,
  SESSION_EXPIRED_EVENT,
  unauthenticatedMessage,
} from "./sessionExpiry.ts";
import SupplierDashboardPageQuery from "../__generated__/SupplierDashboardPageQuery.graphql.ts";

const expired = {
  errors: [{ message: "Your session has expired. Please login again.", extensions: { code: "UNAUTHENTICATED" } }],
};

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

let goToLogin: Mock<() => void>;
let path = "/dashboard";
let fetchMock: Mock<typeof fetch>;

beforeEach(() => {
  resetSessionExpiry();
  sessionStorage.clear();
  path = "/dashboard";
  goToLogin = vi.fn<() => void>();
  vi.spyOn(sessionNavigation, "goToLogin").mockImplementation(goToLogin);
  vi.spyOn(sessionNavigation, "currentPath").mockImplementation(() => path);
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The Authorization header of the n-th request. */
function authorizationOf(n: number): string | undefined {
  return (fetchMock.mock.calls[n][1]?.headers as Record<string, string> | undefined)?.Authorization;
}

function run() {
  const events = { next: vi.fn(), error: vi.fn(), complete: vi.fn() };
  fetchQuery(createEnvironment(), SupplierDashboardPageQuery, {}).subscribe(events);
  return events;
}

describe("unauthenticatedMessage", () => {
  it("recognises the server's 401 UNAUTHENTICATED answer only", () => {
    expect(unauthenticatedMessage(401, expired)).toBe("Your session has expired. Please login again.");
    expect(unauthenticatedMessage(401, { errors: [{ message: "x", extensions: { code: "FORBIDDEN" } }] })).toBeNull();
    expect(unauthenticatedMessage(200, expired)).toBeNull();
    expect(unauthenticatedMessage(401, { errors: [{ message: "", extensions: { code: "UNAUTHENTICATED" } }] })).toBe(
      "Your session has expired. Please login again.",
    );
  });
});

describe("an expired or forged token", () => {
  it("clears the session, keeps the message for /login and goes there, and the page shows no error", async () => {
    saveSession("expired-token", { name: "Aisha" });
    const storageEvents: (string | null)[] = [];
    const onStorage = (e: StorageEvent) => storageEvents.push(e.key);
    window.addEventListener("storage", onStorage);
    fetchMock.mockResolvedValue(jsonResponse(401, expired));

    const events = run();
    await vi.waitFor(() => expect(goToLogin).toHaveBeenCalledTimes(1));
    window.removeEventListener("storage", onStorage);

    expect(authorizationOf(0)).toBe("Bearer expired-token");
    expect(getToken()).toBeNull();
    expect(localStorage.getItem("user")).toBeNull();
    expect(peekSessionNotice()).toBe("Your session has expired. Please login again.");
    expect(storageEvents).toContain("token"); // the header switches to Login
    await new Promise((r) => setTimeout(r, 20));
    expect(events.error).not.toHaveBeenCalled();
    expect(events.next).not.toHaveBeenCalled();
  });

  it("goes to /login once even when several requests are refused", async () => {
    saveSession("forged");
    fetchMock.mockImplementation(async () => jsonResponse(401, expired));
    run();
    run();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await new Promise((r) => setTimeout(r, 20));
    expect(goToLogin).toHaveBeenCalledTimes(1);
  });

  it("on /login itself: retries without the token and tells the login page", async () => {
    path = "/login";
    saveSession("forged");
    const told = vi.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, told);
    fetchMock
      .mockResolvedValueOnce(
        jsonResponse(401, { errors: [{ message: "Invalid token. Please login again.", extensions: { code: "UNAUTHENTICATED" } }] }),
      )
      .mockResolvedValueOnce(jsonResponse(200, { data: { viewer: null } }));
    const events = run();
    await vi.waitFor(() => expect(events.next).toHaveBeenCalled());
    window.removeEventListener(SESSION_EXPIRED_EVENT, told);
    expect(authorizationOf(1)).toBeUndefined();
    expect(goToLogin).not.toHaveBeenCalled();
    expect((told.mock.calls[0][0] as CustomEvent).detail.message).toBe("Invalid token. Please login again.");
    expect(getToken()).toBeNull();
  });

  it("a 401 without a stored token is an ordinary failure", async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, expired));
    const events = run();
    await vi.waitFor(() => expect(events.error).toHaveBeenCalled());
    expect(goToLogin).not.toHaveBeenCalled();
  });
});
