import { Unauthorized } from "../shell/Guards.tsx";

/**
 * The lot screens need a token (SPEC section 6): without one, or when the server no longer knows
 * it, the Unauthorized warning "Please login first", then /login (the dashboards' own guard).
 */
export function LoginFirst() {
  return (
    <div className="container page-section lots-page">
      <Unauthorized />
    </div>
  );
}
