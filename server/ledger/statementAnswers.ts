import {
  BREAK,
  getNamedType,
  getOperationAST,
  OperationTypeNode,
  print,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLSchema,
} from "graphql";
import type { Plugin } from "graphql-yoga";
import { roleOf } from "../access/caller.ts";
import { answerIsSameAs } from "../compression.ts";
import { keepRecent } from "../keepRecent.ts";
import type { Context } from "../context.ts";
import { companyState, sameState, type CompanyState, type RequestState } from "./companyFigures.ts";

/** A statement's own figures (the Statement interface's fields; a lot's `rows` are not among them). */
const STATEMENT_FIGURES = ["from", "to", "openingBalance", "openingTotalPaid", "closingBalance", "closingTotalPaid", "totals"];

/**
 * The company statement's answer, kept as the text that was sent (issue 22: the all-lots statement
 * costs what its answer costs). A thousand lots' figures are already kept (companyFigures.ts), but
 * executing the query over them and writing them out as JSON cost several times the request
 * itself; asked again while the company's lots are as they were, the same text goes out again.
 *
 * Only queries that ask for nothing but what the viewer's company's lots decide are kept: the
 * fields below, keyed by who asks (their user, company, role and API key) and what they ask (document,
 * operation, variables), with the state of the lots the statement was read at (`companyFigures`
 * says which). Whether the lots are still as they were is what `companyFigures` asks too, once per
 * request: one small aggregate over the lots' rows (their number and versions, which every write
 * bumps, from any process). Everything else (a name, rows, voided entries, members) goes the usual way.
 */
const DECIDED_BY_LOTS: Readonly<Record<string, ReadonlySet<string>>> = {
  Query: new Set(["viewer"]),
  User: new Set(["id", "profile"]),
  BusinessProfile: new Set(["id", "statement"]),
  CompanyStatement: new Set([...STATEMENT_FIGURES, "lots", "lotCount", "state"]),
  CompanyLotStatement: new Set(["lot", "statement"]),
  Statement: new Set(STATEMENT_FIGURES),
  LedgerStatement: new Set(STATEMENT_FIGURES),
  LedgerTotals: new Set(["quantityTons", "containerAmount", "amountAdded"]),
  // A lot's number and price never change once it is added.
  Lot: new Set(["id", "lotNumber", "price"]),
};

/** Each request's knowledge of its company's state, by its context: the statement's resolver hands it to `companyFigures`. */
export const requestStates = new WeakMap<object, RequestState>();

/** How many answers were given again, in this process (what a test or an operator can look at). */
export const statementAnswersGivenAgain = { count: 0 };

const MAX_ANSWERS = 100;
/** What the kept texts may take together (a 1,000-lot statement is some 280 KB). */
const MAX_CHARACTERS = 32 * 1024 * 1024;

interface KeptAnswer {
  state: CompanyState;
  text: string;
}

/** The result whose JSON is `text`: sent as that text; its data read back from it only if a step asks. */
const resultOf = (text: string): ExecutionResult =>
  ({
    get data() {
      return (JSON.parse(text) as ExecutionResult).data;
    },
    stringify: () => text,
  }) as ExecutionResult;

/** Whether the document's operation asks only for fields of DECIDED_BY_LOTS, without directives other than @include and @skip. */
function decidedByLots(document: DocumentNode, operationName: string | null | undefined, schema: GraphQLSchema): boolean {
  const operation = getOperationAST(document, operationName);
  if (operation?.operation !== OperationTypeNode.QUERY) return false;
  const typeInfo = new TypeInfo(schema);
  let decided = true;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Directive(node) {
        if (node.name.value === "include" || node.name.value === "skip") return;
        decided = false;
        return BREAK;
      },
      Field(node) {
        if (node.name.value === "__typename") return;
        const parent = typeInfo.getParentType();
        const parentName = parent && getNamedType(parent).name;
        if (parentName && DECIDED_BY_LOTS[parentName]?.has(node.name.value)) return;
        decided = false;
        return BREAK;
      },
    }),
  );
  return decided;
}

export function keepStatementAnswers(): Plugin<Context> {
  const answers = new Map<string, KeptAnswer>();
  let characters = 0;
  const decided = new WeakMap<DocumentNode, Map<string | undefined, boolean>>();
  const forget = (key: string) => {
    const answer = answers.get(key);
    if (!answer) return;
    answers.delete(key);
    characters -= answer.text.length;
  };

  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const { viewer } = args.contextValue;
      const profileId = viewer?.profile?.id;
      if (!viewer || profileId === undefined) return;
      // The execution's arguments as graphql-js types them (envelop's own type leaves them untyped).
      const { document, operationName, schema } = args as ExecutionArgs;
      let byName = decided.get(document);
      if (!byName) decided.set(document, (byName = new Map<string | undefined, boolean>()));
      const name = operationName ?? undefined;
      if (!byName.has(name)) byName.set(name, decidedByLots(document, name, schema));
      if (!byName.get(name)) return;

      const source = document.loc?.source.body ?? print(document);
      // Who asks, as every access decision sees them (access/caller.ts): a changed role is a different key.
      const key = JSON.stringify([
        viewer.id,
        viewer.apiKey?.id ?? null,
        profileId,
        roleOf(viewer),
        source,
        name ?? null,
        args.variableValues ?? {},
      ]);
      const request: RequestState = {};
      requestStates.set(args.contextValue, request);
      const kept = answers.get(key);
      if (kept) {
        request.now = await companyState(profileId);
        if (sameState(kept.state, request.now)) {
          keepRecent(answers, key, kept, MAX_ANSWERS); // the same answer: its characters are counted already
          statementAnswersGivenAgain.count++;
          answerIsSameAs(args.contextValue.request, kept);
          setResultAndStopExecution(resultOf(kept.text));
          return;
        }
      }
      return {
        onExecuteDone({ result, setResult }) {
          // Kept with the state its statement was read at (companyFigures says): states only grow, so
          // a later request sees that state again only while nothing of the lots has changed.
          const state = request.answeredAt;
          if (!state || request.mixed || !("data" in result) || result.errors || result.extensions || !result.data) return;
          const text = JSON.stringify(result);
          forget(key);
          const answer: KeptAnswer = { state, text };
          answers.set(key, answer);
          answerIsSameAs(args.contextValue.request, answer);
          characters += text.length;
          while (answers.size > MAX_ANSWERS || characters > MAX_CHARACTERS) forget(answers.keys().next().value!);
          setResult({ ...result, stringify: () => text } as ExecutionResult);
        },
      };
    },
  };
}
