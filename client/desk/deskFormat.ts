/**
 * The house's words for a counterparty's Due and Amount Left (docs/desk.md): a supplier's Due is
 * what the house owes it, its Amount Left an advance; a buyer's Due is what it owes the house, its
 * Amount Left its credit.
 */
export function sideWords(side: string): { due: string; left: string; label: string } {
  return side === "SUPPLIER"
    ? { due: "We owe", left: "Advance paid", label: "Supplier" }
    : { due: "They owe", left: "Their credit", label: "Buyer" };
}
