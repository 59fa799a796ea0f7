-- Issue 47, "being told": a daily e-mail digest of the entries waiting for a person's side, which each
-- person can turn off, and which never names an entry the person already saw (opened its lot) or was
-- mailed at the same version. Shapes and rules: server/agreement/digest.ts.
-- AlterTable
ALTER TABLE "User" ADD COLUMN     "agreementDigest" BOOLEAN NOT NULL DEFAULT true;

-- CreateTable
CREATE TABLE "EntryNotice" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "containerId" INTEGER,
    "paymentId" INTEGER,
    "version" INTEGER NOT NULL,
    "mailed" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EntryNotice_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DigestDay" (
    "userId" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "mailId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DigestDay_pkey" PRIMARY KEY ("userId","day")
);

-- CreateIndex
CREATE INDEX "EntryNotice_containerId_idx" ON "EntryNotice"("containerId");

-- CreateIndex
CREATE INDEX "EntryNotice_paymentId_idx" ON "EntryNotice"("paymentId");

-- CreateIndex
CREATE UNIQUE INDEX "EntryNotice_userId_containerId_version_key" ON "EntryNotice"("userId", "containerId", "version");

-- CreateIndex
CREATE UNIQUE INDEX "EntryNotice_userId_paymentId_version_key" ON "EntryNotice"("userId", "paymentId", "version");

-- AddForeignKey
ALTER TABLE "EntryNotice" ADD CONSTRAINT "EntryNotice_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EntryNotice" ADD CONSTRAINT "EntryNotice_containerId_fkey" FOREIGN KEY ("containerId") REFERENCES "Container"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EntryNotice" ADD CONSTRAINT "EntryNotice_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "Payment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DigestDay" ADD CONSTRAINT "DigestDay_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- One entry per notice: a container's or a payment's.
ALTER TABLE "EntryNotice" ADD CONSTRAINT "EntryNotice_one_entry" CHECK (("containerId" IS NULL) <> ("paymentId" IS NULL));
