// Screenshots for issue 21 (pages helper): German store, 375 and 1280 px.
import { mkdirSync } from "node:fs";
import { launchChromium } from "./tests/support/browser";
import { startWorker } from "./tests/support/worker";
import { copyCatalogState } from "./tests/integration/catalog-setup";

const out = "/tmp/shots-pages";
mkdirSync(out, { recursive: true });
const w = await startWorker({ http: true, d1Persist: copyCatalogState("shots-pages"), bindings: { RATES_ORIGIN_URL: "", PAGE_CACHE: "off" } });
const db = await w.db();
const soldOut = await db.prepare(`SELECT web_path FROM events WHERE available_tickets = 0 AND starts_at > ?1 AND country_code = 'DE' ORDER BY starts_at LIMIT 1`).bind(Date.now() + 3_600_000).first<{ web_path: string }>();
const onSale = await db.prepare(`SELECT web_path FROM events WHERE available_tickets > 0 AND starts_at > ?1 AND country_code = 'DE' AND currency = 'EUR' ORDER BY starts_at LIMIT 1`).bind(Date.now() + 3_600_000).first<{ web_path: string }>();
const port = w.url!.port;
const base = `http://de.localhost:${port}`;
const pages: Array<[string, string]> = [
  ["sold-out-event", soldOut!.web_path],
  ["home-pbG-London", "/?pbG=London"],
  ["vip", "/vip-tickets/category/5000/"],
  ["cities", "/staedte-tickets/category/5001/"],
  ["approx-prices-home", "/?cur=USD"],
  ["approx-prices-event", `${onSale!.web_path}?cur=USD`],
  ["bad-request", "/?page=abc"],
];
const browser = await launchChromium();
for (const width of [375, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  for (const [name, path] of pages) {
    await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
    await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: name !== "cities" && name !== "vip" ? false : false });
    console.log(name, width, page.url());
  }
  await context.close();
}
// The sell page's header search, typed into and submitted (JavaScript on), wide screen.
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const page = await context.newPage();
await page.goto(`${base}/sell/`, { waitUntil: "networkidle" });
await page.getByRole("search").first().getByRole("combobox").fill("Rock");
await page.keyboard.press("Enter");
await page.waitForURL(/performerSearch/);
console.log("header search from /sell/ went to", page.url());
await page.screenshot({ path: `${out}/sell-header-search-1280.png` });
await browser.close();
await w.dispose();
