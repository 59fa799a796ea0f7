import type { RecordSourceSelectorProxy } from "relay-runtime";

/** A mutation's answer whose payload (under the mutation's field) carries the new enquiries' count. */
type WithEnquiryCount = Record<string, { readonly newEnquiryCount?: number | null } | null | undefined>;

/**
 * A store updater for an enquiry mutation whose payload carries `newEnquiryCount`: it writes the
 * count into `Query.house`, so the desk header's count follows a take/reply/close/reopen without a reload.
 */
export function newEnquiryCountUpdater(field: string) {
  return {
    updater: (store: RecordSourceSelectorProxy<WithEnquiryCount>) => {
      const count = store.getRootField(field)?.getValue("newEnquiryCount");
      if (typeof count === "number") store.getRoot().getLinkedRecord("house")?.setValue(count, "newEnquiryCount");
    },
  };
}
