import { afterEach, describe, expect, it } from "vitest";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
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
/** Unfolds the chooser, as a click on its summary does in a browser. */
function unfold() {
  const details = document.querySelector("details.statement-columns") as HTMLDetailsElement;
  act(() => {
    details.open = true;
    fireEvent(details, new Event("toggle"));
  });
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe("the statements' column chooser", () => {
  it("folded, it has no boxes; unfolded, it names the SPEC's columns as always there and has the papers unticked by default", () => {
    signIn("1");
    render(<Harness />);
    // Folded: no box whose name could be taken for the page's own fields (Price, Date, Container No...).
    expect(screen.queryAllByRole("checkbox")).toEqual([]);
    unfold();
    expect(screen.getByText(/own columns are always there \(#, Date, Type, Container No, .*Balance\)/)).toBeTruthy();
    expect(screen.getAllByRole("checkbox")).toHaveLength(14);
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
    unfold();
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
    unfold();
    expect(chosen()).toBe("billOfLadingNo,reference");
    expect((screen.getByRole("checkbox", { name: "B/L No" }) as HTMLInputElement).checked).toBe(true);
    cleanup();

    // Another person on the same browser has their own.
    signIn("2");
    render(<Harness />);
    unfold();
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
