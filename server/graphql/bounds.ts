import {
  GraphQLError,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  Kind,
  getDirectiveValues,
  getNamedType,
  getNullableType,
  isAbstractType,
  isCompositeType,
  isInputObjectType,
  isListType,
  isScalarType,
  typeFromAST,
  valueFromAST,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLInputType,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValueNode,
} from "graphql";
import type { Plugin } from "graphql-yoga";
import { setMaxListeners } from "node:events";
import { config } from "../config.ts";
import { MAX_PAGE_SIZE } from "../../shared/paging.ts";
import { graphqlArgs } from "./executionArgs.ts";
import { isPositiveInt4, MAX_INT4 } from "../rowIds.ts";

export { MAX_PAGE_SIZE };
/** A connection asked for without `first`/`last` returns this many (Pothos' default). */
const DEFAULT_PAGE_SIZE = 20;
/**
 * What a list without a size argument (ledger rows, statement lots, a record's history) is assumed
 * to hold. Such lists are bounded by the company's own data, not by anything a request can ask for.
 */
const UNSIZED_LIST_FACTOR = 10;
/** Most fields one operation may resolve, by the estimate below. */
export const MAX_COST = 50_000;

export const boundsMessages = {
  tooMany: (argument: string, field: string) => `"${argument}" of ${field} may ask for at most ${MAX_PAGE_SIZE} items`,
  negative: (argument: string, field: string) => `"${argument}" of ${field} must not be negative`,
  tooCostly: (cost: number) => `This request would resolve about ${cost} fields; the limit is ${MAX_COST}. Ask for fewer items per page.`,
  badCursor: (argument: string, field: string) => `"${argument}" of ${field} is not a cursor this API gave out`,
  badId: (path: string) => `${path} is not an id this API gave out`,
  timedOut: (ms: number) => `The request took longer than ${ms / 1000} s and was stopped. Ask for fewer items.`,
};

/** Refused as a malformed request: 400, BAD_USER_INPUT (as GraphQL itself refuses a bad variable). */
export const inputError = (message: string) => new GraphQLError(message, { extensions: { code: "BAD_USER_INPUT", http: { status: 400 } } });

function decodeBase64(value: string): string | null {
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(value)) return null;
  return Buffer.from(value, "base64").toString("utf8");
}

/**
 * Our cursors are Pothos' prisma cursors on integer ids, base64 of `GPC:N:<id>`; a field whose
 * extensions say `checksOwnCursors` (the lots overview: places in a sorted list) checks its own.
 */
function isOurCursor(value: unknown): boolean {
  if (typeof value !== "string") return false;
  const match = /^GPC:N:(\d{1,10})$/.exec(decodeBase64(value) ?? "");
  return match !== null && Number(match[1]) <= MAX_INT4;
}

/** Our global ids: base64 of `<node type>:<row id>`. */
function isOurId(value: unknown, nodeTypes: ReadonlySet<string>): boolean {
  if (typeof value !== "string") return false;
  const match = /^(\w+):(\d{1,10})$/.exec(decodeBase64(value) ?? "");
  return match !== null && nodeTypes.has(match[1]) && isPositiveInt4(Number(match[2]));
}

/** Throws when an ID anywhere inside an argument value (lists, input objects) is not one of ours. */
function checkIds(value: unknown, type: GraphQLInputType, path: string, nodeTypes: ReadonlySet<string>): void {
  if (value === null || value === undefined) return;
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    if (Array.isArray(value)) value.forEach((item, index) => checkIds(item, nullable.ofType, `${path}[${index}]`, nodeTypes));
    return;
  }
  if (isInputObjectType(nullable)) {
    if (typeof value !== "object") return;
    for (const field of Object.values(nullable.getFields())) {
      checkIds((value as Record<string, unknown>)[field.name], field.type, `${path}.${field.name}`, nodeTypes);
    }
    return;
  }
  if (isScalarType(nullable) && nullable.name === "ID" && !isOurId(value, nodeTypes)) throw inputError(boundsMessages.badId(path));
}

interface Walk {
  schema: GraphQLSchema;
  fragments: Record<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
  nodeTypes: ReadonlySet<string>;
}

/** Whether `@skip`/`@include` leave a selection out; a directive without its variable's value keeps it (execution refuses the request). */
function leftOut(selection: SelectionSetNode["selections"][number], variables: Record<string, unknown>): boolean {
  try {
    return (
      getDirectiveValues(GraphQLSkipDirective, selection, variables)?.if === true ||
      getDirectiveValues(GraphQLIncludeDirective, selection, variables)?.if === false
    );
  } catch {
    return false;
  }
}

