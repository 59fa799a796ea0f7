import { inflateSync } from "node:zlib";
import { jsPDF } from "jspdf";
import { describe, expect, it } from "vitest";
import { precompressPages } from "./fastFlate.ts";

type Filters = (data: string, chain: string) => { data: string; reverseChain: string };
const processDataByFilters = (jsPDF.API as unknown as { processDataByFilters: Filters }).processDataByFilters;

const inflated = (binary: string) => inflateSync(Buffer.from(binary, "latin1")).toString("latin1");

/** The file's page contents, inflated, in order. */
function pageStreams(doc: jsPDF): string[] {
  const text = Buffer.from(doc.output("arraybuffer")).toString("latin1");
  return [...text.matchAll(/\/FlateDecode[^]*?stream\r?\n([^]*?)\r?\nendstream/g)].map((m) => inflated(m[1]));
}

describe("page contents' compression", () => {
  it("keeps every byte's value, above 127 too", () => {
    const data = Array.from({ length: 256 }, (_, i) => String.fromCharCode(i))
      .join("")
      .repeat(3);
    const { data: done, reverseChain } = processDataByFilters(data, "FlateEncode");
    expect(reverseChain).toBe("/FlateDecode");
    expect(inflated(done)).toBe(data);
  });

  it("gives each page its own contents when pages end alike and are as long (found by their length and end)", async () => {
    const doc = new jsPDF({ compress: true });
    const tail = "The same closing line on every page, long enough to be all of the key's end. ".repeat(3);
    for (const [i, first] of ["A", "B", "C"].entries()) {
      if (i > 0) doc.addPage();
      doc.text(`Heading ${first}`, 10, 10);
      doc.text(tail, 10, 20);
    }
    await precompressPages(doc);
    const contents = (doc.internal as unknown as { pages: string[][] }).pages.slice(1).map((page) => page.join("\n"));
    expect(new Set(contents.map((content) => content.length)).size).toBe(1);
    expect(pageStreams(doc)).toEqual(contents);
  });
});
