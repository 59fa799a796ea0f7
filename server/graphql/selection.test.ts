import { parse, type FieldNode, type FragmentDefinitionNode, type OperationDefinitionNode } from "graphql";
import { expect, test } from "vitest";
import { selects } from "./selection.ts";

/** The resolve info of the top field of `query`, as far as `selects` reads it. */
function infoOf(query: string) {
  const document = parse(query);
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === "OperationDefinition")!;
  const fragments = Object.fromEntries(
    document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === "FragmentDefinition").map((d) => [d.name.value, d]),
  );
  return { fieldNodes: [operation.selectionSet.selections[0] as FieldNode], fragments };
}

test("finds a field by its path, through aliases, inline fragments and named fragments", () => {
  const path = ["lots", "statement", "rows"];
  expect(selects(infoOf("{ statement { lots { statement { rows { number } } } } }"), path)).toBe(true);
  expect(selects(infoOf("{ statement { all: lots { s: statement { r: rows { number } } } } }"), path)).toBe(true);
  expect(
    selects(
      infoOf("{ statement { ... on CompanyStatement { lots { statement { ...R } } } } } fragment R on LedgerStatement { rows { number } }"),
      path,
    ),
  ).toBe(true);
  expect(selects(infoOf("{ statement { lots { statement { closingBalance totals { amountAdded } } } rows: closingBalance } }"), path)).toBe(
    false,
  );
  expect(selects(infoOf("{ statement { closingBalance } }"), path)).toBe(false);
});
