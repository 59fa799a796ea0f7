import type { ExecutionArgs } from "graphql";

/**
 * An envelop hook's operation arguments as graphql-js's own type: envelop declares their fields
 * `any`, as it serves several graphql-js majors; this server runs one (16), whose ExecutionArgs
 * yoga passes. The same object, so it can still be kept by identity.
 */
export function graphqlArgs(args: { [K in keyof ExecutionArgs]?: unknown }): ExecutionArgs {
  return args as ExecutionArgs;
}
