-- Live updates are announced by the writing process after its commit (server/live/changeNotifier.ts),
-- no longer by a trigger: a NOTIFY inside a write holds PostgreSQL's one notification-queue lock
-- from its commit until the commit is flushed, so every write of every company committed one at a
-- time (8 writers on 8 lots ran no faster than on one).
DROP TRIGGER "ChangeEvent_notify" ON "ChangeEvent";
DROP FUNCTION "notify_change_event"();
