import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while rendering on the server and while hydrating its HTML, true from then on. Controls
 * that only work with the script (a form sent through GraphQL) stay disabled until then, so a
 * visitor who is quicker than the script neither submits the bare HTML form nor types into fields
 * whose text React would then replace with its own (empty) state.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
