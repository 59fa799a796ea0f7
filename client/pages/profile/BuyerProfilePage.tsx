import { useState } from "react";
import { Link, useLoaderData, useNavigate } from "react-router-dom";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import type { BuyerProfilePageQuery } from "../../__generated__/BuyerProfilePageQuery.graphql.ts";
import { profileLabels } from "../../../shared/validation.ts";
import { Notice } from "../../components/Notice.tsx";
import { SuccessModal } from "../../components/SuccessModal.tsx";
import { AccessDenied, Unauthorized } from "../dashboard/Guards.tsx";
import { asTradeRole } from "../../../shared/roles.ts";
import { ProfileForm } from "./ProfileForm.tsx";
import { ProfilePageFrame } from "./ProfilePageFrame.tsx";
import { BUYER_VIEW_LABELS, ProfileView } from "./ProfileView.tsx";
import { useCreateProfileMutation } from "./useCreateProfileMutation.ts";

/** SPEC sections 2 and 8. */
export const BUYER_PROFILE_TEXTS = {
  createdTitle: "Buyer Profile Created",
  createdText: "Business profile added successfully",
  failedFallback: "Failed to add buyer.",
  submit: "Add Buyer",
} as const;

const formLabels = { ...profileLabels, name: "Name", companyName: "Company Name", contact: "Contact Number", gst: "GST/VAT Number" };

export const buyerProfilePageQuery = graphql`
  query BuyerProfilePageQuery {
    viewer {
      id
      profile {
        id
        role
        ...ProfileView_profile
      }
    }
  }
`;

function CreateForm({ onCreated, loadFailed = false }: { onCreated: () => void; loadFailed?: boolean }) {
  const [create, inFlight] = useCreateProfileMutation("BUYER");
  return (
    <ProfileForm
      labels={formLabels}
      submitLabel={BUYER_PROFILE_TEXTS.submit}
      failedFallback={BUYER_PROFILE_TEXTS.failedFallback}
      submit={create}
      inFlight={inFlight}
      onCreated={onCreated}
    >
      {loadFailed ? (
        <Notice variant="warning">Your business profile could not be loaded. If you already have one, reload the page instead of adding it again.</Notice>
      ) : (
        <p className="backoffice__muted">Your company's details as a buyer. Fields without “(optional)” are required.</p>
      )}
    </ProfileForm>
  );
}

function Content({ queryRef, onCreated }: { queryRef: PreloadedQuery<BuyerProfilePageQuery>; onCreated: () => void }) {
  const { viewer } = usePreloadedQuery<BuyerProfilePageQuery>(buyerProfilePageQuery, queryRef);
  if (!viewer) return <Unauthorized />;
  const held = asTradeRole(viewer.profile?.role);
  if (held === "SUPPLIER") return <AccessDenied held="SUPPLIER" wanted="BUYER" />;
  if (viewer.profile) {
    return (
      <ProfileView
        profile={viewer.profile}
        labels={BUYER_VIEW_LABELS}
        actions={
          <Link to="/dashboard1" className="btn">
            Back to Dashboard
          </Link>
        }
      />
    );
  }
  return <CreateForm onCreated={onCreated} />;
}

/** /buyerbusinessprofile: the buyer's business profile, read-only with Back to Dashboard, or the Add Buyer form. */
export default function BuyerProfilePage() {
  const queryRef = useLoaderData() as PreloadedQuery<BuyerProfilePageQuery>;
  const navigate = useNavigate();
  const [created, setCreated] = useState(false);
  const onCreated = () => setCreated(true);
  return (
    <>
      <ProfilePageFrame role="BUYER" failed={<CreateForm onCreated={onCreated} loadFailed />}>
        <Content queryRef={queryRef} onCreated={onCreated} />
      </ProfilePageFrame>
      {/* SPEC sections 2 and 9: to the buyer dashboard when the popup closes itself after 2.5 s. */}
      <SuccessModal
        open={created}
        title={BUYER_PROFILE_TEXTS.createdTitle}
        text={BUYER_PROFILE_TEXTS.createdText}
        onClose={() => navigate("/dashboard1")}
      />
    </>
  );
}
