// "A fan in Warsaw, Lisbon, Seoul or Montréal should never meet an English string": every page
// kind of the German, Polish and Japanese stores — home, category, search, event, sell, sign-in,
// the signed-in area, a 404 — is read for any English text of the catalogues'
// sources (visible text, and the names screen readers hear: aria-label, title, placeholder, alt).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGLISH_SOURCES } from "../../app/lib/i18n.server";
import { catalogueText } from "../support/catalogue";
import { startWorker, type WorkerHandle } from "../support/worker";
import setupCatalog, { copyCatalogState } from "./catalog-setup";

let worker: WorkerHandle;
let eventPath = "";

beforeAll(async () => {
  await setupCatalog();
  worker = await startWorker({ d1Persist: copyCatalogState("no-english") });
  const db = await worker.db();
  const row = await db.prepare("SELECT web_path FROM events WHERE starts_at > ?1 AND available_tickets > 0 ORDER BY starts_at LIMIT 1").bind(Date.now()).first<{ web_path: string }>();
  eventPath = row!.web_path.replace(/^\/[^/]+/, "");
}, 300_000);

afterAll(async () => {
  await worker?.dispose();
});

const decode = (text: string) => text.replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">");

/** What a fan reads or hears: text outside scripts and styles, and the naming attributes. */
function readable(html: string): string {
  const body = html.replace(/<script[\s\S]*?<\/script>/g, " ").replace(/<style[\s\S]*?<\/style>/g, " ");
  const attributes = [...body.matchAll(/\s(?:aria-label|title|placeholder|alt|content)="([^"]*)"/g)].map((m) => m[1]);
  return decode(`${body.replace(/<[^>]+>/g, "\n")}\n${attributes.join("\n")}`).replace(/[\u00a0\u202f]/g, " ");
}

/** English texts (several words) that `locale` words differently: none may show on its pages. */
function englishTexts(locale: string): string[] {
  const texts: string[] = [];
  for (const [namespace, table] of Object.entries(ENGLISH_SOURCES)) {
    for (const [key, english] of Object.entries(table)) {
      const fixed = english.split(/\{\w+\}/).map((part) => part.trim()).filter((part) => part.split(/\s+/).length >= 2 && part.length >= 8);
      for (const part of fixed) {
        if (catalogueText(locale, namespace as "listing", key).includes(part)) continue;
        texts.push(part);
      }
    }
  }
  return [...new Set(texts)];
}

const PAGES = (category: string) => ["/", category, "/find/s/?q=a", () => eventPath, "/sell/", "/login/signup/", "/my/guest/orderlookup/", "/no-such-page/performer/999999999/"];

describe.each([
  ["de.localhost", "de-DE", "/konzert-tickets/category/1/"],
  ["pl.localhost", "pl-PL", "/bilety-koncerty/category/1/"],
  ["jp.localhost", "ja-JP", "/category/1/"],
])("%s (%s)", (host, locale, category) => {
  it.each(PAGES(category).map((p, i) => [i, p] as const))("page %i shows and says no English", async (_i, page) => {
    const path = typeof page === "function" ? page() : page;
    const res = await worker.fetch(path, { host });
    const html = await res.text();
    expect([200, 404]).toContain(res.status);
    expect(/<html lang="([^"]+)"/.exec(html)?.[1]).toBe(locale);
    const text = readable(html);
    const found = englishTexts(locale).filter((english) => text.includes(english));
    expect(found, `${host}${path}`).toEqual([]);
  });
});
