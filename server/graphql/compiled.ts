import { compileQuery, isCompiledQuery, type CompiledQuery } from "graphql-jit";
import {
  GraphQLError,
  getNamedType,
  getOperationAST,
  isLeafType,
  isObjectType,
  OperationTypeNode,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type Source,
} from "graphql";
import { getVariableValues } from "@graphql-tools/executor";
import type { Path } from "graphql/jsutils/Path.js";
import type { Plugin } from "graphql-yoga";
import { operationCost } from "./bounds.ts";
import { graphqlArgs } from "./executionArgs.ts";

/**
 * Queries asked again are run by code compiled for them (graphql-jit) instead of the field-by-field
 * executor: a 1,000-row ledger is some 12,000 fields, and walking them one by one costs several
 * times the database reads behind them (bench/server.ts prints the figures).
 *
 * Mutations too (graphql-jit runs their fields one after another, as the executor does): a write is
 * one SQL statement, so the executor's walk of its payload is a share of its cost worth saving (2-4%
 * less server CPU per addPayment, 4-7% more writes a second, measured side by side).
 *
 * Only what behaves exactly as before goes this way: not subscriptions; a request whose variables
 * the executor would refuse goes to the executor, so the error keeps its words; a document seen
 * once already, so a stream of new documents cannot make us compile for each; and cheap ones, so
 * the heavy operations keep the executor that stops resolving fields when the 5 s budget runs out.
 * A compiled operation that outlives that budget still answers the same TIMEOUT error at once.
 */
const MAX_COMPILED_COST = 10_000;

/** Seen once (`undefined`), compiled, or not compilable (`null`: left to the executor). */
type Compiled = { query?: CompiledQuery | null };

/**
 * Pothos keeps what a field loaded for the fields below it by the identity of graphql-js's path
 * links, which are shared between a field and its children. graphql-jit builds new links at every
 * call, so each resolver that may record or look up what was loaded is given the one link
 * graphql-js would have given it (per request): every field but the leaves Pothos' Prisma plugin
 * does not select for (a figure, a name), which are most of a statement's fields.
 */
type PathLinks = Map<Path | undefined, Map<string | number, Path>>;
const pathLinksOf = new WeakMap<object, PathLinks>();

function sharedPath(links: PathLinks, path: Path | undefined): Path | undefined {
  if (!path) return undefined;
  const prev = sharedPath(links, path.prev);
  let children = links.get(prev);
  if (!children) links.set(prev, (children = new Map<string | number, Path>()));
  let link = children.get(path.key);
  if (!link) children.set(path.key, (link = { prev, key: path.key, typename: path.typename }));
  return link;
}

const wrapped = new WeakSet<GraphQLSchema>();

function shareResolverPaths(schema: GraphQLSchema) {
  if (wrapped.has(schema)) return;
  wrapped.add(schema);
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith("__")) continue;
    for (const field of Object.values(type.getFields())) {
      const resolve = field.resolve;
      if (!resolve || (isLeafType(getNamedType(field.type)) && !field.extensions?.pothosPrismaSelect)) continue;
      field.resolve = (source, args, context, info) => {
        const links = pathLinksOf.get(context as object);
        return resolve(source, args, context, links ? { ...info, path: sharedPath(links, info.path)! } : info);
      };
    }
  }
}

/**
 * graphql-jit's errors carry line and column but neither source nor nodes, so a masked one would
 * lose its location: they are made again at the same places of the document.
 */
function located(error: GraphQLError, source: Source | undefined): GraphQLError {
  if (!error.locations?.length || error.nodes || error.source) return error;
  const lineStarts = source ? [0, ...[...source.body.matchAll(/\r\n|[\n\r]/g)].map((m) => m.index + m[0].length)] : [];
  const positions = source ? (error.locations ?? []).map(({ line, column }) => lineStarts[line - 1] + column - 1) : undefined;
  return new GraphQLError(error.message, {
    source,
    positions,
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
}

function runCompiled(
  query: CompiledQuery,
  operation: OperationDefinitionNode,
  args: ExecutionArgs,
  executor: (args: ExecutionArgs) => unknown,
) {
  // Bad variables are refused by the executor itself: the same words, the same 400.
  const variables = getVariableValues(
    args.schema,
    operation.variableDefinitions ?? [],
    (args.variableValues ?? {}) as Record<string, unknown>,
  );
  if (variables.errors) return executor(args);
  // One table per request: yoga runs one operation per request here (no batching).
  pathLinksOf.set(args.contextValue as object, new Map());
  const source = args.document.loc?.source;
  const answer = (result: ExecutionResult): ExecutionResult =>
    result.errors ? { ...result, errors: result.errors.map((error) => located(error, source)) } : result;
  const result = query.query(args.rootValue, args.contextValue, args.variableValues) as ExecutionResult | Promise<ExecutionResult>;
  const signal = (args as { signal?: AbortSignal }).signal;
  if (!(result instanceof Promise)) return answer(result);
  if (signal?.aborted) return { errors: [signal.reason] };
  return new Promise<ExecutionResult>((resolve, reject) => {
    const stop = () => resolve({ errors: [signal!.reason] });
    signal?.addEventListener("abort", stop, { once: true });
    result.then((done) => resolve(answer(done)), reject).finally(() => signal?.removeEventListener("abort", stop));
  });
}

export function useCompiledQueries(): Plugin {
  const compiled = new WeakMap<DocumentNode, Map<string | undefined, Compiled>>();
  return {
    onExecute({ args: hookArgs, executeFn, setExecuteFn }) {
      const args = graphqlArgs(hookArgs);
      const cost = operationCost(args);
      if (cost === undefined || cost > MAX_COMPILED_COST) return;
      const operation = getOperationAST(args.document, args.operationName);
      if (!operation || operation.operation === OperationTypeNode.SUBSCRIPTION) return;
      let byName = compiled.get(args.document);
      if (!byName) compiled.set(args.document, (byName = new Map<string | undefined, Compiled>()));
      const name = args.operationName ?? undefined;
      const entry = byName.get(name);
      if (!entry) {
        byName.set(name, {});
        return;
      }
      if (entry.query === undefined) {
        shareResolverPaths(args.schema);
        const result = compileQuery(args.schema, args.document, name);
        entry.query = isCompiledQuery(result) ? result : null;
      }
      const query = entry.query;
      if (!query) return;
      setExecuteFn((executionArgs) => runCompiled(query, operation, graphqlArgs(executionArgs), executeFn));
    },
  };
}
