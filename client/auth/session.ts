/**
 * The browser session (SPEC section 3): `token` and `user` (JSON) in local storage.
 * The Relay network layer reads the token; the header derives its Login/Logout button from it.
 */
export const TOKEN_KEY = "token";
export const USER_KEY = "user";

/** The browser's local or session storage; null on the server, or where storage is disabled (privacy mode, sandboxed frame). */
export function browserStorage(kind: "localStorage" | "sessionStorage"): Storage | null {
  try {
    return typeof window === "undefined" ? null : window[kind];
  } catch {
    return null;
  }
}

const storage = () => browserStorage("localStorage");

export function getToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) || null;
}

export function getStoredUser<T = unknown>(): T | null {
  const raw = storage()?.getItem(USER_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function saveSession(token: string, user?: unknown): void {
  const s = storage();
  if (!s) return;
  s.setItem(TOKEN_KEY, token);
  if (user !== undefined) s.setItem(USER_KEY, JSON.stringify(user));
}

export function clearSession(): void {
  const s = storage();
  s?.removeItem(TOKEN_KEY);
  s?.removeItem(USER_KEY);
}
