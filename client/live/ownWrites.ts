import type { Environment } from "relay-runtime";

/** How many of its own writes' cursors a tab remembers: far more than arrive between two live events. */
const REMEMBERED = 200;

/**
 * This tab's own writes, per Relay environment: each write's answer already holds the change it made
 * (the lot's fresh ledger), and names that change's cursor in the change feed (`changeCursor`). When
 * the same change comes back on the live stream, the stream asks `isOwn` and the screen does not
 * fetch it again. A live event that arrives while a write still waits for its answer is held until
 * every write in flight has answered: it may be that write's own.
 */
export class OwnWrites {
  private inFlight = 0;
  private readonly cursors = new Set<string>();
  private waiting: (() => void)[] = [];

  /** A write starts; call the answer with its cursor (null when it failed or changed nothing), exactly once counts. */
  begin(): (cursor: string | null | undefined) => void {
    this.inFlight += 1;
    let answered = false;
    return (cursor) => {
      if (answered) return;
      answered = true;
      if (cursor) this.remember(cursor);
      this.inFlight -= 1;
      if (this.inFlight > 0) return;
      const waiting = this.waiting;
      this.waiting = [];
      for (const resume of waiting) resume();
    };
  }

  /** Whether the change with this cursor was this tab's own write; waits while writes are in flight. */
  async isOwn(cursor: string): Promise<boolean> {
    if (this.inFlight > 0) await new Promise<void>((resume) => this.waiting.push(resume));
    return this.cursors.has(cursor);
  }

  private remember(cursor: string) {
    this.cursors.add(cursor);
    if (this.cursors.size > REMEMBERED) this.cursors.delete(this.cursors.values().next().value!);
  }
}

const byEnvironment = new WeakMap<Environment, OwnWrites>();

/** The own writes of the tab using this environment. */
export function ownWritesOf(environment: Environment): OwnWrites {
  let writes = byEnvironment.get(environment);
  if (!writes) byEnvironment.set(environment, (writes = new OwnWrites()));
  return writes;
}
