/**
 * Draws the link-preview pictures (Open Graph and Twitter cards, 1200x630) of the public pages
 * into client/public/og/, one per page of shared/publicPages.ts, from the page's own drawing
 * in client/assets/art with its heading written over it, plus the logo as a 512x512 PNG (the
 * schema.org logo). Link previews do not show SVG, so these are JPEG files (small enough for chat
 * apps' preview limits, a few hundred KiB at most); they are committed,
 * so neither the build nor the server needs a browser. Run after changing the art or the headings:
 *
 *   npx tsx scripts/ogImages.ts      (needs Chromium, /usr/bin/chromium or CHROMIUM_PATH)
 */
import fs from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { categories } from "../shared/content/categories.ts";
import { products } from "../shared/content/products.ts";
import { LOGO_IMAGE_PATH, OG_IMAGE, ogImagePath, publicPages, type PublicPage } from "../shared/publicPages.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH, repoRoot } from "../e2e/harness.ts";

const artDir = path.join(repoRoot, "client/assets/art");
const outDir = path.join(repoRoot, "client/public");

const svgDataUrl = (name: string) => `data:image/svg+xml;base64,${fs.readFileSync(path.join(artDir, `${name}.svg`)).toString("base64")}`;
const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");

/** The small line above the heading: the product's category, or what the company does. */
function eyebrow(page: PublicPage): string {
  if (page.product) return categories.find((c) => c.id === products[page.product!].category)!.name;
  if (categories.some((c) => c.path === page.path)) return "Products";
  return "Scrap metal and tyre recycling, UAE";
}

function cardHtml(page: PublicPage): string {
  return `<!doctype html><html><head><style>
    html, body { margin: 0; width: ${OG_IMAGE.width}px; height: ${OG_IMAGE.height}px; overflow: hidden; }
    body { position: relative; font-family: "Liberation Sans", "DejaVu Sans", Arial, sans-serif; background: #12324a; }
    .art { position: absolute; inset: 0; width: 100%; height: 100%; object-fit: cover; }
    .shade { position: absolute; inset: 0; background: linear-gradient(180deg, rgba(9, 28, 41, 0.05) 30%, rgba(9, 28, 41, 0.88) 100%); }
    .logo { position: absolute; top: 40px; left: 56px; width: 104px; height: 104px; filter: drop-shadow(0 2px 6px rgba(0,0,0,.35)); }
    .text { position: absolute; left: 56px; right: 56px; bottom: 52px; color: #fff; text-shadow: 0 2px 8px rgba(0,0,0,.45); }
    .eyebrow { margin: 0 0 12px; font-size: 30px; font-weight: 700; letter-spacing: .04em; text-transform: uppercase; color: #f6c27a; }
    h1 { margin: 0; font-size: 72px; line-height: 1.05; font-weight: 700; }
  </style></head><body>
    <img class="art" src="${svgDataUrl(page.art)}" alt="">
    <div class="shade"></div>
    <img class="logo" src="${svgDataUrl("logo")}" alt="">
    <div class="text"><p class="eyebrow">${escape(eyebrow(page))}</p><h1>${escape(page.name)}</h1></div>
  </body></html>`;
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { ...OG_IMAGE } });
  for (const p of publicPages) {
    await page.setContent(cardHtml(p), { waitUntil: "load" });
    const file = path.join(outDir, ogImagePath(p));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    await page.screenshot({ path: file, type: "jpeg", quality: 85 });
    console.info(`${path.relative(repoRoot, file)} (${(fs.statSync(file).size / 1024).toFixed(0)} KiB)`);
  }
  await page.setViewportSize({ width: 512, height: 512 });
  await page.setContent(
    `<!doctype html><html><body style="margin:0"><img src="${svgDataUrl("logo")}" width="512" height="512" alt=""></body></html>`,
    { waitUntil: "load" },
  );
  const logo = path.join(outDir, LOGO_IMAGE_PATH);
  await page.screenshot({ path: logo, type: "png", omitBackground: true });
  console.info(`${path.relative(repoRoot, logo)} (${(fs.statSync(logo).size / 1024).toFixed(0)} KiB)`);
} finally {
  await browser.close();
}
