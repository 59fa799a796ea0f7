import { Suspense, useState } from "react";
import { Link, useLoaderData, useNavigate, useParams } from "react-router-dom";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import type { JoinPageQuery } from "../__generated__/JoinPageQuery.graphql.ts";
import { ErrorBoundary } from "../components/ErrorBoundary.tsx";
import { Notice } from "../components/Notice.tsx";
import { usePageMeta } from "../components/pageMeta.ts";
import { BackofficeLoadFailed, BackofficeLoading } from "../shell/Guards.tsx";
import type { LoginLocationState } from "../shell/loginState.ts";
import { clearSession, getToken } from "../auth/session.ts";
import { announceSessionChange } from "../auth/sessionExpiry.ts";
import { asMemberRole, memberMessages, memberRoleLabel, memberRoleSummary } from "../../shared/members.ts";
import { rolePaths } from "../../shared/roles.ts";
import { formatInstant } from "../format/instant.ts";
import { useAcceptInvitationMutation } from "./useAcceptInvitationMutation.ts";
import "../shell/backoffice.css";
import "./members.css";

export const joinPageQuery = graphql`
  query JoinPageQuery($token: String!) {
    siteInfo {
      timeZone
    }
    invitation(token: $token) {
      companyName
      email
      role
      invitedBy
      status
      expiresAt
    }
    viewer {
      id
      email
      profile {
        id
        companyName
      }
    }
  }
`;

const statusText: Record<string, string> = {
  ACCEPTED: "This invitation has already been used.",
  EXPIRED: "This invitation has expired: its link worked for 7 days. Ask the company's Owner to resend it.",
  CANCELLED: "This invitation was cancelled by the company's Owner.",
};

function Invitation({ token, queryRef }: { token: string; queryRef: PreloadedQuery<JoinPageQuery> }) {
  const { invitation, viewer, siteInfo } = usePreloadedQuery<JoinPageQuery>(joinPageQuery, queryRef);
  const navigate = useNavigate();
  const [accept, accepting] = useAcceptInvitationMutation();
  const [failure, setFailure] = useState<string | null>(null);

  if (!invitation) return <Notice variant="error">{memberMessages.invitationInvalid}</Notice>;
  const role = asMemberRole(invitation.role) ?? "VIEWER";
  const offer = (
    <p>
      {invitation.invitedBy} invites <strong>{invitation.email}</strong> to join <strong>{invitation.companyName}</strong> as{" "}
      <strong>{memberRoleLabel[role]}</strong> ({memberRoleSummary[role].toLowerCase()}).
    </p>
  );
  if (invitation.status !== "PENDING") {
    return (
      <>
        {offer}
        <Notice variant="warning">{statusText[invitation.status] ?? memberMessages.invitationInvalid}</Notice>
      </>
    );
  }
  const returnHere: LoginLocationState = { email: invitation.email, returnTo: `/join/${token}` };
  if (!viewer) {
    return (
      <>
        {offer}
        <p>Sign in with {invitation.email} to accept, or sign up with it if you have no account yet.</p>
        <p className="join__actions">
          <Link className="btn btn--accent" to="/login" state={returnHere}>
            Sign in
          </Link>{" "}
          <Link className="btn btn--outline" to="/signup" state={returnHere}>
            Sign up
          </Link>
        </p>
      </>
    );
  }
  if (viewer.email !== invitation.email) {
    return (
      <>
        {offer}
        <Notice variant="warning">{memberMessages.invitationOtherEmail(invitation.email)}</Notice>
        <button
          type="button"
          className="btn btn--outline"
          onClick={() => {
            clearSession();
            announceSessionChange();
            navigate("/login", { state: returnHere });
          }}
        >
          Sign out and sign in as {invitation.email}
        </button>
      </>
    );
  }
  if (viewer.profile) {
    return (
      <>
        {offer}
        <Notice variant="warning">{memberMessages.alreadyInCompany(viewer.profile.companyName)}</Notice>
      </>
    );
  }
  const join = async () => {
    const outcome = await accept({ token });
    if (!outcome.ok) {
      setFailure(outcome.message ?? "Not joined: the server could not be reached. Please try again.");
      return;
    }
    navigate(outcome.data.tradeRole ? rolePaths[outcome.data.tradeRole].dashboard : "/", {
      replace: true,
      state: { joined: outcome.data.companyName },
    });
  };
  return (
    <>
      {offer}
      <p className="backoffice__muted">The link works until {formatInstant(invitation.expiresAt, siteInfo.timeZone)}.</p>
      {failure ? <Notice variant="error">{failure}</Notice> : null}
      <p>
        <button type="button" className="btn btn--accent" onClick={() => void join()} disabled={accepting}>
          Join {invitation.companyName}
        </button>
      </p>
    </>
  );
}

/** /join/:token: an invitation's link. Shows what it offers, then signs in, signs up or joins. */
export default function JoinPage() {
  usePageMeta("Join a company", "Accept an invitation to a company's trading back office.");
  const { token = "" } = useParams();
  const queryRef = useLoaderData() as PreloadedQuery<JoinPageQuery>;
  return (
    <div className="container backoffice">
      <header className="backoffice__head">
        <p className="eyebrow">Invitation</p>
        <h1>Join a company</h1>
      </header>
      <div className="join">
        <ErrorBoundary fallback={(error) => <BackofficeLoadFailed what="The invitation" error={error} />}>
          <Suspense fallback={<BackofficeLoading label="Loading the invitation…" />}>
            <Invitation token={token} queryRef={queryRef} key={getToken() ?? "signed-out"} />
          </Suspense>
        </ErrorBoundary>
      </div>
    </div>
  );
}
