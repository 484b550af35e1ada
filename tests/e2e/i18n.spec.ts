// The storefront's languages in Chromium against the worker with the demo catalog (spec §2.1,
// §2.4, §2.6, §3): switching the language through the store dialog by keyboard alone on three
// stores (Canada, Belgium, Germany) keeps the page, its ids and query; the Canadian French,
// Finnish and Japanese (slug-less) category pages speak their locale: lang, heading, header
// links and labels, the cards' dates; axe-core on the Finnish page at 375 px. Every expected word
// comes from the catalogue files (catalogueText), every path from the store configuration.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { formatAddress } from "../../app/domain/address";
import { CATEGORY_IDS, type CategoryKey } from "../../app/domain/categories";
import { categoryPath, defaultStoreConfig } from "../../app/domain/store-config";
import { storeBySiteCountry } from "../../app/domain/stores";
import { axeViolations } from "../support/axe";
import { SHOTS, setupCatalogBrowser } from "../support/catalog-browser";
import { catalogueText } from "../support/catalogue";

const catalog = setupCatalogBrowser("e2e-i18n");

/** `path` on the store of `host`, in a fresh context; expects a 200 and no error in the browser. */
function open(host: string, path: string, width = 1280): Promise<Page> {
  return catalog.open(path, width, { host });
}

/** The store a `{country}.localhost` host selects, with its default configuration. */
function storeOf(host: string) {
  const store = storeBySiteCountry(host.split(".")[0]!);
  if (!store) throw new Error(`no store for ${host}`);
  return { store, config: defaultStoreConfig(store.storeId) };
}

function lang(page: Page): Promise<string> {
  return page.evaluate(() => document.documentElement.lang);
}

