-- AlterTable
ALTER TABLE "User" ADD COLUMN     "removedAt" TIMESTAMP(3),
ADD COLUMN     "removedBy" TEXT,
ADD COLUMN     "removedFrom" TEXT;

