const pending = new Set<Promise<void>>();

/**
 * Runs work after the current request has been answered (password-reset links, mail delivery), so
 * its duration tells the caller nothing and a slow mail host holds no request. Failures are logged.
 * Tracked, so tests and shutdown can wait for it (backgroundIdle).
 */
export function runInBackground(label: string, work: () => Promise<unknown>): void {
  const task: Promise<void> = new Promise((resolve) => setImmediate(resolve))
    .then(work)
    .then(
      () => {},
      (error) => console.error(`[${label}] failed:`, error),
    )
    .finally(() => pending.delete(task));
  pending.add(task);
}

/** Resolves once no background work is left, including work started by other background work. */
export async function backgroundIdle(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
