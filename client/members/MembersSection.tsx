import { useState, type FormEvent } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { MembersSection_profile$data, MembersSection_profile$key } from "../__generated__/MembersSection_profile.graphql.ts";
import { Field } from "../components/Field.tsx";
import { Notice } from "../components/Notice.tsx";
import { formatInstant } from "../format/instant.ts";
import type { MutationOutcome } from "../relay/outcome.ts";
import {
  MEMBER_ROLES,
  asMemberRole,
  memberMessages,
  memberRoleLabel,
  memberRoleSummary,
  roleMay,
  type MemberRole,
} from "../../shared/members.ts";
import { useInviteMemberMutation } from "./useInviteMemberMutation.ts";
import { useChangeMemberRoleMutation } from "./useChangeMemberRoleMutation.ts";
import { useRemoveMemberMutation } from "./useRemoveMemberMutation.ts";
import { useResendInvitationMutation } from "./useResendInvitationMutation.ts";
import { useCancelInvitationMutation } from "./useCancelInvitationMutation.ts";
import { useInvitationLinkMutation } from "./useInvitationLinkMutation.ts";
import "./members.css";

type Message = { text: string; variant: "success" | "error" };

/**
 * The profile screen's Members section: who belongs to the company with which role. An Owner
 * invites people by e-mail, changes roles, removes members, and resends or cancels pending
 * invitations; everyone else reads the list.
 */
export function MembersSection({ profile, timeZone }: { profile: MembersSection_profile$key; timeZone: string }) {
  const data = useFragment(
    graphql`
      fragment MembersSection_profile on BusinessProfile {
        viewerRole
        members {
          id
          name
          email
          role
          memberSince
          isViewer
        }
        invitations {
          id
          email
          role
          status
          sentAt
          expiresAt
          invitedBy
        }
      }
    `,
    profile,
  );
  const manages = roleMay(asMemberRole(data.viewerRole), "manage");
  const [message, setMessage] = useState<Message | null>(null);
  const say: Say = (outcome, success, fallback) =>
    setMessage(outcome.ok ? { text: success, variant: "success" } : { text: outcome.message || fallback, variant: "error" });

  return (
    <section className="members" aria-labelledby="members-title">
      <h2 id="members-title">Members</h2>
      <p className="backoffice__muted">
        Everyone who works in this company's back office, each with their own sign-in. Owners manage members, API keys and webhooks; Traders
        add and edit lots, containers and payments; Viewers read lots and download statements.
      </p>
      {message ? <Notice variant={message.variant}>{message.text}</Notice> : null}
      <MembersTable members={data.members} manages={manages} timeZone={timeZone} say={say} />
      {manages ? (
        <>
          <InviteForm
            onSent={({ email, mailed }) =>
              setMessage({
                text: mailed ? memberMessages.invitationSent(email) : memberMessages.invitationNotMailedAgain(email),
                variant: "success",
              })
            }
          />
          <PendingInvitations invitations={data.invitations} timeZone={timeZone} say={say} clearMessage={() => setMessage(null)} />
        </>
      ) : (
        <p className="backoffice__muted">Only an Owner of the company can invite members or change their roles.</p>
      )}
    </section>
  );
}

/** Says how a step went: `success` when it went through, else the server's message or `fallback`. */
type Say = (outcome: { ok: boolean; message?: string | null }, success: string, fallback: string) => void;
type Profile = MembersSection_profile$data;

const cancelledSaid = (outcome: MutationOutcome<{ cancelledInvitations: number }>) =>
  outcome.ok ? memberMessages.invitationsCancelled(outcome.data.cancelledInvitations) : "";

