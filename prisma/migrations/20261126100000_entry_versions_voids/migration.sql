-- Entries carry a version (edits that name the version they saw never overwrite another's change)
-- and can be voided: kept on record, counted in no balance.
ALTER TYPE "ChangeKind" ADD VALUE 'CONTAINER_VOIDED';
ALTER TYPE "ChangeKind" ADD VALUE 'CONTAINER_RESTORED';
ALTER TYPE "ChangeKind" ADD VALUE 'PAYMENT_VOIDED';
ALTER TYPE "ChangeKind" ADD VALUE 'PAYMENT_RESTORED';

ALTER TABLE "Container" ADD COLUMN "version" INTEGER NOT NULL DEFAULT 1,
  ADD COLUMN "voidedAt" TIMESTAMP(3),
  ADD COLUMN "voidReason" TEXT,
  ADD COLUMN "voidedById" INTEGER;
ALTER TABLE "Payment" ADD COLUMN "version" INTEGER NOT NULL DEFAULT 1,
  ADD COLUMN "voidedAt" TIMESTAMP(3),
  ADD COLUMN "voidReason" TEXT,
  ADD COLUMN "voidedById" INTEGER;

ALTER TABLE "Container" ADD CONSTRAINT "Container_voidedById_fkey" FOREIGN KEY ("voidedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_voidedById_fkey" FOREIGN KEY ("voidedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
