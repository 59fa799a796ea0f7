-- A lot's state and notes (issue 48); a change of a lot (state, price, notes) in the change feed.
CREATE TYPE "LotState" AS ENUM ('OPEN', 'SHIPPED', 'CLOSED');
ALTER TABLE "Lot" ADD COLUMN "state" "LotState" NOT NULL DEFAULT 'OPEN';
ALTER TABLE "Lot" ADD COLUMN "notes" TEXT NOT NULL DEFAULT '';
ALTER TYPE "ChangeKind" ADD VALUE 'LOT_UPDATED';
