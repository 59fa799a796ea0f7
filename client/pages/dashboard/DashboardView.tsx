import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { graphql, useFragment } from "react-relay/hooks";
import type { DashboardView_viewer$key } from "../../__generated__/DashboardView_viewer.graphql.ts";
import { otherSideDenied } from "../../shell/Guards.tsx";
import { RemovedFromCompany } from "../../members/RemovedFromCompany.tsx";
import { asTradeRole, roleLabel, rolePaths, type TradeRole } from "../../../shared/roles.ts";
import { asMemberRole, memberRoleLabel, roleMay } from "../../../shared/members.ts";

/** SPEC section 2: the buttons of each dashboard. */
export const DASHBOARD_TEXTS = {
  SUPPLIER: { title: "Supplier Dashboard", view: "View Business Profile", lots: "Manage Lots: Add or View", add: "Add Supplier Profile" },
  BUYER: { title: "Buyer Dashboard", view: "View Business Profile", lots: "Manage Lots", add: "Add Buyer Profile" },
} as const;

/** A Viewer's lots button: a Viewer reads lots and cannot add one, so the SPEC's "Add or View" would promise too much. */
export const VIEWER_LOTS_TEXT = "View Lots";

function ActionIcon({ kind }: { kind: "profile" | "lots" }) {
  return (
    <span className="dashboard-action__icon" aria-hidden="true">
      <svg
        viewBox="0 0 24 24"
        width="24"
        height="24"
        focusable="false"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {kind === "profile" ? (
          <>
            <rect x="3" y="4" width="18" height="16" rx="2" />
            <circle cx="9" cy="10.5" r="2.5" />
            <path d="M5.5 17c.7-2 2-3 3.5-3s2.8 1 3.5 3M14.5 9h4M14.5 12.5h4" />
          </>
        ) : (
          <>
            <path d="M3 8l9-5 9 5v8l-9 5-9-5z" />
            <path d="M3 8l9 5 9-5M12 13v8" />
          </>
        )}
      </svg>
    </span>
  );
}

function Action({ to, kind, title, children }: { to: string; kind: "profile" | "lots"; title: string; children: ReactNode }) {
  return (
    <li>
      <Link to={to} className={`dashboard-action dashboard-action--${kind}`}>
        <ActionIcon kind={kind} />
        <span>
          <span className="dashboard-action__title">{title}</span>
          <span className="dashboard-action__text">{children}</span>
        </span>
        <svg className="dashboard-action__arrow" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M9 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </Link>
    </li>
  );
}

/**
 * The body of /dashboard and /dashboard1 for a signed-in user (SPEC sections 2 and 6): the other
 * role's profile gets Access Denied; the role's own profile gets View Business Profile and Manage
 * Lots; no profile gets Add Supplier Profile / Add Buyer Profile, after what happened if an Owner
 * removed them from their company.
 */
export function DashboardView({ role, viewer }: { role: TradeRole; viewer: DashboardView_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment DashboardView_viewer on User {
        name
        ...RemovedFromCompany_viewer
        profile {
          role
          companyName
          viewerRole
        }
      }
    `,
    viewer,
  );
  const texts = DASHBOARD_TEXTS[role];
  const paths = rolePaths[role];
  const held = asTradeRole(data.profile?.role);
  const memberRole = asMemberRole(data.profile?.viewerRole);

  const denied = otherSideDenied(data.profile?.role, role);
  if (denied) return denied;

  if (!held) {
    return (
      <section className="backoffice-panel backoffice-panel--empty" aria-labelledby="dashboard-empty-title">
        <h2 id="dashboard-empty-title">No {roleLabel[role].toLowerCase()} profile yet</h2>
        <RemovedFromCompany viewer={data} />
        <p>
          {role === "SUPPLIER"
            ? "Add your company's business profile to start recording lots, containers and payments as a supplier."
            : "Add your company's business profile to start recording lots, containers and payments as a buyer."}
        </p>
        <Link to={paths.profile} className="btn btn--accent">
          {texts.add}
        </Link>
        <p className="backoffice__muted">
          If your company already trades with us, ask its Owner to invite you from their profile page instead.
        </p>
      </section>
    );
  }

  return (
    <>
      <p className="backoffice__who">
        Signed in as <strong>{data.name}</strong> for <strong>{data.profile?.companyName}</strong>
        {memberRole ? ` (${memberRoleLabel[memberRole]})` : null}
      </p>
      <h2 className="visually-hidden">What would you like to do?</h2>
      <ul className="dashboard-actions">
        <Action to={paths.profile} kind="profile" title={texts.view}>
          Contact person, company, contact details, website and GST/VAT.
        </Action>
        {roleMay(memberRole, "write") ? (
          <Action to={paths.lots} kind="lots" title={texts.lots}>
            Add a lot or open one to record containers and payments and download statements.
          </Action>
        ) : (
          <Action to={paths.lots} kind="lots" title={VIEWER_LOTS_TEXT}>
            Open a lot to see its containers, payments and balance and download statements.
          </Action>
        )}
      </ul>
    </>
  );
}
