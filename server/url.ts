/** Decodes a URL path (or one segment of it). A malformed %-escape is kept as sent, a name that matches nothing, instead of throwing a URIError (a 500). */
export function decodePathPart(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
