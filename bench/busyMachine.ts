/**
 * Every bench script starts with `await warnIfBusy(...)`: the machine's CPU use over one second,
 * before the bench starts anything, and a warning when something else already uses a fair share of
 * it. Figures taken beside another process's work are skewed without saying so (a leftover server
 * once ran beside 90 minutes of figures). The load average would not do: in `npm run bench` it
 * still holds the previous bench script's work. Prints; never refuses to run.
 */
import os from "node:os";

/** Above this share of all cores busy, before the bench has started anything, the figures are suspect. */
const BUSY_SHARE = 0.2;

const cpuTimes = () =>
  os.cpus().reduce(
    (sum, { times }) => ({
      busy: sum.busy + times.user + times.nice + times.sys + times.irq,
      total: sum.total + times.user + times.nice + times.sys + times.irq + times.idle,
    }),
    { busy: 0, total: 0 },
  );

/** The share (0..1) of all cores busy over the next `ms`. */
export async function busyShare(ms = 1000): Promise<number> {
  const before = cpuTimes();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = cpuTimes();
  return (after.busy - before.busy) / Math.max(1, after.total - before.total);
}

/** Warns (on stderr) when the machine is already busy before `bench` starts. */
export async function warnIfBusy(bench: string): Promise<void> {
  const share = await busyShare();
  if (share > BUSY_SHARE) {
    console.warn(
      `${bench}: ${(share * 100).toFixed(0)}% of the machine's ${os.cpus().length} cores were busy before it started anything: its figures will be skewed. See what runs: ps -eo pid,etime,pcpu,args --sort=-pcpu | head`,
    );
  }
}
