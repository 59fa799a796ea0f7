import { forgetExpiredIdempotencyKeys } from "./integrations/idempotency.ts";
import { forgetOldMail } from "./mail/mailer.ts";

const HOUR_MS = 60 * 60 * 1000;

/**
 * Clean-ups that keep tables from growing without end, once an hour in each process (each is a
 * single idempotent statement, so several processes doing it at once is harmless): replayed answers
 * of idempotency keys older than their 24 hours, and outbox mail older than its 30 days.
 */
export function startHousekeeping(everyMs = HOUR_MS) {
  let running: Promise<unknown> = Promise.resolve();
  const pass = () => {
    running = Promise.all([forgetExpiredIdempotencyKeys(), forgetOldMail()]).catch((error) => console.error("[housekeeping] failed:", error));
  };
  const first = setTimeout(pass, 0);
  const timer = setInterval(pass, everyMs);
  timer.unref();
  return {
    /** No new pass starts; resolves when the one in flight has finished, so the database can close. */
    async stop(): Promise<void> {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
