import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from "vitest";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describedBy, inputError, rateLimitError, renderPages } from "../../test/routeHarness.tsx";
import SignupPage from "./SignupPage.tsx";
import LoginPage from "./LoginPage.tsx";

const labels = { name: "Name", email: "Email", phone: "Phone", password: "Password", confirmPassword: "Confirm Password" } as const;
type Field = keyof typeof labels;

const input = (field: Field) => screen.getByLabelText(labels[field]) as HTMLInputElement;
/** The error only (fields with a hint describe themselves with hint + error). */
const errorOf = (field: Field) => input(field).closest(".form-field")!.querySelector(".form-field__error")?.textContent ?? "";

function fill(values: Partial<Record<Field, string>>) {
  for (const [field, value] of Object.entries(values)) fireEvent.change(input(field as Field), { target: { value } });
}
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Sign up" }));
const valid = { name: "Aisha Khan", email: "aisha@example.com", phone: "0501234567", password: "secret1", confirmPassword: "secret1" };

let alertSpy: Mock<(message?: unknown) => void>;
beforeEach(() => {
  alertSpy = vi.fn<(message?: unknown) => void>();
  vi.spyOn(window, "alert").mockImplementation(alertSpy);
});
afterEach(() => vi.restoreAllMocks());

describe("SignupPage", () => {
  it("shows every required message of SPEC section 5, per field, without sending", () => {
    const { environment } = renderPages([{ path: "/signup", Component: SignupPage }], { at: "/signup" });
    submit();
    expect(errorOf("name")).toBe("Name is required");
    expect(errorOf("email")).toBe("Email is required");
    expect(errorOf("phone")).toBe("Phone number is required");
    expect(errorOf("password")).toBe("Password is required");
    expect(errorOf("confirmPassword")).toBe("Confirm password is required");
    for (const field of Object.keys(labels) as Field[]) {
      expect(input(field).getAttribute("aria-invalid")).toBe("true");
      expect(describedBy(input(field))).toContain(errorOf(field));
    }
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it.each([
    ["name", "A", "Name must be at least 2 characters (letters only)"],
    ["name", "Ali 3", "Name must be at least 2 characters (letters only)"],
    ["name", "   ", "Name is required"],
    ["email", "aisha@example", "Invalid email format"],
    ["email", "aisha@example.c", "Invalid email format"],
    ["phone", "123456", "Phone number must be at least 8 digits"],
    ["phone", "1234567", "Phone number must be at least 8 digits"],
    ["phone", "12345abc9", "Phone number must be at least 8 digits"],
    ["phone", "1234567890123456", "Phone must have 8 to 15 digits (spaces, dashes, brackets and a leading + are allowed)"],
    ["phone", "call 050 1234", "Phone number must be at least 8 digits"],
    ["password", "12345", "Password must be at least 6 characters"],
  ] as [Field, string, string][])("%s %j: %s", (field, value, expected) => {
    renderPages([{ path: "/signup", Component: SignupPage }], { at: "/signup" });
    fill({ ...valid, confirmPassword: field === "password" ? value : valid.confirmPassword, [field]: value });
    submit();
    expect(errorOf(field)).toBe(expected);
  });

  it("says when the passwords do not match", () => {
    renderPages([{ path: "/signup", Component: SignupPage }], { at: "/signup" });
    fill({ ...valid, confirmPassword: "secret2" });
    submit();
    expect(errorOf("confirmPassword")).toBe("Passwords do not match");
    expect(errorOf("password")).toBe("");
  });

  it("clears each field's message when that field is edited, and only that one", async () => {
    renderPages([{ path: "/signup", Component: SignupPage }], { at: "/signup" });
    submit();
    await userEvent.type(input("phone"), "0");
    expect(errorOf("phone")).toBe("");
    expect(input("phone").getAttribute("aria-invalid")).toBeNull();
    expect(errorOf("name")).toBe("Name is required");
    await userEvent.type(input("confirmPassword"), "x");
    expect(errorOf("confirmPassword")).toBe("");
    expect(errorOf("password")).toBe("Password is required");
  });

  it("has show/hide toggles on both passwords", async () => {
    renderPages([{ path: "/signup", Component: SignupPage }], { at: "/signup" });
    await userEvent.click(screen.getByRole("button", { name: "Show password" }));
    expect(input("password").type).toBe("text");
    expect(input("confirmPassword").type).toBe("password");
    await userEvent.click(screen.getByRole("button", { name: "Show confirm password" }));
    expect(input("confirmPassword").type).toBe("text");
    expect(screen.getByRole("button", { name: "Hide confirm password" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("on success goes to /login, which shows the server's message in an alert above the form with the address just signed up with", async () => {
    const { environment, router } = renderPages(
      [
        { path: "/signup", Component: SignupPage },
        { path: "/login", Component: LoginPage },
      ],
      { at: "/signup" },
    );
    fill(valid);
    submit();
    const op = environment.mock.getMostRecentOperation();
    expect(op.request.variables).toEqual({ input: valid });
    await act(async () =>
      environment.mock.resolve(op, {
        data: { signup: { __typename: "SignupPayload", message: "Signup successful. Please login." } },
      }),
    );
    expect(router.state.location.pathname).toBe("/login");
    expect(((await screen.findByLabelText("Email")) as HTMLInputElement).value).toBe(valid.email);
    // The page's alert, not the browser's (which stops the page until it is clicked away).
    expect(screen.getByRole("alert").textContent).toBe("Signup successful. Please login.");
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it("on failure alerts Signup failed and shows the server's field message", async () => {
    const { environment } = renderPages([{ path: "/signup", Component: SignupPage }], { at: "/signup" });
    fill(valid);
    submit();
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: {
          signup: inputError("An account with this email already exists", [
            { field: "email", message: "An account with this email already exists" },
          ]),
        },
      }),
    );
    expect(screen.getByRole("alert").textContent).toBe("Signup failed");
    expect(errorOf("email")).toBe("An account with this email already exists");
    await waitFor(() => expect(document.activeElement).toBe(input("email")));
    // Editing a field clears the alert with that field's message.
    fireEvent.change(input("email"), { target: { value: "aisha@example.org" } });
    expect(screen.queryByRole("alert")).toBeNull();
    expect(alertSpy).not.toHaveBeenCalled();
    expect(screen.queryByTestId("location")).toBeNull();
  });

  it("a rate limit or a failed request: Signup failed", async () => {
    const { environment } = renderPages([{ path: "/signup", Component: SignupPage }], { at: "/signup" });
    fill(valid);
    submit();
    await act(async () => environment.mock.resolveMostRecentOperation({ data: { signup: rateLimitError() } }));
    expect(screen.getByRole("alert").textContent).toMatch(/^Signup failedToo many requests/);
    submit();
    await act(async () => environment.mock.rejectMostRecentOperation(new Error("Failed to fetch")));
    expect(screen.getByRole("alert").querySelector(".notice__title")!.textContent).toBe("Signup failed");
    expect(screen.getByRole("alert").textContent).toMatch(/The server could not be reached/);
    expect(alertSpy).not.toHaveBeenCalled();
  });
});
