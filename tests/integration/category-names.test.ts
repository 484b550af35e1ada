// The catalog's categories named in the store's language wherever a fan meets one (listing
// categoryName.*, by the catalog id spec §2.4 keeps the same on every site): a subcategory's page,
// a performer's line, an event's breadcrumb and the German store's discovery menus. The bundled
// worker on a copy of the demo catalog, whose category names are English; expectations come from
// the catalogue files (tests/support/catalogue.ts), never from the app's i18n code.
import { JSDOM } from "jsdom";
import { within } from "@testing-library/dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueText } from "../support/catalogue";
import { startWorker, type WorkerHandle } from "../support/worker";
import setupCatalog, { copyCatalogState } from "./catalog-setup";

let worker: WorkerHandle;
let db: D1Database;

beforeAll(async () => {
  await setupCatalog();
  worker = await startWorker({ d1Persist: copyCatalogState("category-names"), bindings: { PAGE_CACHE: "off" } });
  db = await worker.db();
}, 300_000);

afterAll(async () => {
  await worker?.dispose();
});

/** The page at `path` on `host`, after at most one redirect to the store's own address. */
async function page(host: string, path: string): Promise<Document> {
  let res = await worker.fetch(path, { host });
  if (res.status === 301 || res.status === 302 || res.status === 308) res = await worker.fetch(new URL(res.headers.get("location")!, `http://${host}`).pathname, { host });
  expect(res.status, `${host}${path}`).toBe(200);
  return new JSDOM(await res.text()).window.document;
}

const name = (locale: string, id: number) => catalogueText(locale, "listing", `categoryName.${id}`);

/** A category of the demo catalog with its English name and a path, and one of its upcoming events in `country`. */
async function categoryWithEvent(id: number, country: string) {
  const category = await db.prepare(`SELECT name, web_path FROM categories WHERE id = ?1`).bind(id).first<{ name: string; web_path: string }>();
  const event = await db
    .prepare(`SELECT web_path FROM events WHERE category_id = ?1 AND country_code = ?2 AND starts_at > ?3 AND available_tickets > 0 ORDER BY starts_at LIMIT 1`)
    .bind(id, country, Date.now())
    .first<{ web_path: string }>();
  return { category: category!, eventPath: event?.web_path.replace(/^\/[^/]+/, "") ?? null };
}

describe("category names in the store's language", () => {
  it.each([
    ["de.localhost", "de-DE", 2802],
    ["jp.localhost", "ja-JP", 1002],
    ["fr.localhost", "fr-FR", 17404],
  ])("a subcategory's page on %s is headed and titled in %s", async (host, locale, id) => {
    const { category } = await categoryWithEvent(id, "US");
    const expected = name(locale, id);
    expect(expected).not.toBe(category.name); // the demo's own name is English
    const doc = await page(host, category.web_path.replace(/^\/[^/]+/, ""));
    expect(within(doc.body).getByRole("heading", { level: 1 }).textContent).toBe(expected);
    expect(doc.title).toContain(expected);
    expect(doc.body.textContent).not.toContain(category.name);
  });

  it("an event's breadcrumb on the Japanese store names its category in Japanese", async () => {
    const { category, eventPath } = await categoryWithEvent(1002, "JP");
    expect(eventPath).not.toBeNull();
    const doc = await page("jp.localhost", eventPath!);
    const crumbs = within(within(doc.body).getByRole("navigation", { name: /パンくず|breadcrumb/i })).getAllByRole("link").map((a) => a.textContent);
    expect(crumbs).toContain(name("ja-JP", 1002));
    expect(crumbs).not.toContain(category.name);
  });

  it("a team's page on the German store names its sport in German", async () => {
    const performer = await db.prepare(`SELECT web_path FROM performers WHERE category_id = 2802 ORDER BY id LIMIT 1`).first<{ web_path: string }>();
    const doc = await page("de.localhost", performer!.web_path.replace(/^\/[^/]+/, ""));
    expect(doc.body.textContent).toContain(name("de-DE", 2802));
    expect(doc.body.textContent).not.toContain("Ice Hockey");
  });

  it("the German store's discovery menus name the subcategories in German", async () => {
    // The menus open in the browser from the header's data in the document: read the document whole.
    const res = await worker.fetch("/", { host: "de.localhost" });
    // The data is a script: "&" may be written \u0026 there, and &amp; in the markup.
    const html = (await res.text()).replace(/\\u0026/g, "&").replace(/&amp;/g, "&");
    for (const id of [1007, 2802, 17404]) expect(html).toContain(name("de-DE", id));
    for (const english of ["Classical", "Ice Hockey", "Circus & Family", "Electronic & Dance"]) expect(html).not.toContain(english);
  });

  it("a category the catalogue files do not know keeps the catalog's own name", async () => {
    await db.prepare(`INSERT INTO categories (id, parent_id, name, web_path) VALUES (99001, 28, 'Curling', '/curling-tickets/category/99001/')`).run();
    const doc = await page("de.localhost", "/curling-tickets/category/99001/");
    expect(within(doc.body).getByRole("heading", { level: 1 }).textContent).toBe("Curling");
    // …and its line names its parent in German, as the menu does.
    expect(doc.body.textContent).toContain(catalogueText("de-DE", "header", "menu.sports"));
  });
});
