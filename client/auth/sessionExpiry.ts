/**
 * What happens when the server refuses the stored token (HTTP 401, extensions.code
 * "UNAUTHENTICATED": expired, forged, or the account is gone). The Relay network layer calls
 * `handleUnauthenticated`: the session is cleared, the server's message is kept for the login page,
 * and the user is sent to /login by a full page load, which also empties the Relay store of the
 * previous user's data. The request that hit the 401 never settles, so the page being left shows
 * no error for the moment it has left. On /login itself the request is simply retried without
 * the token, and the login page is told to show the message.
 */
import { browserStorage, clearSession, TOKEN_KEY } from "./session.ts";

export const SESSION_NOTICE_KEY = "sessionNotice";
export const SESSION_EXPIRED_EVENT = "session-expired";
export const DEFAULT_EXPIRED_MESSAGE = "Your session has expired. Please login again.";
export const LOGIN_PATH = "/login";

const sessionStore = () => browserStorage("sessionStorage");

/** The notice for the login page (kept in sessionStorage, so it survives the page load to /login). */
export function setSessionNotice(message: string): void {
  sessionStore()?.setItem(SESSION_NOTICE_KEY, message);
}

/** The notice left for the login page, if any. */
export function peekSessionNotice(): string | null {
  return sessionStore()?.getItem(SESSION_NOTICE_KEY) ?? null;
}

/** Forgets the notice once the login page has shown it. */
export function clearSessionNotice(): void {
  sessionStore()?.removeItem(SESSION_NOTICE_KEY);
}

/** Tells the header (which listens to storage events) that the token changed in this tab. */
export function announceSessionChange(): void {
  try {
    window.dispatchEvent(new StorageEvent("storage", { key: TOKEN_KEY }));
  } catch {
    /* very old browsers: the next page load refreshes the header anyway */
  }
}

interface GraphQLErrorLike {
  message?: unknown;
  extensions?: { code?: unknown };
}

/** The server's answer to a refused token: 401 and errors[0].extensions.code UNAUTHENTICATED. */
export function unauthenticatedMessage(status: number, json: unknown): string | null {
  if (status !== 401) return null;
  const errors = (json as { errors?: GraphQLErrorLike[] } | null)?.errors;
  const first = Array.isArray(errors) ? errors.find((e) => e?.extensions?.code === "UNAUTHENTICATED") : undefined;
  if (!first) return null;
  return typeof first.message === "string" && first.message ? first.message : DEFAULT_EXPIRED_MESSAGE;
}

/** Full page loads, behind seams that tests replace (jsdom cannot navigate). */
export const sessionNavigation = {
  currentPath: (): string => window.location.pathname,
  goToLogin: (): void => window.location.replace(LOGIN_PATH),
  /** The reload after a successful login (SPEC section 4). */
  reload: (): void => window.location.reload(),
};

let leaving = false;

/** For tests: forget that a redirect was started. */
export function resetSessionExpiry(): void {
  leaving = false;
}

/**
 * Signs the user out after a 401. Returns the promise the network layer hands to Relay: the
 * retried request on /login, else one that never settles (the page is being replaced).
 */
export function handleUnauthenticated<T>(message: string, retryWithoutToken: () => Promise<T>): Promise<T> {
  clearSession();
  announceSessionChange();
  if (sessionNavigation.currentPath().replace(/\/+$/, "").toLowerCase() === LOGIN_PATH) {
    window.dispatchEvent(new CustomEvent(SESSION_EXPIRED_EVENT, { detail: { message } }));
    return retryWithoutToken();
  }
  setSessionNotice(message);
  if (!leaving) {
    leaving = true;
    sessionNavigation.goToLogin();
  }
  return new Promise<T>(() => {});
}
