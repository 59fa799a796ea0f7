import { describe, expect, test } from "vitest";
import {
  actionsOf,
  agreedBalance,
  agreementCounts,
  agreementMessages,
  agreementSentence,
  disputeProblems,
  parseAgreement,
  waitingFor,
  type Agreement,
} from "./agreement.ts";

const recorded = (recordedBy: "HOUSE" | "COUNTERPARTY"): Agreement => ({ state: "RECORDED", recordedBy });

describe("whose step is next", () => {
  test("a recorded entry waits for the other side; a dispute for the recorder, then after an answer for the disputer", () => {
    expect(waitingFor(recorded("COUNTERPARTY"))).toBe("HOUSE");
    expect(waitingFor(recorded("HOUSE"))).toBe("COUNTERPARTY");
    expect(waitingFor({ state: "CONFIRMED", recordedBy: "HOUSE" })).toBeNull();
    expect(waitingFor({ state: "DISPUTED", recordedBy: "HOUSE", reason: "x" })).toBe("HOUSE");
    expect(waitingFor({ state: "DISPUTED", recordedBy: "HOUSE", reason: "x", answer: "y" })).toBe("COUNTERPARTY");
  });

  test("the steps each side may take", () => {
    expect(actionsOf(recorded("COUNTERPARTY"), "HOUSE")).toEqual(["CONFIRM", "DISPUTE"]);
    expect(actionsOf(recorded("COUNTERPARTY"), "COUNTERPARTY")).toEqual([]);
    expect(actionsOf(recorded("COUNTERPARTY"), null)).toEqual([]);
    expect(actionsOf({ state: "CONFIRMED", recordedBy: "COUNTERPARTY" }, "HOUSE")).toEqual(["DISPUTE"]);
    const disputed: Agreement = { state: "DISPUTED", recordedBy: "COUNTERPARTY", reason: "weight", figure: { quantity: "19800.000" } };
    expect(actionsOf(disputed, "COUNTERPARTY")).toEqual(["ACCEPT", "ANSWER", "WITHDRAW"]);
    expect(actionsOf({ ...disputed, figure: undefined }, "COUNTERPARTY")).toEqual(["ANSWER", "WITHDRAW"]);
    expect(actionsOf(disputed, "HOUSE")).toEqual(["WITHDRAW"]);
  });

  test("stored JSON, text or value, with safe defaults", () => {
    expect(parseAgreement('{"state":"CONFIRMED","recordedBy":"HOUSE","by":"Noor"}')).toEqual({
      state: "CONFIRMED",
      recordedBy: "HOUSE",
      by: "Noor",
    });
    expect(parseAgreement({})).toEqual({ state: "RECORDED", recordedBy: "COUNTERPARTY" });
  });
});

describe("a dispute as sent", () => {
  test("needs a reason; takes only the figures its kind has, checked as an edit's", () => {
    expect(disputeProblems("container", { reason: "" })).toEqual({ reason: agreementMessages.reasonMissing });
    expect(disputeProblems("container", { reason: "r", quantity: "19800.5" })).toEqual({});
    expect(disputeProblems("container", { reason: "r", quantity: "-1" }).quantity).toBeDefined();
    expect(disputeProblems("container", { reason: "r", amount: "10" })).toEqual({ amount: agreementMessages.figureForContainer });
    expect(disputeProblems("payment", { reason: "r", quantity: "10" })).toEqual({ quantity: agreementMessages.figureForPayment });
    expect(disputeProblems("payment", { reason: "r", amount: "4990", date: "2026-02-30" }).date).toBeDefined();
    expect(disputeProblems("payment", { reason: "x".repeat(501) })).toEqual({ reason: agreementMessages.reasonTooLong });
  });
});

describe("figures", () => {
  const containers = [
    {
      id: 1,
      date: "2026-01-01",
      createdAt: new Date(1),
      containerNo: "A",
      sealNo: "",
      material: "",
      quantityKg: "1000.5",
      pricePerTon: "333.33",
      agreement: { state: "CONFIRMED", recordedBy: "COUNTERPARTY" } as Agreement,
    },
    {
      id: 2,
      date: "2026-01-02",
      createdAt: new Date(2),
      containerNo: "B",
      sealNo: "",
      material: "",
      quantityKg: "2000",
      pricePerTon: "100",
      agreement: recorded("COUNTERPARTY"),
    },
  ];
  const payments = [
    {
      id: 3,
      date: "2026-01-03",
      createdAt: new Date(3),
      amount: "100.10",
      agreement: { state: "CONFIRMED", recordedBy: "HOUSE" } as Agreement,
    },
  ];

  test("the agreed balance is the ledger's arithmetic over confirmed entries only, to the cent", () => {
    // 1.0005 t x 333.33 = 333.496665 -> 333.50; 100.10 - 333.50
    expect(agreedBalance({ containers, payments }, (entry) => entry.agreement).toFixed(2)).toBe("-233.40");
  });

  test("counts by state and by whose step is next", () => {
    expect(
      agreementCounts(
        [...containers, ...payments].map((e) => e.agreement),
        "HOUSE",
      ),
    ).toEqual({ confirmed: 2, disputed: 0, waitingForYou: 1, waitingForOtherSide: 0 });
    expect(
      agreementCounts(
        [...containers, ...payments].map((e) => e.agreement),
        "COUNTERPARTY",
      ),
    ).toEqual({ confirmed: 2, disputed: 0, waitingForYou: 0, waitingForOtherSide: 1 });
  });

  test("one sentence per state, naming the sides", () => {
    expect(agreementSentence(recorded("COUNTERPARTY"), "Noor Al Khaleej")).toBe(
      "Recorded by Noor Al Khaleej; waiting for Gulf Recycling Traders",
    );
    expect(
      agreementSentence(
        {
          state: "DISPUTED",
          recordedBy: "COUNTERPARTY",
          by: "Gulf Recycling Traders, Noor",
          reason: "ticket 5521",
          figure: { quantity: "19800.000" },
        },
        "Noor Al Khaleej",
      ),
    ).toBe("Recorded by Noor Al Khaleej; disputed by Gulf Recycling Traders, Noor: ticket 5521 (their figure: quantity 19800.000)");
  });
});
