import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { killSpawnedServers, postJson, serverEnv, startServer } from "../test/serverProcess.ts";
import { allRows } from "../test/embeddedRows.ts";

/** `npm run db:backup` while the site runs, `npm run db:restore FILE` once it is stopped (issue 9). */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "scrap-backup-"));
afterAll(() => {
  killSpawnedServers();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
const env = { DATA_DIR: dataDir, DATABASE_URL: undefined, RATE_LIMIT_MAX: "1000000" };

const runScript = (script: string, ...args: string[]) => {
  const run = spawnSync(process.execPath, ["--import", "tsx", script, ...args], { env: serverEnv(env), encoding: "utf8" });
  return { status: run.status, output: run.stdout + run.stderr };
};

const post = async (baseUrl: string, route: string, body: unknown, token?: string) => {
  const response = await postJson(baseUrl, route, body, token);
  expect(response.status, `${route}: ${await response.clone().text()}`).toBeLessThan(300);
  return response.json();
};

describe.skipIf(process.env.TEST_DATABASE_URL)("backups of the embedded database", () => {
  test("a backup taken while the site runs restores every row, and restore refuses a live server", async () => {
    let server = await startServer(env);
    const account = {
      name: "Backup Trader",
      email: "backup@example.com",
      phone: "0501234567",
      password: "secret123",
      confirmPassword: "secret123",
    };
    await post(server.baseUrl, "/api/auth/signup", account);
    const { token } = await post(server.baseUrl, "/api/auth/login", account);
    await post(
      server.baseUrl,
      "/api/suppliers/add",
      {
        name: "Omar Haddad",
        companyName: "Backup Metals",
        contact: "+971 50 123 4567",
        email: account.email,
        address: "Sharjah",
        website: "",
        gst: "",
      },
      token,
    );
    for (const lotNumber of ["B-1", "B-2"]) {
      await post(server.baseUrl, "/api/lots/add", { companyName: "Backup Metals", lotNumber, price: "333.33" }, token);
      for (let i = 0; i < 3; i++) {
        await post(
          server.baseUrl,
          "/api/lots/details/add",
          {
            companyName: "Backup Metals",
            lotNumber,
            containerNo: `C${i}`,
            sealNo: `S${i}`,
            material: "HMS",
            quantity: `${1000 + i}.125`,
            date: "2026-06-01",
          },
          token,
        );
        await post(
          server.baseUrl,
          "/api/lots/amounts/add",
          { companyName: "Backup Metals", lotNumber, amount: `${100 + i}.50`, date: "2026-06-02" },
          token,
        );
      }
    }
    await post(server.baseUrl, "/api/contact", {
      name: "Visitor",
      email: "visitor@example.com",
      phone: "0501234567",
      tour: "no",
      message: "Before the backup",
    });
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    const before = await allRows(dataDir);
    expect(before.Payment).toHaveLength(6);

    server = await startServer(env);
    const file = path.join(dataDir, "backups", "site.tar.gz");
    const backup = runScript("scripts/dbBackup.ts", file);
    expect(backup, backup.output).toMatchObject({ status: 0 });
    expect(backup.output).toContain(`from the running server (pid ${server.child.pid})`);
    // Written after the backup: not in it.
    await post(server.baseUrl, "/api/contact", {
      name: "Visitor",
      email: "visitor@example.com",
      phone: "0501234567",
      tour: "no",
      message: "After the backup",
    });

    const refused = runScript("scripts/dbRestore.ts", file);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain(`Not restoring: The data directory ${dataDir} is in use by another process: pid ${server.child.pid}`);

    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    const restore = runScript("scripts/dbRestore.ts", file);
    expect(restore, restore.output).toMatchObject({ status: 0 });
    expect(await allRows(dataDir)).toEqual(before);

    // The restored database is the site's: it starts and serves the restored account.
    server = await startServer(env);
    await post(server.baseUrl, "/api/auth/login", account);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  }, 240_000);
});
