-- The desk's enquiries inbox: every enquiry (those already stored too) starts NEW.
CREATE TYPE "EnquiryStatus" AS ENUM ('NEW', 'ANSWERED', 'CLOSED');
ALTER TABLE "Enquiry" ADD COLUMN "status" "EnquiryStatus" NOT NULL DEFAULT 'NEW',
  ADD COLUMN "takenById" INTEGER,
  ADD COLUMN "profileId" INTEGER;
ALTER TABLE "Enquiry" ADD CONSTRAINT "Enquiry_takenById_fkey" FOREIGN KEY ("takenById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "Enquiry" ADD CONSTRAINT "Enquiry_profileId_fkey" FOREIGN KEY ("profileId") REFERENCES "Profile"("id") ON DELETE SET NULL ON UPDATE CASCADE;
CREATE INDEX "Enquiry_receivedAt_id_idx" ON "Enquiry"("receivedAt", "id");

CREATE TABLE "EnquiryReply" (
    "id" SERIAL NOT NULL,
    "enquiryId" INTEGER NOT NULL,
    "authorId" INTEGER,
    "authorName" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "sentAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "mailId" INTEGER,
    CONSTRAINT "EnquiryReply_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "EnquiryReply_mailId_key" ON "EnquiryReply"("mailId");
CREATE INDEX "EnquiryReply_enquiryId_id_idx" ON "EnquiryReply"("enquiryId", "id");
ALTER TABLE "EnquiryReply" ADD CONSTRAINT "EnquiryReply_enquiryId_fkey" FOREIGN KEY ("enquiryId") REFERENCES "Enquiry"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "EnquiryReply" ADD CONSTRAINT "EnquiryReply_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "EnquiryReply" ADD CONSTRAINT "EnquiryReply_mailId_fkey" FOREIGN KEY ("mailId") REFERENCES "OutgoingMail"("id") ON DELETE SET NULL ON UPDATE CASCADE;
