import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import type { RecordSourceSelectorProxy } from "relay-runtime";
import type {
  useRemoveAttachmentMutation as RemoveAttachmentMutation,
  useRemoveAttachmentMutation$data,
} from "../../__generated__/useRemoveAttachmentMutation.graphql.ts";
import { failureFrom, loggedNetworkFailure, type MutationOutcome } from "../../relay/outcome.ts";
import { useMutationOutcome } from "../../relay/useMutationOutcome.ts";

const mutation = graphql`
  mutation useRemoveAttachmentMutation($input: RemoveAttachmentInput!) {
    removeAttachment(input: $input) {
      __typename
      ... on RemoveAttachmentPayload {
        attachment {
          id
          removedAt
          thumbnailUrl
        }
      }
      ...outcome_error @alias(as: "error")
    }
  }
`;

type RemoveOutcome = MutationOutcome<true>;

const removeOutcome = ({ removeAttachment: result }: useRemoveAttachmentMutation$data): RemoveOutcome =>
  result.__typename === "RemoveAttachmentPayload" ? { ok: true, data: true } : failureFrom(result);

const removeFailed = loggedNetworkFailure("removeAttachment");

/** The removed attachment leaves its lot's `allAttachments` (the server keeps it on record, removed). */
const dropFrom = (lotId: string, id: string) => (store: RecordSourceSelectorProxy) => {
  if (store.getRootField("removeAttachment")?.getValue("__typename") !== "RemoveAttachmentPayload") return;
  const lot = store.get(lotId);
  const list = lot?.getLinkedRecords("allAttachments");
  if (lot && list)
    lot.setLinkedRecords(
      list.filter((record) => record?.getDataID() !== id),
      "allAttachments",
    );
};

/** removeAttachment: removes a photo or document (kept on record as removed, like a void). */
export function useRemoveAttachmentMutation(): [(id: string, lotId: string) => Promise<RemoveOutcome>, boolean] {
  const [run, inFlight] = useMutationOutcome<RemoveAttachmentMutation, RemoveOutcome>(mutation, removeOutcome, removeFailed);
  const remove = useCallback((id: string, lotId: string) => run({ input: { id } }, { updater: dropFrom(lotId, id) }), [run]);
  return [remove, inFlight];
}
