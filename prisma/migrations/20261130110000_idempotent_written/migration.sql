-- AlterTable
ALTER TABLE "IdempotentRequest" ADD COLUMN     "writtenId" INTEGER;

