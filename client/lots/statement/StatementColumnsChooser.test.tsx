import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { readColumnChoice, StatementColumnsChooser, useColumnChoice } from "./StatementColumnsChooser.tsx";
import { statementQueryFor } from "./DetailedStatement.tsx";

/** The chooser as the statements' pages use it, with what they would download. */
function Harness() {
  const [columns, setColumns] = useColumnChoice();
  return (
    <>
      <StatementColumnsChooser columns={columns} onChange={setColumns} />
      <output data-testid="chosen">{columns.join(",")}</output>
    </>
  );
}

const signIn = (id: string) => localStorage.setItem("user", JSON.stringify({ id, name: `User ${id}` }));
const chosen = () => screen.getByTestId("chosen").textContent;

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe("the statements' column chooser", () => {
  it("shows the SPEC's columns ticked and fixed, the papers unticked by default", () => {
    signIn("1");
    render(<Harness />);
    const fixed = screen.getByRole("group", { name: "Always included" });
    const boxes = within(fixed).getAllByRole("checkbox") as HTMLInputElement[];
    expect(boxes.map((box) => box.checked && box.disabled)).toEqual(Array(12).fill(true));
    expect(within(fixed).getByLabelText("Rem. Balance")).toBeTruthy();
    for (const name of [
      "B/L No",
      "Booking No",
      "Vessel / Voyage",
      "Gross (kg)",
      "Net (kg)",
      "Weighbridge Ticket",
      "Container Price/Ton",
      "Payment Method",
      "Payment Reference",
      "Due Date",
      "Payment Note",
    ]) {
      const box = screen.getByRole("checkbox", { name }) as HTMLInputElement;
      expect(box.checked && !box.disabled, name).toBe(false);
      expect(box.disabled, name).toBe(false);
    }
    expect(chosen()).toBe("");
    expect(screen.getByText("Columns of the PDF and CSV")).toBeTruthy();
  });

  it("ticks papers on and off, in the statements' order, and remembers them for this person only", () => {
    signIn("1");
    render(<Harness />);
    fireEvent.click(screen.getByRole("checkbox", { name: "Payment Reference" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "B/L No" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Payment Note" }));
    expect(chosen()).toBe("billOfLadingNo,reference,note");
    expect(screen.getByText("Columns of the PDF and CSV (3 added)")).toBeTruthy();
    fireEvent.click(screen.getByRole("checkbox", { name: "Payment Note" }));
    expect(chosen()).toBe("billOfLadingNo,reference");
    cleanup();

    // Back on the page later: the same choice.
    render(<Harness />);
    expect(chosen()).toBe("billOfLadingNo,reference");
    expect((screen.getByRole("checkbox", { name: "B/L No" }) as HTMLInputElement).checked).toBe(true);
    cleanup();

    // Another person on the same browser has their own.
    signIn("2");
    render(<Harness />);
    expect(chosen()).toBe("");
    signIn("1");
    expect(readColumnChoice()).toEqual(["billOfLadingNo", "reference"]);
  });

  it("reads a stored choice it cannot use as none, and keys it does not know are dropped", () => {
    signIn("1");
    localStorage.setItem("statementColumns:1", "{not json");
    expect(readColumnChoice()).toEqual([]);
    localStorage.setItem("statementColumns:1", JSON.stringify(["reference", "sealNo", 7, "billOfLadingNo"]));
    expect(readColumnChoice()).toEqual(["billOfLadingNo", "reference"]);
  });

  it("asks the company's statement with its rows' papers only when some are chosen", () => {
    expect((statementQueryFor([]) as { params: { name: string } }).params.name).toBe("DetailedStatementQuery");
    expect((statementQueryFor(["reference"]) as { params: { name: string } }).params.name).toBe("DetailedStatementPapersQuery");
  });
});
