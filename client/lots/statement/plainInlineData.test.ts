import { describe, expect, it } from "vitest";
import { createOperationDescriptor, type ConcreteRequest, type PayloadData } from "relay-runtime";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import detailedStatementQuery, { type DetailedStatementQuery } from "../../__generated__/DetailedStatementQuery.graphql.ts";
import detailedStatementPapersQuery from "../../__generated__/DetailedStatementPapersQuery.graphql.ts";
import { benchLotLedger } from "./__fixtures__/statementTestData.ts";
import { plainInlineData } from "./plainInlineData.ts";
import { buildCompanyStatementPdf } from "./statementPdf.ts";
import { companyStatementCsv } from "./statementCsv.ts";
import { chosenColumns } from "./statementColumns.ts";

const ledger = benchLotLedger();
const papers = {
  container: { bookingNo: "BK-7", vessel: "MSC Aurora", grossKg: "20125.000", tareKg: "2000.000" },
  payment: { method: "CHEQUE", reference: "CHQ 1142", note: "Part of the March invoice" },
};
const rows = ledger.rows.slice(0, 9).map((row) => ({
  ...row,
  ...(row.type === "CONTAINER" ? { container: papers.container, payment: null } : { container: null, payment: papers.payment }),
}));

/** The worker's query answered as the server answers it (the JSON, not read through any store). */
function answer(query: ConcreteRequest) {
  const operation = createOperationDescriptor(query, { from: null, to: null, lotOffset: 0, lotLimit: 100 });
  const voidedEntries = [
    {
      __typename: "Payment",
      date: "2026-03-03",
      amount: "1500.25",
      voidReason: "Entered twice",
      voidedBy: "Noura Saleh",
      voidedAt: "2026-03-03T06:15:00.000Z",
    },
    {
      __typename: "Container",
      date: "2026-03-04",
      containerNo: "MSCU7",
      quantityTons: "18.125",
      amount: "6041.61",
      voidReason: "Wrong lot",
      voidedBy: null,
      voidedAt: null,
    },
  ];
  const { data } = MockPayloadGenerator.generate(operation, {
    SiteInfo: () => ({ timeZone: "Asia/Dubai" }),
    User: () => ({ name: "Sara Khan" }),
    BusinessProfile: () => ({ companyName: "Scale Metals", address: "Sharjah", gst: "100200300400500" }),
    CompanyStatement: () => ({
      ...ledger,
      state: "s1",
      lotCount: 3,
      lots: [0, 1, 2].map((i) => ({
        lot: { lotNumber: `T-${i}`, price: "333.33" },
        statement: { ...ledger, rows },
        voidedEntries: i === 1 ? voidedEntries : [],
      })),
    }),
  }) as { data: PayloadData };
  return { operation, data };
}

/** The same answer read as the worker read it before: through a Relay store. */
function throughStore(query: ConcreteRequest) {
  const { operation, data } = answer(query);
  const environment = createMockEnvironment();
  environment.retain(operation);
  environment.commitPayload(operation, data);
  return environment.lookup(operation.fragment).data as DetailedStatementQuery["response"];
}

const plain = (query: ConcreteRequest) => plainInlineData<DetailedStatementQuery["response"]>(query, structuredClone(answer(query).data));

async function pdfOperators(data: DetailedStatementQuery["response"], columns: string[]) {
  const profile = data.viewer!.profile!;
  const { doc } = await buildCompanyStatementPdf({
    companyName: profile.companyName,
    address: profile.address,
    trn: profile.gst,
    timeZone: data.siteInfo.timeZone,
    statement: profile.statement,
    columns,
    generatedAt: new Date("2026-11-21T10:03:00Z"),
  });
  return (doc.internal as unknown as { pages: string[][] }).pages.flat().join("\n");
}

describe("the worker's statement read from its answer without a Relay store", () => {
  it.each([
    ["without papers", detailedStatementQuery, [] as string[]],
    ["with papers", detailedStatementPapersQuery, ["bookingNo", "vessel", "grossKg", "method", "reference", "note"]],
  ])("writes the same PDF and CSV as when read through a store (%s)", async (_, query, columns) => {
    const [viaStore, direct] = [throughStore(query), plain(query)];
    expect(direct.viewer!.profile!.statement.lotCount).toBe(3);
    const [storePdf, plainPdf] = [await pdfOperators(viaStore, columns), await pdfOperators(direct, columns)];
    expect(plainPdf).toContain("(Lot: T-2)");
    expect(plainPdf).toContain("Entered twice");
    expect(plainPdf).toBe(storePdf);
    const csv = (data: DetailedStatementQuery["response"]) =>
      companyStatementCsv(data.viewer!.profile!.statement, [], chosenColumns(columns));
    expect(csv(direct)).toContain("MSCU1000000");
    if (columns.length) expect(csv(direct)).toContain("CHQ 1142");
    expect(csv(direct)).toBe(csv(viaStore));
  });

  it("refuses a query that spreads a fragment needing a store", () => {
    const query = { fragment: { selections: [{ kind: "FragmentSpread", name: "LotCard_lot", args: null }] } } as unknown as ConcreteRequest;
    expect(() => plainInlineData(query, { viewer: {} })).toThrow("LotCard_lot is not an @inline fragment");
  });
});
