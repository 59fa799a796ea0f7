import type { ReactNode } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { ProfileView_profile$key } from "../../__generated__/ProfileView_profile.graphql.ts";
import { asTradeRole, roleLabel } from "../../../shared/roles.ts";
import { profileLabels, type ProfileField } from "../../../shared/validation.ts";
import "../../shell/backoffice.css";

export type ProfileViewField = Exclude<ProfileField, "gst"> | "gstOrVat";

/** SPEC section 2: the labels of the read-only views. Email, Address and Website as on the form; GST/VAT shows gst, else vat. */
const COMMON_VIEW_LABELS = {
  contact: "Contact",
  email: profileLabels.email,
  address: profileLabels.address,
  website: profileLabels.website,
  gstOrVat: "GST/VAT",
} satisfies Partial<Record<ProfileViewField, string>>;

export const SUPPLIER_VIEW_LABELS: Record<ProfileViewField, string> = {
  name: "Contact Person",
  companyName: "Company",
  ...COMMON_VIEW_LABELS,
};

export const BUYER_VIEW_LABELS: Record<ProfileViewField, string> = { name: "Name", companyName: "Company Name", ...COMMON_VIEW_LABELS };

const NONE = "—";

function websiteHref(website: string): string | null {
  try {
    const url = new URL(website);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

/** The read-only business profile: each label with its value; GST/VAT shows gst, else vat. */
export function ProfileView({
  profile,
  labels,
  actions,
}: {
  profile: ProfileView_profile$key;
  labels: Record<ProfileViewField, string>;
  actions?: ReactNode;
}) {
  const data = useFragment(
    graphql`
      fragment ProfileView_profile on BusinessProfile {
        role
        name
        companyName
        contact
        email
        address
        website
        gst
        vat
      }
    `,
    profile,
  );
  const role = asTradeRole(data.role);
  const href = data.website ? websiteHref(data.website) : null;
  const rows: [ProfileViewField, ReactNode][] = [
    ["name", data.name],
    ["companyName", data.companyName],
    ["contact", <a href={`tel:${data.contact.replace(/[^\d+]/g, "")}`}>{data.contact}</a>],
    ["email", <a href={`mailto:${data.email}`}>{data.email}</a>],
    ["address", data.address],
    [
      "website",
      data.website ? (
        href ? (
          <a href={href} target="_blank" rel="noopener noreferrer">
            {data.website}
          </a>
        ) : (
          data.website
        )
      ) : (
        NONE
      ),
    ],
    ["gstOrVat", data.gst || data.vat || NONE],
  ];
  return (
    <article className="profile-card" aria-labelledby="profile-company">
      <header className="profile-card__head">
        {role ? <span className="profile-card__role">{roleLabel[role]}</span> : null}
        <h2 id="profile-company">{data.companyName}</h2>
      </header>
      <dl className="profile-details">
        {rows.map(([field, value]) => (
          <div key={field}>
            <dt>{labels[field]}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {actions ? <div className="profile-card__actions">{actions}</div> : null}
    </article>
  );
}
