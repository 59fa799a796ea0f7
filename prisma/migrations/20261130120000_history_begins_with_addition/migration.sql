-- An entry's history begins with its addition (issue 44): a "ChangeLog" row with no old values and
-- every field as added, written with the entry since then (server/ledger/lotWrites.ts). Entries
-- added before get theirs from the change feed's creation event: who added it, when, with what.
-- No schema change: the history is read by time, then id (server/ledger/change.ts).
INSERT INTO "ChangeLog" ("containerId", "paymentId", "userId", "apiKeyId", "changedAt", "oldValues", "newValues")
SELECT e."containerId", e."paymentId", e."userId", e."apiKeyId", e."occurredAt", '{}'::jsonb, e."values"
  FROM "ChangeEvent" e
 WHERE e."kind" IN ('CONTAINER_CREATED', 'PAYMENT_CREATED')
   AND NOT EXISTS (
     SELECT 1 FROM "ChangeLog" c
      WHERE c."oldValues" = '{}'::jsonb
        AND (c."containerId" = e."containerId" OR c."paymentId" = e."paymentId"));