function pathAndQuery(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** Escapes `text` for a RegExp. */
function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The store button's accessible name in `locale`: "Store settings: <language>". */
function storeButton(page: Page, locale: string) {
  return page.getByRole("button", { name: new RegExp(`^${literal(catalogueText(locale, "header", "header.storeSettings"))}: `) });
}

/** Whether `el` (a locator's element) has the document's focus. */
async function isFocused(page: Page, locator: ReturnType<Page["getByRole"]>): Promise<boolean> {
  return locator.evaluate((el) => el === document.activeElement);
}

/**
 * Keyboard alone: Tab from the top of the page to the store button, Enter opens the dialog, Tab to
 * the language select, arrow keys until `target` is chosen, Tab to Save and Enter.
 */
async function switchLanguageByKeyboard(page: Page, fromLocale: string, target: { value: string; label: string }): Promise<void> {
  const button = storeButton(page, fromLocale);
  expect(await button.count()).toBe(1);
  await page.locator("body").focus();
  let reached = false;
  for (let i = 0; i < 40 && !reached; i++) {
    await page.keyboard.press("Tab");
    reached = await isFocused(page, button);
  }
  expect(reached, "Tab reaches the store button").toBe(true);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await dialog.waitFor();
  expect(await button.getAttribute("aria-expanded")).toBe("true");

  const select = dialog.getByRole("combobox", { name: catalogueText(fromLocale, "header", "header.language") });
  expect(await select.inputValue()).toBe(fromLocale);
  reached = false;
  for (let i = 0; i < 5 && !reached; i++) {
    await page.keyboard.press("Tab");
    reached = await isFocused(page, select);
  }
  expect(reached, "Tab reaches the language select").toBe(true);
  // The options in the store's order: ArrowDown (or ArrowUp) moves the choice of a closed select.
  const values = await select.locator("option").evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  const steps = values.indexOf(target.value) - values.indexOf(fromLocale);
  expect(values).toContain(target.value);
  for (let i = 0; i < Math.abs(steps); i++) await page.keyboard.press(steps > 0 ? "ArrowDown" : "ArrowUp");
  expect(await select.inputValue()).toBe(target.value);
  expect(await select.locator("option:checked").textContent()).toBe(target.label);

  const save = dialog.getByRole("button", { name: catalogueText(fromLocale, "header", "header.save") });
  reached = false;
  for (let i = 0; i < 5 && !reached; i++) {
    await page.keyboard.press("Tab");
    reached = await isFocused(page, save);
  }
  expect(reached, "Tab reaches Save").toBe(true);
  await page.keyboard.press("Enter");
}

/** The locale entry `locale` of a store's language menu. */
function offered(config: ReturnType<typeof defaultStoreConfig>, locale: string): { value: string; label: string } {
  const entry = config.supportedLocales.find((l) => l.locale === locale);
  if (!entry) throw new Error(`the store does not offer ${locale}`);
  return { value: entry.locale, label: entry.languageDisplayName };
}

/**
 * Waits for the navigation away from `from` and the document in `locale`, then expects the path
 * and query `expected` (softly: a wrong address is reported and the rest of the test still runs).
 */
async function landsOn(page: Page, from: string, expected: string, locale: string): Promise<void> {
  await page.waitForURL((url) => `${url.pathname}${url.search}` !== from, { timeout: 15_000 });
  await page.waitForLoadState("networkidle");
  await expect.poll(() => lang(page)).toBe(locale);
  await page.getByRole("dialog").waitFor({ state: "detached" });
  expect.soft(pathAndQuery(page), "the address after the switch").toBe(expected);
}

/** The header (banner) words every page carries, in `locale`. */
async function expectHeaderIn(page: Page, locale: string): Promise<void> {
  await storeButton(page, locale).waitFor();
  const banner = page.getByRole("banner");
  await banner.getByRole("link", { name: catalogueText(locale, "header", "menu.signIn"), exact: true }).first().waitFor();
}

describe("languages", () => {
  it("switches language through the dialog on three stores and stays on the same page", async () => {
    // Canada: the concerts category in English (the default) → Français (Canada): same id, French slug.
    {
      const { config } = storeOf("ca.localhost");
      const from = config.defaultLocale;
      const to = "fr-CA";
      const start = categoryPath(config, from, "concerts")!;
      expect(start).toBe("/concert-tickets/category/1/");
      const page = await open("ca.localhost", start);
      expect(await lang(page)).toBe(from);
      await switchLanguageByKeyboard(page, from, offered(config, to));
      await landsOn(page, start, "/billets-concert/fr/category/1/", to);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(catalogueText(to, "header", "menu.concerts"));
      await expectHeaderIn(page, to);
      // fr-CA's "Se connecter" is not English's "Sign in": the header really is in French.
      expect(catalogueText(to, "header", "menu.signIn")).not.toBe(catalogueText(from, "header", "menu.signIn"));
      expect(await page.getByRole("banner").getByRole("link", { name: catalogueText(from, "header", "menu.signIn"), exact: true }).count()).toBe(0);
      await page.screenshot({ path: `${SHOTS}/i18n-switch-ca-fr-1280.png` });
    }

    // Belgium: the home page in fr-BE (the default) → Nederlands (België) at /nl/.
    {
      const { config } = storeOf("be.localhost");
      const from = config.defaultLocale;
      const to = "nl-BE";
      expect(from).toBe("fr-BE");
      const page = await open("be.localhost", "/");
      expect(await lang(page)).toBe(from);
      await switchLanguageByKeyboard(page, from, offered(config, to));
      await landsOn(page, "/", "/nl/", to);
      const [before, after] = catalogueText(to, "listing", "homeHeading").split("{country}");
      const heading = await page.locator("#page-title").textContent();
      expect(heading?.startsWith(before!), `${heading} in ${to}`).toBe(true);
      expect(heading?.endsWith(after!)).toBe(true);
      expect(await page.getByRole("list", { name: catalogueText(to, "listing", "eventsHeading") }).count()).toBe(1);
      await expectHeaderIn(page, to);
      await page.screenshot({ path: `${SHOTS}/i18n-switch-be-nl-1280.png` });
    }

    // Germany: a search (a word of the first event on the German home page) → English, /en/ first.
    {
      const { config } = storeOf("de.localhost");
      const from = config.defaultLocale;
      const home = await open("de.localhost", "/");
      const firstEvent = await home.getByRole("list", { name: catalogueText(from, "listing", "eventsHeading") }).getByRole("link").first().textContent();
      const term = firstEvent?.split(/\s+/).find((w) => /^\p{L}{4,}$/u.test(w));
      expect(term, `a word of "${firstEvent}"`).toBeTruthy();
      const start = `/find/s/?q=${encodeURIComponent(term!)}`;
      const page = await open("de.localhost", start);
      expect(await lang(page)).toBe(from);
      const events = (p: Page, locale: string) => p.getByRole("list", { name: catalogueText(locale, "listing", "eventsHeading") }).getByRole("link");
      const found = await events(page, from).evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      expect(found.length).toBeGreaterThan(0);

      const english = config.supportedLocales.find((l) => l.locale.startsWith("en-"))!;
      await switchLanguageByKeyboard(page, from, offered(config, english.locale));
      await landsOn(page, start, `/en${start}`, english.locale);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
        catalogueText(english.locale, "listing", "searchHeading").replace("{term}", term!),
      );
      // The same events, their addresses with the language segment after the slug.
      const foundInEnglish = await events(page, english.locale).evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      expect(foundInEnglish).toEqual(found.map((p) => p.replace(/\/event\//, "/en/event/")));
      await expectHeaderIn(page, english.locale);
      await page.screenshot({ path: `${SHOTS}/i18n-switch-de-en-1280.png` });
    }
  });

  it("visits the Canadian French, Finnish and a slug-less category path", async () => {
    const visits = [
      { host: "ca.localhost", locale: "fr-CA", path: "/billets-concert/fr/category/1/", shot: "i18n-ca-fr-category-1280" },
      { host: "fi.localhost", locale: "fi-FI", path: "/konsertit-liput/category/1/", shot: "i18n-fi-category-1280" },
      { host: "jp.localhost", locale: "ja-JP", path: "/category/1/", shot: "i18n-jp-category-1280" },
    ];
    const db = await catalog.worker.db();
    for (const { host, locale, path, shot } of visits) {
      const { config } = storeOf(host);
      const page = await open(host, path);
      expect(await lang(page), host).toBe(locale);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(catalogueText(locale, "header", "menu.concerts"));

      // The category bar: the store's own paths in this locale (Finnish slugs, Japan's slug-less ones).
      const bar = page.getByRole("navigation", { name: catalogueText(locale, "header", "header.categoriesNav") });
      for (const key of ["concerts", "sports", "theatre"] as CategoryKey[]) {
        const expected = categoryPath(config, locale, key);
        if (expected === null) continue;
        const link = bar.getByRole("link", { name: catalogueText(locale, "header", `menu.${key}`), exact: true });
        const address = formatAddress(expected, {
          currentLocale: locale,
          defaultLocale: config.defaultLocale,
          supportedLanguages: config.supportedLocales.map((l) => l.locale),
        });
        expect(address).toMatch(new RegExp(`/category/${CATEGORY_IDS[key]}/$`));
        expect(await link.getAttribute("href"), `${host} ${key}`).toBe(address);
      }
      if (host === "fi.localhost") expect(await bar.getByRole("link", { name: catalogueText(locale, "header", "menu.concerts") }).getAttribute("href")).toBe("/konsertit-liput/category/1/");
      if (host === "jp.localhost") expect(await bar.getByRole("link", { name: catalogueText(locale, "header", "menu.concerts") }).getAttribute("href")).toBe("/category/1/");
      if (host === "ca.localhost") expect(await bar.getByRole("link", { name: catalogueText(locale, "header", "menu.concerts") }).getAttribute("href")).toBe(path);

      // No English header word where the locale has its own: sign-in, sell, help, the categories.
      const banner = page.getByRole("banner");
      const signIn = catalogueText(locale, "header", "menu.signIn");
      expect(await banner.getByRole("link", { name: signIn, exact: true }).first().isVisible()).toBe(true);
      for (const key of ["menu.signIn", "menu.sell", "menu.help", "menu.concerts", "menu.sports", "menu.theatre", "menu.cities"]) {
        const englishWord = catalogueText("en-US", "header", key);
        if (catalogueText(locale, "header", key) === englishWord) continue;
        const shown = await banner.getByText(englishWord, { exact: true }).evaluateAll((els) => els.filter((el) => (el as HTMLElement).offsetParent !== null).length);
        expect(shown, `"${englishWord}" visible in the ${locale} header`).toBe(0);
      }
      expect(await storeButton(page, locale).count()).toBe(1);

      // The first card's date: the app's Intl options (app/pages/shared/event-format.server.ts) in
      // the venue's zone.
      const card = page.getByRole("list", { name: catalogueText(locale, "listing", "eventsHeading") }).getByRole("listitem").first();
      const eventId = Number(/\/event\/(\d+)\//.exec((await card.getByRole("link").first().getAttribute("href")) ?? "")?.[1]);
      const row = await db.prepare("SELECT starts_at, time_zone FROM events WHERE id = ?1").bind(eventId).first<{ starts_at: number; time_zone: string }>();
      expect(row, `event ${eventId} in D1`).toBeTruthy();
      const when = card.locator("time");
      expect(await when.getAttribute("datetime")).toBe(new Date(row!.starts_at).toISOString());
      const options: Intl.DateTimeFormatOptions = { weekday: "short", day: "numeric", month: "short", year: "numeric", timeZone: row!.time_zone };
      const dateShown = (await when.textContent()) ?? "";
      const expectedDate = new Intl.DateTimeFormat(locale, options).format(new Date(row!.starts_at));
      expect(dateShown.startsWith(`${expectedDate} `), `"${dateShown}" starts with "${expectedDate}"`).toBe(true);
      expect(dateShown).not.toContain(new Intl.DateTimeFormat("en-US", options).format(new Date(row!.starts_at)));

      await page.screenshot({ path: `${SHOTS}/${shot}.png` });
    }

    // The Finnish page at 375 px: axe-core over the whole document.
    const narrow = await open("fi.localhost", "/konsertit-liput/category/1/", 375);
    expect(await lang(narrow)).toBe("fi-FI");
    await narrow.screenshot({ path: `${SHOTS}/i18n-fi-category-375.png`, fullPage: true });
    expect(await axeViolations(narrow)).toEqual([]);
  });
});
