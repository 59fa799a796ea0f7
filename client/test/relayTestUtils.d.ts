// relay-test-utils ships no types and @types/relay-test-utils is not installed: the part we use.
declare module "relay-test-utils" {
  import type { Environment, GraphQLResponse, OperationDescriptor } from "relay-runtime";

  export interface MockEnvironment extends Environment {
    mock: {
      getMostRecentOperation(): OperationDescriptor;
      getAllOperations(): OperationDescriptor[];
      resolve(operation: OperationDescriptor, payload: GraphQLResponse): void;
      reject(operation: OperationDescriptor, error: Error): void;
      resolveMostRecentOperation(payload: GraphQLResponse | ((operation: OperationDescriptor) => GraphQLResponse)): void;
      rejectMostRecentOperation(error: Error | ((operation: OperationDescriptor) => Error)): void;
      queuePendingOperation(query: unknown, variables: Record<string, unknown>): void;
      queueOperationResolver(resolver: (operation: OperationDescriptor) => GraphQLResponse | Error | undefined): void;
    };
  }

  export function createMockEnvironment(config?: Record<string, unknown>): MockEnvironment;

  export const MockPayloadGenerator: {
    generate(
      operation: OperationDescriptor,
      resolvers?: Record<string, (context: unknown, generateId: () => number) => unknown>,
    ): GraphQLResponse;
  };
}
