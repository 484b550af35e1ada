// The committed extract of language-tagged GeoNames names (data/geonames/city-local-names.tsv,
// ADR 018): where it is, what its source line says, and how the generator reads it.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";

export const CITY_LOCAL_NAMES_FILE = join(resolve(import.meta.dirname, "../.."), "data", "geonames", "city-local-names.tsv");

/** The header line that names source S1; every row carries its source id. */
export const SOURCE_LINE =
  "# S1 = GeoNames alternate names (alternateNamesV2, isolanguage = the tag) as packaged in Debian's {package} (/usr/share/locale/<tag>/LC_MESSAGES/geonames.mo).";

const MARKS = String.raw`\s'’.()\-\d`;
const SCRIPTS: ReadonlyArray<readonly [RegExp, RegExp]> = [
  [/^ja\b/, new RegExp(String.raw`^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー・々ヶ${MARKS}]+$`, "u")],
  [/^ko\b/, new RegExp(String.raw`^[\p{Script=Hangul}${MARKS}]+$`, "u")],
  [/^(zh|yue)\b/, new RegExp(String.raw`^[\p{Script=Han}・·${MARKS}]+$`, "u")],
  [/^el\b/, new RegExp(String.raw`^[\p{Script=Greek}${MARKS}]+$`, "u")],
  [/^ru\b/, new RegExp(String.raw`^[\p{Script=Cyrillic}${MARKS}]+$`, "u")],
];
const LATIN = new RegExp(String.raw`^[\p{Script=Latin}${MARKS}]+$`, "u");

/**
 * Whether a name is written in its language's script: GeoNames tags some romanizations as
 * Chinese or Japanese ('T’ai-chung-hsien' as zh); those are not the reader's names.
 * @example isNameInScriptOf("München", "de") // true; isNameInScriptOf("Tokyo", "ja") // false
 */
export function isNameInScriptOf(name: string, tag: string): boolean {
  const script = SCRIPTS.find(([language]) => language.test(tag))?.[1] ?? LATIN;
  return script.test(name) && /\p{L}/u.test(name);
}

const read = new Map<string, ReadonlyMap<number, Readonly<Record<string, string>>>>();

/** Names by geonameid, then by language tag, from the extract (or another file of its shape);
 *  read once per process (the generator's tests call it for every run). */
export function readLocalNames(file = CITY_LOCAL_NAMES_FILE): ReadonlyMap<number, Readonly<Record<string, string>>> {
  const known = read.get(file);
  if (known) return known;
  const byCity = new Map<number, Record<string, string>>();
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (line === "" || line.startsWith("#")) continue;
    const [id, tag, name] = line.split("\t");
    const geoNameId = Number(id);
    if (!Number.isInteger(geoNameId) || !tag || !name) throw new Error(`${file}: malformed line ${JSON.stringify(line.slice(0, 80))}`);
    const names = byCity.get(geoNameId) ?? {};
    names[tag] = name;
    byCity.set(geoNameId, names);
  }
  read.set(file, byCity);
  return byCity;
}
