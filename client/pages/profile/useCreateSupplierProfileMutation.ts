import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import type {
  useCreateSupplierProfileMutation as CreateSupplierProfileMutation,
  useCreateSupplierProfileMutation$data,
} from "../../__generated__/useCreateSupplierProfileMutation.graphql.ts";
import { failureFrom } from "../../relay/outcome.ts";
import { useMutationOutcome } from "../../relay/useMutationOutcome.ts";
import type { CreateProfileOutcome, ProfileInput } from "./ProfileForm.tsx";

const createdOutcome = ({ createSupplierProfile: result }: useCreateSupplierProfileMutation$data): CreateProfileOutcome =>
  result.__typename === "CreateSupplierProfilePayload" && result.profile ? { ok: true, data: { profileId: result.profile.id } } : failureFrom(result);

/**
 * createSupplierProfile. The payload refreshes the viewer everywhere it is shown (the profile page
 * switches to its read-only view, the dashboard to its actions).
 */
export function useCreateSupplierProfileMutation(): [(input: ProfileInput) => Promise<CreateProfileOutcome>, boolean] {
  const [run, inFlight] = useMutationOutcome<CreateSupplierProfileMutation, CreateProfileOutcome>(
    graphql`
      mutation useCreateSupplierProfileMutation($input: CreateSupplierProfileInput!) {
        createSupplierProfile(input: $input) {
          __typename
          ... on CreateSupplierProfilePayload {
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
