-- An API key's edits and voids name the key, not only the person who created it.
ALTER TABLE "ChangeLog" ADD COLUMN "apiKeyId" INTEGER;
ALTER TABLE "Container" ADD COLUMN "voidedByApiKeyId" INTEGER;
ALTER TABLE "Payment" ADD COLUMN "voidedByApiKeyId" INTEGER;

ALTER TABLE "ChangeLog" ADD CONSTRAINT "ChangeLog_apiKeyId_fkey" FOREIGN KEY ("apiKeyId") REFERENCES "ApiKey"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "Container" ADD CONSTRAINT "Container_voidedByApiKeyId_fkey" FOREIGN KEY ("voidedByApiKeyId") REFERENCES "ApiKey"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_voidedByApiKeyId_fkey" FOREIGN KEY ("voidedByApiKeyId") REFERENCES "ApiKey"("id") ON DELETE SET NULL ON UPDATE CASCADE;
