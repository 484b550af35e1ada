// What a page should say, read straight from the catalogue files (not through the app's i18n
// code): the locale's own file, then its language's (zh-HK: Taiwan's), then the English source.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ENGLISH_SOURCES } from "../../app/lib/i18n.server";
import { toTranslationLocale } from "../../app/domain/locales";

const LOCALES_DIR = join(import.meta.dirname, "../../app/locales");

function file(code: string, namespace: string): Record<string, string> {
  const path = join(LOCALES_DIR, code, `${namespace}.json`);
  return existsSync(path) ? (JSON.parse(readFileSync(path, "utf8")) as Record<string, string>) : {};
}

/**
 * The text of `key` a page in `siteLocale` shows (spec §3 mapping applied first).
 * @example catalogueText("de-AT", "header", "logo.tagline")
 */
export function catalogueText(siteLocale: string, namespace: "listing" | "header" | "account" | "ui", key: string): string {
  const locale = toTranslationLocale(siteLocale);
  const chain = [locale, locale.split("-")[0]!, ...(locale === "zh-HK" ? ["zh-TW"] : [])];
  for (const code of chain) {
    const text = file(code, namespace)[key];
    if (text !== undefined) return text;
  }
  const english = ENGLISH_SOURCES[namespace][key];
  if (english === undefined) throw new Error(`no text ${namespace}:${key}`);
  return english;
}

/** `text` as React writes it into HTML (attribute or text). */
export function htmlEscaped(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
