-- Kept viewers (server/auth/keptViewers.ts): every server process keeps the people it has read for
-- session tokens until any account or company changes. A statement that changes "User" or "Profile",
-- from any process or from psql, tells them all at its commit. Such changes are rare (a password
-- reset, a profile created, a member's role, removal or joining), so the notification queue's lock
-- they take at commit never holds up the trading writes.
CREATE FUNCTION "notify_viewers_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('viewers_changed', '');
  RETURN NULL;
END;
$$;

CREATE TRIGGER "User_viewers_changed" AFTER UPDATE OR DELETE OR TRUNCATE ON "User"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_viewers_changed"();
CREATE TRIGGER "Profile_viewers_changed" AFTER UPDATE OR DELETE OR TRUNCATE ON "Profile"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_viewers_changed"();
