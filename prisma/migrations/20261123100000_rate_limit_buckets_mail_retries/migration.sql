-- Rate limit counters are transient: the fixed windows give way to token buckets, starting full.
DELETE FROM "RateLimit";

-- AlterTable
ALTER TABLE "OutgoingMail" ADD COLUMN     "attempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "nextAttemptAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- AlterTable
ALTER TABLE "RateLimit" DROP CONSTRAINT "RateLimit_pkey",
DROP COLUMN "count",
DROP COLUMN "windowStart",
ADD COLUMN     "allowed" BOOLEAN NOT NULL,
ADD COLUMN     "tokens" DOUBLE PRECISION NOT NULL,
ADD COLUMN     "updatedAt" TIMESTAMP(3) NOT NULL,
ADD CONSTRAINT "RateLimit_pkey" PRIMARY KEY ("key");

