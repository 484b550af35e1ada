import { describe, expect, it } from "vitest";
import { LOCALE_OPTIONS, ariaLabel, localeOption, localeOptions, type AriaKey } from "./locale-options";
import { TRANSLATION_LOCALES } from "./locales";

const ARIA_KEYS: readonly AriaKey[] = [
  "close",
  "previousMonth",
  "nextMonth",
  "chooseDate",
  "previousPage",
  "nextPage",
  "pageLabel",
];

// locale, January, Sunday, "No available options", "No results found" (spec §8), as written in each language.
const ROWS = [
  ["en-GB", "January", "Sunday", "No available options", "No results found"],
  ["en-US", "January", "Sunday", "No available options", "No results found"],
  ["de-DE", "Januar", "Sonntag", "Keine Optionen verfügbar", "Keine Ergebnisse gefunden"],
  ["fr-FR", "janvier", "dimanche", "Aucune option disponible", "Aucun résultat trouvé"],
  ["fr-CA", "janvier", "dimanche", "Aucune option disponible", "Aucun résultat trouvé"],
  ["es-ES", "enero", "domingo", "No hay opciones disponibles", "No se han encontrado resultados"],
  ["es-MX", "enero", "domingo", "No hay opciones disponibles", "No se encontraron resultados"],
  ["es-AR", "enero", "domingo", "No hay opciones disponibles", "No se encontraron resultados"],
  ["pt-PT", "janeiro", "domingo", "Nenhuma opção disponível", "Não foram encontrados resultados"],
  ["pt-BR", "janeiro", "domingo", "Nenhuma opção disponível", "Nenhum resultado encontrado"],
  ["it-IT", "gennaio", "domenica", "Nessuna opzione disponibile", "Nessun risultato trovato"],
  ["nl-NL", "januari", "zondag", "Geen opties beschikbaar", "Geen resultaten gevonden"],
  ["da-DK", "januar", "søndag", "Ingen tilgængelige muligheder", "Ingen resultater fundet"],
  ["sv-SE", "januari", "söndag", "Inga tillgängliga alternativ", "Inga resultat hittades"],
  ["nb-NO", "januar", "søndag", "Ingen tilgjengelige alternativer", "Ingen resultater funnet"],
  ["fi-FI", "tammikuu", "sunnuntai", "Ei käytettävissä olevia vaihtoehtoja", "Tuloksia ei löytynyt"],
  ["pl-PL", "styczeń", "niedziela", "Brak dostępnych opcji", "Nie znaleziono wyników"],
  ["cs-CZ", "leden", "neděle", "Žádné dostupné možnosti", "Nebyly nalezeny žádné výsledky"],
  ["el-GR", "Ιανουάριος", "Κυριακή", "Δεν υπάρχουν διαθέσιμες επιλογές", "Δεν βρέθηκαν αποτελέσματα"],
  ["tr-TR", "Ocak", "Pazar", "Kullanılabilir seçenek yok", "Sonuç bulunamadı"],
  ["ru-RU", "январь", "воскресенье", "Нет доступных вариантов", "Ничего не найдено"],
  ["ca-ES", "gener", "diumenge", "No hi ha opcions disponibles", "No s’ha trobat cap resultat"],
  ["id-ID", "Januari", "Minggu", "Tidak ada opsi yang tersedia", "Tidak ada hasil yang ditemukan"],
  ["ja-JP", "1月", "日曜日", "利用できるオプションはありません", "結果が見つかりませんでした"],
  ["ko-KR", "1월", "일요일", "사용 가능한 옵션이 없습니다", "검색 결과가 없습니다"],
  ["zh-CN", "一月", "星期日", "没有可用的选项", "未找到结果"],
  ["zh-TW", "1月", "星期日", "沒有可用的選項", "找不到結果"],
  ["zh-HK", "1月", "星期日", "沒有可用的選項", "找不到結果"],
] as const;

