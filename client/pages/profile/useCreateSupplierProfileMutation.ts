import { useCallback } from "react";
import { graphql, useMutation } from "react-relay/hooks";
import type { useCreateSupplierProfileMutation as CreateSupplierProfileMutation } from "../../__generated__/useCreateSupplierProfileMutation.graphql.ts";
import { failureFrom, networkFailure } from "../../relay/outcome.ts";
import type { CreateProfileOutcome, ProfileInput } from "./ProfileForm.tsx";

/**
 * createSupplierProfile. The payload refreshes the viewer everywhere it is shown (the profile page
 * switches to its read-only view, the dashboard to its actions).
 */
export function useCreateSupplierProfileMutation(): [(input: ProfileInput) => Promise<CreateProfileOutcome>, boolean] {
  const [commit, inFlight] = useMutation<CreateSupplierProfileMutation>(graphql`
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
  `);
  const create = useCallback(
    (input: ProfileInput) =>
      new Promise<CreateProfileOutcome>((resolve) => {
        commit({
          variables: { input },
          onCompleted: (response) => {
            const result = response.createSupplierProfile;
            resolve(
              result.__typename === "CreateSupplierProfilePayload" && result.profile
                ? { ok: true, data: { profileId: result.profile.id } }
                : failureFrom(result),
            );
          },
          onError: () => resolve(networkFailure()),
        });
      }),
    [commit],
  );
  return [create, inFlight];
}
