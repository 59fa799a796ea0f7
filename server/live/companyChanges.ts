import { GraphQLError } from "graphql";
import { db } from "../db.ts";
import { config } from "../config.ts";
import { authenticate, type Viewer } from "../context.ts";
import { RateLimitError } from "../errors.ts";
import { companyIdToFollow, mayReadCompany } from "../access/permissions.ts";
import { eventIdOf, readChangeFeed, type FeedEvent } from "../changes/changeFeed.ts";
import { feedCursor } from "../events/events.ts";
import { onViewersChanged } from "../auth/keptViewers.ts";
import { isShuttingDown, onCompanyEvents } from "../events/changeNotifier.ts";

/** Every open stream's credentials are also checked this often, should a change's notification be lost. */
export const ACCESS_RECHECK_MS = 15_000;

/**
 * A company's feed is read at most this often: the commits of a busy moment reach its streams
 * together. With many streams open the pause grows (LIVE_WRITES_PER_SECOND), so that a company's
 * streams together cost its server a bounded number of socket writes a second however many there
 * are: 100 ms up to 100 streams, 200 ms for 200, 500 ms (LIVE_BATCH_MAX_MS) from 500. A screen hears of a
 * change at most this much later (plus the notification's 10 ms).
 */
export const LIVE_BATCH_MS = 100;
export const LIVE_BATCH_MAX_MS = 500;
const LIVE_WRITES_PER_SECOND = 1_000;

export function livePause(streams: number): number {
  return Math.min(LIVE_BATCH_MAX_MS, Math.max(LIVE_BATCH_MS, Math.round((streams / LIVE_WRITES_PER_SECOND) * 1000)));
}

/** How many streams are handed a batch before other requests get a turn. */
const DELIVERY_SLICE = 20;

export const liveMessages = {
  ended: "Your access to this company ended. Please login again.",
  noCompany: "Create your company profile first",
  tooMany: (whose: "person" | "API key" | "company", limit: number) =>
    `Too many live updates are open for this ${whose} (at most ${limit} at once). Close another tab or stream, then try again.`,
};

const accessEnded = () => new GraphQLError(liveMessages.ended, { extensions: { code: "UNAUTHENTICATED" } });

/** Whether the request's credentials still reach the company (a revoked key, a password change or a deleted account end it). */
async function stillReaches(request: Request, profileId: number): Promise<boolean> {
  try {
    const viewer = await authenticate(request);
    return mayReadCompany(viewer, profileId);
  } catch (error) {
    // A key over its request rate is still the company's: the next check decides.
    if (error instanceof RateLimitError) return true;
    return false;
  }
}

/**
 * Bumped by every change to accounts, companies, memberships or API keys (in this process at once, from
 * others by notification: auth/keptViewers.ts): a stream checked before the latest bump is checked
 * again before anything more goes out on it.
 */
let credentialsVersion = 0;

/**
 * Where a stream's events go when they are not pulled one by one through its generator: the
 * server-sent-events writer of live/sharedEventResults.ts takes each read's events as one batch
 * (issue 43: 500 streams each iterating every event cost more than the writes they reported).
 */
export interface LiveSink {
  deliver(events: FeedEvent[]): Promise<void> | void;
  end(error: GraphQLError | null): void;
}

/** One open stream: where it is in the feed, and what waits to be sent on it. */
class Subscriber {
  readonly queue: FeedEvent[] = [];
  ended: GraphQLError | null | false = false;
  private sink: LiveSink | null = null;
  private wake: (() => void) | null = null;
  private checkedVersion = credentialsVersion;
  private checking: Promise<boolean> | null = null;

  constructor(
    readonly reader: CompanyReader,
    readonly request: Request,
    public cursorId: number,
  ) {}

  /**
   * The credentials checked again (once at a time); an end of access ends the stream. Streams checked
   * together (`sweep`, one company's) with the same credentials share one check: 500 tabs of one
   * person cost one check, not 500.
   */
  recheck(sweep?: Map<string, Promise<boolean>>): Promise<boolean> {
    this.checking ??= (async () => {
      const version = credentialsVersion;
      const credentials = this.request.headers.get("authorization") ?? "";
      let check = sweep?.get(credentials);
      if (!check) {
        check = stillReaches(this.request, this.reader.profileId);
        sweep?.set(credentials, check);
      }
      const reaches = await check;
      this.checking = null;
      if (!reaches) this.end(accessEnded());
      else this.checkedVersion = Math.max(this.checkedVersion, version);
      return reaches;
    })();
    return this.checking;
  }

