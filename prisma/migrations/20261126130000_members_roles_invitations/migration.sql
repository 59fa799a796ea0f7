-- A company is a team: every person belongs to at most one company with a role; the creator of a
-- profile becomes its first Owner. Profile."userId" stays as "who created it" and is no longer unique.
CREATE TYPE "MemberRole" AS ENUM ('OWNER', 'TRADER', 'VIEWER');

ALTER TABLE "User" ADD COLUMN "companyId" INTEGER,
                   ADD COLUMN "memberRole" "MemberRole",
                   ADD COLUMN "memberSince" TIMESTAMP(3),
                   ADD CONSTRAINT "User_member_role_with_company" CHECK (("companyId" IS NULL) = ("memberRole" IS NULL));

UPDATE "User" u SET "companyId" = p."id", "memberRole" = 'OWNER', "memberSince" = p."createdAt"
  FROM "Profile" p WHERE p."userId" = u."id";

ALTER TABLE "User" ADD CONSTRAINT "User_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Profile"("id") ON DELETE SET NULL ON UPDATE CASCADE;
CREATE INDEX "User_companyId_idx" ON "User"("companyId");

DROP INDEX "Profile_userId_key";
CREATE INDEX "Profile_userId_idx" ON "Profile"("userId");

CREATE TABLE "Invitation" (
    "id" SERIAL NOT NULL,
    "profileId" INTEGER NOT NULL,
    "email" TEXT NOT NULL,
    "role" "MemberRole" NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "invitedById" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "acceptedAt" TIMESTAMP(3),
    "cancelledAt" TIMESTAMP(3),

    CONSTRAINT "Invitation_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "Invitation_tokenHash_key" ON "Invitation"("tokenHash");
CREATE INDEX "Invitation_profileId_idx" ON "Invitation"("profileId");
-- One open invitation per address and company: inviting again is a resend.
CREATE UNIQUE INDEX "Invitation_open_per_email" ON "Invitation"("profileId", "email") WHERE "acceptedAt" IS NULL AND "cancelledAt" IS NULL;

ALTER TABLE "Invitation" ADD CONSTRAINT "Invitation_profileId_fkey" FOREIGN KEY ("profileId") REFERENCES "Profile"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Invitation" ADD CONSTRAINT "Invitation_invitedById_fkey" FOREIGN KEY ("invitedById") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
