import { useState } from "react";
import { Link, useLoaderData, useNavigate } from "react-router-dom";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import type { ProfilePageQuery } from "../../__generated__/ProfilePageQuery.graphql.ts";
import { rolePaths, type TradeRole } from "../../../shared/roles.ts";
import { profileLabels } from "../../../shared/validation.ts";
import { Notice } from "../../components/Notice.tsx";
import { SuccessModal } from "../../components/SuccessModal.tsx";
import { otherSideDenied, Unauthorized } from "../../shell/Guards.tsx";
import { ApiAccess } from "./ApiAccess.tsx";
import { DigestSetting } from "../../lots/agreement/DigestSetting.tsx";
import { MembersSection } from "../../members/MembersSection.tsx";
import { RemovedFromCompany } from "../../members/RemovedFromCompany.tsx";
import { asMemberRole, roleMay } from "../../../shared/members.ts";
import { ProfileForm } from "./ProfileForm.tsx";
import { ProfilePageFrame } from "./ProfilePageFrame.tsx";
import { BUYER_VIEW_LABELS, ProfileView, SUPPLIER_VIEW_LABELS } from "./ProfileView.tsx";
import { useCreateProfileMutation } from "./useCreateProfileMutation.ts";

/** SPEC sections 2 and 8: what differs between the supplier's and the buyer's profile page. */
export const PROFILE_TEXTS = {
  SUPPLIER: {
    createdTitle: "Supplier Profile Created",
    createdText: undefined,
    failedFallback: "Failed to add supplier.",
    submit: "Add Supplier",
    nameLabel: "Contact Person",
    viewLabels: SUPPLIER_VIEW_LABELS,
  },
  BUYER: {
    createdTitle: "Buyer Profile Created",
    createdText: "Business profile added successfully",
    failedFallback: "Failed to add buyer.",
    submit: "Add Buyer",
    nameLabel: "Name",
    viewLabels: BUYER_VIEW_LABELS,
  },
} as const;

export const profilePageQuery = graphql`
  query ProfilePageQuery {
    siteInfo {
      timeZone
    }
    viewer {
      id
      ...RemovedFromCompany_viewer
      ...DigestSetting_viewer
      profile {
        id
        role
        ...ProfileView_profile
        viewerRole
        ...ApiAccess_profile
        ...MembersSection_profile
      }
    }
  }
`;

function CreateForm({ role, onCreated, loadFailed = false }: { role: TradeRole; onCreated: () => void; loadFailed?: boolean }) {
  const [create, inFlight] = useCreateProfileMutation(role);
  const texts = PROFILE_TEXTS[role];
  const formLabels = {
    ...profileLabels,
    name: texts.nameLabel,
    companyName: "Company Name",
    contact: "Contact Number",
    gst: "GST/VAT Number",
  };
  return (
    <ProfileForm
      labels={formLabels}
      submitLabel={texts.submit}
      failedFallback={texts.failedFallback}
      submit={create}
      inFlight={inFlight}
      onCreated={onCreated}
    >
      {loadFailed ? (
        <Notice variant="warning">
          Your business profile could not be loaded. If you already have one, reload the page instead of adding it again.
        </Notice>
      ) : (
        <p className="backoffice__muted">
          Your company's details as a {role === "SUPPLIER" ? "supplier" : "buyer"}. Fields without “(optional)” are required.
        </p>
      )}
    </ProfileForm>
  );
}

/** A supplier also gets Manage Lots next to Back to Dashboard (SPEC section 2). */
function ProfileActions({ role }: { role: TradeRole }) {
  const back = (
    <Link to={rolePaths[role].dashboard} className={role === "SUPPLIER" ? "btn btn--outline" : "btn"}>
      Back to Dashboard
    </Link>
  );
  if (role === "BUYER") return back;
  return (
    <>
      <Link to={rolePaths.SUPPLIER.lots} className="btn">
        Manage Lots
      </Link>
      {back}
    </>
  );
}

function Content({ role, queryRef, onCreated }: { role: TradeRole; queryRef: PreloadedQuery<ProfilePageQuery>; onCreated: () => void }) {
  const { viewer, siteInfo } = usePreloadedQuery<ProfilePageQuery>(profilePageQuery, queryRef);
  if (!viewer) return <Unauthorized />;
  const denied = otherSideDenied(viewer.profile?.role, role);
  if (denied) return denied;
  if (viewer.profile) {
    return (
      <>
        <ProfileView profile={viewer.profile} labels={PROFILE_TEXTS[role].viewLabels} actions={<ProfileActions role={role} />} />
        <MembersSection profile={viewer.profile} timeZone={siteInfo.timeZone} />
        {roleMay(asMemberRole(viewer.profile.viewerRole), "manage") ? (
          <ApiAccess profile={viewer.profile} timeZone={siteInfo.timeZone} />
        ) : null}
        {/* Issue 47: the people who confirm entries choose their daily digest (a Viewer confirms nothing, and is mailed none). */}
        {roleMay(asMemberRole(viewer.profile.viewerRole), "write") ? <DigestSetting viewer={viewer} side="company" /> : null}
      </>
    );
  }
  return (
    <>
      <RemovedFromCompany viewer={viewer} />
      <CreateForm role={role} onCreated={onCreated} />
    </>
  );
}

/**
 * /add-supplier and /buyerbusinessprofile: the business profile of the role, read-only, or the
 * form that creates it.
 */
function ProfilePage({ role }: { role: TradeRole }) {
  const queryRef = useLoaderData() as PreloadedQuery<ProfilePageQuery>;
  const navigate = useNavigate();
  const [created, setCreated] = useState(false);
  const onCreated = () => setCreated(true);
  const texts = PROFILE_TEXTS[role];
  return (
    <>
      <ProfilePageFrame role={role} failed={<CreateForm role={role} onCreated={onCreated} loadFailed />}>
        <Content role={role} queryRef={queryRef} onCreated={onCreated} />
      </ProfilePageFrame>
      {/* SPEC sections 2 and 9: to the role's dashboard when the popup closes itself after 2.5 s. */}
      <SuccessModal
        open={created}
        title={texts.createdTitle}
        text={texts.createdText}
        onClose={() => navigate(rolePaths[role].dashboard)}
      />
    </>
  );
}

export function SupplierProfilePage() {
  return <ProfilePage role="SUPPLIER" />;
}

export function BuyerProfilePage() {
  return <ProfilePage role="BUYER" />;
}
