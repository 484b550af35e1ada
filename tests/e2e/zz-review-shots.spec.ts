// Review screenshots (not committed).
import { describe, it } from "vitest";
import { setupCatalogBrowser } from "../support/catalog-browser";
const b = setupCatalogBrowser("review-shots");
const OUT = "/tmp/review-shots";
async function findEvent(host: string, soldOut: boolean): Promise<string> {
  const db = await b.worker.db();
  const cc = host.startsWith("de") ? "DE" : host.startsWith("jp") ? "JP" : "FR";
  const row = await db.prepare(`SELECT web_path FROM events WHERE country_code = ? AND starts_at > ? AND ${soldOut ? "available_tickets = 0" : "available_tickets > 0"} ORDER BY popularity DESC LIMIT 1`).bind(cc, Date.now()).first<{ web_path: string }>();
  return row?.web_path ?? "/";
}
const pages: Array<[string, string | ((h: string) => Promise<string>)]> = [
  ["home", "/"],
  ["home-place", "/?pbG=London"],
  ["vip", "/vip-tickets/category/5000/"],
  ["cities", "/city-tickets/category/5001/"],
  ["event", (h) => findEvent(h, false)],
  ["event-soldout", (h) => findEvent(h, true)],
  ["search", "/find/s/?q=metallica"],
  ["search-empty", "/find/s/?q=zzqqxx"],
  ["signin", "/login/signup/?redirect=%2F"],
  ["sell", "/sell/"],
];
describe("review shots", () => {
  for (const host of ["de.localhost", "jp.localhost", "fr.localhost"]) {
    for (const [name, path] of pages) {
      it(`${host} ${name}`, async () => {
        const p = typeof path === "string" ? path : await path(host);
        for (const width of [375, 1280]) {
          const page = await b.open(p, width, { host }).catch(async () => null);
          if (!page) { console.log("FAILED OPEN", host, p); continue; }
          await page.screenshot({ path: `${OUT}/${host.split(".")[0]}-${name}-${width}.png`, fullPage: width === 375 ? false : true });
        }
      }, 60_000);
    }
  }
});
