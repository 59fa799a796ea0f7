-- Live streams (server/live/companyChanges.ts) check their credentials when accounts, companies or API
-- keys change, told on the channel of kept viewers (20261129100000_viewers_changed): revoking or
-- deleting a key, from any process or from psql, tells every process at its commit. "lastUsedAt"
-- updates do not fire it (UPDATE OF "revokedAt" only).
CREATE TRIGGER "ApiKey_viewers_changed" AFTER UPDATE OF "revokedAt" OR DELETE ON "ApiKey"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_viewers_changed"();
