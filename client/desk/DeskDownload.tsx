import { useState } from "react";
import { getToken } from "../auth/session.ts";
import { saveFile } from "../lots/statement/saveFile.ts";

/** The file's name as the server gives it (RFC 5987's filename*, which keeps an Arabic company's name), if it does. */
function savedName(disposition: string | null): string | null {
  const encoded = disposition && /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (!encoded) return null;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

/**
 * A download from the desk's REST paths: they need the staff member's bearer token, so the file is
 * fetched and handed to the browser, with a clear line when the server refuses it.
 */
export function DeskDownload({ href, fileName, children }: { href: string; fileName: string; children: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  async function download() {
    setFailed(null);
    try {
      const token = getToken();
      const response = await fetch(href, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      saveFile(await response.blob(), savedName(response.headers.get("content-disposition")) ?? fileName);
    } catch {
      setFailed(`Failed to download ${fileName}. Please try again.`);
    }
  }
  return (
    <>
      <a
        href={href}
        className="desk-download"
        onClick={(event) => {
          event.preventDefault();
          void download();
        }}
      >
        {children}
      </a>
      {failed && (
        <span role="alert" className="desk-download__failed">
          {" "}
          {failed}
        </span>
      )}
    </>
  );
}
