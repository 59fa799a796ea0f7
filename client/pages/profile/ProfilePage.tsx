import { useState } from "react";
import { Link, useLoaderData, useNavigate } from "react-router-dom";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import type { SupplierProfilePageQuery } from "../../__generated__/SupplierProfilePageQuery.graphql.ts";
import { profileLabels } from "../../../shared/validation.ts";
import { Notice } from "../../components/Notice.tsx";
import { SuccessModal } from "../../components/SuccessModal.tsx";
import { AccessDenied, Unauthorized } from "../dashboard/Guards.tsx";
import { asTradeRole } from "../../../shared/roles.ts";
import { ProfileForm } from "./ProfileForm.tsx";
import { ProfilePageFrame } from "./ProfilePageFrame.tsx";
import { ProfileView, SUPPLIER_VIEW_LABELS } from "./ProfileView.tsx";
import { useCreateProfileMutation } from "./useCreateProfileMutation.ts";

/** SPEC sections 2 and 8. */
export const SUPPLIER_PROFILE_TEXTS = {
  created: "Supplier Profile Created",
  failedFallback: "Failed to add supplier.",
  submit: "Add Supplier",
} as const;

const formLabels = { ...profileLabels, name: "Contact Person", companyName: "Company Name", contact: "Contact Number", gst: "GST/VAT Number" };

export const supplierProfilePageQuery = graphql`
  query SupplierProfilePageQuery {
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
  const [create, inFlight] = useCreateProfileMutation("SUPPLIER");
  return (
    <ProfileForm
      labels={formLabels}
      submitLabel={SUPPLIER_PROFILE_TEXTS.submit}
      failedFallback={SUPPLIER_PROFILE_TEXTS.failedFallback}
      submit={create}
      inFlight={inFlight}
      onCreated={onCreated}
    >
      {loadFailed ? (
        <Notice variant="warning">Your business profile could not be loaded. If you already have one, reload the page instead of adding it again.</Notice>
      ) : (
        <p className="backoffice__muted">Your company's details as a supplier. Fields without “(optional)” are required.</p>
      )}
    </ProfileForm>
  );
}

function Content({ queryRef, onCreated }: { queryRef: PreloadedQuery<SupplierProfilePageQuery>; onCreated: () => void }) {
  const { viewer } = usePreloadedQuery<SupplierProfilePageQuery>(supplierProfilePageQuery, queryRef);
  if (!viewer) return <Unauthorized />;
  const held = asTradeRole(viewer.profile?.role);
  if (held === "BUYER") return <AccessDenied held="BUYER" wanted="SUPPLIER" />;
  if (viewer.profile) {
    return (
      <ProfileView
        profile={viewer.profile}
        labels={SUPPLIER_VIEW_LABELS}
        actions={
          <>
            <Link to="/add-lot" className="btn">
              Manage Lots
            </Link>
            <Link to="/dashboard" className="btn btn--outline">
              Back to Dashboard
            </Link>
          </>
        }
      />
    );
  }
  return <CreateForm onCreated={onCreated} />;
}

/** /add-supplier: the supplier's business profile, read-only, or the form that creates it. */
export default function SupplierProfilePage() {
  const queryRef = useLoaderData() as PreloadedQuery<SupplierProfilePageQuery>;
  const navigate = useNavigate();
  const [created, setCreated] = useState(false);
  const onCreated = () => setCreated(true);
  return (
    <>
      <ProfilePageFrame role="SUPPLIER" failed={<CreateForm onCreated={onCreated} loadFailed />}>
        <Content queryRef={queryRef} onCreated={onCreated} />
      </ProfilePageFrame>
      {/* SPEC sections 2 and 9: to the dashboard when the popup closes itself after 2.5 s. */}
      <SuccessModal open={created} title={SUPPLIER_PROFILE_TEXTS.created} onClose={() => navigate("/dashboard")} />
    </>
  );
}
