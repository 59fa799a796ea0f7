import path from "node:path";
import { DEFAULT_TIME_ZONE } from "../shared/dates.ts";
import { repoRoot } from "./repoRoot.ts";

/** Every setting the server reads, with its default. docs/operations.md lists the same settings. */
export const config = {
  port: Number(process.env.PORT ?? 4000),
  /** PostgreSQL server; when unset, the embedded PGlite database in DATA_DIR is used. */
  databaseUrl: process.env.DATABASE_URL || null,
  dataDir: path.resolve(process.env.DATA_DIR ?? "data"),
  production: process.env.NODE_ENV === "production",
  /** The built client (`npm run build`) served for every path that is not /graphql or /api. */
  clientDir: path.resolve(process.env.CLIENT_DIR ?? path.join(repoRoot, "dist/client")),
  /** HS256 secret; when unset, one is generated once and kept in the database (auth/tokens.ts), so restarts and every process share it. */
  jwtSecret: process.env.JWT_SECRET || null,
  jwtExpiresIn: process.env.JWT_EXPIRES_IN ?? "7d",
  /** Where links in mails point (the password-reset link). */
  publicUrl: (process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 4000}`).replace(/\/$/, ""),
  /** smtp://user:pass@host:port or smtps://…; when unset, mail stays in the database outbox and is logged. */
  smtpUrl: process.env.SMTP_URL || null,
  mailFrom: process.env.MAIL_FROM ?? "Gulf Recycling Traders <no-reply@gulfrecycling.ae>",
  /** The company's calendar: what "today" means for a new container or payment. */
  timeZone: process.env.TIME_ZONE ?? DEFAULT_TIME_ZONE,
  /** The hour (0-23, in TIME_ZONE) from which each person's daily digest of entries waiting for their side goes out (issue 47). */
  digestHour: Number(process.env.DIGEST_HOUR ?? 7),
  /** Requests per client address per window on the sensitive endpoints (login, signup, reset, contact). */
  rateLimitMax: Number(process.env.RATE_LIMIT_MAX ?? 10),
  rateLimitWindowSeconds: Number(process.env.RATE_LIMIT_WINDOW_SECONDS ?? 60),
  /** Failed logins per account (any address) per window; refilled evenly over the window. */
  loginFailuresPerAccount: Number(process.env.LOGIN_FAILURES_PER_ACCOUNT ?? 10),
  /** Password-reset mails per address typed per hour (more requests are answered alike and send nothing). */
  resetMailsPerAddress: Number(process.env.RESET_MAILS_PER_ADDRESS ?? 5),
  loginFailureWindowSeconds: Number(process.env.LOGIN_FAILURE_WINDOW_SECONDS ?? 15 * 60),
  /** Origins (comma-separated) of integrators' pages allowed to call /graphql and /api from a browser; none by default. */
  corsOrigins: (process.env.CORS_ORIGINS ?? "")
    .split(",")
    .map((origin) => origin.trim().replace(/\/$/, ""))
    .filter(Boolean),
  /** Lots' figures kept in memory per process, each for one lot and date range (ledger/ledgerCache.ts). */
  keptFiguresMax: Number(process.env.KEPT_FIGURES_MAX ?? 20_000),
  /** A GraphQL operation still running after this is stopped with an error. */
  graphqlTimeoutMs: Number(process.env.GRAPHQL_TIMEOUT_MS ?? 5_000),
  /** Silence allowed while a client sends its headers or its body before it gets 408. */
  requestIdleTimeoutMs: Number(process.env.REQUEST_IDLE_TIMEOUT_MS ?? 15_000),
  /** Open connections at once, in all and from one client address. */
  maxConnections: Number(process.env.MAX_CONNECTIONS ?? 2_000),
  maxConnectionsPerAddress: Number(process.env.MAX_CONNECTIONS_PER_ADDRESS ?? 300),
  /** Trust X-Forwarded-For for the client address (behind a reverse proxy only). */
  trustProxy: process.env.TRUST_PROXY === "1",
  /** Live-update streams (Subscription.companyChanges) open at once in one server process: per person, per API key, per company. */
  liveStreams: {
    perPerson: Number(process.env.LIVE_STREAMS_PER_PERSON ?? 10),
    perKey: Number(process.env.LIVE_STREAMS_PER_KEY ?? 10),
    perCompany: Number(process.env.LIVE_STREAMS_PER_COMPANY ?? 200),
    /** Bytes a stream's client may leave untaken before the stream is ended as too slow (live/sharedEventResults.ts). */
    maxBehindBytes: Number(process.env.LIVE_STREAM_MAX_BEHIND_BYTES ?? 1024 * 1024),
  },
  /** Requests per API key per rate-limit window (each key has its own counter). */
  apiKeyRateLimitMax: Number(process.env.API_KEY_RATE_LIMIT_MAX ?? 600),
  webhooks: {
    /** How often each server process looks for webhook deliveries that are due. */
    pollMs: Number(process.env.WEBHOOK_POLL_MS ?? 1000),
    /** First retry delay; it doubles per attempt (capped at an hour) until a day has passed. */
    retryBaseSeconds: Number(process.env.WEBHOOK_RETRY_BASE_SECONDS ?? 10),
    /** A process delivering an event holds it this long; if it dies, another process takes over after it. */
    leaseSeconds: Number(process.env.WEBHOOK_LEASE_SECONDS ?? 60),
    /** One attempt waits this long for the endpoint's answer. */
    timeoutMs: Number(process.env.WEBHOOK_TIMEOUT_MS ?? 10_000),
    /**
     * Endpoints must be on the public internet: private, loopback, link-local and other reserved
     * addresses are refused, at registration and at every delivery. Loopback (a receiver on this
     * machine) is allowed outside production; `WEBHOOK_ALLOW_PRIVATE=1` allows every address, for a
     * receiver inside the company's own network.
     */
    allowPrivateNetwork: process.env.WEBHOOK_ALLOW_PRIVATE === "1",
  },
  site: {
    companyName: process.env.SITE_COMPANY_NAME ?? "Gulf Recycling Traders",
    address: process.env.SITE_ADDRESS ?? "Plot 27, Industrial Area 12, Sharjah, United Arab Emirates",
    phone: process.env.SITE_PHONE ?? "+971 6 555 0142",
    generalEmail: process.env.SITE_GENERAL_EMAIL ?? "info@gulfrecycling.ae",
    salesEmail: process.env.SITE_SALES_EMAIL ?? "sales@gulfrecycling.ae",
  },
};
