import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import type { RecordSourceSelectorProxy } from "relay-runtime";
import type {
  useAttachFileMutation as AttachFileMutation,
  useAttachFileMutation$data,
} from "../../__generated__/useAttachFileMutation.graphql.ts";
import { failureFrom, loggedNetworkFailure, type MutationOutcome } from "../../relay/outcome.ts";
import { UPLOAD_PROGRESS, type UploadProgress } from "../../relay/upload.ts";
import { useMutationOutcome } from "../../relay/useMutationOutcome.ts";

const mutation = graphql`
  mutation useAttachFileMutation($input: AttachFileInput!) {
    attachFile(input: $input) {
      __typename
      ... on AttachFilePayload {
        attachmentEdge {
          node {
            ...LotAttachments_attachment @relay(mask: false)
          }
        }
      }
      ...outcome_error @alias(as: "error")
    }
  }
`;

export type AttachOutcome = MutationOutcome<{ id: string }>;

const attachOutcome = ({ attachFile: result }: useAttachFileMutation$data): AttachOutcome =>
  result.__typename === "AttachFilePayload" && result.attachmentEdge
    ? { ok: true, data: { id: result.attachmentEdge.node.id } }
    : failureFrom(result);

const attachFailed = loggedNetworkFailure("attachFile");

/**
 * The new attachment joins the end of its lot's `allAttachments` (the lot screen reads every
 * attachment of the lot in that one list, grouped by entry, instead of a connection per row).
 */
const appendTo = (lotId: string) => (store: RecordSourceSelectorProxy) => {
  const node = store.getRootField("attachFile")?.getLinkedRecord("attachmentEdge")?.getLinkedRecord("node");
  const lot = store.get(lotId);
  if (!node || !lot) return;
  const list = lot.getLinkedRecords("allAttachments") ?? [];
  if (!list.some((record) => record?.getDataID() === node.getDataID())) lot.setLinkedRecords([...list, node], "allAttachments");
};

/**
 * attachFile: sends one file as a multipart request (client/relay/upload.ts), reporting its
 * progress, and adds the attachment to the lot's list on screen.
 */
export function useAttachFileMutation(): [
  (entryId: string, file: File, lotId: string, onProgress?: UploadProgress) => Promise<AttachOutcome>,
  boolean,
] {
  const [run, inFlight] = useMutationOutcome<AttachFileMutation, AttachOutcome>(mutation, attachOutcome, attachFailed);
  const attach = useCallback(
    (entryId: string, file: File, lotId: string, onProgress?: UploadProgress) =>
      run(
        { input: { entryId, file: null } },
        {
          uploadables: { "input.file": file },
          updater: appendTo(lotId),
          cacheConfig: { force: true, metadata: { [UPLOAD_PROGRESS]: onProgress } },
        },
      ),
    [run],
  );
  return [attach, inFlight];
}
