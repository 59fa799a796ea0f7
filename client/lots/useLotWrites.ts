import type { ContainerEntry, PaymentEntry } from "./entry/EntryForms.tsx";
import { UNDO_REASON } from "./entry/EntryForms.tsx";
import type { ContainerChanges, PaymentChanges } from "./ledger/rowDraft.ts";
import type { LotChanges } from "./LotStatePanel.tsx";
import { useAddContainerMutation } from "./mutations/useAddContainerMutation.ts";
import { useAddPaymentMutation } from "./mutations/useAddPaymentMutation.ts";
import { useRestoreEntryMutation } from "./mutations/useRestoreEntryMutation.ts";
import { useUpdateContainerMutation } from "./mutations/useUpdateContainerMutation.ts";
import { useUpdateLotMutation } from "./mutations/useUpdateLotMutation.ts";
import { useUpdatePaymentMutation } from "./mutations/useUpdatePaymentMutation.ts";
import { useVoidEntryMutation } from "./mutations/useVoidEntryMutation.ts";

/**
 * The lot screen's writes, one mutation hook each: every one names the lot and asks for its ledger
 * for `shown`, the range on screen, so the answer refreshes exactly what is shown.
 */
export function useLotWrites(lotId: string, shown: { from: string | null; to: string | null }) {
  const [addContainer] = useAddContainerMutation();
  const [addPayment] = useAddPaymentMutation();
  const [updateContainer] = useUpdateContainerMutation();
  const [updatePayment] = useUpdatePaymentMutation();
  const [voidEntry] = useVoidEntryMutation();
  const [restoreEntry] = useRestoreEntryMutation();
  const [updateLot] = useUpdateLotMutation();
  const onVoid = (id: string, reason: string) => voidEntry({ input: { id, reason }, ...shown }, lotId);
  return {
    onAddContainer: ({ date, ...rest }: ContainerEntry) => addContainer({ input: { lotId, ...rest, date: date || null }, ...shown }, lotId),
    onAddPayment: ({ amount, date }: PaymentEntry) => addPayment({ input: { lotId, amount, date: date || null }, ...shown }, lotId),
    onUpdateContainer: (id: string, changes: ContainerChanges, expectedVersion?: number) =>
      updateContainer({ input: { id, ...changes, expectedVersion }, ...shown }, lotId),
    onUpdatePayment: (id: string, changes: PaymentChanges, expectedVersion?: number) =>
      updatePayment({ input: { id, ...changes, expectedVersion }, ...shown }, lotId),
    onVoid,
    onUndo: (id: string) => onVoid(id, UNDO_REASON),
    onRestore: (id: string) => restoreEntry({ input: { id }, ...shown }, lotId),
    onSaveLot: (changes: LotChanges, expectedVersion: number) =>
      updateLot({ input: { id: lotId, ...changes, expectedVersion }, ...shown }, lotId),
  };
}
