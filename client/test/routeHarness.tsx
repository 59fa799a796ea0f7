/**
 * Renders back-office pages inside a memory router and a relay-test-utils mock environment, the
 * way the app does: each route's loader preloads its query (loadQuery), the page reads it with
 * usePreloadedQuery. Paths that are not under test render a stub naming the location, so a test
 * can see where a page navigated to.
 */
import { Suspense, type ComponentType } from "react";
import { render } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider, useLocation, type RouteObject } from "react-router-dom";
import { loadQuery, RelayEnvironmentProvider } from "react-relay/hooks";
import type { ConcreteRequest } from "relay-runtime";
import { createMockEnvironment, type MockEnvironment } from "relay-test-utils";

export interface PageRoute {
  path: string;
  Component: ComponentType;
  /** The page's query, preloaded by the route's loader as in router.tsx. */
  query?: ConcreteRequest;
  /** Its variables from the route's params (none by default). */
  variables?: (params: Record<string, string | undefined>) => Record<string, unknown>;
}

export function LocationStub() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

export function renderPages(
  pages: PageRoute[],
  { at, environment = createMockEnvironment() }: { at: string; environment?: MockEnvironment },
) {
  const children: RouteObject[] = pages.map(({ path, Component, query, variables }) => ({
    path,
    Component,
    loader: query
      ? ({ params }) => loadQuery(environment, query, variables?.(params) ?? {}, { fetchPolicy: "store-or-network" })
      : undefined,
  }));
  if (!pages.some((p) => p.path === "/")) children.push({ index: true, Component: LocationStub });
  children.push({ path: "*", Component: LocationStub });
  const router = createMemoryRouter(
    [
      {
        path: "/",
        HydrateFallback: () => null,
        element: (
          <RelayEnvironmentProvider environment={environment}>
            <Suspense fallback={<p>Loading page…</p>}>
              <Outlet />
            </Suspense>
          </RelayEnvironmentProvider>
        ),
        children,
      },
    ],
    { initialEntries: [at] },
  );
  const view = render(<RouterProvider router={router} />);
  return { ...view, environment, router };
}

/* Results of the mutations' unions, as the server sends them (Relay's abstract-type marker included). */

export function inputError(message: string, fieldErrors: { field: string; message: string }[] = []) {
  return { __typename: "InputError", __isError: "InputError", message, fieldErrors };
}

export function accessDeniedError(message: string) {
  return { __typename: "AccessDeniedError", __isError: "AccessDeniedError", message };
}

export function rateLimitError(message = "Too many requests. Please try again in 60 seconds.") {
  return { __typename: "RateLimitError", __isError: "RateLimitError", message };
}

/* jest-dom is not installed: the two checks the back-office tests need. */

/** The text of the elements an element's aria-describedby names. */
export function describedBy(element: Element): string {
  const ids = element.getAttribute("aria-describedby")?.split(/\s+/).filter(Boolean) ?? [];
  return ids
    .map((id) => document.getElementById(id)?.textContent?.trim() ?? "")
    .filter(Boolean)
    .join(" ");
}

export function isFocused(element: Element): boolean {
  return document.activeElement === element;
}
