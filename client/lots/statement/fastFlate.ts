/**
 * jsPDF compresses each page through `jsPDF.API.processDataByFilters` (its hook for stream
 * filters), turning fflate's compressed bytes back into its binary string one byte at a time
 * with string concatenation: for a statement of a thousand lots that took longer than writing
 * its pages. Here the same fflate call (same level, so the same bytes) and a conversion in blocks.
 * Any other filter chain goes to jsPDF's own.
 */
import { zlibSync } from "fflate";
import { jsPDF } from "jspdf";

type Filters = (data: string, chain: string | string[]) => { data: string; reverseChain: string };

const api = jsPDF.API as unknown as { processDataByFilters: Filters; fastFlate?: true };

function toBinaryString(bytes: Uint8Array): string {
  const parts: string[] = [];
  for (let i = 0; i < bytes.length; i += 0x8000) parts.push(String.fromCharCode(...bytes.subarray(i, i + 0x8000)));
  return parts.join("");
}

const encoder = new TextEncoder();

/** The string's characters as bytes (each below 256): natively when all are ASCII, as page contents are. */
function toBytes(data: string): Uint8Array {
  const ascii = encoder.encode(data);
  if (ascii.length === data.length) return ascii;
  const bytes = new Uint8Array(data.length);
  for (let i = 0; i < data.length; i++) bytes[i] = data.charCodeAt(i);
  return bytes;
}

if (!api.fastFlate) {
  const original = api.processDataByFilters;
  api.processDataByFilters = (data, chain) => {
    const filters = typeof chain === "string" ? [chain] : (chain ?? []);
    if (filters.length !== 1 || filters[0].replace("/", "") !== "FlateEncode") return original(data, chain);
    return { data: toBinaryString(zlibSync(toBytes(data))), reverseChain: "/FlateDecode" };
  };
  api.fastFlate = true;
}
