import type { TradeRole } from "../../shared/roles.ts";
import { AccessDenied } from "../pages/dashboard/Guards.tsx";

/** A viewer holding the other role's profile on a lot list address: Access Denied, as on the dashboards. */
export function WrongRole({ held, wanted }: { held: TradeRole; wanted: TradeRole }) {
  return (
    <div className="container page-section lots-page">
      <AccessDenied held={held} wanted={wanted} />
    </div>
  );
}
