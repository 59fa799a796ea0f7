/**
 * Reading an attached file: the server serves it only with the viewer's bearer token (an <img src>
 * or a link cannot send one), so the screens fetch it and show or save the bytes as an object URL.
 */
import { useEffect, useState } from "react";
import { getToken } from "../../auth/session.ts";

/** Fetches an attachment's bytes; throws the server's reason ("No such file") when it refuses. */
export async function fetchAttachment(url: string): Promise<Blob> {
  const token = getToken();
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string; error?: string } | null;
    throw new Error(body?.message ?? body?.error ?? `the server answered ${response.status}`);
  }
  return response.blob();
}

/** Thumbnails, once per session: a row that scrolls back into view does not fetch its photos again. */
const thumbnails = new Map<string, Promise<string>>();

/**
 * An object URL for the image at `url` (null: none), with the reason it failed. `keep`: a
 * thumbnail, kept for the session; otherwise (a whole photo in the viewer) released when it leaves.
 */
export function useAttachmentImage(url: string | null, keep: boolean): { src: string | null; error: string | null } {
  const [state, setState] = useState<{ url: string | null; src: string | null; error: string | null }>({
    url: null,
    src: null,
    error: null,
  });
  useEffect(() => {
    if (!url) return;
    let live = true;
    let made: string | null = null;
    let pending = keep ? thumbnails.get(url) : undefined;
    if (!pending) {
      pending = fetchAttachment(url).then((blob) => URL.createObjectURL(blob));
      if (keep) {
        thumbnails.set(url, pending);
        pending.catch(() => thumbnails.delete(url));
      }
    }
    pending.then(
      (src) => {
        if (!keep) made = src;
        if (live) setState({ url, src, error: null });
        else if (!keep) URL.revokeObjectURL(src);
      },
      (error: unknown) => live && setState({ url, src: null, error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
      if (!made) return;
      URL.revokeObjectURL(made);
      // Not shown again if the same file comes back (next, then previous): it is fetched anew.
      const revoked = made;
      setState((now) => (now.src === revoked ? { url: null, src: null, error: null } : now));
    };
  }, [url, keep]);
  return state.url === url ? { src: state.src, error: state.error } : { src: null, error: null };
}

/** Saves the file under its name (the server's `?download=1` answer, `Content-Disposition: attachment`). */
export async function downloadAttachment(url: string, fileName: string): Promise<void> {
  const blob = await fetchAttachment(`${url}?download=1`);
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/** Opens a PDF in a new tab, in the browser's own viewer. */
export async function openAttachment(url: string): Promise<void> {
  // The tab opens at once (a pop-up blocker allows what follows a click), then gets the file.
  const tab = window.open("", "_blank");
  try {
    const href = URL.createObjectURL(await fetchAttachment(url));
    if (tab) tab.location.href = href;
    else window.location.assign(href);
    setTimeout(() => URL.revokeObjectURL(href), 300_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** "2.4 MB", "310 KB": a file's size for people. */
export function fileSizeLabel(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