/** Who belongs to the company with which role; an Owner changes roles and removes members here. */
function MembersTable({ members, manages, timeZone, say }: { members: Profile["members"]; manages: boolean; timeZone: string; say: Say }) {
  const [changeRole, changing] = useChangeMemberRoleMutation();
  const [remove, removing] = useRemoveMemberMutation();

  const onRole = async (member: { id: string; name: string }, role: MemberRole) => {
    const outcome = await changeRole({ id: member.id, role });
    say(
      outcome,
      `${member.name} is now ${memberRoleLabel[role]}.${cancelledSaid(outcome)}`,
      "The role could not be changed. Please try again.",
    );
  };
  const onRemove = async (member: { id: string; name: string; isViewer: boolean }) => {
    const question = member.isViewer
      ? "Leave the company? You will no longer see its lots."
      : `Remove ${member.name} from the company? Their sessions stop reaching it at once.`;
    if (!window.confirm(question)) return;
    const outcome = await remove({ id: member.id });
    say(outcome, `${member.name} was removed.${cancelledSaid(outcome)}`, "The member could not be removed. Please try again.");
  };

  return (
    <div className="members__table-box">
      <table className="members__table">
        <caption className="visually-hidden">Members</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">E-mail</th>
            <th scope="col">Role</th>
            <th scope="col">Member since</th>
            {manages ? <th scope="col">Actions</th> : null}
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.id}>
              <td>
                {member.name}
                {member.isViewer ? <span className="backoffice__muted"> (you)</span> : null}
              </td>
              <td>{member.email}</td>
              <td>
                {manages ? (
                  <select
                    aria-label={`Role of ${member.name}`}
                    value={member.role}
                    disabled={changing}
                    onChange={(event) => void onRole(member, event.target.value as MemberRole)}
                  >
                    {MEMBER_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {memberRoleLabel[role]}
                      </option>
                    ))}
                  </select>
                ) : (
                  memberRoleLabel[asMemberRole(member.role) ?? "VIEWER"]
                )}
              </td>
              <td>{member.memberSince ? formatInstant(member.memberSince, timeZone) : ""}</td>
              {manages ? (
                <td>
                  <button
                    type="button"
                    className="btn btn--small btn--outline"
                    aria-label={`Remove ${member.name}`}
                    disabled={removing}
                    onClick={() => void onRemove(member)}
                  >
                    {member.isViewer ? "Leave" : "Remove"}
                  </button>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The invitations not yet accepted: a fresh link to copy, a new mail, or cancelled. */
function PendingInvitations({
  invitations,
  timeZone,
  say,
  clearMessage,
}: {
  invitations: Profile["invitations"];
  timeZone: string;
  say: Say;
  clearMessage: () => void;
}) {
  const [resend, resending] = useResendInvitationMutation();
  const [cancel, cancelling] = useCancelInvitationMutation();
  const [freshLink, linking] = useInvitationLinkMutation();
  /** A link the clipboard refused (or the browser has none): shown selected, to copy by hand. */
  const [shownLink, setShownLink] = useState<{ email: string; link: string } | null>(null);

  const onCopyLink = async (invitation: { id: string; email: string }) => {
    setShownLink(null);
    const outcome = await freshLink({ id: invitation.id });
    if (!outcome.ok) return say(outcome, "", "No link could be made. Please try again.");
    try {
      await navigator.clipboard.writeText(outcome.data.link);
      say(outcome, memberMessages.linkCopied(invitation.email), "");
    } catch {
      clearMessage();
      setShownLink({ email: invitation.email, link: outcome.data.link });
    }
  };

  return (
    <>
      <h3>Pending invitations</h3>
      {shownLink ? (
        <div className="members__link">
          <label htmlFor="invitation-link">
            Copy this link for {shownLink.email} (the browser did not let us copy it); the earlier link no longer works:
          </label>
          <input
            id="invitation-link"
            type="text"
            readOnly
            value={shownLink.link}
            autoFocus
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
      ) : null}
      {invitations.length === 0 ? (
        <p className="backoffice__muted">No pending invitations.</p>
      ) : (
        <ul className="members__invitations">
          {invitations.map((invitation) => (
            <li key={invitation.id}>
              <span>
                <strong>{invitation.email}</strong> as {memberRoleLabel[asMemberRole(invitation.role) ?? "VIEWER"]}
                <span className="backoffice__muted">
                  {" "}
                  — sent by {invitation.invitedBy} {formatInstant(invitation.sentAt, timeZone)};{" "}
                  {invitation.status === "EXPIRED" ? "expired" : `the link works until ${formatInstant(invitation.expiresAt, timeZone)}`}
                </span>
              </span>
              <span className="members__invitation-actions">
                <button
                  type="button"
                  className="btn btn--small btn--outline"
                  aria-label={`Copy a link to the invitation to ${invitation.email}`}
                  disabled={linking}
                  onClick={() => void onCopyLink(invitation)}
                >
                  Copy link
                </button>
                <button
                  type="button"
                  className="btn btn--small btn--outline"
                  aria-label={`Resend the invitation to ${invitation.email}`}
                  disabled={resending}
                  onClick={async () => {
                    const outcome = await resend({ id: invitation.id });
                    const sent =
                      outcome.ok && !outcome.data.mailed
                        ? memberMessages.invitationNotMailedAgain(invitation.email)
                        : memberMessages.invitationSent(invitation.email);
                    say(outcome, sent, "The invitation could not be sent. Please try again.");
                  }}
                >
                  Resend
                </button>
                <button
                  type="button"
                  className="btn btn--small btn--outline"
                  aria-label={`Cancel the invitation to ${invitation.email}`}
                  disabled={cancelling}
                  onClick={async () =>
                    say(
                      await cancel({ id: invitation.id }),
                      `The invitation to ${invitation.email} was cancelled.`,
                      "The invitation could not be cancelled. Please try again.",
                    )
                  }
                >
                  Cancel
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** Invite a person by e-mail with a role; they get a link valid for 7 days. */
function InviteForm({ onSent }: { onSent: (sent: { email: string; mailed: boolean }) => void }) {
  const [invite, inviting] = useInviteMemberMutation();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<MemberRole>("TRADER");
  const [errors, setErrors] = useState<{ email?: string; form?: string }>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await invite({ email: email.trim(), role });
    if (outcome.ok) {
      setEmail("");
      setErrors({});
      onSent(outcome.data);
      return;
    }
    setErrors(
      outcome.fieldErrors.email
        ? { email: outcome.fieldErrors.email }
        : { form: outcome.message ?? "The invitation could not be sent. Please try again." },
    );
  };

  return (
    <form className="members__invite" onSubmit={submit} noValidate aria-labelledby="invite-title">
      <h3 id="invite-title">Invite a member</h3>
      <Field
        label="E-mail"
        name="inviteEmail"
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email}
        hint="They get a link, valid for 7 days, to sign up or sign in and join."
      />
      <fieldset className="members__roles">
        <legend>Role</legend>
        {MEMBER_ROLES.map((value) => (
          <label key={value}>
            <input type="radio" name="inviteRole" value={value} checked={role === value} onChange={() => setRole(value)} />{" "}
            {memberRoleLabel[value]}
            <span className="backoffice__muted"> — {memberRoleSummary[value]}</span>
          </label>
        ))}
      </fieldset>
      {errors.form ? <Notice variant="error">{errors.form}</Notice> : null}
      <button type="submit" className="btn btn--accent" disabled={inviting}>
        Send invitation
      </button>
    </form>
  );
}
