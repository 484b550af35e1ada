// Global setup of the integration layer: the demo catalog (≥115k cities, ≥25k events),
// generated and imported once per run into a persisted Miniflare D1 that each test
// file then copies (tests may break their copy on purpose).
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Miniflare } from "miniflare";
import { generatorDigest, seedDemoCatalog, todayUtc, ROOT } from "../../scripts/catalog/seed";
import { applyMigrations } from "../support/worker";

export const CATALOG_STATE = join(ROOT, ".cache", "test-catalog");

export default async function setup(): Promise<void> {
  const startDate = todayUtc();
  // Rebuilt each day (the demo catalog moves with its seed day) and whenever a migration or the
  // demo generator changes.
  const marker = join(CATALOG_STATE, `ready-${startDate}-${migrationsDigest()}-${generatorDigest()}`);
  if (existsSync(marker)) return;
  rmSync(CATALOG_STATE, { recursive: true, force: true });
  mkdirSync(CATALOG_STATE, { recursive: true });
  const mf = new Miniflare({
    modules: true,
    script: "export default { fetch() { return new Response('') } }",
    d1Databases: { DB: "00000000-0000-4000-8000-000000000001" },
    d1Persist: join(CATALOG_STATE, "d1"),
  });
  try {
    const db = (await mf.getD1Database("DB")) as unknown as D1Database;
    await applyMigrations(db);
    await seedDemoCatalog(db, startDate);
  } finally {
    await mf.dispose();
  }
  writeFileSync(marker, new Date().toISOString());
}

/** A short digest of migrations/*.sql (names and contents). */
function migrationsDigest(): string {
  const dir = join(ROOT, "migrations");
  const hash = createHash("sha256");
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".sql")).sort()) hash.update(file).update(readFileSync(join(dir, file)));
  return hash.digest("hex").slice(0, 12);
}

/** A private copy of the seeded D1 state for one test file. */
export function copyCatalogState(name: string): string {
  const target = join(ROOT, ".cache", "test-state", name);
  rmSync(target, { recursive: true, force: true });
  cpSync(join(CATALOG_STATE, "d1"), join(target), { recursive: true });
  return target;
}
