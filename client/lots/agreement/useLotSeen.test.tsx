import { render } from "@testing-library/react";
import { RelayEnvironmentProvider } from "react-relay/hooks";
import { createMockEnvironment, type MockEnvironment } from "relay-test-utils";
import { describe, expect, it } from "vitest";
import { useLotSeen } from "./useLotSeen.ts";

/*
 * Issue 47's digest names only what a person has not seen: the lot screen tells the server
 * (markLotSeen) when it shows entries waiting for the person's side, again when what waits changes,
 * and never for a reader, nor when nothing waits for them.
 */

function Seen(props: { lotId: string; waiting: string; mayAct: boolean; waitingForYou: number }) {
  useLotSeen(props.lotId, props.waiting, props.mayAct, props.waitingForYou);
  return null;
}

const sent = (environment: MockEnvironment) =>
  environment.mock
    .getAllOperations()
    .filter((op) => op.request.node.params.name === "useLotSeenMutation")
    .map((op) => op.request.variables.input);

function renderSeen(environment: MockEnvironment, props: { lotId: string; waiting: string; mayAct: boolean; waitingForYou: number }) {
  return (
    <RelayEnvironmentProvider environment={environment}>
      <Seen {...props} />
    </RelayEnvironmentProvider>
  );
}

describe("useLotSeen", () => {
  it("marks the lot seen on opening and when what waits changes, not on every render", () => {
    const environment = createMockEnvironment();
    const props = { lotId: "TG90OjE=", waiting: "2/0/t1", mayAct: true, waitingForYou: 2 };
    const { rerender } = render(renderSeen(environment, props));
    expect(sent(environment)).toEqual([{ lotId: "TG90OjE=" }]);
    rerender(renderSeen(environment, props));
    expect(sent(environment)).toHaveLength(1);
    rerender(renderSeen(environment, { ...props, waiting: "3/0/t2", waitingForYou: 3 }));
    expect(sent(environment)).toEqual([{ lotId: "TG90OjE=" }, { lotId: "TG90OjE=" }]);
  });

  it("sends nothing while nothing waits for the person, or when they only read", () => {
    const environment = createMockEnvironment();
    render(renderSeen(environment, { lotId: "TG90OjE=", waiting: "0/0/t", mayAct: true, waitingForYou: 0 }));
    const reader = createMockEnvironment();
    render(renderSeen(reader, { lotId: "TG90OjE=", waiting: "2/0/t", mayAct: false, waitingForYou: 2 }));
    expect([sent(environment), sent(reader)]).toEqual([[], []]);
  });
});
