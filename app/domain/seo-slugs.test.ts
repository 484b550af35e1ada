import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseAddress } from "./address";
import { CATEGORY_SLUGS, type CategorySlugSetName } from "./categories";
import { SUPPORTED_LANGUAGES, SUPPORTED_SITE_LOCALES } from "./locales";
import {
  SEO_SLUG_ENTITIES,
  TICKET_SLUG_WORDS,
  localizeSeoPath,
  ticketSlugSetName,
  ticketSlugWord,
  type TicketSlugSetName,
} from "./seo-slugs";

const PERFORMER = "/adele-tickets/performer/7/";
const VENUE = "/the-o2-arena-tickets/venue/3/";
const EVENT = "/adele-london-tickets-2026-05-01/event/123/";
const SLUG_GRAMMAR = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

describe("TICKET_SLUG_WORDS", () => {
  it.each([
    ["en", "tickets", "after"],
    ["en-US", "tickets", "after"],
    ["de", "tickets", "after"],
    ["fr", "billets", "before"],
    ["fr-CA", "billets", "before"],
    ["es", "entradas", "before"],
    ["pt-PT", "bilhetes", "before"],
    ["pt-BR", "ingressos", "before"],
    ["it", "biglietti", "before"],
    ["nl", "kaartjes", "after"],
    ["da", "billetter", "after"],
    ["sv", "biljetter", "after"],
    ["nb", "billetter", "after"],
    ["fi", "liput", "after"],
    ["pl", "bilety", "before"],
    ["cs", "vstupenky", "before"],
    ["ca", "entrades", "before"],
    ["id", "tiket", "before"],
    ["tr", "bilet", "after"],
    ["ru", "bilety", "after"],
    ["el", "eisitiria", "after"],
    ["ja", "tickets", "after"],
    ["ko", "tickets", "after"],
    ["zh", "tickets", "after"],
  ] as const)("%s: %s, %s the name", (set, word, position) => {
    expect(TICKET_SLUG_WORDS[set]).toEqual({ word, position });
  });

  it("every word is plain lower-case ASCII", () => {
    for (const { word } of Object.values(TICKET_SLUG_WORDS)) expect(word).toMatch(/^[a-z]+$/);
  });

  // The ticket word must be the one that language's category slugs already use, on the same side.
  it.each(Object.keys(CATEGORY_SLUGS) as CategorySlugSetName[])("agrees with the %s category slugs", (set) => {
    const { word, position } = TICKET_SLUG_WORDS[set];
    for (const slug of Object.values(CATEGORY_SLUGS[set])) {
      if (position === "before") expect(slug, slug).toMatch(new RegExp(`^${word}-`));
      // Compounds (concertkaartjes) and dashed forms (vip-kaartjes) both end in the word.
      else expect(slug, slug).toMatch(new RegExp(`${word}$`));
    }
  });
});

describe("ticketSlugSetName", () => {
  it.each([
    ["en-GB", "en"],
    ["en-AU", "en"],
    ["en-US", "en-US"],
    ["de-AT", "de"],
    ["fr-BE", "fr"],
    ["fr-CA", "fr-CA"],
    ["es-ES", "es"],
    ["es-MX", "es"], // categories have no es-MX set, so no "boletos"
    ["es-UY", "es"],
    ["pt", "pt-PT"],
    ["pt-BR", "pt-BR"],
    ["nl-BE", "nl"],
    ["nb-NO", "nb"],
    ["nb", "nb"],
    ["ca-ES", "ca"],
    ["ru-UA", "ru"],
    ["el-GR", "el"],
    ["zh-HK", "zh"],
    ["ja-JP", "ja"],
    ["he-IL", "en"], // unsupported language: English, like the category slugs
  ] as const)("%s → %s", (locale, set) => {
    expect(ticketSlugSetName(locale)).toBe(set satisfies TicketSlugSetName);
  });

  it("throws on an unsafe locale key, like categorySlugSetName", () => {
    expect(() => ticketSlugSetName("__proto__")).toThrow();
  });

  it("ticketSlugWord reads the resolved set", () => {
    expect(ticketSlugWord("fi-FI")).toEqual({ word: "liput", position: "after" });
  });
});