  /** Takes the events after its cursor, once it has been checked since the last credentials change. */
  async deliver(events: FeedEvent[]): Promise<void> {
    const fresh = events.filter((event) => event.id > this.cursorId);
    if (fresh.length === 0 || this.ended !== false) return;
    if (this.checkedVersion < credentialsVersion && !(await this.recheck())) return;
    this.cursorId = fresh.at(-1)!.id;
    if (this.sink) return this.sink.deliver(fresh);
    this.queue.push(...fresh);
    this.notify();
  }

  end(error: GraphQLError | null) {
    if (this.ended !== false) return;
    this.ended = error;
    this.sink?.end(error);
    this.notify();
  }

  /** From now on the events go to `sink` in batches; what was queued goes first. */
  attach(sink: LiveSink) {
    this.sink = sink;
    const queued = this.queue.splice(0);
    const delivered = queued.length > 0 ? sink.deliver(queued) : undefined;
    if (this.ended !== false) {
      const ended = this.ended;
      void Promise.resolve(delivered).then(() => sink.end(ended));
    }
  }

  private notify() {
    this.wake?.();
    this.wake = null;
  }

  next(): Promise<void> {
    return new Promise((resolve) => (this.wake = resolve));
  }
}

/**
 * One reader per company per process: a commit's ping makes it read the company's feed once, from
 * the earliest cursor among its streams, and hand each stream the events after its own cursor, in
 * feed order. The feed's numbering gives the order, so nothing is skipped or repeated, whichever
 * process wrote it; 500 streams cost one read per commit, not 500.
 */
class CompanyReader {
  readonly subscribers = new Set<Subscriber>();
  private reading: Promise<void> | null = null;
  private again = false;
  /** When the last read started, and the timer of a read put off until the pause after it (livePause). */
  private lastRead = 0;
  private paced: NodeJS.Timeout | null = null;
  private unsubscribe: (() => void) | null = null;
  private readonly recheckTimer: NodeJS.Timeout;

  constructor(readonly profileId: number) {
    this.recheckTimer = setInterval(() => {
      const sweep = new Map<string, Promise<boolean>>();
      for (const subscriber of this.subscribers) void subscriber.recheck(sweep);
      this.wake();
    }, ACCESS_RECHECK_MS);
  }

  async listen() {
    this.unsubscribe ??= await onCompanyEvents(this.profileId, () => this.wake());
  }

  /**
   * A read of the feed, at once or, within the pause (livePause) after the last one, when that is up: a
   * busy company's commits reach its streams in batches, a few a second, instead of one write per
   * stream per commit.
   */
  wake() {
    if (isShuttingDown()) {
      for (const subscriber of this.subscribers) subscriber.end(null);
      return;
    }
    if (this.reading) {
      this.again = true;
      return;
    }
    if (this.paced) return;
    const wait = this.lastRead + livePause(this.subscribers.size) - Date.now();
    if (wait > 0) {
      this.paced = setTimeout(() => {
        this.paced = null;
        this.wake();
      }, wait);
      return;
    }
    this.again = false;
    this.lastRead = Date.now();
    this.reading = (async () => {
      await this.readOnce().catch((error: Error) =>
        console.warn(
          `Live updates: could not read company ${this.profileId}'s feed (${error.message}); the next change or check tries again.`,
        ),
      );
      this.reading = null;
      if (this.again) this.wake();
    })();
  }

  private async readOnce() {
    if (this.subscribers.size === 0) return;
    let from = Math.min(...[...this.subscribers].map((subscriber) => subscriber.cursorId));
    for (;;) {
      const page = await readChangeFeed(this.profileId, from > 0 ? feedCursor(from) : null);
      const subscribers = [...this.subscribers];
      for (let start = 0; start < subscribers.length; start += DELIVERY_SLICE) {
        // Other requests get their turn between slices: 500 streams' writes are not one long stall.
        if (start > 0) await new Promise((resolve) => setImmediate(resolve));
        await Promise.all(subscribers.slice(start, start + DELIVERY_SLICE).map((subscriber) => subscriber.deliver(page.events)));
      }
      if (page.events.length > 0) from = page.events.at(-1)!.id;
      if (!page.hasNextPage) break;
    }
  }

  close() {
    clearInterval(this.recheckTimer);
    if (this.paced) clearTimeout(this.paced);
    this.unsubscribe?.();
  }
}

const readers = new Map<number, CompanyReader>();

onViewersChanged(() => {
  credentialsVersion++;
  // Every stream is checked at once: a removed member's or revoked key's stream ends without waiting for a write.
  for (const reader of readers.values()) {
    const sweep = new Map<string, Promise<boolean>>();
    for (const subscriber of reader.subscribers) void subscriber.recheck(sweep);
  }
});

