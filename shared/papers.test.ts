import { describe, expect, test } from "vitest";
import {
  applyPapersEdit,
  chequeProblem,
  containerPaperFields,
  paperMessages,
  papersEdit,
  papersProblems,
  paymentPaperFields,
  weightsProblem,
} from "./papers.ts";

describe("papers", () => {
  test("an edit sets what is given, clears what is null or blank, leaves the rest", () => {
    const edit = papersEdit(
      { vessel: " MSC Aurora ", voyage: "", grossKg: 25000.5, tareKg: null, bookingNo: undefined },
      containerPaperFields,
    );
    expect(edit).toEqual({ set: { vessel: "MSC Aurora", grossKg: "25000.500" }, cleared: ["voyage", "tareKg"] });
    expect(applyPapersEdit({ voyage: "1", tareKg: "1.000", bookingNo: "B" }, edit)).toEqual({
      bookingNo: "B",
      vessel: "MSC Aurora",
      grossKg: "25000.500",
    });
    expect(papersEdit({ method: "post_dated_cheque", chequeDueDate: "2026-02-28" }, paymentPaperFields).set).toEqual({
      method: "POST_DATED_CHEQUE",
      chequeDueDate: "2026-02-28",
    });
  });

  test("each field's problem", () => {
    expect(
      papersProblems(
        {
          grossKg: "1.0001",
          tareKg: "-2",
          ownPricePerTon: "0",
          method: "barter",
          chequeDueDate: "2026-02-30",
          note: "x".repeat(501),
          vessel: "ok",
        },
        [...containerPaperFields, ...paymentPaperFields],
      ),
    ).toEqual({
      grossKg: paperMessages.weightInvalid("Gross"),
      tareKg: paperMessages.weightInvalid("Tare"),
      ownPricePerTon: paperMessages.priceInvalid,
      method: paperMessages.methodInvalid,
      chequeDueDate: paperMessages.dateInvalid,
      note: "Note must be at most 500 characters",
    });
  });

  test("gross - tare is the net weight, exactly; a cheque's due date only with a post-dated cheque", () => {
    expect(weightsProblem({ grossKg: "25000.001", tareKg: "3000.000" }, "22000.001")).toBeUndefined();
    expect(weightsProblem({ grossKg: "25000.001", tareKg: "3000.000" }, "22000")).toBe(
      paperMessages.weightsDisagree("25000.001", "3000.000", "22000.000"),
    );
    expect(weightsProblem({ grossKg: "1.000", tareKg: "2.000" }, "0")).toBe(paperMessages.tareAboveGross);
    expect(weightsProblem({ grossKg: "25000.000" }, "1")).toBeUndefined();
    expect(chequeProblem({ method: "POST_DATED_CHEQUE" })).toEqual({ chequeDueDate: paperMessages.dueDateMissing });
    expect(chequeProblem({ chequeDueDate: "2026-01-01" })).toEqual({ chequeDueDate: paperMessages.dueDateOnlyForPostDated });
    expect(chequeProblem({ method: "POST_DATED_CHEQUE", chequeDueDate: "2026-01-01" })).toEqual({});
  });
});
