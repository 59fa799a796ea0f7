import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describedBy, isFocused } from "../test/routeHarness.tsx";
import { ErrorDialog, MessageDialog, useMessageDialog, WarningDialog, type DialogOutcome } from "./Dialog.tsx";

function withRoot() {
  const root = document.createElement("div");
  root.id = "root";
  document.body.appendChild(root);
  return root;
}

describe("ErrorDialog and WarningDialog", () => {
  it("shows the title and text as an alert dialog, focuses OK, and closes with OK", async () => {
    const onClose = vi.fn();
    render(<ErrorDialog open title="Login Failed" text="Invalid email or password" onClose={onClose} />);
    const dialog = screen.getByRole("alertdialog", { name: "Login Failed" });
    expect(describedBy(dialog)).toBe("Invalid email or password");
    expect(dialog.className).toContain("dialog--error");
    const ok = screen.getByRole("button", { name: "OK" });
    expect(isFocused(ok)).toBe(true);
    await userEvent.click(ok);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("closes on Escape but not on a click on the backdrop", () => {
    const onClose = vi.fn();
    render(<WarningDialog open title="Oops!" text="Token not received." onClose={onClose} />);
    const dialog = screen.getByRole("alertdialog", { name: "Oops!" });
    expect(dialog.className).toContain("dialog--warning");
    fireEvent.click(dialog.parentElement!);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("offers Retry first when onRetry is given, with Cancel", async () => {
    const onRetry = vi.fn();
    const onClose = vi.fn();
    render(<ErrorDialog open title="Error!" text="Failed to add supplier." onClose={onClose} onRetry={onRetry} />);
    const retry = screen.getByRole("button", { name: "Retry" });
    expect(isFocused(retry)).toBe(true);
    await userEvent.click(retry);
    expect(onRetry).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("keeps Tab inside the dialog", async () => {
    render(<ErrorDialog open title="Error!" text="x" onClose={() => {}} onRetry={() => {}} />);
    const retry = screen.getByRole("button", { name: "Retry" });
    const cancel = screen.getByRole("button", { name: "Cancel" });
    await userEvent.tab();
    expect(isFocused(cancel)).toBe(true);
    await userEvent.tab();
    expect(isFocused(retry)).toBe(true);
    await userEvent.tab({ shift: true });
    expect(isFocused(cancel)).toBe(true);
  });

  it("makes the page inert while open and gives focus back when closed", async () => {
    const root = withRoot();
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>Open</button>
          <MessageDialog open={open} variant="info" title="Note" onClose={() => setOpen(false)} />
        </>
      );
    }
    render(<Page />, { container: root });
    const opener = screen.getByRole("button", { name: "Open" });
    await userEvent.click(opener);
    expect(root.inert).toBe(true);
    expect(screen.getByRole("dialog", { name: "Note" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "OK" }));
    expect(root.inert).toBe(false);
    expect(isFocused(opener)).toBe(true);
    root.remove();
  });

  it("answers Escape wherever focus is, and only in the topmost dialog", () => {
    const first = vi.fn();
    const second = vi.fn();
    render(
      <>
        <ErrorDialog open title="Error!" onClose={first} />
        <WarningDialog open title="Oops!" onClose={second} />
      </>,
    );
    (document.activeElement as HTMLElement).blur();
    fireEvent.keyDown(document.body, { key: "Escape" });
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
  });

  it("renders nothing when closed", () => {
    render(<ErrorDialog open={false} title="Error!" onClose={() => {}} />);
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });
});

describe("useMessageDialog", () => {
  it("resolves with retry or close", async () => {
    const outcomes: DialogOutcome[] = [];
    let show!: ReturnType<typeof useMessageDialog>["show"];
    function Page() {
      const dialog = useMessageDialog();
      show = dialog.show;
      return <>{dialog.element}</>;
    }
    render(<Page />);
    let pending!: Promise<DialogOutcome>;
    act(() => {
      pending = show({ title: "Error!", text: "Failed to add buyer.", retry: true });
    });
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    outcomes.push(await pending);
    act(() => {
      pending = show({ variant: "warning", title: "Unauthorized", text: "Please login first" });
    });
    expect(describedBy(screen.getByRole("alertdialog", { name: "Unauthorized" }))).toBe("Please login first");
    await userEvent.click(screen.getByRole("button", { name: "OK" }));
    outcomes.push(await pending);
    expect(outcomes).toEqual(["retry", "close"]);
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });
});
