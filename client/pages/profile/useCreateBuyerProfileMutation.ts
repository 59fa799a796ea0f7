import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import type {
  useCreateBuyerProfileMutation as CreateBuyerProfileMutation,
  useCreateBuyerProfileMutation$data,
} from "../../__generated__/useCreateBuyerProfileMutation.graphql.ts";
import { failureFrom } from "../../relay/outcome.ts";
import { useMutationOutcome } from "../../relay/useMutationOutcome.ts";
import type { CreateProfileOutcome, ProfileInput } from "./ProfileForm.tsx";

const createdOutcome = ({ createBuyerProfile: result }: useCreateBuyerProfileMutation$data): CreateProfileOutcome =>
  result.__typename === "CreateBuyerProfilePayload" && result.profile ? { ok: true, data: { profileId: result.profile.id } } : failureFrom(result);

/**
 * createBuyerProfile. The payload refreshes the viewer everywhere it is shown (the profile page
 * switches to its read-only view, the dashboard to its actions).
 */
export function useCreateBuyerProfileMutation(): [(input: ProfileInput) => Promise<CreateProfileOutcome>, boolean] {
  const [run, inFlight] = useMutationOutcome<CreateBuyerProfileMutation, CreateProfileOutcome>(
    graphql`
      mutation useCreateBuyerProfileMutation($input: CreateBuyerProfileInput!) {
        createBuyerProfile(input: $input) {
          __typename
          ... on CreateBuyerProfilePayload {
            profile {
              id
              role
              ...ProfileView_profile
            }
            viewer {
              id
              profile {
                id
                role
                ...ProfileView_profile
                ...ApiAccess_profile
              }
              ...DashboardView_viewer
            }
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
    `,
    createdOutcome,
  );
  const create = useCallback((input: ProfileInput) => run({ input }), [run]);
  return [create, inFlight];
}
