-- A trade's papers (issue 48): a container's and a payment's optional papers, one JSON object of texts each.
ALTER TABLE "Container" ADD COLUMN "papers" JSONB NOT NULL DEFAULT '{}';
ALTER TABLE "Payment" ADD COLUMN "papers" JSONB NOT NULL DEFAULT '{}';
