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

if (!api.fastFlate) {
  const original = api.processDataByFilters;
  api.processDataByFilters = (data, chain) => {
    const filters = typeof chain === "string" ? [chain] : (chain ?? []);
    if (filters.length !== 1 || filters[0].replace("/", "") !== "FlateEncode") return original(data, chain);
    const bytes = new Uint8Array(data.length);
    for (let i = 0; i < data.length; i++) bytes[i] = data.charCodeAt(i);
    return { data: toBinaryString(zlibSync(bytes)), reverseChain: "/FlateDecode" };
  };
  api.fastFlate = true;
}
