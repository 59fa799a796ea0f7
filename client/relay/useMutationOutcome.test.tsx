import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { RelayEnvironmentProvider } from "react-relay/hooks";
import type { PayloadError } from "relay-runtime";
import { createMockEnvironment } from "relay-test-utils";
import { describe, expect, it, vi } from "vitest";
import resetPasswordNode, {
  type useResetPasswordMutation as ResetPasswordMutation,
  type useResetPasswordMutation$data,
} from "../__generated__/useResetPasswordMutation.graphql.ts";
import { inputError } from "../test/routeHarness.tsx";
import { failureFrom, networkFailure } from "./outcome.ts";
import { errorData } from "../test/errorData.ts";
import { useInputMutation, useMutationOutcome } from "./useMutationOutcome.ts";

const outcomeOf = ({ resetPassword: result }: useResetPasswordMutation$data, errors: PayloadError[] | null) =>
  result.error ? failureFrom(result, errors) : { ok: true as const, data: result.message };

function setup(failed?: (error: Error) => { ok: false; kind: string; message: string | null; fieldErrors: Record<string, string> }) {
  const environment = createMockEnvironment();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>
  );
  const hook = renderHook(
    () =>
      failed
        ? useMutationOutcome<ResetPasswordMutation, ReturnType<typeof outcomeOf>>(resetPasswordNode, outcomeOf, failed)
        : useMutationOutcome<ResetPasswordMutation, ReturnType<typeof outcomeOf>>(resetPasswordNode, outcomeOf),
    { wrapper },
  );
  return { environment, hook };
}

const variables = { input: { token: "t", password: "Secret123!" } };

describe("useMutationOutcome", () => {
  it("commits the variables and resolves with outcomeOf(response); inFlight meanwhile; run keeps its identity", async () => {
    const { environment, hook } = setup();
    const run = hook.result.current[0];
    let pending!: Promise<unknown>;
    act(() => {
      pending = run(variables);
    });
    expect(hook.result.current[1]).toBe(true);
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual(variables);
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: { resetPassword: { __typename: "ResetPasswordPayload", message: "Password reset" } },
      }),
    );
    await expect(pending).resolves.toEqual({ ok: true, data: "Password reset" });
    expect(hook.result.current[1]).toBe(false);
    hook.rerender();
    expect(hook.result.current[0]).toBe(run);
  });

  it("an error result resolves with its failure; a failed request with networkFailure(), or with failed(error) when given", async () => {
    const refused = setup();
    let pending!: Promise<unknown>;
    act(() => {
      pending = refused.hook.result.current[0](variables);
    });
    await act(async () =>
      refused.environment.mock.resolveMostRecentOperation({
        data: { resetPassword: inputError("Too short", [{ field: "password", message: "Too short" }]) },
      }),
    );
    await expect(pending).resolves.toEqual({ ok: false, kind: "InputError", message: "Too short", fieldErrors: { password: "Too short" } });

    const down = setup();
    act(() => {
      pending = down.hook.result.current[0](variables);
    });
    await act(async () => down.environment.mock.rejectMostRecentOperation(new Error("offline")));
    await expect(pending).resolves.toEqual(networkFailure());

    const failed = vi.fn((error: Error) => ({ ok: false as const, kind: "Custom", message: error.message, fieldErrors: {} }));
    const custom = setup(failed);
    act(() => {
      pending = custom.hook.result.current[0](variables);
    });
    await act(async () => custom.environment.mock.rejectMostRecentOperation(new Error("offline")));
    await expect(pending).resolves.toEqual({ ok: false, kind: "Custom", message: "offline", fieldErrors: {} });
    expect(failed).toHaveBeenCalledTimes(1);
  });

  it("passes the extras (updater) to the commit", async () => {
    const { environment, hook } = setup();
    const updater = vi.fn();
    let pending!: Promise<unknown>;
    act(() => {
      pending = hook.result.current[0](variables, { updater });
    });
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: { resetPassword: { __typename: "ResetPasswordPayload", message: "Password reset" } },
      }),
    );
    await pending;
    expect(updater).toHaveBeenCalledTimes(1);
  });
});

describe("useInputMutation", () => {
  const messageOf = (payload: { readonly message?: string | null }) => (payload.message ? { message: payload.message } : null);

  function setupInput() {
    const environment = createMockEnvironment();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>
    );
    const hook = renderHook(() => useInputMutation<ResetPasswordMutation, { message: string }>(resetPasswordNode, messageOf), { wrapper });
    return { environment, hook };
  }

  it("sends the input as `input` and resolves with the payload's data; the function keeps its identity", async () => {
    const { environment, hook } = setupInput();
    const send = hook.result.current[0];
    let pending!: Promise<unknown>;
    act(() => {
      pending = send(variables.input);
    });
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual(variables);
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: { resetPassword: { __typename: "ResetPasswordPayload", message: "Password reset" } },
      }),
    );
    await expect(pending).resolves.toEqual({ ok: true, data: { message: "Password reset" } });
    hook.rerender();
    expect(hook.result.current[0]).toBe(send);
  });

  it("an error type is a failure with its typename, message and field messages; a payload without the data needed is one too", async () => {
    const refused = setupInput();
    let pending!: Promise<unknown>;
    act(() => {
      pending = refused.hook.result.current[0](variables.input);
    });
    await act(async () =>
      refused.environment.mock.resolveMostRecentOperation({
        data: { resetPassword: inputError("Too short", [{ field: "password", message: "Too short" }]) },
      }),
    );
    await expect(pending).resolves.toEqual({ ok: false, kind: "InputError", message: "Too short", fieldErrors: { password: "Too short" } });

    const empty = setupInput();
    act(() => {
      pending = empty.hook.result.current[0](variables.input);
    });
    await act(async () =>
      empty.environment.mock.resolveMostRecentOperation({ data: { resetPassword: { __typename: "ResetPasswordPayload", message: "" } } }),
    );
    await expect(pending).resolves.toMatchObject({ ok: false, message: null });
  });
});

describe("failureFrom", () => {
  it("takes the GraphQL errors' message when the result has none", () => {
    expect(failureFrom(null, [{ message: "Not allowed" }])).toEqual({
      ok: false,
      kind: "NetworkError",
      message: "Not allowed",
      fieldErrors: {},
    });
    expect(failureFrom({ __typename: "RateLimitError", error: errorData("Slow down") }, [{ message: "Not allowed" }]).message).toBe(
      "Slow down",
    );
  });
});
