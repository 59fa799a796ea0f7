import { formatDateGB } from "./dates.ts";

/**
 * A company's members and what each role may do: the one table the server's access module and the
 * screens both read, so a button is shown exactly when the server would allow its action.
 */
export type MemberRole = "OWNER" | "TRADER" | "VIEWER";

export const MEMBER_ROLES: readonly MemberRole[] = ["OWNER", "TRADER", "VIEWER"];

export const memberRoleLabel: Record<MemberRole, string> = { OWNER: "Owner", TRADER: "Trader", VIEWER: "Viewer" };

export const memberRoleSummary: Record<MemberRole, string> = {
  OWNER: "Everything, including members, API keys and webhooks",
  TRADER: "Adds and edits lots, containers and payments; reads everything",
  VIEWER: "Reads lots and downloads statements",
};

/** read: lots, ledgers, statements, the feed; write: lots, containers and payments; manage: members, API keys, webhooks. */
export type Permission = "read" | "write" | "manage";

const granted: Record<MemberRole, readonly Permission[]> = {
  OWNER: ["read", "write", "manage"],
  TRADER: ["read", "write"],
  VIEWER: ["read"],
};

export function roleMay(role: MemberRole | null | undefined, permission: Permission): boolean {
  return role ? granted[role].includes(permission) : false;
}

/** A role from the server, which may one day send a value this client does not know. */
export function asMemberRole(value: unknown): MemberRole | null {
  return value === "OWNER" || value === "TRADER" || value === "VIEWER" ? value : null;
}

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** What a person an Owner removed from their company learns of it: nothing else about the company. */
export interface CompanyRemoval {
  companyName: string;
  /** The Owner who removed them. */
  removedBy: string;
  /** The day, YYYY-MM-DD on the company's clock. */
  removedOn: string;
}

export const memberMessages = {
  viewerCannotWrite:
    "Your role in this company is Viewer: you can read lots and download statements, not change them. Ask an Owner of the company for the Trader role.",
  ownerOnly: "Only an Owner of the company can do this.",
  lastOwner: "A company always keeps at least one Owner: make another member Owner first.",
  alreadyMember: (email: string) => `${email} is already a member of this company.`,
  memberNotFound: "Member not found",
  invitationNotFound: "Invitation not found",
  invitationInvalid:
    "This invitation link is invalid, has expired, was cancelled or has already been used. Ask the company's Owner for a new one.",
  invitationOtherEmail: (email: string) => `This invitation was sent to ${email}. Sign in with that address to accept it.`,
  alreadyInCompany: (companyName: string) =>
    `You already belong to ${companyName}. A person belongs to one company: ask its Owner to remove you first.`,
  invitationSent: (email: string) => `Invitation sent to ${email}.`,
  invitationNotMailedAgain: (email: string) =>
    `${email} was mailed an invitation less than an hour ago, so no new mail was sent; its link still works. Use Copy link to share a fresh one.`,
  joined: (companyName: string) => `Welcome to ${companyName}.`,
  badRole: "Choose a role: Owner, Trader or Viewer",
  linkCopied: (email: string) =>
    `A fresh link to the invitation to ${email} was copied: paste it in WhatsApp or a message. The earlier link no longer works.`,
  /** Said beside a removal or a change of role that left the member no Owner: what they had sent no longer works. */
  invitationsCancelled: (count: number) =>
    count === 0
      ? ""
      : ` ${count === 1 ? "The invitation they had sent was" : `The ${count} invitations they had sent were`} cancelled: only an Owner's invitations work.`,
  removedFromCompany: ({ companyName, removedBy, removedOn }: CompanyRemoval) =>
    `You were removed from ${companyName} by ${removedBy} on ${formatDateGB(removedOn)}. Ask an Owner of ${companyName} to invite you again, or create your own business profile.`,
};
