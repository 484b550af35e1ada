// Draws the storefront's raster images from public/favicon.svg with Debian's Chromium
// (playwright-core; CHROMIUM_PATH): the web app manifest's icons (192, 512 and a maskable 512
// with the logo inside the safe zone), apple-touch-icon.png (180), favicon.ico (a 32 px PNG in an
// ICO container) and the link-preview cards (1200×630, one per brand name). Run it after the logo
// or a brand name changes: `node scripts/images/brand-images.mjs`; the files are committed.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { chromium } from "playwright-core";

const ROOT = resolve(import.meta.dirname, "../..");
const PUBLIC = join(ROOT, "public");
const logo = readFileSync(join(PUBLIC, "favicon.svg"), "utf8");
const logoUri = `data:image/svg+xml;base64,${Buffer.from(logo).toString("base64")}`;
const THEME = "#3f1d74";
/** The brand names of app/domain/store-config.ts defaults (brandName, altBrandName), and their card files. */
const BRANDS = [
  ["Stagefront", "og/stagefront.png"],
  ["Stagefront Tickets", "og/stagefront-tickets.png"],
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});

async function shot(width, height, html, { transparent = false } = {}) {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  await page.setContent(`<!doctype html><html><body style="margin:0">${html}</body></html>`);
  const png = await page.screenshot({ type: "png", omitBackground: transparent });
  await page.close();
  return png;
}

const icon = (size) => shot(size, size, `<img src="${logoUri}" width="${size}" height="${size}" style="display:block">`, { transparent: true });
// Maskable: the whole square is the brand colour; the mark sits inside the central 80 % safe zone.
const maskable = (size) =>
  shot(size, size, `<div style="width:${size}px;height:${size}px;background:${THEME};display:grid;place-items:center"><img src="${logoUri}" width="${Math.round(size * 0.6)}" height="${Math.round(size * 0.6)}"></div>`);
const card = (name) =>
  shot(
    1200,
    630,
    `<div style="width:1200px;height:630px;background:${THEME};display:flex;align-items:center;justify-content:center;gap:48px;font:700 84px/1 system-ui,'DejaVu Sans',sans-serif;color:#fff">
       <img src="${logoUri}" width="200" height="200" style="border-radius:40px;box-shadow:0 0 0 6px #fff">
       <span style="white-space:nowrap">${name}</span></div>`,
  );

/** An ICO file holding one PNG image (Vista+ ICO: a PNG payload is allowed). */
function ico(png, size) {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size >= 256 ? 0 : size, 6);
  header.writeUInt8(size >= 256 ? 0 : size, 7);
  header.writeUInt8(0, 8);
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

mkdirSync(join(PUBLIC, "icons"), { recursive: true });
mkdirSync(join(PUBLIC, "og"), { recursive: true });
writeFileSync(join(PUBLIC, "icons/icon-192.png"), await icon(192));
writeFileSync(join(PUBLIC, "icons/icon-512.png"), await icon(512));
writeFileSync(join(PUBLIC, "icons/icon-maskable-512.png"), await maskable(512));
writeFileSync(join(PUBLIC, "apple-touch-icon.png"), await maskable(180));
writeFileSync(join(PUBLIC, "favicon.ico"), ico(await icon(32), 32));
for (const [name, file] of BRANDS) writeFileSync(join(PUBLIC, file), await card(name));
await browser.close();
console.log("brand images written to public/icons, public/og, public/apple-touch-icon.png, public/favicon.ico");
