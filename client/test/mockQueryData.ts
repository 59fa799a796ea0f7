import {
  createOperationDescriptor,
  getRequest,
  type GraphQLTaggedNode,
  type OperationType,
  type PayloadData,
  type Variables,
} from "relay-runtime";
import { MockPayloadGenerator, type MockEnvironment } from "relay-test-utils";

type MockResolvers = Parameters<typeof MockPayloadGenerator.generate>[1];

/**
 * A test query's data, made the way the page tests make the server's answers: MockPayloadGenerator
 * fills the query from `resolvers`, the payload goes into `environment`'s store (kept retained),
 * and the query is read back, with its fragment references, for components and @inline readers.
 */
export function mockQueryData<T extends OperationType>(
  environment: MockEnvironment,
  query: GraphQLTaggedNode,
  resolvers: MockResolvers,
  variables: Variables = {},
): T["response"] {
  const operation = createOperationDescriptor(getRequest(query), variables);
  environment.retain(operation);
  const { data } = MockPayloadGenerator.generate(operation, resolvers) as { data: PayloadData };
  environment.commitPayload(operation, data);
  return environment.lookup(operation.fragment).data as T["response"];
}
