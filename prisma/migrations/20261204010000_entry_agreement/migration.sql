-- Both sides agree (issue 47): every container and payment is recorded by one side (the house, or
-- the counterparty company) and confirmed or disputed by the other. Its state is one JSON value
-- (shape: shared/agreement.ts), read with the entry's row everywhere the row is read.
ALTER TABLE "Container" ADD COLUMN "agreement" JSONB NOT NULL DEFAULT '{"state":"RECORDED","recordedBy":"COUNTERPARTY"}';
ALTER TABLE "Payment" ADD COLUMN "agreement" JSONB NOT NULL DEFAULT '{"state":"RECORDED","recordedBy":"COUNTERPARTY"}';

-- Entries written before: recorded by the side of whoever last changed their values. (The kinds compared
-- as text: on a new database every migration runs in one transaction, where PostgreSQL refuses enum values
-- added earlier in it.)
UPDATE "Container" c SET "agreement" = jsonb_build_object('state', 'RECORDED', 'recordedBy', 'HOUSE')
 WHERE (SELECT u."houseRole" FROM "ChangeEvent" e JOIN "User" u ON u."id" = e."userId"
         WHERE e."containerId" = c."id" AND e."kind"::text IN ('CONTAINER_CREATED', 'CONTAINER_UPDATED', 'CONTAINER_VOIDED', 'CONTAINER_RESTORED')
         ORDER BY e."id" DESC LIMIT 1) IS NOT NULL;
UPDATE "Payment" p SET "agreement" = jsonb_build_object('state', 'RECORDED', 'recordedBy', 'HOUSE')
 WHERE (SELECT u."houseRole" FROM "ChangeEvent" e JOIN "User" u ON u."id" = e."userId"
         WHERE e."paymentId" = p."id" AND e."kind"::text IN ('PAYMENT_CREATED', 'PAYMENT_UPDATED', 'PAYMENT_VOIDED', 'PAYMENT_RESTORED')
         ORDER BY e."id" DESC LIMIT 1) IS NOT NULL;

-- A change of an entry's values (an edit, a void, a restore, a lot's new price) asks the other side
-- again, whoever wrote it and however: a write that may change values marks the agreement with its
-- writer's side ("writer"); if the values did change, the entry is recorded anew by that side,
-- otherwise its agreement stays as it was. An agreement step writes no "writer" and is kept as written.
CREATE FUNCTION "entry_values_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  volatile text[] := ARRAY['version', 'agreement', 'voidedAt', 'voidReason', 'voidedById', 'voidedByApiKeyId'];
BEGIN
  IF NEW."agreement" ? 'writer' THEN
    IF (to_jsonb(NEW) - volatile) || jsonb_build_object('voided', NEW."voidedAt" IS NOT NULL)
       IS DISTINCT FROM (to_jsonb(OLD) - volatile) || jsonb_build_object('voided', OLD."voidedAt" IS NOT NULL) THEN
      NEW."agreement" := jsonb_build_object('state', 'RECORDED', 'recordedBy', NEW."agreement" ->> 'writer');
    ELSE
      NEW."agreement" := OLD."agreement";
    END IF;
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER "Container_agreement" BEFORE UPDATE ON "Container" FOR EACH ROW EXECUTE FUNCTION "entry_values_changed"();
CREATE TRIGGER "Payment_agreement" BEFORE UPDATE ON "Payment" FOR EACH ROW EXECUTE FUNCTION "entry_values_changed"();

-- "Waiting for us" and "disputed" are counted per company over every lot.
CREATE INDEX "Container_agreement_state_idx" ON "Container" ("lotId", ("agreement" ->> 'state'));
CREATE INDEX "Payment_agreement_state_idx" ON "Payment" ("lotId", ("agreement" ->> 'state'));

ALTER TYPE "ChangeKind" ADD VALUE 'ENTRY_CONFIRMED';
ALTER TYPE "ChangeKind" ADD VALUE 'ENTRY_DISPUTED';
ALTER TYPE "ChangeKind" ADD VALUE 'DISPUTE_ACCEPTED';
ALTER TYPE "ChangeKind" ADD VALUE 'DISPUTE_ANSWERED';
ALTER TYPE "ChangeKind" ADD VALUE 'DISPUTE_WITHDRAWN';
