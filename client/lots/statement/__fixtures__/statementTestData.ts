import { graphql } from "relay-runtime";
import { createMockEnvironment } from "relay-test-utils";
import type { statementTestDataCompanyQuery } from "../../../__generated__/statementTestDataCompanyQuery.graphql.ts";
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

/** A lot's ledger as the builders read it (MockPayloadGenerator fills what `ledger` leaves out). */
export const lotLedger = (ledger: object) =>
  mockQueryData<statementTestDataLotQuery>(createMockEnvironment(), lotQuery, { LedgerStatement: () => ledger }).viewer!.profile!.lot!.ledger;

/** A lot with these voided entries, as the statement's audit trail reads it. */
export const lotWithVoided = (voidedEntries: object[]) =>
  mockQueryData<statementTestDataLotQuery>(createMockEnvironment(), lotQuery, { Lot: () => ({ voidedEntries }) }).viewer!.profile!.lot!;

/** The company's statement as the builders read it (its lots without voided entries unless `statement` gives some). */
export const companyStatement = (statement: Record<string, unknown> & { lots?: object[] }) =>
  mockQueryData<statementTestDataCompanyQuery>(createMockEnvironment(), companyQuery, {
    CompanyStatement: () => ({ ...statement, lots: (statement.lots ?? []).map((lot) => ({ voidedEntries: [], ...lot })) }),
  }).viewer!.profile!.statement;
