import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import type { GraphQLTaggedNode } from "relay-runtime";
import type { useCreateProfileMutationBuyerMutation as BuyerMutation } from "../../__generated__/useCreateProfileMutationBuyerMutation.graphql.ts";
import type { useCreateProfileMutationSupplierMutation as SupplierMutation } from "../../__generated__/useCreateProfileMutationSupplierMutation.graphql.ts";
import type { TradeRole } from "../../../shared/roles.ts";
import { failureFrom, type ErrorResultLike } from "../../relay/outcome.ts";
import { useMutationOutcome } from "../../relay/useMutationOutcome.ts";
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
      __typename
      ... on CreateSupplierProfilePayload { profile { id } viewer { ...useCreateProfileMutation_viewer @relay(mask: false) } }
      ...outcome_error @alias(as: "error")
    }
  }
`;

const buyerMutation = graphql`
  mutation useCreateProfileMutationBuyerMutation($input: CreateBuyerProfileInput!) {
    createBuyerProfile(input: $input) {
      __typename
      ... on CreateBuyerProfilePayload { profile { id } viewer { ...useCreateProfileMutation_viewer @relay(mask: false) } }
      ...outcome_error @alias(as: "error")
    }
  }
`;

type ProfileMutation = SupplierMutation | BuyerMutation;
type ProfileResult = ErrorResultLike & { readonly profile?: { readonly id: string } | null };

/** The outcome of the mutation `field`: the new profile's id when it answered `payloadType`. */
const profileOutcome =
  (field: string, payloadType: string) =>
  (response: ProfileMutation["response"]): CreateProfileOutcome => {
    const result = (response as Record<string, ProfileResult>)[field];
    return result.__typename === payloadType && result.profile ? { ok: true, data: { profileId: result.profile.id } } : failureFrom(result);
  };

const mutations: Record<TradeRole, { node: GraphQLTaggedNode; outcome: (response: ProfileMutation["response"]) => CreateProfileOutcome }> = {
  SUPPLIER: { node: supplierMutation, outcome: profileOutcome("createSupplierProfile", "CreateSupplierProfilePayload") },
  BUYER: { node: buyerMutation, outcome: profileOutcome("createBuyerProfile", "CreateBuyerProfilePayload") },
};

/** createSupplierProfile or createBuyerProfile, by `role`. */
export function useCreateProfileMutation(role: TradeRole): [(input: ProfileInput) => Promise<CreateProfileOutcome>, boolean] {
  const [run, inFlight] = useMutationOutcome<ProfileMutation, CreateProfileOutcome>(mutations[role].node, mutations[role].outcome);
  const create = useCallback((input: ProfileInput) => run({ input }), [run]);
  return [create, inFlight];
}
