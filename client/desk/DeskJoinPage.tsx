import { Suspense, useState } from "react";
import { Link, useLoaderData, useNavigate, useParams } from "react-router-dom";
import { graphql, useMutation, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import type { DeskJoinPageQuery } from "../__generated__/DeskJoinPageQuery.graphql.ts";
import type { DeskJoinPageAcceptMutation } from "../__generated__/DeskJoinPageAcceptMutation.graphql.ts";
import { ErrorBoundary } from "../components/ErrorBoundary.tsx";
import { Notice } from "../components/Notice.tsx";
import { usePageMeta } from "../components/pageMeta.ts";
import { BackofficeLoadFailed, BackofficeLoading } from "../shell/Guards.tsx";
import type { LoginLocationState } from "../shell/loginState.ts";
import { asHouseRole, houseRoleLabel, staffMessages } from "../../shared/house.ts";
import "../shell/backoffice.css";

export const deskJoinPageQuery = graphql`
  query DeskJoinPageQuery($token: String!) {
    staffInvitation(token: $token) {
      email
      role
      invitedBy
      status
    }
    viewer {
      email
      profile {
        companyName
      }
    }
  }
`;

const acceptMutation = graphql`
  mutation DeskJoinPageAcceptMutation($input: AcceptStaffInvitationInput!) {
    acceptStaffInvitation(input: $input) {
      __typename
      ... on AcceptStaffInvitationPayload {
        viewer {
          houseRole
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

function StaffInvitation({ token, queryRef }: { token: string; queryRef: PreloadedQuery<DeskJoinPageQuery> }) {
  const { staffInvitation: invitation, viewer } = usePreloadedQuery<DeskJoinPageQuery>(deskJoinPageQuery, queryRef);
  const navigate = useNavigate();
  const [accept, accepting] = useMutation<DeskJoinPageAcceptMutation>(acceptMutation);
  const [failure, setFailure] = useState<string | null>(null);
  if (!invitation || invitation.status !== "PENDING") return <Notice variant="error">{staffMessages.invitationInvalid}</Notice>;
  const offer = (
    <p>
      {invitation.invitedBy} invites <strong>{invitation.email}</strong> to Gulf Recycling Traders' staff as{" "}
      <strong>{houseRoleLabel[asHouseRole(invitation.role) ?? "HOUSE_STAFF"]}</strong>.
    </p>
  );
  const returnHere: LoginLocationState = { email: invitation.email, returnTo: `/desk/join/${token}` };
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
  if (viewer.email !== invitation.email)
    return (
      <>
        {offer}
        <Notice variant="warning">{staffMessages.invitationOtherEmail(invitation.email)}</Notice>
      </>
    );
  if (viewer.profile)
    return (
      <>
        {offer}
        <Notice variant="warning">{staffMessages.inCompany(viewer.email)}</Notice>
      </>
    );
  const join = () =>
    accept({
      variables: { input: { token } },
      onCompleted: ({ acceptStaffInvitation }) => {
        if (acceptStaffInvitation?.__typename === "AcceptStaffInvitationPayload") navigate("/desk", { replace: true });
        else setFailure((acceptStaffInvitation as { message?: string } | null)?.message ?? staffMessages.invitationInvalid);
      },
      onError: () => setFailure("Not joined: the server could not be reached. Please try again."),
    });
  return (
    <>
      {offer}
      {failure ? <Notice variant="error">{failure}</Notice> : null}
      <p>
        <button type="button" className="btn btn--accent" onClick={join} disabled={accepting}>
          Join the staff
        </button>
      </p>
    </>
  );
}

/** /desk/join/:token: a staff invitation's link. Shows what it offers, then signs in, signs up or joins the staff. */
export default function DeskJoinPage() {
  usePageMeta("Join the staff", "Accept an invitation to Gulf Recycling Traders' staff.");
  const { token = "" } = useParams();
  const queryRef = useLoaderData() as PreloadedQuery<DeskJoinPageQuery>;
  return (
    <div className="container backoffice">
      <header className="backoffice__head">
        <p className="eyebrow">Invitation</p>
        <h1>Join Gulf Recycling Traders' staff</h1>
      </header>
      <ErrorBoundary fallback={(error) => <BackofficeLoadFailed what="The invitation" error={error} />}>
        <Suspense fallback={<BackofficeLoading label="Loading the invitation…" />}>
          <StaffInvitation token={token} queryRef={queryRef} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}
