-- Live updates (server/live/): every committed change-feed event pings the company's listeners.
-- NOTIFY inside a transaction is delivered at commit, so a listener never reads the feed before
-- the event is visible; a trigger covers every writer on every server process.
CREATE FUNCTION "notify_change_event"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('change_events', NEW."profileId"::text);
  RETURN NULL;
END;
$$;

CREATE TRIGGER "ChangeEvent_notify" AFTER INSERT ON "ChangeEvent"
  FOR EACH ROW EXECUTE FUNCTION "notify_change_event"();
