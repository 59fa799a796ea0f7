import { Outlet } from "react-router-dom";
import { RelayEnvironmentProvider } from "react-relay/hooks";
import { environment } from "./environment.ts";

/**
 * A pathless layout route that gives the pages under it the Relay environment. Pages that use
 * Relay (contact, the trading back office) are children of it, so the Relay code loads with
 * them and not with the home page.
 */
export default function RelayRoute() {
  return (
    <RelayEnvironmentProvider environment={environment}>
      <Outlet />
    </RelayEnvironmentProvider>
  );
}
