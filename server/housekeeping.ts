import { forgetExpiredIdempotencyKeys } from "./integrations/idempotency.ts";
import { forgetOldMail } from "./mail/mailer.ts";
import { forgetOldNotices, sendDigests } from "./agreement/digest.ts";

const HOUR_MS = 60 * 60 * 1000;

/**
 * Clean-ups that keep tables from growing without end, once an hour in each process (each is a
 * single idempotent statement, so several processes doing it at once is harmless): replayed answers
 * of idempotency keys older than their 24 hours, and outbox mail older than its 30 days; digest
 * notices an entry has moved past. And the day's digests (issue 47, agreement/digest.ts): from
 * DIGEST_HOUR on, the first pass of the day mails each person once (the database's claim of the day
 * keeps it to once across processes and passes).
 */
export function startHousekeeping(everyMs = HOUR_MS) {
  let running: Promise<unknown> = Promise.resolve();
  const pass = () => {
    running = Promise.all([forgetExpiredIdempotencyKeys(), forgetOldMail(), forgetOldNotices(), sendDigests()]).catch((error) =>
      console.error("[housekeeping] failed:", error),
    );
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
