import { describe, expect, it } from "vitest";
import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describedBy, inputError, renderPages } from "../../test/routeHarness.tsx";
import ForgotPasswordPage from "./ForgotPasswordPage.tsx";
import LoginPage from "./LoginPage.tsx";
import ResetPasswordPage from "./ResetPasswordPage.tsx";

const sent = "If an account exists for that email, a password reset link has been sent to it.";

describe("ForgotPasswordPage", () => {
  const renderForgot = () => renderPages([{ path: "/forgot-password", Component: ForgotPasswordPage }], { at: "/forgot-password" });

  it("requires the email", async () => {
    const { environment } = renderForgot();
    await userEvent.click(screen.getByRole("button", { name: "Send Reset Link" }));
    expect(describedBy(screen.getByLabelText("Email"))).toBe("Email is required");
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it("sends the email and shows the server's message", async () => {
    const { environment } = renderForgot();
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "aisha@example.com " } });
    fireEvent.click(screen.getByRole("button", { name: "Send Reset Link" }));
    const op = environment.mock.getMostRecentOperation();
    expect(op.request.variables).toEqual({ input: { email: "aisha@example.com" } });
    await act(async () =>
      environment.mock.resolve(op, { data: { requestPasswordReset: { __typename: "RequestPasswordResetPayload", message: sent } } }),
    );
    expect(screen.getByRole("status").textContent).toContain(sent);
  });

  it("a refusal: the Error dialog with the server's message, and the field's message", async () => {
    const { environment } = renderForgot();
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "aisha@example" } });
    fireEvent.click(screen.getByRole("button", { name: "Send Reset Link" }));
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: { requestPasswordReset: inputError("Invalid email format", [{ field: "email", message: "Invalid email format" }]) },
      }),
    );
    expect(describedBy(screen.getByRole("alertdialog", { name: "Error!" }))).toBe("Invalid email format");
    expect(describedBy(screen.getByLabelText("Email"))).toBe("Invalid email format");
  });

  it("a failed request: Failed to send reset email", async () => {
    const { environment } = renderForgot();
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "aisha@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Send Reset Link" }));
    await act(async () => environment.mock.rejectMostRecentOperation(new Error("Failed to fetch")));
    const dialog = screen.getByRole("alertdialog", { name: "Error!" });
    expect(describedBy(dialog)).toBe("Failed to send reset email");
    await userEvent.click(within(dialog).getByRole("button", { name: "OK" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });
});

describe("ResetPasswordPage", () => {
  const renderReset = () =>
    renderPages(
      [
        { path: "/reset-password/:token", Component: ResetPasswordPage },
        { path: "/login", Component: LoginPage },
      ],
      { at: "/reset-password/abc_DEF-123" },
    );

  it("has New Password with a show/hide toggle and requires it", async () => {
    const { environment } = renderReset();
    const password = screen.getByLabelText("New Password") as HTMLInputElement;
    expect(password.type).toBe("password");
    await userEvent.click(screen.getByRole("button", { name: "Show new password" }));
    expect(password.type).toBe("text");
    await userEvent.click(screen.getByRole("button", { name: "Reset Password" }));
    expect(describedBy(password)).toBe("Password is required");
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it("sends the token from the path with the password and goes to /login with the server's message", async () => {
    const { environment } = renderReset();
    fireEvent.change(screen.getByLabelText("New Password"), { target: { value: "newsecret" } });
    fireEvent.click(screen.getByRole("button", { name: "Reset Password" }));
    const op = environment.mock.getMostRecentOperation();
    expect(op.request.variables).toEqual({ input: { token: "abc_DEF-123", password: "newsecret" } });
    await act(async () =>
      environment.mock.resolve(op, {
        data: {
          resetPassword: {
            __typename: "ResetPasswordPayload",
            message: "Your password has been reset. Please login with your new password.",
          },
        },
      }),
    );
    expect(screen.getByRole("heading", { level: 1, name: "Login" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain("Your password has been reset.");
  });

  it("a refused link: the Error dialog with the server's message", async () => {
    const { environment } = renderReset();
    fireEvent.change(screen.getByLabelText("New Password"), { target: { value: "newsecret" } });
    fireEvent.click(screen.getByRole("button", { name: "Reset Password" }));
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: { resetPassword: inputError("This reset link is invalid or has expired. Please request a new one.") },
      }),
    );
    expect(describedBy(screen.getByRole("alertdialog", { name: "Error!" }))).toBe(
      "This reset link is invalid or has expired. Please request a new one.",
    );
    expect(screen.getByRole("link", { name: "Request a new one" }).getAttribute("href")).toBe("/forgot-password");
  });

  it("a failed request: Failed to reset password", async () => {
    const { environment } = renderReset();
    fireEvent.change(screen.getByLabelText("New Password"), { target: { value: "newsecret" } });
    fireEvent.click(screen.getByRole("button", { name: "Reset Password" }));
    await act(async () => environment.mock.rejectMostRecentOperation(new Error("Failed to fetch")));
    expect(describedBy(screen.getByRole("alertdialog", { name: "Error!" }))).toBe("Failed to reset password");
  });
});
