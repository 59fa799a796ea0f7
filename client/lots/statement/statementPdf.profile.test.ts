/**
 * Not a test: times (and with STATEMENT_PROFILE_CPU=dir, CPU-profiles) the detailed statement of
 * STATEMENT_PROFILE lots ("100,1000") of 50 containers + 20 payments, the bench's company, in Node.
 * With STATEMENT_PROFILE_PDF=dir, the PDF is written there too (to look at its pages).
 * `STATEMENT_PROFILE=100,1000 npx vitest run --project client client/lots/statement/statementPdf.profile.test.ts`
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import { Session } from "node:inspector/promises";
import { it } from "vitest";
import { benchCompanyStatement } from "./__fixtures__/statementTestData.ts";
import { buildCompanyStatementPdf } from "./statementPdf.ts";

const sizes = (process.env.STATEMENT_PROFILE ?? "").split(",").filter(Boolean).map(Number);
it.skipIf(sizes.length === 0)("times the detailed statement", { timeout: 600_000 }, async () => {
  for (const lots of sizes) {
    const statement = benchCompanyStatement(lots);
    const session = new Session();
    const dir = process.env.STATEMENT_PROFILE_CPU;
    if (dir) {
      session.connect();
      await session.post("Profiler.enable");
      await session.post("Profiler.start");
    }
    const cpu = process.cpuUsage();
    const start = performance.now();
    const { doc } = await buildCompanyStatementPdf({
      companyName: "Scale Metals",
      address: "Sharjah",
      statement,
      timeZone: "Asia/Dubai",
      generatedAt: new Date("2026-11-21T10:03:00Z"),
    });
    const built = performance.now();
    const file = doc.output("arraybuffer");
    const bytes = file.byteLength;
    const end = performance.now();
    const { user, system } = process.cpuUsage(cpu);
    if (dir) {
      const { profile } = await session.post("Profiler.stop");
      fs.writeFileSync(`${dir}/statement-${lots}.cpuprofile`, JSON.stringify(profile));
      session.disconnect();
    }
    // STATEMENT_PROFILE_PDF=dir: the file too, to look at its pages (pdftoppm).
    if (process.env.STATEMENT_PROFILE_PDF)
      fs.writeFileSync(`${process.env.STATEMENT_PROFILE_PDF}/statement-${lots}.pdf`, new Uint8Array(file));
    // The pages' drawing operators: equal before and after a change that should draw the same.
    const pages = (doc.internal as unknown as { pages: string[][] }).pages.flat().join("\n");
    const drawn = createHash("sha256").update(pages).digest("hex").slice(0, 12);
    console.log(
      `${lots} lots: build ${Math.round(built - start)} ms, output ${Math.round(end - built)} ms, total ${Math.round(end - start)} ms (CPU ${Math.round((user + system) / 1000)} ms: the machine is shared), ${bytes} bytes, ${doc.getNumberOfPages()} pages, drawing ${drawn}`,
    );
  }
});