describe("LOCALE_OPTIONS", () => {
  it("has one entry per translation locale", () => {
    expect(Object.keys(LOCALE_OPTIONS).sort()).toEqual([...TRANSLATION_LOCALES].sort());
    expect(ROWS.map(([locale]) => locale).sort()).toEqual([...TRANSLATION_LOCALES].sort());
  });

  it.each(ROWS)("%s: January %s, Sunday %s, empty %s, filter empty %s", (locale, january, sunday, empty, emptyFilter) => {
    const options = LOCALE_OPTIONS[locale];
    expect(options.monthNames[0]).toBe(january);
    expect(options.dayNames[0]).toBe(sunday);
    expect(options.emptyMessage).toBe(empty);
    expect(options.emptyFilterMessage).toBe(emptyFilter);
  });

  it.each(TRANSLATION_LOCALES)("%s: week starts on day 0, dd/mm/yy unless US, complete names", (locale) => {
    const options = LOCALE_OPTIONS[locale];
    expect(options.firstDayOfWeek).toBe(0);
    expect(options.dateFormat).toBe(locale === "en-US" ? "mm/dd/yy" : "dd/mm/yy");
    expect(options.monthNames).toHaveLength(12);
    expect(new Set(options.monthNames).size).toBe(12);
    expect(options.dayNames).toHaveLength(7);
    expect(new Set(options.dayNames).size).toBe(7);
    expect(options.dayNamesMin).toHaveLength(7);
    for (const text of [options.today, options.clear, ...options.monthNames, ...options.dayNamesMin]) {
      expect(text.trim()).not.toBe("");
    }
    expect(Object.keys(options.aria).sort()).toEqual([...ARIA_KEYS].sort());
    for (const key of ARIA_KEYS) expect(options.aria[key].trim()).not.toBe("");
    expect(options.aria.pageLabel).toContain("{page}");
  });

  it("is translated: every non-English locale differs from English in its UI strings", () => {
    const english = LOCALE_OPTIONS["en-GB"];
    for (const locale of TRANSLATION_LOCALES.filter((l) => !l.startsWith("en-"))) {
      expect(LOCALE_OPTIONS[locale].aria.close, locale).not.toBe(english.aria.close);
      expect(LOCALE_OPTIONS[locale].today, locale).not.toBe(english.today);
    }
  });
});

describe("localeOptions", () => {
  it.each([
    ["en-GB", "en-GB"],
    ["en_us", "en-US"],
    ["de-AT", "de-DE"],
    ["de", "de-DE"],
    ["en-AU", "en-GB"],
    ["nl-BE", "nl-NL"],
    ["es-UY", "es-AR"],
    ["zh-HK", "zh-HK"],
  ] as const)("%s uses the %s options", (locale, translation) => {
    expect(localeOptions(locale)).toBe(LOCALE_OPTIONS[translation]);
  });

  it.each(["xx-YY", "en-MT", "pt", "hu-HU"])("%s is not found", (locale) => {
    expect(() => localeOptions(locale)).toThrow(new Error(`The ${locale} locale is not found`));
  });

  it.each(["__proto__", "constructor", "prototype", "", "../en", "en-GB;"])("%j is unsafe", (locale) => {
    expect(() => localeOptions(locale)).toThrow(new Error("Unsafe locale detected"));
  });
});

describe("localeOption", () => {
  it.each([
    ["emptyMessage", "en-GB", "No available options"],
    ["emptyFilterMessage", "en-US", "No results found"],
    ["dateFormat", "en-US", "mm/dd/yy"],
    ["dateFormat", "en-GB", "dd/mm/yy"],
    ["firstDayOfWeek", "ja-JP", 0],
    ["today", "fr-FR", "Aujourd’hui"],
    ["clear", "de-DE", "Löschen"],
  ] as const)("%s in %s → %j", (key, locale, expected) => {
    expect(localeOption(key, locale)).toBe(expected);
  });

  it.each(["foo", "__proto__", "constructor", "toString", "hasOwnProperty"])("%s is not an option", (key) => {
    expect(() => localeOption(key, "en-GB")).toThrow(new Error(`The ${key} option is not found in the current locale`));
  });

  it("rejects an unsafe locale before looking at the key", () => {
    expect(() => localeOption("emptyMessage", "__proto__")).toThrow(new Error("Unsafe locale detected"));
  });
});

describe("ariaLabel", () => {
  it.each([
    ["close", "en-GB", undefined, "Close"],
    ["previousMonth", "de-DE", undefined, "Vorheriger Monat"],
    ["nextMonth", "fr-CA", undefined, "Mois suivant"],
    ["pageLabel", "pl-PL", { page: 3 }, "Strona 3"],
    ["pageLabel", "zh-CN", { page: "12" }, "第 12 页"],
    ["pageLabel", "en-GB", undefined, "Page {page}"],
    ["pageLabel", "en-GB", { other: 1 }, "Page {page}"],
    ["chooseDate", "es-MX", { page: 1 }, "Seleccionar fecha"],
  ] as const)("%s in %s with %j → %s", (key, locale, params, expected) => {
    expect(ariaLabel(key, locale, params)).toBe(expected);
  });

  it("does not read inherited properties of the params object", () => {
    expect(ariaLabel("pageLabel", "en-GB", Object.create({ page: 9 }) as Record<string, number>)).toBe("Page {page}");
  });

  it.each(["__proto__", "constructor", "prototype", "1close", "close-x", "", "a.b", "close "])(
    "%j is an unsafe aria key",
    (key) => {
      expect(() => ariaLabel(key, "en-GB")).toThrow(new Error("Unsafe ariaKey detected"));
    },
  );

  it("reports an aria key the locale lacks", () => {
    expect(() => ariaLabel("zoomIn", "en-GB")).toThrow(new Error("The aria.zoomIn option is not found in the current locale"));
  });

  it("rejects an unsafe locale", () => {
    expect(() => ariaLabel("close", "constructor")).toThrow(new Error("Unsafe locale detected"));
  });
});
