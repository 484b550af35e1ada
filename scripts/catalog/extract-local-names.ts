// Extracts the language-tagged GeoNames names of the store countries' cities into
// data/geonames/city-local-names.tsv, which the demo generator reads (ADR 018).
//
// The source is GeoNames' alternate names (CC BY 4.0) as Debian's libgeonames-common packages
// them: one gettext catalogue per language, msgid the geonameid, msgstr that language's name.
// No npm package ships GeoNames' alternate names with their language tags, so the extract is
// committed; this script rebuilds it from the Debian package:
//
//   apt-get download libgeonames-common && dpkg -x libgeonames-common_*.deb /tmp/gn
//   npx tsx scripts/catalog/extract-local-names.ts --locale-dir /tmp/gn/usr/share/locale \
//     --package "libgeonames-common 0.3.0-1"
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { SUPPORTED_SITE_LOCALES } from "../../app/domain/locales";
import { nameLanguages } from "../../app/domain/location";
import { parseCommandLine } from "../command-line";
import { loadCities } from "./demo-generator";
import { CITY_LOCAL_NAMES_FILE, SOURCE_LINE, isNameInScriptOf } from "./local-names";

const USAGE =
  "usage: npx tsx scripts/catalog/extract-local-names.ts --locale-dir DIR --package 'libgeonames-common VERSION' [--out FILE]";

/** The messages of a gettext .mo catalogue (either byte order). */
export function readMo(bytes: Buffer): Map<string, string> {
  const magic = bytes.readUInt32LE(0);
  const le = magic === 0x950412de;
  if (!le && bytes.readUInt32BE(0) !== 0x950412de) throw new Error("not a gettext .mo file");
  const u32 = (at: number) => (le ? bytes.readUInt32LE(at) : bytes.readUInt32BE(at));
  const count = u32(8);
  const originals = u32(12);
  const translations = u32(16);
  const text = (table: number, i: number) => {
    const length = u32(table + i * 8);
    const offset = u32(table + i * 8 + 4);
    return bytes.toString("utf8", offset, offset + length);
  };
  const messages = new Map<string, string>();
  for (let i = 0; i < count; i++) messages.set(text(originals, i), text(translations, i));
  return messages;
}

/** The language tags some site locale reads, in BCP-47 spelling ('zh-TW'); English is left to
 *  the GeoNames name itself (ADR 018). */
export function wantedLanguages(): Set<string> {
  return new Set(SUPPORTED_SITE_LOCALES.flatMap((l) => nameLanguages(l)).filter((t) => !t.startsWith("en")));
}

function main(argv: string[]): void {
  const { values } = parseCommandLine(
    argv,
    { "locale-dir": { type: "string", default: "" }, package: { type: "string", default: "" }, out: { type: "string", default: "" } } as const,
    (message) => {
      console.error(`extract-local-names: ${message}\n${USAGE}`);
      process.exit(2);
    },
  );
  const args = z
    .object({ "locale-dir": z.string().min(1), package: z.string().regex(/^libgeonames-common \S+$/), out: z.string() })
    .safeParse(values);
  if (!args.success) {
    console.error(USAGE);
    process.exit(2);
  }
  const dir = args.data["locale-dir"];
  const out = args.data.out || CITY_LOCAL_NAMES_FILE;
  const cities = new Map(loadCities({ localNamesFile: null }).map((c) => [String(c.geoNameId), c]));
  const wanted = wantedLanguages();
  const rows: string[] = [];
  for (const folder of readdirSync(dir).sort()) {
    const tag = folder.replace("_", "-");
    const mo = join(dir, folder, "LC_MESSAGES", "geonames.mo");
    if (!wanted.has(tag) || !existsSync(mo)) continue;
    for (const [id, name] of readMo(readFileSync(mo))) {
      const city = cities.get(id);
      const clean = name.trim();
      // Only places of the catalog, only names written in the language's script, and no copy of
      // the GeoNames name for a bare language (the fallback already says it).
      if (!city || clean === "" || clean.length > 200 || /[\t\n,]/.test(clean) || !isNameInScriptOf(clean, tag)) continue;
      if (!tag.includes("-") && clean === city.name) continue;
      rows.push(`${id}\t${tag}\t${clean}\tS1`);
    }
  }
  rows.sort((a, b) => {
    const [ia, ta] = a.split("\t");
    const [ib, tb] = b.split("\t");
    return Number(ia) - Number(ib) || (ta! < tb! ? -1 : ta! > tb! ? 1 : 0);
  });
  const header = [
    "# Names of the store countries' cities by language: GeoNames alternate names (https://www.geonames.org/, CC BY 4.0).",
    SOURCE_LINE.replace("{package}", args.data.package),
    "# Rebuilt by scripts/catalog/extract-local-names.ts (ADR 018). Columns: geonameid, BCP-47 language tag, name, source id.",
  ];
  writeFileSync(out, `${header.join("\n")}\n${rows.join("\n")}\n`);
  console.error(`extract-local-names: ${rows.length} names of ${new Set(rows.map((r) => r.split("\t")[0])).size} cities → ${out}`);
}

if (process.argv[1]?.endsWith("extract-local-names.ts")) main(process.argv.slice(2));