/**
 * The estimated number of fields a selection resolves: each field counts 1 plus its selection times
 * how many items it returns (`first`/`last`, `ids`, or a default for connections and other lists).
 * On the way it refuses list arguments over the cap, forged cursors and forged ids, before anything runs.
 */
function selectionCost(walk: Walk, parentType: GraphQLCompositeType, selectionSet: SelectionSetNode, visited: Set<string>): number {
  let cost = 0;
  for (const selection of selectionSet.selections) {
    // What `@skip`/`@include` leave out is never run (as graphql-js executes): neither counted nor checked.
    if (leftOut(selection, walk.variables)) continue;
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition ? walk.schema.getType(selection.typeCondition.name.value) : parentType;
      if (type && isCompositeType(type)) cost += selectionCost(walk, type, selection.selectionSet, visited);
      continue;
    }
    if (selection.kind === Kind.FRAGMENT_SPREAD) {
      const fragment = walk.fragments[selection.name.value];
      if (!fragment || visited.has(fragment.name.value)) continue;
      const type = walk.schema.getType(fragment.typeCondition.name.value);
      if (type && isCompositeType(type))
        cost += selectionCost(walk, type, fragment.selectionSet, new Set([...visited, fragment.name.value]));
      continue;
    }
    cost += 1;
    // A union has no fields of its own, only __typename.
    const field = "getFields" in parentType ? parentType.getFields()[selection.name.value] : undefined;
    if (!field) continue;
    const fieldName = `${parentType.name}.${field.name}`;
    const args: Record<string, unknown> = {};
    for (const argument of selection.arguments ?? []) {
      const definition = field.args.find((arg) => arg.name === argument.name.value);
      if (definition)
        args[definition.name] = valueFromAST(argument.value, definition.type, walk.variables) ?? rawValue(argument.value, walk.variables);
    }
    // Sizes first, so an oversized list is refused before any of its items is looked at.
    let items: number | null = null;
    for (const name of ["first", "last"] as const) {
      const size = args[name];
      if (typeof size !== "number") continue;
      if (size < 0) throw inputError(boundsMessages.negative(name, fieldName));
      if (size > MAX_PAGE_SIZE) throw inputError(boundsMessages.tooMany(name, fieldName));
      items = size;
    }
    if (Array.isArray(args.ids)) {
      if (args.ids.length > MAX_PAGE_SIZE) throw inputError(boundsMessages.tooMany("ids", fieldName));
      items = args.ids.length;
    }
    items ??= field.args.some((arg) => arg.name === "first")
      ? DEFAULT_PAGE_SIZE
      : isListType(getNullableType(field.type))
        ? UNSIZED_LIST_FACTOR
        : 1;
    for (const definition of field.args) {
      const value = args[definition.name];
      checkIds(value, definition.type, `"${definition.name}" of ${fieldName}`, walk.nodeTypes);
      if (
        (definition.name === "after" || definition.name === "before") &&
        value != null &&
        field.extensions?.checksOwnCursors !== true &&
        !isOurCursor(value)
      ) {
        throw inputError(boundsMessages.badCursor(definition.name, fieldName));
      }
    }
    const type = getNamedType(field.type);
    if (selection.selectionSet && isCompositeType(type)) cost += items * selectionCost(walk, type, selection.selectionSet, visited);
  }
  return cost;
}

/** A variable's value as sent, when `valueFromAST` cannot coerce it (execution then reports the type error). */
function rawValue(node: ValueNode, variables: Record<string, unknown>): unknown {
  return node.kind === Kind.VARIABLE ? variables[node.name.value] : undefined;
}

const nodeTypeNames = new WeakMap<GraphQLSchema, ReadonlySet<string>>();

/** The names of the schema's Node types, worked out once per schema (every operation is checked). */
function nodeTypesOf(schema: GraphQLSchema): ReadonlySet<string> {
  let names = nodeTypeNames.get(schema);
  if (!names) {
    const nodeInterface = schema.getType("Node");
    names = new Set(nodeInterface && isAbstractType(nodeInterface) ? schema.getPossibleTypes(nodeInterface).map((type) => type.name) : []);
    nodeTypeNames.set(schema, names);
  }
  return names;
}

/** Checks one operation before it runs; throws a 400 input error when it is over a bound. */
export function checkOperationBounds(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown>,
): number {
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
  }
  const operations = document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  const operation = operations.find((definition) => !operationName || definition.name?.value === operationName);
  if (!operation) return 0;
  const rootType = schema.getRootType(operation.operation);
  if (!rootType) return 0;
  const nodeTypes = nodeTypesOf(schema);
  // Variables the request leaves out take the operation's defaults, as execution will give them.
  const withDefaults: Record<string, unknown> = { ...variables };
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    if (withDefaults[name] === undefined && definition.defaultValue)
      withDefaults[name] = valueFromAST(definition.defaultValue, typeFromAST(schema, definition.type as never) as GraphQLInputType);
  }
  const cost = selectionCost({ schema, fragments, variables: withDefaults, nodeTypes }, rootType, operation.selectionSet, new Set());
  if (cost > MAX_COST) throw inputError(boundsMessages.tooCostly(cost));
  return cost;
}

