import { useEffect, useRef, useState } from "react";
import { graphql, requestSubscription, useRelayEnvironment } from "react-relay/hooks";
import type { Disposable, Environment } from "relay-runtime";
import type { useCompanyChangesSubscription } from "../__generated__/useCompanyChangesSubscription.graphql.ts";
import { getToken } from "../auth/session.ts";
import { GraphQLRequestError } from "../relay/requestError.ts";
import type { SubscriptionMetadata } from "../relay/subscribe.ts";
import { ownWritesOf } from "./ownWrites.ts";

const subscription = graphql`
  subscription useCompanyChangesSubscription($after: String, $company: ID) {
    companyChanges(after: $after, company: $company) {
      cursor
      kind
      author {
        name
        type
      }
      node {
        __typename
        ... on Container {
          id
          containerNo
        }
        ... on Payment {
          id
          amount
        }
      }
      lot {
        id
      }
    }
  }
`;

export interface CompanyChange {
  kind: string;
  lotId: string;
  author: { name: string; type: string };
  /** The container or payment changed (null for a lot): its id is its ledger row's key. */
  entry: { id: string; containerNo?: string; amount?: string } | null;
  /** This tab's own write, whose answer already brought the change (ownWrites.ts): nothing to fetch again. */
  own: boolean;
}

type ChangeListener = (change: CompanyChange) => void;
/** Where the live connection stands: flowing, lost and being re-established (`paused`), or ended for good because the caller's access to the company ended (`ended`). */
export interface LiveState {
  paused: boolean;
  ended: boolean;
}
type StateListener = (state: LiveState) => void;

/**
 * Whether a stream's error says the caller may no longer follow the company (a removed member or
 * staff member, a revoked key, a session that ended): the server ended the stream or refused it
 * (UNAUTHENTICATED, ACCESSDENIED, or HTTP 401/403). Reconnecting would only be refused again.
 */
export function accessEnded(error: Error): boolean {
  if (error instanceof GraphQLRequestError) return error.status === 401 || error.status === 403;
  const errors = (error as Error & { source?: { errors?: { extensions?: { code?: unknown } }[] | null } }).source?.errors ?? [];
  return errors.some(({ extensions }) => extensions?.code === "UNAUTHENTICATED" || extensions?.code === "ACCESSDENIED");
}

/** How long the connection outlives the last screen following it. */
const IDLE_CLOSE_MS = 5_000;

/** Waits before the nth reconnect: 1 s, 2 s, 4 s … at most 30 s. */
export const reconnectDelayMs = (attempt: number) => Math.min(30_000, 1_000 * 2 ** attempt);

/**
 * One live connection for the whole app, shared by every screen that follows the company's changes
 * and open while at least one does. It remembers the last event's cursor: after a lost connection it
 * reconnects with backoff from that cursor, so the server replays exactly what was missed.
 */
class CompanyChangesConnection {
  private readonly changeListeners = new Set<ChangeListener>();
  private readonly stateListeners = new Set<StateListener>();
  private cursor: string | null = null;
  private subscription: Disposable | null = null;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private attempt = 0;
  private idle: ReturnType<typeof setTimeout> | null = null;
  /** Events handed on in order: one may wait for this tab's write in flight to answer (is it its own?). */
  private delivered: Promise<void> = Promise.resolve();
  state: LiveState = { paused: false, ended: false };

  /** `company`: the BusinessProfile id followed (the house's staff name one), null for the viewer's own company. */
  constructor(
    private readonly environment: Environment,
    private readonly company: string | null,
  ) {}

  add(onChange: ChangeListener, onState: StateListener): () => void {
    this.changeListeners.add(onChange);
    this.stateListeners.add(onState);
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
    // A screen opened after the access ended tries once more: the access may have been given back.
    if (!this.subscription && !this.retry) this.connect();
    return () => {
      this.changeListeners.delete(onChange);
      this.stateListeners.delete(onState);
      // Kept open a moment: going from the lots list to a lot reuses the stream, missing nothing in between.
      if (this.changeListeners.size === 0) this.idle = setTimeout(() => this.close(), IDLE_CLOSE_MS);
    };
  }

  private connect() {
    this.retry = null;
    if (!getToken()) return;
    const metadata: SubscriptionMetadata = {
      onOpen: () => {
        this.attempt = 0;
        this.setState({ paused: false, ended: false });
      },
    };
    this.subscription = requestSubscription<useCompanyChangesSubscription>(this.environment, {
      subscription,
      variables: { after: this.cursor, company: this.company },
      cacheConfig: { metadata: metadata as Record<string, unknown> },
      onNext: (response) => {
        const change = response?.companyChanges;
        if (!change) return;
        this.cursor = change.cursor;
        this.attempt = 0;
        this.setState({ paused: false, ended: false });
        const { node } = change;
        const entry =
          node.__typename === "Container"
            ? { id: node.id, containerNo: node.containerNo }
            : node.__typename === "Payment"
              ? { id: node.id, amount: node.amount }
              : null;
        const event = { kind: change.kind, lotId: change.lot.id, author: change.author, entry };
        const own = ownWritesOf(this.environment).isOwn(change.cursor);
        this.delivered = this.delivered.then(async () => {
          const heard: CompanyChange = { ...event, own: await own };
          for (const listener of this.changeListeners) listener(heard);
        });
      },
      onError: (error) => {
        if (!accessEnded(error)) return this.reconnectLater();
        this.subscription = null;
        this.setState({ paused: false, ended: true });
      },
      onCompleted: () => this.reconnectLater(),
    });
  }

  private reconnectLater() {
    this.subscription = null;
    if (this.changeListeners.size === 0 || this.retry) return;
    this.setState({ paused: true, ended: false });
    this.retry = setTimeout(() => this.connect(), reconnectDelayMs(this.attempt++));
  }

  private close() {
    this.idle = null;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    this.subscription?.dispose();
    this.subscription = null;
    this.attempt = 0;
    this.setState({ paused: false, ended: false });
  }

  private setState(state: LiveState) {
    if (this.state.paused === state.paused && this.state.ended === state.ended) return;
    this.state = state;
    for (const listener of this.stateListeners) listener(state);
  }
}

/** Per environment, one connection per company followed ("" for the viewer's own). */
const connections = new WeakMap<Environment, Map<string, CompanyChangesConnection>>();

/**
 * Follows the company's changes live while the calling screen is shown: `onChange` runs for each
 * change made anywhere (another member, an API key, another tab). Answers whether live updates are
 * paused (the connection was lost and is being re-established) or ended (the caller's access to the
 * company ended: nothing more will come).
 */
export function useCompanyChanges(onChange: ChangeListener, company: string | null = null): LiveState {
  const environment = useRelayEnvironment();
  const [state, setState] = useState<LiveState>({ paused: false, ended: false });
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => {
    let byCompany = connections.get(environment);
    if (!byCompany) connections.set(environment, (byCompany = new Map<string, CompanyChangesConnection>()));
    let connection = byCompany.get(company ?? "");
    if (!connection) byCompany.set(company ?? "", (connection = new CompanyChangesConnection(environment, company)));
    setState(connection.state);
    return connection.add((change) => onChangeRef.current(change), setState);
  }, [environment, company]);
  return state;
}
