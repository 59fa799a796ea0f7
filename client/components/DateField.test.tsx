import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describedBy } from "../test/routeHarness.tsx";
import { DateField } from "./DateField.tsx";

/** A DateField holding its value, reporting every change. */
function Harness({ initial = "", onValue = () => {}, error }: { initial?: string; onValue?: (value: string) => void; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        label="Date"
        name="date"
        value={value}
        error={error}
        today="2026-11-23"
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
      <button type="button">Elsewhere</button>
    </>
  );
}

const input = () => screen.getByLabelText("Date") as HTMLInputElement;

describe("DateField", () => {
  it("shows a YYYY-MM-DD value as dd/mm/yyyy and gives back YYYY-MM-DD for what is typed day first", async () => {
    const onValue = vi.fn();
    render(<Harness initial="2025-01-12" onValue={onValue} />);
    expect(input().value).toBe("12/01/2025");
    expect(input().placeholder).toBe("dd/mm/yyyy");
    const user = userEvent.setup();
    await user.clear(input());
    await user.type(input(), "1.12.2025");
    expect(onValue).toHaveBeenLastCalledWith("2025-12-01");
    await user.tab();
    expect(input().value).toBe("01/12/2025");
    expect(input().getAttribute("aria-invalid")).toBeNull();
  });

  it("says why a typed date does not exist once the field is left, and hands the form no date", async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    const user = userEvent.setup();
    await user.type(input(), "31/02/2025");
    expect(input().getAttribute("aria-invalid")).toBeNull(); // no message while typing
    expect(onValue).toHaveBeenLastCalledWith("31/02/2025"); // not a YYYY-MM-DD: the shared rules refuse it
    await user.tab();
    expect(input().getAttribute("aria-invalid")).toBe("true");
    expect(describedBy(input())).toBe("February 2025 has 28 days, so day 31 does not exist");
    await user.clear(input());
    await user.type(input(), "12/01");
    await user.tab();
    expect(describedBy(input())).toBe("Enter the date as dd/mm/yyyy, for example 21/11/2026");
  });

  it("shows the form's refusal when the text is a date", () => {
    render(<Harness initial="2026-03-05" error="Date must be a real calendar date (YYYY-MM-DD)" />);
    expect(describedBy(input())).toBe("Date must be a real calendar date (YYYY-MM-DD)");
  });

  it("picks a date from the calendar by keyboard: arrows, Page Down, Enter; focus returns to the button", async () => {
    const onValue = vi.fn();
    render(<Harness initial="2026-01-31" onValue={onValue} />);
    const user = userEvent.setup();
    const button = screen.getByRole("button", { name: "Change Date, 31/01/2026" });
    expect(button.getAttribute("aria-haspopup")).toBe("dialog");
    await user.click(button);
    const dialog = screen.getByRole("dialog", { name: "Choose Date" });
    expect(within(dialog).getByRole("heading").textContent).toBe("January 2026");
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Saturday 31 January 2026");
    expect(document.activeElement?.closest("td")?.getAttribute("aria-selected")).toBe("true");
    await user.keyboard("{PageDown}"); // 28 February: the shorter month's last day
    expect(within(dialog).getByRole("heading").textContent).toBe("February 2026");
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Saturday 28 February 2026");
    await user.keyboard("{ArrowRight}{ArrowDown}{ArrowLeft}{ArrowUp}{ArrowUp}");
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Saturday 21 February 2026");
    await user.keyboard("{Home}");
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Monday 16 February 2026");
    await user.keyboard("{End}{PageUp}");
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Thursday 22 January 2026");
    await user.keyboard("{Enter}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(onValue).toHaveBeenLastCalledWith("2026-01-22");
    expect(input().value).toBe("22/01/2026");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Change Date, 22/01/2026" }));
  });

  it("opens on today without a date; Escape closes without a change and returns the focus; Tab stays inside", async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    const user = userEvent.setup();
    const button = screen.getByRole("button", { name: "Choose Date" });
    await user.click(button);
    const dialog = screen.getByRole("dialog", { name: "Choose Date" });
    const today = document.activeElement as HTMLElement;
    expect(today.getAttribute("aria-label")).toBe("Monday 23 November 2026");
    expect(today.getAttribute("aria-current")).toBe("date");
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Close" }));
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Previous month" }));
    await user.click(within(dialog).getByRole("button", { name: "Next month" }));
    expect(within(dialog).getByRole("heading").textContent).toBe("December 2026");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(onValue).not.toHaveBeenCalled();
  });

  it("a click elsewhere closes the calendar", async () => {
    render(<Harness />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Choose Date" }));
    expect(screen.getByRole("dialog")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Elsewhere" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
