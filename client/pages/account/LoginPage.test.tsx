import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from "vitest";
import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getStoredUser, getToken } from "../../auth/session.ts";
import { resetSessionExpiry, sessionNavigation, SESSION_EXPIRED_EVENT, setSessionNotice } from "../../auth/sessionExpiry.ts";
import { describedBy, inputError, isFocused, rateLimitError, renderPages } from "../../test/routeHarness.tsx";
import LoginPage from "./LoginPage.tsx";

const user = { id: "VXNlcjox", name: "Aisha Khan", email: "aisha@example.com", phone: "0501234567", profile: null };

function loginPayload(token: string | null) {
  return { data: { login: { __typename: "LoginPayload", token, user } } };
}

function renderLogin(state?: unknown) {
  return renderPages([{ path: "/login", Component: LoginPage }], { at: state ? ({ pathname: "/login", state } as never) : "/login" });
}

function fillAndSubmit(email = "aisha@example.com", password = "secret1") {
  fireEvent.change(screen.getByLabelText("Email"), { target: { value: email } });
  fireEvent.change(screen.getByLabelText("Password"), { target: { value: password } });
  fireEvent.click(screen.getByRole("button", { name: "Login" }));
}

let reload: Mock<() => void>;
beforeEach(() => {
  reload = vi.fn<() => void>();
  vi.spyOn(sessionNavigation, "reload").mockImplementation(reload);
  sessionStorage.clear();
  resetSessionExpiry();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("LoginPage", () => {
  it("has email, password with a show/hide toggle, and links to /signup and /forgot-password", async () => {
    renderLogin();
    expect(screen.getByRole("heading", { level: 1, name: "Login" })).toBeTruthy();
    const password = screen.getByLabelText("Password") as HTMLInputElement;
    expect(password.type).toBe("password");
    await userEvent.click(screen.getByRole("button", { name: "Show password" }));
    expect(password.type).toBe("text");
    await userEvent.click(screen.getByRole("button", { name: "Hide password" }));
    expect(password.type).toBe("password");
    expect(screen.getByRole("link", { name: "Sign up" }).getAttribute("href")).toBe("/signup");
    expect(screen.getByRole("link", { name: "Forgot password?" }).getAttribute("href")).toBe("/forgot-password");
  });

  it("requires email and password before sending anything", async () => {
    const { environment } = renderLogin();
    await userEvent.click(screen.getByRole("button", { name: "Login" }));
    const email = screen.getByLabelText("Email");
    expect(describedBy(email)).toBe("Email is required");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(describedBy(screen.getByLabelText("Password"))).toBe("Password is required");
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    await vi.waitFor(() => expect(isFocused(email)).toBe(true));
    // Editing a field clears its message.
    await userEvent.type(email, "a");
    expect(describedBy(email)).toBe("");
    expect(describedBy(screen.getByLabelText("Password"))).toBe("Password is required");
  });

  it("with a token: stores token and user, shows Welcome / Login Successful, goes to / after 2500 ms and reloads 100 ms later", async () => {
    vi.useFakeTimers();
    const { environment } = renderLogin();
    fillAndSubmit("  aisha@example.com ", "secret1");
    const op = environment.mock.getMostRecentOperation();
    expect(op.request.variables).toEqual({ input: { email: "aisha@example.com", password: "secret1" } });
    await act(async () => environment.mock.resolve(op, loginPayload("jwt-token")));

    expect(getToken()).toBe("jwt-token");
    expect(getStoredUser()).toMatchObject({ name: "Aisha Khan", email: "aisha@example.com" });
    expect(JSON.parse(localStorage.getItem("user")!)).toMatchObject({ id: user.id });
    const popup = screen.getByRole("dialog", { name: "Welcome" });
    expect(within(popup).getByText("Login Successful")).toBeTruthy();
    // The success popup cannot be dismissed.
    fireEvent.keyDown(popup, { key: "Escape" });
    fireEvent.click(popup.parentElement!);
    expect(screen.getByRole("dialog", { name: "Welcome" })).toBeTruthy();

    act(() => void vi.advanceTimersByTime(2499));
    expect(screen.queryByTestId("location")).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByTestId("location").textContent).toBe("/");
    expect(reload).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(99));
    expect(reload).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("a success without a token: warning Oops! / Token not received., nothing stored", async () => {
    const { environment } = renderLogin();
    fillAndSubmit();
    await act(async () => environment.mock.resolveMostRecentOperation(loginPayload("")));
    const dialog = screen.getByRole("alertdialog", { name: "Oops!" });
    expect(describedBy(dialog)).toBe("Token not received.");
    expect(dialog.className).toContain("dialog--warning");
    expect(getToken()).toBeNull();
    await userEvent.click(within(dialog).getByRole("button", { name: "OK" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("a refusal: Login Failed with the server's message", async () => {
    const { environment } = renderLogin();
    fillAndSubmit("aisha@example.com", "wrong-password");
    await act(async () => environment.mock.resolveMostRecentOperation({ data: { login: inputError("Invalid email or password") } }));
    const dialog = screen.getByRole("alertdialog", { name: "Login Failed" });
    expect(describedBy(dialog)).toBe("Invalid email or password");
    expect(dialog.className).toContain("dialog--error");
    expect(getToken()).toBeNull();
  });

  it("shows the server's per-field messages and a rate limit's message", async () => {
    const { environment } = renderLogin();
    fillAndSubmit();
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: { login: inputError("Invalid email format", [{ field: "email", message: "Invalid email format" }]) },
      }),
    );
    expect(describedBy(screen.getByLabelText("Email"))).toBe("Invalid email format");
    await userEvent.click(screen.getByRole("button", { name: "OK" }));
    fireEvent.click(screen.getByRole("button", { name: "Login" }));
    await act(async () => environment.mock.resolveMostRecentOperation({ data: { login: rateLimitError() } }));
    expect(describedBy(screen.getByRole("alertdialog", { name: "Login Failed" }))).toBe(
      "Too many requests. Please try again in 60 seconds.",
    );
  });

  it("a failed request: Login Failed / Something went wrong!", async () => {
    const { environment } = renderLogin();
    fillAndSubmit();
    await act(async () => environment.mock.rejectMostRecentOperation(new Error("Failed to fetch")));
    expect(describedBy(screen.getByRole("alertdialog", { name: "Login Failed" }))).toBe("Something went wrong!");
  });

  it("shows why the session ended (set by the network layer), once", () => {
    setSessionNotice("Your session has expired. Please login again.");
    renderLogin();
    expect(screen.getByRole("alert").textContent).toContain("Your session has expired. Please login again.");
    expect(sessionStorage.getItem("sessionNotice")).toBeNull();
  });

  it("shows the notice when signed out while on the page", () => {
    renderLogin();
    expect(screen.queryByRole("alert")).toBeNull();
    act(() => {
      window.dispatchEvent(new CustomEvent(SESSION_EXPIRED_EVENT, { detail: { message: "Invalid token. Please login again." } }));
    });
    expect(screen.getByRole("alert").textContent).toContain("Invalid token. Please login again.");
  });

  it("shows a message passed as navigation state (after a password reset)", () => {
    renderLogin({ notice: "Your password has been reset. Please login with your new password." });
    expect(screen.getByRole("alert").textContent).toContain("Your password has been reset.");
  });
});
