import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { expect, test } from "vitest";
import { precompress } from "./precompress.ts";

test("each text file of the build gets a brotli copy beside it; pictures other than SVG do not", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "precompress-"));
  try {
    fs.mkdirSync(path.join(dir, "assets"));
    const script = "export const answer = 42;\n".repeat(50);
    fs.writeFileSync(path.join(dir, "assets", "app-1.js"), script);
    fs.writeFileSync(path.join(dir, "assets", "app-1.css"), "body { margin: 0 }\n");
    fs.writeFileSync(path.join(dir, "assets", "logo-1.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    const plugin = precompress() as unknown as { configResolved(config: unknown): void; writeBundle(): Promise<void> };
    plugin.configResolved({ root: dir, build: { outDir: "." } });
    await plugin.writeBundle();
    expect(brotliDecompressSync(fs.readFileSync(path.join(dir, "assets", "app-1.js.br"))).toString()).toBe(script);
    expect(fs.existsSync(path.join(dir, "assets", "app-1.css.br"))).toBe(true);
    expect(fs.existsSync(path.join(dir, "assets", "logo-1.png.br"))).toBe(false);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
