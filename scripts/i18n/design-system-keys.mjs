#!/usr/bin/env node
// Lists every text the /design-system demos ask for: the string literals passed to t(...) in
// app/components/ui/**/*.demo.tsx. With --write, writes them to app/locales/en/design-system.json
// (each key mapped to itself): the source list translators and the completeness test work from.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { parseArgs } from "node:util";

const root = join(import.meta.dirname, "../..");
const uiDir = join(root, "app/components/ui");

/** Every t("...") literal in a source text (double quotes, JSON escapes). */
export function extractKeys(source) {
  return [...source.matchAll(/\bt\(\s*"((?:[^"\\]|\\.)*)"/g)].map((m) => JSON.parse(`"${m[1]}"`));
}

export function designSystemKeys() {
  const keys = new Set();
  // The page itself and the section names of the catalog.
  for (const key of extractKeys(readFileSync(join(root, "app/routes/design-system.tsx"), "utf8"))) keys.add(key);
  const catalog = readFileSync(join(uiDir, "design-system-catalog.ts"), "utf8");
  for (const m of catalog.matchAll(/\bname: "((?:[^"\\]|\\.)*)"/g)) keys.add(JSON.parse(`"${m[1]}"`));
  for (const dir of readdirSync(uiDir, { withFileTypes: true }).filter((d) => d.isDirectory())) {
    for (const file of readdirSync(join(uiDir, dir.name)).filter((f) => f.endsWith(".demo.tsx"))) {
      for (const key of extractKeys(readFileSync(join(uiDir, dir.name, file), "utf8"))) keys.add(key);
    }
  }
  return [...keys].sort();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let write;
  try {
    ({ values: { write } } = parseArgs({ options: { write: { type: "boolean" } } }));
  } catch (err) {
    console.error(`${err.message}\nusage: node scripts/i18n/design-system-keys.mjs [--write]`);
    process.exit(2);
  }
  const keys = designSystemKeys();
  if (write) {
    const out = join(root, "app/locales/en/design-system.json");
    mkdirSync(join(root, "app/locales/en"), { recursive: true });
    writeFileSync(out, `${JSON.stringify(Object.fromEntries(keys.map((k) => [k, k])), null, 2)}\n`);
    console.log(`${keys.length} texts → ${relative(root, out)}`);
  } else {
    for (const k of keys) console.log(k);
  }
}