const costs = new WeakMap<object, number>();

/** The estimated cost of an operation this plugin let through (graphql/compiled.ts runs only cheap ones). */
export const operationCost = (args: object) => costs.get(args);

const timedOut = () =>
  new GraphQLError(boundsMessages.timedOut(config.graphqlTimeoutMs), { extensions: { code: "TIMEOUT", http: { status: 503 } } });

/** Operations estimated to resolve at most this many fields share their deadline (below). */
const CHEAP_COST = 1_000;

/** The deadline shared by the cheap operations started in one slot of time. */
interface DeadlineSlot {
  controller: AbortController;
  budget: number;
  /** Its operations still running. */
  running: number;
  closesAt: number;
}
let openSlot: DeadlineSlot | null = null;

/**
 * A deadline shared by every cheap operation started within a twentieth of the budget: one signal
 * and one timer per slot, not per request (a signal and a timer of its own cost a small request
 * some 4% of its CPU). The timer fires a whole budget after the slot closes, so each operation
 * gets between 100% and 105% of the budget; only when one of them is still running does it abort.
 */
function sharedDeadline(): { signal: AbortSignal; done: () => void } {
  const now = performance.now();
  const budget = config.graphqlTimeoutMs;
  if (!openSlot || now >= openSlot.closesAt || openSlot.budget !== budget) {
    const slot: DeadlineSlot = { controller: new AbortController(), budget, running: 0, closesAt: now + budget / 20 };
    // The executor listens to the signal once per operation: as many listeners as the slot has operations.
    setMaxListeners(0, slot.controller.signal);
    setTimeout(() => slot.running > 0 && slot.controller.abort(timedOut()), budget / 20 + budget).unref();
    openSlot = slot;
  }
  const slot = openSlot;
  slot.running++;
  return { signal: slot.controller.signal, done: () => slot.running-- };
}

/**
 * A deadline of its own for a costly operation, which the client going away ends too: that work is
 * worth stopping, and beside it a signal of its own costs nothing.
 */
function ownDeadline(clientSignal: AbortSignal | undefined): { signal: AbortSignal; done: () => void } {
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(timedOut()), config.graphqlTimeoutMs);
  // A listener, not AbortSignal.any: that one makes the server adapter's own request signal build a
  // native one and track it.
  const clientGone = () => stop.abort(clientSignal!.reason);
  if (clientSignal?.aborted) clientGone();
  else clientSignal?.addEventListener("abort", clientGone, { once: true });
  return {
    signal: stop.signal,
    done: () => {
      clearTimeout(timer);
      clientSignal?.removeEventListener("abort", clientGone);
    },
  };
}

/**
 * Bounds every GraphQL operation: list arguments, ids and cursors are checked and the cost estimated
 * before execution; an operation still running after GRAPHQL_TIMEOUT_MS is aborted with an error.
 */
export function useRequestBounds(): Plugin {
  return {
    // A subscription's selection is resolved for every event: bounded like a query (without the deadline, as it lives on).
    onSubscribe({ args: hookArgs, setResultAndStopExecution }) {
      const args = graphqlArgs(hookArgs);
      try {
        checkOperationBounds(args.schema, args.document, args.operationName, (args.variableValues ?? {}) as Record<string, unknown>);
      } catch (error) {
        if (!(error instanceof GraphQLError)) throw error;
        setResultAndStopExecution({ errors: [error] });
      }
    },
    onExecute({ args: hookArgs, setResultAndStopExecution }) {
      const args = graphqlArgs(hookArgs);
      let cost: number;
      try {
        cost = checkOperationBounds(args.schema, args.document, args.operationName, (args.variableValues ?? {}) as Record<string, unknown>);
      } catch (error) {
        if (!(error instanceof GraphQLError)) throw error;
        setResultAndStopExecution({ errors: [error] });
        return;
      }
      costs.set(args, cost);
      const deadline = cost <= CHEAP_COST ? sharedDeadline() : ownDeadline((args.contextValue as { request?: Request }).request?.signal);
      // Yoga's executor stops resolving further fields once this signal aborts.
      (args as { signal?: AbortSignal }).signal = deadline.signal;
      return { onExecuteDone: deadline.done };
    },
  };
}
