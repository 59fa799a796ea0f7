import { Suspense, useState } from "react";
import { useLoaderData } from "react-router-dom";
import { graphql, useMutation, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from "react-relay/hooks";
import type { StaffPageQuery } from "../../__generated__/StaffPageQuery.graphql.ts";
import type { StaffPageInvitationsQuery } from "../../__generated__/StaffPageInvitationsQuery.graphql.ts";
import type { StaffPageInviteMutation } from "../../__generated__/StaffPageInviteMutation.graphql.ts";
import type { StaffPageRemoveMutation } from "../../__generated__/StaffPageRemoveMutation.graphql.ts";
import type { StaffPageChangeRoleMutation } from "../../__generated__/StaffPageChangeRoleMutation.graphql.ts";
import type { StaffPageCancelMutation } from "../../__generated__/StaffPageCancelMutation.graphql.ts";
import type { StaffPageLinkMutation } from "../../__generated__/StaffPageLinkMutation.graphql.ts";
import { ErrorBoundary } from "../../components/ErrorBoundary.tsx";
import { Notice } from "../../components/Notice.tsx";
import { DigestSetting } from "../../lots/agreement/DigestSetting.tsx";
import { BackofficeLoadFailed, BackofficeLoading } from "../../shell/Guards.tsx";
import { asHouseRole, houseRoleLabel, houseRoleSummary, type HouseRoleName } from "../../../shared/house.ts";

export const staffPageQuery = graphql`
  query StaffPageQuery {
    house {
      role
      staff(first: 100) {
        edges {
          node {
            id
            name
            email
            role
            isViewer
          }
        }
      }
    }
    viewer {
      houseRole
      ...DigestSetting_viewer
    }
  }
`;

const invitationsQuery = graphql`
  query StaffPageInvitationsQuery {
    house {
      staffInvitations(first: 100) {
        edges {
          node {
            id
            email
            role
            status
            invitedBy
          }
        }
      }
    }
  }
`;

const inviteMutation = graphql`
  mutation StaffPageInviteMutation($input: InviteStaffInput!) {
    inviteStaff(input: $input) {
      __typename
      ... on InviteStaffPayload {
        link
      }
      ... on Error {
        message
      }
      ... on InputError {
        fieldErrors {
          field
          message
        }
      }
    }
  }
`;
const removeMutation = graphql`
  mutation StaffPageRemoveMutation($input: RemoveStaffInput!) {
    removeStaff(input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;
const changeRoleMutation = graphql`
  mutation StaffPageChangeRoleMutation($input: ChangeStaffRoleInput!) {
    changeStaffRole(input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;
const cancelMutation = graphql`
  mutation StaffPageCancelMutation($input: CancelStaffInvitationInput!) {
    cancelStaffInvitation(input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;
const linkMutation = graphql`
  mutation StaffPageLinkMutation($input: StaffInvitationLinkInput!) {
    staffInvitationLink(input: $input) {
      __typename
      ... on StaffInvitationLinkPayload {
        link
      }
      ... on Error {
        message
      }
    }
  }
`;

type Outcome = { __typename: string; message?: string; fieldErrors?: readonly { message: string }[] } | null | undefined;
const failureOf = (outcome: Outcome) =>
  !outcome
    ? "The server could not be reached. Please try again."
    : outcome.__typename.endsWith("Payload")
      ? null
      : (outcome.fieldErrors?.[0]?.message ?? outcome.message ?? "Refused.");

function Invitations({ reloadKey }: { reloadKey: number }) {
  const [ref, load] = useQueryLoader<StaffPageInvitationsQuery>(invitationsQuery);
  const [shownKey, setShownKey] = useState(-1);
  if (shownKey !== reloadKey) {
    setShownKey(reloadKey);
    load({}, { fetchPolicy: "network-only" });
  }
  return ref ? <InvitationList queryRef={ref} reload={() => load({}, { fetchPolicy: "network-only" })} /> : null;
}

function InvitationList({ queryRef, reload }: { queryRef: PreloadedQuery<StaffPageInvitationsQuery>; reload: () => void }) {
  const data = usePreloadedQuery<StaffPageInvitationsQuery>(invitationsQuery, queryRef);
  const [cancel] = useMutation<StaffPageCancelMutation>(cancelMutation);
  const [freshLink] = useMutation<StaffPageLinkMutation>(linkMutation);
  const [note, setNote] = useState<string | null>(null);
  const invitations = data.house.staffInvitations?.edges ?? [];
  return (
    <section aria-labelledby="staff-invitations">
      <h3 id="staff-invitations">Pending invitations</h3>
      {note ? <p role="status">{note}</p> : null}
      {invitations.length === 0 ? <p className="backoffice__muted">No pending invitations.</p> : null}
      <ul>
        {invitations.map(({ node }) => (
          <li key={node.id}>
            {node.email} as {houseRoleLabel[asHouseRole(node.role) ?? "HOUSE_STAFF"]} ({node.status.toLowerCase()}, by {node.invitedBy}){" "}
            <button
              type="button"
              className="btn btn--outline"
              onClick={() =>
                freshLink({
                  variables: { input: { id: node.id } },
                  onCompleted: ({ staffInvitationLink }) => {
                    const link = staffInvitationLink?.__typename === "StaffInvitationLinkPayload" ? staffInvitationLink.link : null;
                    if (!link) return setNote(failureOf(staffInvitationLink as Outcome));
                    void navigator.clipboard?.writeText(link).catch(() => undefined);
                    setNote(`New link for ${node.email} (the earlier one stops working): ${link}`);
                  },
                })
              }
            >
              Copy link
            </button>{" "}
            <button
              type="button"
              className="btn btn--outline"
              onClick={() =>
                cancel({
                  variables: { input: { id: node.id } },
                  onCompleted: ({ cancelStaffInvitation }) => (
                    setNote(failureOf(cancelStaffInvitation as Outcome) ?? `Invitation to ${node.email} cancelled.`),
                    reload()
                  ),
                })
              }
            >
              Cancel
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Staff({ queryRef, reload }: { queryRef: PreloadedQuery<StaffPageQuery>; reload: () => void }) {
  const { house, viewer } = usePreloadedQuery<StaffPageQuery>(staffPageQuery, queryRef);
  const isAdmin = house.role === "HOUSE_ADMIN";
  const [invite, inviting] = useMutation<StaffPageInviteMutation>(inviteMutation);
  const [remove] = useMutation<StaffPageRemoveMutation>(removeMutation);
  const [changeRole] = useMutation<StaffPageChangeRoleMutation>(changeRoleMutation);
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<HouseRoleName>("HOUSE_STAFF");
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [invitationsKey, setInvitationsKey] = useState(0);
  const done = (outcome: Outcome, text: string) => {
    const failure = failureOf(outcome);
    setStatus(failure ? { ok: false, text: failure } : { ok: true, text });
    reload();
    setInvitationsKey((key) => key + 1);
  };
  return (
    <section aria-labelledby="desk-section-title">
      <h2 id="desk-section-title">Staff</h2>
      {status ? <Notice variant={status.ok ? "success" : "error"}>{status.text}</Notice> : null}
      <table className="staff-list">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">E-mail</th>
            <th scope="col">Role</th>
            {isAdmin ? <th scope="col">Actions</th> : null}
          </tr>
        </thead>
        <tbody>
          {house.staff.edges.map(({ node }) => {
            const memberRole = asHouseRole(node.role) ?? "HOUSE_STAFF";
            const other: HouseRoleName = memberRole === "HOUSE_ADMIN" ? "HOUSE_STAFF" : "HOUSE_ADMIN";
            return (
              <tr key={node.id}>
                <td>
                  {node.name}
                  {node.isViewer ? " (you)" : ""}
                </td>
                <td>{node.email}</td>
                <td>{houseRoleLabel[memberRole]}</td>
                {isAdmin ? (
                  <td>
                    <button
                      type="button"
                      className="btn btn--outline"
                      onClick={() =>
                        changeRole({
                          variables: { input: { id: node.id, role: other } },
                          onCompleted: ({ changeStaffRole }) =>
                            done(changeStaffRole as Outcome, `${node.name} is now ${houseRoleLabel[other]}.`),
                        })
                      }
                    >
                      Make {houseRoleLabel[other]}
                    </button>{" "}
                    <button
                      type="button"
                      className="btn btn--outline"
                      onClick={() => {
                        if (!window.confirm(`Remove ${node.name} (${node.email}) from the staff? They lose the desk at once.`)) return;
                        remove({
                          variables: { input: { id: node.id } },
                          onCompleted: ({ removeStaff }) => done(removeStaff as Outcome, `${node.name} was removed from the staff.`),
                        });
                      }}
                    >
                      Remove
                    </button>
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
      {isAdmin ? (
        <>
          <form
            className="staff-invite"
            aria-label="Invite staff"
            onSubmit={(event) => {
              event.preventDefault();
              invite({
                variables: { input: { email, role } },
                onCompleted: ({ inviteStaff }) => {
                  done(inviteStaff as Outcome, `Invitation sent to ${email}.`);
                  if (inviteStaff?.__typename === "InviteStaffPayload") setEmail("");
                },
                onError: () => setStatus({ ok: false, text: "The server could not be reached. Please try again." }),
              });
            }}
          >
            <label>
              E-mail <input type="email" required value={email} onChange={(event) => setEmail(event.target.value)} />
            </label>
            <fieldset>
              <legend>Role</legend>
              {(["HOUSE_STAFF", "HOUSE_ADMIN"] as const).map((option) => (
                <label key={option} title={houseRoleSummary[option]}>
                  <input type="radio" name="staff-role" checked={role === option} onChange={() => setRole(option)} />{" "}
                  {houseRoleLabel[option]}
                </label>
              ))}
            </fieldset>
            <button type="submit" className="btn btn--accent" disabled={inviting}>
              Send invitation
            </button>
          </form>
          <Suspense fallback={<BackofficeLoading label="Loading the invitations…" />}>
            <Invitations reloadKey={invitationsKey} />
          </Suspense>
        </>
      ) : null}
      {/* Issue 47: each of the staff chooses their own daily digest of entries the companies recorded. */}
      {viewer ? <DigestSetting viewer={viewer} side="house" /> : null}
    </section>
  );
}

/** /desk/staff: the house's staff; a House Admin invites, changes roles, removes, and handles pending invitations. */
export default function StaffPage() {
  const initial = useLoaderData() as PreloadedQuery<StaffPageQuery>;
  const [ref, load] = useQueryLoader<StaffPageQuery>(staffPageQuery, initial);
  return (
    <ErrorBoundary fallback={(error) => <BackofficeLoadFailed what="The staff" error={error} />}>
      <Suspense fallback={<BackofficeLoading label="Loading the staff…" />}>
        <Staff queryRef={ref ?? initial} reload={() => load({}, { fetchPolicy: "network-only" })} />
      </Suspense>
    </ErrorBoundary>
  );
}
