-- Photos and documents attached to a lot, a container or a payment (issue 48). The files' bytes live
-- in the database on both backends (AttachmentChunk): every server process serves every file, and
-- the embedded data directory's backups and PostgreSQL's dumps keep them.
CREATE TABLE "Attachment" (
    "id" SERIAL NOT NULL,
    "profileId" INTEGER NOT NULL,
    "lotId" INTEGER NOT NULL,
    "containerId" INTEGER,
    "paymentId" INTEGER,
    "fileName" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "byteSize" INTEGER NOT NULL,
    "thumbnailType" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdById" INTEGER NOT NULL,
    "apiKeyId" INTEGER,
    "removedAt" TIMESTAMP(3),
    "removedById" INTEGER,
    CONSTRAINT "Attachment_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "Attachment_profileId_fkey" FOREIGN KEY ("profileId") REFERENCES "Profile"("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Attachment_lotId_fkey" FOREIGN KEY ("lotId") REFERENCES "Lot"("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Attachment_containerId_fkey" FOREIGN KEY ("containerId") REFERENCES "Container"("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Attachment_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "Payment"("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Attachment_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Attachment_apiKeyId_fkey" FOREIGN KEY ("apiKeyId") REFERENCES "ApiKey"("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Attachment_removedById_fkey" FOREIGN KEY ("removedById") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
CREATE INDEX "Attachment_lotId_idx" ON "Attachment"("lotId");

-- A file's bytes ("file") and its thumbnail's ("thumbnail"), 256 KiB a row, in order.
CREATE TABLE "AttachmentChunk" (
    "attachmentId" INTEGER NOT NULL,
    "part" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "data" BYTEA NOT NULL,
    CONSTRAINT "AttachmentChunk_pkey" PRIMARY KEY ("attachmentId", "part", "seq"),
    CONSTRAINT "AttachmentChunk_attachmentId_fkey" FOREIGN KEY ("attachmentId") REFERENCES "Attachment"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