/** Open streams in this process per person, per API key and per company. */
const openStreams = { person: new Map<number, number>(), key: new Map<number, number>(), company: new Map<number, number>() };

/** Counts a new stream against its limits, or refuses it; returns the release. */
function countStream(viewer: Viewer, profileId: number): () => void {
  const { perPerson, perKey, perCompany } = config.liveStreams;
  const counts: [Map<number, number>, number][] = [
    viewer.apiKey ? [openStreams.key, viewer.apiKey.id] : [openStreams.person, viewer.id],
    [openStreams.company, profileId],
  ];
  const over = (map: Map<number, number>, id: number, limit: number) => (map.get(id) ?? 0) >= limit;
  const refuse = (whose: "person" | "API key" | "company", limit: number) =>
    new GraphQLError(liveMessages.tooMany(whose, limit), { extensions: { code: "TOO_MANY_STREAMS" } });
  if (viewer.apiKey && over(openStreams.key, viewer.apiKey.id, perKey)) throw refuse("API key", perKey);
  if (!viewer.apiKey && over(openStreams.person, viewer.id, perPerson)) throw refuse("person", perPerson);
  if (over(openStreams.company, profileId, perCompany)) throw refuse("company", perCompany);
  for (const [map, id] of counts) map.set(id, (map.get(id) ?? 0) + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    for (const [map, id] of counts) {
      const left = map.get(id)! - 1;
      if (left === 0) map.delete(id);
      else map.set(id, left);
    }
  };
}

/** Where a subscription without a cursor starts: after the newest event, so it streams only what is new. */
async function currentEnd(profileId: number): Promise<number> {
  const newest = await db.changeEvent.findFirst({ where: { profileId }, orderBy: { id: "desc" }, select: { id: true } });
  return newest?.id ?? 0;
}

/**
 * The company's change feed as a stream: the events after `after` (or, without it, from now on), then
 * each new one as it commits. The starting point and the reader are set before the subscription is
 * answered, so a write made right after the answer's headers is never missed.
 */
export async function companyChanges(
  viewer: Viewer | null,
  request: Request,
  after: string | null | undefined,
  company?: { typename: string; id: string } | null,
): Promise<AsyncGenerator<FeedEvent>> {
  if (!viewer) throw accessEnded();
  const profileId = companyIdToFollow(viewer, company, liveMessages.noCompany);
  const release = countStream(viewer, profileId);
  try {
    // A bad cursor is refused before the stream starts (readChangeFeed checks it).
    const start = after ? (await readChangeFeed(profileId, after, 1), eventIdOf(after)) : await currentEnd(profileId);
    let reader = readers.get(profileId);
    if (!reader) readers.set(profileId, (reader = new CompanyReader(profileId)));
    const subscriber = new Subscriber(reader, request, start);
    reader.subscribers.add(subscriber);
    const stop = () => {
      release();
      reader.subscribers.delete(subscriber);
      if (reader.subscribers.size === 0 && readers.get(profileId) === reader) {
        readers.delete(profileId);
        reader.close();
      }
    };
    try {
      await reader.listen();
    } catch (error) {
      stop();
      throw error;
    }
    // A client that goes away frees its place at once (the stream's `return` would come only at its next event).

    request.signal.addEventListener("abort", () => subscriber.end(null), { once: true });
    // A cursor behind the feed's end has events to send at once.
    if (after) reader.wake();
    const events = stream(subscriber, stop);
    // A stream closed before its first read never runs its generator's `finally`: stop here too.
    const close = events.return.bind(events);
    events.return = (value) => {
      stop();
      return close(value);
    };
    liveStreams.set(events, subscriber);
    return events;
  } catch (error) {
    release();
    throw error;
  }
}

/** The subscriber behind each stream `companyChanges` returned, for `sendTo`. */
const liveStreams = new WeakMap<object, Subscriber>();

/**
 * Sends a `companyChanges` stream's events to `sink` in batches instead of through its generator;
 * false for any other iterable. The stream is still closed by its generator's `return` (which frees
 * its place under the limits); an end of access, a shutdown or the client going away reach the sink.
 */
export function sendTo(events: object, sink: LiveSink): boolean {
  const subscriber = liveStreams.get(events);
  if (!subscriber) return false;
  liveStreams.delete(events);
  subscriber.attach(sink);
  return true;
}

async function* stream(subscriber: Subscriber, stop: () => void): AsyncGenerator<FeedEvent> {
  try {
    for (;;) {
      while (subscriber.queue.length > 0) yield subscriber.queue.shift()!;
      if (subscriber.ended !== false) {
        if (subscriber.ended) throw subscriber.ended;
        return;
      }
      await subscriber.next();
    }
  } finally {
    stop();
  }
}
