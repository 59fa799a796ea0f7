/**
 * jsPDF compresses each page through `jsPDF.API.processDataByFilters` (its hook for stream
 * filters), turning fflate's compressed bytes back into its binary string one byte at a time
 * with string concatenation: for a statement of a thousand lots that took longer than writing
 * its pages. Here the same fflate call (same level, so the same bytes) and a native conversion.
 * Any other filter chain goes to jsPDF's own.
 */
import { zlibSync } from "fflate";
import { jsPDF } from "jspdf";

type Filters = (data: string, chain: string | string[]) => { data: string; reverseChain: string };

const api = jsPDF.API as unknown as { processDataByFilters: Filters; fastFlate?: true };

const utf16 = new TextDecoder("utf-16le");

/**
 * The bytes as a binary string, each byte a UTF-16 code unit decoded natively (below 256: no BOM
 * or surrogate among them): String.fromCharCode over the bytes spread took ten times as long.
 */
function toBinaryString(bytes: Uint8Array): string {
  const units = new Uint16Array(bytes.length);
  units.set(bytes);
  return utf16.decode(units);
}

const encoder = new TextEncoder();

/** The string's characters as bytes (each below 256): natively when all are ASCII, as page contents are. */
function toBytes(data: string): Uint8Array<ArrayBuffer> {
  const ascii = encoder.encode(data);
  if (ascii.length === data.length) return ascii;
  const bytes = new Uint8Array(data.length);
  for (let i = 0; i < data.length; i++) bytes[i] = data.charCodeAt(i);
  return bytes;
}

/**
 * Page contents already compressed by precompressPages, each taken once. Found by a short key (their
 * length and end, where the foot's page number is), then compared whole: keyed by the contents
 * themselves, putting a thousand lots' pages in took 80 ms, and finding them as long again.
 */
const compressed = new Map<string, { content: string; data: string }>();
const keyOf = (content: string) => `${content.length}:${content.slice(-100)}`;

if (!api.fastFlate) {
  const original = api.processDataByFilters;
  api.processDataByFilters = (data, chain) => {
    const filters = typeof chain === "string" ? [chain] : (chain ?? []);
    if (filters.length !== 1 || filters[0].replace("/", "") !== "FlateEncode") return original(data, chain);
    const key = keyOf(data);
    const done = compressed.get(key);
    if (done?.content !== data) return { data: toBinaryString(zlibSync(toBytes(data))), reverseChain: "/FlateDecode" };
    compressed.delete(key);
    return { data: done.data, reverseChain: "/FlateDecode" };
  };
  api.fastFlate = true;
}

/**
 * For a document that is complete: compresses its pages' contents now with the platform's own
 * zlib (CompressionStream, about twice as fast as fflate in JavaScript), for its output() to find
 * them done (jsPDF's output is synchronous, this is not). The same format: the bytes may differ,
 * what they inflate to does not. Without CompressionStream, output() compresses as before.
 */
export async function precompressPages(doc: jsPDF): Promise<void> {
  if (typeof CompressionStream === "undefined") return;
  const { pages } = doc.internal as unknown as { pages: string[][] };
  for (let page = 1; page < pages.length; page++) {
    // What jsPDF's putPage compresses.
    const content = pages[page].join("\n");
    const deflate = new CompressionStream("deflate");
    const writer = deflate.writable.getWriter();
    void writer.write(toBytes(content));
    void writer.close();
    compressed.set(keyOf(content), { content, data: toBinaryString(new Uint8Array(await new Response(deflate.readable).arrayBuffer())) });
  }
}