describe("localizeSeoPath", () => {
  // [locale, performer slug, venue slug, event slug], one row per slug set.
  const table: ReadonlyArray<readonly [string, string, string, string]> = [
    ["en-GB", "adele-tickets", "the-o2-arena-tickets", "adele-london-tickets-2026-05-01"],
    ["en-US", "adele-tickets", "the-o2-arena-tickets", "adele-london-tickets-2026-05-01"],
    ["de-DE", "adele-tickets", "the-o2-arena-tickets", "adele-london-tickets-2026-05-01"],
    ["fr-FR", "billets-adele", "billets-the-o2-arena", "billets-adele-london-2026-05-01"],
    ["fr-CA", "billets-adele", "billets-the-o2-arena", "billets-adele-london-2026-05-01"],
    ["es-ES", "entradas-adele", "entradas-the-o2-arena", "entradas-adele-london-2026-05-01"],
    ["es-MX", "entradas-adele", "entradas-the-o2-arena", "entradas-adele-london-2026-05-01"],
    ["pt-PT", "bilhetes-adele", "bilhetes-the-o2-arena", "bilhetes-adele-london-2026-05-01"],
    ["pt-BR", "ingressos-adele", "ingressos-the-o2-arena", "ingressos-adele-london-2026-05-01"],
    ["it-IT", "biglietti-adele", "biglietti-the-o2-arena", "biglietti-adele-london-2026-05-01"],
    ["nl-NL", "adele-kaartjes", "the-o2-arena-kaartjes", "adele-london-kaartjes-2026-05-01"],
    ["da-DK", "adele-billetter", "the-o2-arena-billetter", "adele-london-billetter-2026-05-01"],
    ["sv-SE", "adele-biljetter", "the-o2-arena-biljetter", "adele-london-biljetter-2026-05-01"],
    ["nb-NO", "adele-billetter", "the-o2-arena-billetter", "adele-london-billetter-2026-05-01"],
    ["fi-FI", "adele-liput", "the-o2-arena-liput", "adele-london-liput-2026-05-01"],
    ["pl-PL", "bilety-adele", "bilety-the-o2-arena", "bilety-adele-london-2026-05-01"],
    ["cs-CZ", "vstupenky-adele", "vstupenky-the-o2-arena", "vstupenky-adele-london-2026-05-01"],
    ["ca-ES", "entrades-adele", "entrades-the-o2-arena", "entrades-adele-london-2026-05-01"],
    ["id-ID", "tiket-adele", "tiket-the-o2-arena", "tiket-adele-london-2026-05-01"],
    ["tr-TR", "adele-bilet", "the-o2-arena-bilet", "adele-london-bilet-2026-05-01"],
    ["ru-RU", "adele-bilety", "the-o2-arena-bilety", "adele-london-bilety-2026-05-01"],
    ["el-GR", "adele-eisitiria", "the-o2-arena-eisitiria", "adele-london-eisitiria-2026-05-01"],
    ["ja-JP", "adele-tickets", "the-o2-arena-tickets", "adele-london-tickets-2026-05-01"],
    ["ko-KR", "adele-tickets", "the-o2-arena-tickets", "adele-london-tickets-2026-05-01"],
    ["zh-CN", "adele-tickets", "the-o2-arena-tickets", "adele-london-tickets-2026-05-01"],
  ];
  const rows = table.flatMap(([locale, performer, venue, event]) => [
    [locale, PERFORMER, `/${performer}/performer/7/`],
    [locale, VENUE, `/${venue}/venue/3/`],
    [locale, EVENT, `/${event}/event/123/`],
  ]);

  it.each(rows)("%s: %s → %s", (locale, path, expected) => {
    expect(localizeSeoPath(path, locale)).toBe(expected);
  });

  it.each([
    ["es-ES", "/nba-tickets/grouping/5/", "/entradas-nba/grouping/5/"],
    ["fi-FI", "/london-tickets/geography/12/", "/london-liput/geography/12/"],
    ["fr-CA", "/montreal-tickets/geography/6077243/", "/billets-montreal/geography/6077243/"],
  ])("%s: %s → %s (grouping, geography)", (locale, path, expected) => {
    expect(localizeSeoPath(path, locale)).toBe(expected);
  });

  it.each(["en", "en-GB", "en-US", "en-AU", "en-CA", "en-IE", "en-ZA"])("%s leaves every path unchanged", (locale) => {
    for (const path of [PERFORMER, VENUE, EVENT, "/nba-tickets/grouping/5/", "/london-tickets/geography/12/"]) {
      expect(localizeSeoPath(path, locale)).toBe(path);
    }
  });

  it.each([
    ["category (categories.ts owns it)", "/concert-tickets/category/1/"],
    ["category without slug", "/category/1/"],
    ["home", "/"],
    ["empty", ""],
    ["language home", "/es/"],
    ["search", "/find/s/"],
    ["search with query", "/find/s/?q=adele"],
    ["slug before search", "/adele-tickets/find/s/"],
    ["no slug", "/performer/7/"],
    ["event without slug", "/event/123/"],
    ["language prefix", "/es/performer/7/"],
    ["language after slug", "/adele-tickets/es/performer/7/"],
    ["language before slug", "/es/adele-tickets/performer/7/"],
    ["account path", "/my/orders/"],
    ["sell path", "/sell/"],
    ["import-style path", "/die-aerzte/"],
    ["no ticket word", "/adele/performer/7/"],
    ["ticket word in the middle", "/adele-tickets-london/event/1/"],
    ["only the ticket word", "/tickets/performer/7/"],
    ["upper case", "/Adele-tickets/performer/7/"],
    ["double dash", "/adele--tickets/performer/7/"],
    ["percent-encoded", "/ad%C3%A8le-tickets/performer/7/"],
    ["unknown entity", "/adele-tickets/artist/7/"],
    ["non-numeric id", "/adele-tickets/performer/seven/"],
    ["extra segment", "/adele-tickets/performer/7/extra/"],
    ["doubled slash", "//adele-tickets/performer/7/"],
    ["no leading slash", "adele-tickets/performer/7/"],
    ["full address", "https://www.stagefront.example/adele-tickets/performer/7/"],
  ])("leaves %s unchanged: %j", (_, path) => {
    for (const locale of ["es-ES", "fi-FI", "nl-NL"]) expect(localizeSeoPath(path, locale)).toBe(path);
  });

  it.each(["", "__proto__", "constructor", "es_ES/../", "not a locale"])("leaves the path unchanged for locale %j", (locale) => {
    expect(localizeSeoPath(PERFORMER, locale)).toBe(PERFORMER);
  });

  it("leaves an unsupported language on the English slug", () => {
    expect(localizeSeoPath(PERFORMER, "he-IL")).toBe(PERFORMER);
  });

  it("does not throw on non-string input read from D1", () => {
    expect(localizeSeoPath(null as unknown as string, "es-ES")).toBeNull();
    expect(localizeSeoPath(PERFORMER, undefined as unknown as string)).toBe(PERFORMER);
  });

  it.each([
    ["es-ES", "/adele-tickets/performer/7/?utm_source=x#dates", "/entradas-adele/performer/7/?utm_source=x#dates"],
    ["es-ES", "/adele-tickets/performer/7/#a?b", "/entradas-adele/performer/7/#a?b"],
    ["nl-NL", "/adele-tickets/performer/7?x=/y/", "/adele-kaartjes/performer/7?x=/y/"],
    ["fi-FI", "/adele-tickets/performer/7", "/adele-liput/performer/7"],
  ])("%s keeps query, hash and trailing slash: %s → %s", (locale, path, expected) => {
    expect(localizeSeoPath(path, locale)).toBe(expected);
  });

  it.each([
    // A name that itself ends in "tickets" keeps it; the catalogue word is the last one.
    ["es-ES", "/foo-tickets-tickets/performer/1/", "/entradas-foo-tickets/performer/1/"],
    ["nl-NL", "/foo-tickets-tickets-2026-01-02/event/1/", "/foo-tickets-kaartjes-2026-01-02/event/1/"],
    // A name starting with the locale's word cannot be told from a localized slug: kept as is.
    ["es-ES", "/entradas-tickets/performer/1/", "/entradas-tickets/performer/1/"],
    // A date-like tail is kept last on any entity.
    ["pl-PL", "/tour-tickets-2026-12-31/grouping/9/", "/bilety-tour-2026-12-31/grouping/9/"],
  ])("%s: %s → %s (ambiguous names)", (locale, path, expected) => {
    expect(localizeSeoPath(path, locale)).toBe(expected);
  });

  it.each(
    table.flatMap(([locale]) =>
      [PERFORMER, VENUE, EVENT, "/foo-tickets-tickets/performer/1/", "/a-tickets-tickets-2026-01-02/event/1/"].map(
        (path) => [locale, path] as const,
      ),
    ),
  )("%s: localizing %s twice equals once", (locale, path) => {
    const once = localizeSeoPath(path, locale);
    expect(localizeSeoPath(once, locale)).toBe(once);
  });

  describe("properties", () => {
    const word = fc.stringMatching(/^[a-z0-9]{1,8}$/);
    const name = fc.array(word, { minLength: 1, maxLength: 5 }).map((words) => words.join("-"));
    const date = fc
      .tuple(fc.integer({ min: 2000, max: 2099 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }))
      .map(([y, m, d]) => `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`);
    // Catalogue slugs, plus any other slug of the grammar (already localized, no ticket word...).
    const slug = fc.oneof(
      fc.tuple(name, fc.option(date, { nil: undefined })).map(([n, d]) => (d ? `${n}-tickets-${d}` : `${n}-tickets`)),
      name,
    );
    const entity = fc.constantFrom(...SEO_SLUG_ENTITIES);
    const id = fc.nat().map(String);
    const locale = fc.constantFrom(...SUPPORTED_SITE_LOCALES);
    const parse = (path: string) => parseAddress(path, { supportedLanguages: SUPPORTED_LANGUAGES });

    it("keeps the page, entity and entity id, and writes a [a-z0-9-] slug", () => {
      fc.assert(
        fc.property(slug, entity, id, locale, (s, e, i, l) => {
          const path = `/${s}/${e}/${i}/`;
          const before = parse(path);
          const result = localizeSeoPath(path, l);
          const after = parse(result);
          expect(after.pageId).not.toBeNull();
          expect({ pageId: after.pageId, entity: after.entity, entityId: after.entityId }).toEqual({
            pageId: before.pageId,
            entity: before.entity,
            entityId: before.entityId,
          });
          expect(result.split("/")[1]).toMatch(SLUG_GRAMMAR);
          expect(localizeSeoPath(result, l)).toBe(result);
        }),
      );
    });

    it("puts the locale's word on its side of a catalogue slug", () => {
      fc.assert(
        fc.property(name, entity, id, locale, (n, e, i, l) => {
          const { word, position } = ticketSlugWord(l);
          if (position === "before" && n.startsWith(`${word}-`)) return; // kept as is, see above
          const result = localizeSeoPath(`/${n}-tickets/${e}/${i}/`, l);
          expect(result).toBe(position === "before" ? `/${word}-${n}/${e}/${i}/` : `/${n}-${word}/${e}/${i}/`);
        }),
      );
    });

    it("never throws and is idempotent on any input", () => {
      fc.assert(
        fc.property(fc.string({ maxLength: 60 }), fc.oneof(locale, fc.string({ maxLength: 12 })), (path, l) => {
          const once = localizeSeoPath(path, l);
          expect(typeof once).toBe("string");
          expect(localizeSeoPath(once, l)).toBe(once);
        }),
      );
    });
  });
});
