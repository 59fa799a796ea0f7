import { describe, expect, test } from "vitest";
import sharp from "sharp";
import { callServer, twoServerProcesses } from "../test/serverProcess.ts";

/**
 * On PostgreSQL a file stored through one server process is served by another: the bytes live in
 * the database, not on one process's disk. PostgreSQL run only (PGlite is one process's database).
 */
const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)("attachments across two server processes", () => {
  const serverUrls = twoServerProcesses(databaseUrl);

  test("a photo attached through the first process is served, with its thumbnail, by the second", async () => {
    const [a, b] = serverUrls();
    const account = {
      name: "Photo Taker",
      email: "photos@example.com",
      phone: "0501234567",
      password: "secret123",
      confirmPassword: "secret123",
    };
    expect((await callServer(a, "POST", "/api/auth/signup", null, account)).status).toBe(201);
    const { token } = (await callServer(a, "POST", "/api/auth/login", null, { email: account.email, password: account.password })).body;
    const profile = { name: "Omar", companyName: "Two Process Photos", contact: "0501234567", email: account.email, address: "Sharjah" };
    expect((await callServer(a, "POST", "/api/suppliers/add", token, profile)).status).toBe(201);
    const lot = await callServer(a, "POST", "/api/lots/add", token, { lotNumber: "PH-1", price: 100 });
    const lotId = Buffer.from(`Lot:${lot.body.lot._id}`).toString("base64");

    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#336699" } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(photo)]), "loading.jpg");
    const stored = await fetch(`${a}/api/attachments/${encodeURIComponent(lotId)}`, {
      method: "POST",
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(stored.status).toBe(201);
    const attachment = await stored.json();

    const served = await fetch(b + attachment.url, { headers: { authorization: `Bearer ${token}` } });
    expect(served.status).toBe(200);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.length).toBe(attachment.byteSize);
    expect((await sharp(bytes).metadata()).width).toBe(800);
    const thumbnail = await fetch(b + attachment.thumbnailUrl, { headers: { authorization: `Bearer ${token}` } });
    expect(thumbnail.status).toBe(200);
    expect((await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata()).width).toBe(320);
  }, 60_000);
});
