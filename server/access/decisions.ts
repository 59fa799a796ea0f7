/*
 * Each access decision about a caller is made once (issue 42). A GraphQL field's scope (scope-auth,
 * `scopes.ts`) and its resolver's access function ask the same question of the same caller (may they
 * write to their company? are they the house's staff?): whoever asks first decides, the others read
 * the answer here. REST, which has no scopes, decides in its access function's first ask.
 *
 * Answers are kept with the caller's Viewer object: an API key's is read anew for each request; a
 * session's person is kept across requests by `auth/keptViewers.ts` until any account or company
 * changes (a changed person is a new object), so a kept answer is always the one the caller's
 * present record gives. Only a grant is kept: a refusal is decided and thrown afresh, with its own
 * error, on each ask (a scope's refusal ends its field anyway).
 */
const answered = new WeakMap<object, Map<string, unknown>>();

/** The answer to `question` about `viewer`: the one kept, or `decide()`'s, kept when it returns. A caller with no sign-in is decided every time. */
export function decidedOnce<T>(viewer: object | null, question: string, decide: () => T): T {
  if (!viewer) return decide();
  let answers = answered.get(viewer);
  if (!answers) answered.set(viewer, (answers = new Map<string, unknown>()));
  if (answers.has(question)) return answers.get(question) as T;
  const answer = decide();
  answers.set(question, answer);
  return answer;
}
