-- Invitations to Gulf Recycling Traders' staff (server/house/staff.ts): sent by a House Admin, or by
-- `npm run house -- add-admin` (no sender). One open invitation per address.
CREATE TABLE "StaffInvitation" (
    "id" SERIAL NOT NULL,
    "email" TEXT NOT NULL,
    "houseRole" "HouseRole" NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "invitedById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "acceptedAt" TIMESTAMP(3),
    "cancelledAt" TIMESTAMP(3),
    CONSTRAINT "StaffInvitation_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "StaffInvitation_tokenHash_key" ON "StaffInvitation"("tokenHash");
CREATE UNIQUE INDEX "StaffInvitation_open_per_email" ON "StaffInvitation"("email") WHERE "acceptedAt" IS NULL AND "cancelledAt" IS NULL;

ALTER TABLE "StaffInvitation" ADD CONSTRAINT "StaffInvitation_invitedById_fkey" FOREIGN KEY ("invitedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
