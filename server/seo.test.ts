import { afterAll, beforeAll, expect, test } from "vitest";
import { publicPages } from "../shared/publicPages.ts";
import { config } from "./config.ts";
import { TestClient } from "./test/client.ts";

let client: TestClient;
const publicUrl = config.publicUrl;

beforeAll(async () => {
  config.publicUrl = "https://scrap.example";
  client = await TestClient.start();
});
afterAll(() => {
  config.publicUrl = publicUrl;
});

test("/robots.txt is plain text that points crawlers to the sitemap and away from the APIs", async () => {
  const response = await client.fetch("/robots.txt");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
  const text = await response.text();
  expect(text.split("\n")).toEqual(
    expect.arrayContaining(["User-agent: *", "Disallow: /api/", "Disallow: /graphql", "Sitemap: https://scrap.example/sitemap.xml"]),
  );
});

test("/sitemap.xml lists the sixteen public pages under PUBLIC_URL, and nothing signed-in", async () => {
  const response = await client.fetch("/sitemap.xml");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
  const xml = await response.text();
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs).toEqual(publicPages.map((p) => `https://scrap.example${p.path}`));
  expect(locs).toHaveLength(16);
  expect(locs).toContain("https://scrap.example/");
  expect(locs).toContain("https://scrap.example/tdf");
  for (const privatePath of ["/login", "/dashboard", "/add-lot", "/lot-details"]) expect(xml).not.toContain(privatePath);
});
