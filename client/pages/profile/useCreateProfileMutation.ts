import { graphql } from "react-relay/hooks";
import type { GraphQLTaggedNode } from "relay-runtime";
import type { useCreateProfileMutationBuyerMutation as BuyerMutation } from "../../__generated__/useCreateProfileMutationBuyerMutation.graphql.ts";
import type { useCreateProfileMutationSupplierMutation as SupplierMutation } from "../../__generated__/useCreateProfileMutationSupplierMutation.graphql.ts";
import type { TradeRole } from "../../../shared/roles.ts";
import { useInputMutation } from "../../relay/useMutationOutcome.ts";
import type { CreateProfileOutcome, ProfileInput } from "./ProfileForm.tsx";

/** What the payload refreshes: the viewer everywhere it is shown (the profile's view, the dashboard's actions). */
graphql`
  fragment useCreateProfileMutation_viewer on User {
    id
    profile {
      id
      role
      viewerRole
      ...ProfileView_profile
      ...ApiAccess_profile
      ...MembersSection_profile
    }
    ...DashboardView_viewer
  }
`;

const supplierMutation = graphql`
  mutation useCreateProfileMutationSupplierMutation($input: CreateSupplierProfileInput!) {
    createSupplierProfile(input: $input) {
      ... on CreateSupplierProfilePayload {
        profile {
          id
        }
        viewer {
          ...useCreateProfileMutation_viewer @relay(mask: false)
        }
      }
      ...outcome_error @alias(as: "error")
    }
  }
`;

const buyerMutation = graphql`
  mutation useCreateProfileMutationBuyerMutation($input: CreateBuyerProfileInput!) {
    createBuyerProfile(input: $input) {
      ... on CreateBuyerProfilePayload {
        profile {
          id
        }
        viewer {
          ...useCreateProfileMutation_viewer @relay(mask: false)
        }
      }
      ...outcome_error @alias(as: "error")
    }
  }
`;

type ProfileMutation = SupplierMutation | BuyerMutation;

const profileData = ({ profile }: { readonly profile?: { readonly id: string } | null }) => (profile ? { profileId: profile.id } : null);

const mutations: Record<TradeRole, GraphQLTaggedNode> = { SUPPLIER: supplierMutation, BUYER: buyerMutation };

/** createSupplierProfile or createBuyerProfile, by `role`. */
export function useCreateProfileMutation(role: TradeRole): [(input: ProfileInput) => Promise<CreateProfileOutcome>, boolean] {
  return useInputMutation<ProfileMutation, { profileId: string }>(mutations[role], profileData);
}
