/**
 * Not a test: times (and with STATEMENT_PROFILE_CPU=dir, CPU-profiles) the detailed statement of
 * STATEMENT_PROFILE lots ("100,1000") of 50 containers + 20 payments, the bench's company, in Node.
 * `STATEMENT_PROFILE=100,1000 npx vitest run --project client client/lots/statement/statementPdf.profile.test.ts`
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import { Session } from "node:inspector/promises";
import { it } from "vitest";
import { companyStatement } from "./__fixtures__/statementTestData.ts";
import { buildCompanyStatementPdf } from "./statementPdf.ts";

const sizes = (process.env.STATEMENT_PROFILE ?? "").split(",").filter(Boolean).map(Number);
const day = (i: number) => `2026-${String((i % 12) + 1).padStart(2, "0")}-${String((i % 28) + 1).padStart(2, "0")}`;

function ledger() {
  const rows = [];
  for (let i = 0; i < 70; i++) {
    const container = i % 7 !== 3;
    rows.push({
      number: i + 1,
      date: day(i),
      type: container ? "CONTAINER" : i % 2 ? "ADVANCE" : "AMOUNT",
      containerNo: container ? `MSCU${1_000_000 + i}` : null,
      sealNo: container ? `S${i}` : null,
      material: container ? "HMS 1&2" : null,
      quantityTons: container ? `${18 + i}.125` : null,
      pricePerTon: container ? "333.33" : null,
      containerAmount: container ? `${6000 + i * 7}.29` : null,
      amountAdded: container ? null : `${1000 + i}.50`,
      totalPaid: `${20000 + i * 1000}.50`,
      balance: `-${12000 + i * 321}.37`,
    });
  }
  return { from: null, to: null, openingBalance: "0.00", openingTotalPaid: "0.00", closingBalance: "-123456.78", closingTotalPaid: "20000.00", totals: { quantityTons: "1234.567", containerAmount: "411522.12", amountAdded: "20010.00" }, rows };
}

it.skipIf(sizes.length === 0)("times the detailed statement", { timeout: 600_000 }, async () => {
  for (const lots of sizes) {
    const one = ledger();
    const statement = companyStatement({ ...one, lots: Array.from({ length: lots }, (_, i) => ({ lot: { lotNumber: `T-${i}`, price: "333.33" }, statement: one })) });
    const session = new Session();
    const dir = process.env.STATEMENT_PROFILE_CPU;
    if (dir) {
      session.connect();
      await session.post("Profiler.enable");
      await session.post("Profiler.start");
    }
    const cpu = process.cpuUsage();
    const start = performance.now();
    const { doc } = await buildCompanyStatementPdf({ companyName: "Scale Metals", address: "Sharjah", statement, timeZone: "Asia/Dubai", generatedAt: new Date("2026-11-21T10:03:00Z") });
    const built = performance.now();
    const bytes = doc.output("arraybuffer").byteLength;
    const end = performance.now();
    const { user, system } = process.cpuUsage(cpu);
    if (dir) {
      const { profile } = await session.post("Profiler.stop");
      fs.writeFileSync(`${dir}/statement-${lots}.cpuprofile`, JSON.stringify(profile));
      session.disconnect();
    }
    // The pages' drawing operators: equal before and after a change that should draw the same.
    const pages = (doc.internal as unknown as { pages: string[][] }).pages.flat().join("\n");
    const drawn = createHash("sha256").update(pages).digest("hex").slice(0, 12);
    console.log(`${lots} lots: build ${Math.round(built - start)} ms, output ${Math.round(end - built)} ms, total ${Math.round(end - start)} ms (CPU ${Math.round((user + system) / 1000)} ms: the machine is shared), ${bytes} bytes, ${doc.getNumberOfPages()} pages, drawing ${drawn}`);
  }
});
