import { createSourceEventStream, getOperationAST, type ExecutionArgs, type ExecutionResult } from "graphql";
import { buildExecutionContext, execute } from "@graphql-tools/executor";
import { createGraphQLError, isAsyncIterable, mapAsyncIterator, type Plugin } from "graphql-yoga";
import { roleOf, type Viewer } from "../access.ts";

/**
 * Each live event's selection executed once for every stream that would get the same answer, not
 * once per stream (issue 43: 500 streams executed, framed and serialised every event 500 times).
 *
 * The company's reader hands all its streams the same event objects (live/companyChanges.ts), so
 * an event's answer is kept by the event's identity, for each group of streams with the same
 * document, operation, variables and caller: the company, the person or key, and its role. The
 * caller is part of the group because a selection may read who asks (a member's `isViewer`); one
 * person's many tabs or one key's many streams share. The answer is serialised once too: yoga's
 * SSE framing uses a result's own `stringify`.
 */
const answers = new WeakMap<object, Map<string, Promise<ExecutionResult>>>();
const texts = new WeakMap<object, string>();

function stringifyOnce(result: ExecutionResult): string {
  let text = texts.get(result);
  if (text === undefined) texts.set(result, (text = JSON.stringify(result)));
  return text;
}

function groupOf(args: ExecutionArgs): string {
  const viewer = (args.contextValue as { viewer?: Viewer | null }).viewer ?? null;
  const caller = viewer ? [viewer.profile?.id ?? null, viewer.id, viewer.apiKey?.id ?? null, viewer.apiKey?.scope ?? null, roleOf(viewer)] : null;
  return JSON.stringify([args.document.loc?.source.body ?? null, args.operationName ?? null, args.variableValues ?? {}, caller]);
}

function answerOnce(event: unknown, group: string, args: ExecutionArgs): Promise<ExecutionResult> {
  // Events that are not objects cannot be kept by identity: each stream executes its own.
  if (typeof event !== "object" || event === null) return Promise.resolve(execute({ ...args, rootValue: event }) as ExecutionResult);
  let byGroup = answers.get(event);
  if (!byGroup) answers.set(event, (byGroup = new Map()));
  let answer = byGroup.get(group);
  if (!answer) {
    answer = Promise.resolve(execute({ ...args, rootValue: event }) as ExecutionResult | Promise<ExecutionResult>).then((result) =>
      Object.defineProperty(result, "stringify", { value: stringifyOnce, enumerable: false }),
    );
    byGroup.set(group, answer);
  }
  return answer;
}

export function useSharedEventResults(): Plugin {
  return {
    onSubscribe({ args, subscribeFn, setSubscribeFn }) {
      const operation = getOperationAST(args.document, args.operationName);
      if (operation?.operation !== "subscription") return;
      setSubscribeFn(async (subscribeArgs) => {
        // Bad variables keep the executor's own refusal (its words and its 400).
        if (!("schema" in buildExecutionContext(subscribeArgs))) return subscribeFn(subscribeArgs);
        const source = await createSourceEventStream(subscribeArgs);
        if (!isAsyncIterable(source)) return source;
        const group = groupOf(subscribeArgs);
        return mapAsyncIterator(
          source,
          (event) => answerOnce(event, group, subscribeArgs),
          // A stream's end (its access ended) is reported as the executor reports it.
          (error: Error) => {
            throw createGraphQLError(error.message, { originalError: error, nodes: [operation] });
          },
        );
      });
    },
  };
}
