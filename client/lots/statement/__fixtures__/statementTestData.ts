import { graphql } from "relay-runtime";
import { createMockEnvironment } from "relay-test-utils";
import type { statementTestDataCompanyQuery } from "../../../__generated__/statementTestDataCompanyQuery.graphql.ts";
import type { statementTestDataCompanyPapersQuery } from "../../../__generated__/statementTestDataCompanyPapersQuery.graphql.ts";
import type { statementTestDataLotQuery } from "../../../__generated__/statementTestDataLotQuery.graphql.ts";
import { mockQueryData } from "../../../test/mockQueryData.ts";

/** For the statement tests (PDF and CSV): the data both builders read, from what the server answers. */

const lotQuery = graphql`
  query statementTestDataLotQuery {
    viewer {
      profile {
        lot(lotNumber: "L-100") {
          ledger {
            ...statementPdf_ledger
          }
          ...statementPdf_voided
        }
      }
    }
  }
`;

const companyQuery = graphql`
  query statementTestDataCompanyQuery {
    viewer {
      profile {
        statement {
          ...statementPdf_company
        }
      }
    }
  }
`;

const companyPapersQuery = graphql`
  query statementTestDataCompanyPapersQuery {
    viewer {
      profile {
        statement {
          ...statementPdf_company @arguments(papers: true)
        }
      }
    }
  }
`;

/** A lot's ledger as the builders read it (MockPayloadGenerator fills what `ledger` leaves out). */
export const lotLedger = (ledger: object) =>
  mockQueryData<statementTestDataLotQuery>(createMockEnvironment(), lotQuery, { LedgerStatement: () => ledger }).viewer!.profile!.lot!
    .ledger;

/** A lot with these voided entries, as the statement's audit trail reads it. */
export const lotWithVoided = (voidedEntries: object[]) =>
  mockQueryData<statementTestDataLotQuery>(createMockEnvironment(), lotQuery, { Lot: () => ({ voidedEntries }) }).viewer!.profile!.lot!;

/** The company's statement as the builders read it (its lots without voided entries unless `statement` gives some). */
export const companyStatement = (statement: Record<string, unknown> & { lots?: object[] }) =>
  mockQueryData<statementTestDataCompanyQuery>(createMockEnvironment(), companyQuery, {
    CompanyStatement: () => ({
      lotCount: statement.lots?.length ?? 0,
      ...statement,
      lots: (statement.lots ?? []).map((lot) => ({ voidedEntries: [], ...lot })),
    }),
  }).viewer!.profile!.statement;

/** The company's statement with its rows' papers, as asked when a trader chose papers' columns. */
export const companyStatementWithPapers = (statement: Record<string, unknown> & { lots?: object[] }) =>
  mockQueryData<statementTestDataCompanyPapersQuery>(createMockEnvironment(), companyPapersQuery, {
    CompanyStatement: () => ({
      lotCount: statement.lots?.length ?? 0,
      ...statement,
      lots: (statement.lots ?? []).map((lot) => ({ voidedEntries: [], ...lot })),
    }),
  }).viewer!.profile!.statement;

const day = (i: number) => `2026-${String((i % 12) + 1).padStart(2, "0")}-${String((i % 28) + 1).padStart(2, "0")}`;

/** A lot of the bench's company (bench/statementDownload.ts): 50 containers and 20 payments, as its ledger. */
export function benchLotLedger() {
  const rows = [];
  for (let i = 0; i < 70; i++) {
    const container = i % 7 !== 3;
    rows.push({
      number: i + 1,
      date: day(i),
      type: container ? "CONTAINER" : i % 2 ? "ADVANCE" : "AMOUNT",
      containerNo: container ? `MSCU${1_000_000 + i}` : null,
      sealNo: container ? `S${i}` : null,
      material: container ? "HMS 1&2" : null,
      quantityTons: container ? `${18 + i}.125` : null,
      pricePerTon: container ? "333.33" : null,
      containerAmount: container ? `${6000 + i * 7}.29` : null,
      amountAdded: container ? null : `${1000 + i}.50`,
      totalPaid: `${20000 + i * 1000}.50`,
      balance: `-${12000 + i * 321}.37`,
    });
  }
  return {
    from: null,
    to: null,
    openingBalance: "0.00",
    openingTotalPaid: "0.00",
    closingBalance: "-123456.78",
    closingTotalPaid: "20000.00",
    totals: { quantityTons: "1234.567", containerAmount: "411522.12", amountAdded: "20010.00" },
    rows,
  };
}

/** The bench's company statement: `lots` lots of benchLotLedger. */
export function benchCompanyStatement(lots: number) {
  const ledger = benchLotLedger();
  return companyStatement({
    ...ledger,
    lots: Array.from({ length: lots }, (_, i) => ({ lot: { lotNumber: `T-${i}`, price: "333.33" }, statement: ledger })),
  });
}
