/**
 * What the server answers for a lot's ledger, as MockPayloadGenerator resolver values (a
 * `LedgerStatement` resolver returns one of these), shared by the lot screens' component tests.
 * The components' own fragments decide which of it they read.
 */

export const CONTAINER_ID = "Q29udGFpbmVyOjE=";
export const ADVANCE_ID = "UGF5bWVudDox";
export const AMOUNT_ID = "UGF5bWVudDoy";

const blank = {
  containerNo: null,
  sealNo: null,
  material: null,
  quantityTons: null,
  pricePerTon: null,
  containerAmount: null,
  amountAdded: null,
};

export const advanceRow = {
  ...blank,
  number: 1,
  date: "2026-03-02",
  type: "ADVANCE",
  amountAdded: "1000.00",
  totalPaid: "1000.00",
  balance: "1000.00",
  container: null,
  payment: {
    id: ADVANCE_ID,
    version: 1,
    date: "2026-03-02",
    amount: "1000.00",
    history: [
      {
        added: true,
        changedAt: "2026-03-02T06:15:00.000Z",
        changedBy: "Aisha Khan",
        changes: [
          { field: "date", oldValue: null, newValue: "2026-03-02" },
          { field: "amount", oldValue: null, newValue: "1000.00" },
        ],
      },
    ],
  },
};

export const containerRow = {
  ...blank,
  number: 2,
  date: "2026-03-05",
  type: "CONTAINER",
  containerNo: "MSCU1234567",
  sealNo: "SL-88",
  material: "HMS 1",
  quantityTons: "12.345",
  pricePerTon: "136.76",
  containerAmount: "1688.27",
  totalPaid: "1000.00",
  balance: "-688.27",
  payment: null,
  container: {
    id: CONTAINER_ID,
    version: 1,
    date: "2026-03-05",
    containerNo: "MSCU1234567",
    sealNo: "SL-88",
    material: "HMS 1",
    quantityKg: "12345.000",
    history: [
      {
        added: true,
        changedAt: "2026-03-05T07:00:00.000Z",
        changedBy: "Rashid Khan",
        changes: [
          { field: "date", oldValue: null, newValue: "2026-03-05" },
          { field: "containerNo", oldValue: null, newValue: "MSCU1234567" },
          { field: "sealNo", oldValue: null, newValue: "SL-8" },
          { field: "material", oldValue: null, newValue: "HMS 1" },
          { field: "quantity", oldValue: null, newValue: "12000.000" },
        ],
      },
      {
        added: false,
        changedAt: "2026-03-06T08:30:00.000Z",
        changedBy: "Omar Haddad",
        changes: [
          { field: "quantity", oldValue: "12000.000", newValue: "12345.000" },
          { field: "sealNo", oldValue: "SL-8", newValue: "SL-88" },
        ],
      },
    ],
  },
};

export const amountRow = {
  ...blank,
  number: 3,
  date: "2026-03-20",
  type: "AMOUNT",
  amountAdded: "2000.00",
  totalPaid: "3000.00",
  balance: "1311.73",
  container: null,
  payment: { id: AMOUNT_ID, version: 1, date: "2026-03-20", amount: "2000.00", history: [] },
};

export const statement = {
  from: null,
  to: null,
  openingBalance: "0.00",
  openingTotalPaid: "0.00",
  closingBalance: "1311.73",
  closingTotalPaid: "3000.00",
  totals: { quantityTons: "12.345", containerAmount: "1688.27", amountAdded: "3000.00" },
  rows: [advanceRow, containerRow, amountRow],
};

export const filteredStatement = {
  from: "2026-03-03",
  to: "2026-03-10",
  openingBalance: "1000.00",
  openingTotalPaid: "1000.00",
  closingBalance: "-688.27",
  closingTotalPaid: "1000.00",
  totals: { quantityTons: "12.345", containerAmount: "1688.27", amountAdded: "0.00" },
  // The container keeps its number from the whole ledger (2): a filter never renumbers rows.
  rows: [containerRow],
};
