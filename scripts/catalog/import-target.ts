// Where `npm run catalog:import` writes, and what it does once the rows are in: the local state
// `npm start` uses, or — with `--remote --env staging|production` — the hosted D1 and KV of a
// wrangler environment, reached through wrangler's remote bindings (the bindings marked
// `remote: true` in a configuration written for this run only). Either way a successful import
// bumps the catalog version in KV, so cached pages show the new catalog at once (ADR 017).
import { CATALOG_VERSION_KEY, newVersion } from "../../app/domain/versions";
import { checkDeployConfig, type DeployConfig } from "../deploy/config-check";
import { importCatalog, type ImportOptions, type ImportResult } from "./import-core";

export const IMPORT_ENVIRONMENTS = ["staging", "production"] as const;
export type ImportEnvironment = (typeof IMPORT_ENVIRONMENTS)[number];

/** The part of wrangler's resolved environment configuration the remote import needs. */
export interface ResolvedEnvironment extends DeployConfig {
  compatibility_date?: string;
  compatibility_flags?: readonly string[];
}

/** A configuration for wrangler's getPlatformProxy holding only the catalog's two bindings, both remote. */
export interface RemoteImportConfig {
  name: string;
  compatibility_date: string;
  compatibility_flags: string[];
  d1_databases: { binding: "DB"; database_id: string; database_name?: string; remote: true }[];
  kv_namespaces: { binding: "STORE_CONFIG"; id: string; remote: true }[];
}

/**
 * The remote bindings' configuration for one environment, or the problems that stop the import —
 * the deploy check's own (a placeholder id is never written to), so a catalog cannot land in an
 * environment that could not be deployed.
 * @example remoteImportConfig({ d1_databases: [] }, "staging") // { problems: ["no D1 binding DB …", …] }
 */
export function remoteImportConfig(
  resolved: ResolvedEnvironment,
  env: ImportEnvironment,
): { config: RemoteImportConfig } | { problems: string[] } {
  const problems = checkDeployConfig(resolved, { production: env === "production", allowPlaceholders: false });
  const db = resolved.d1_databases?.find((d) => d.binding === "DB");
  const kv = resolved.kv_namespaces?.find((k) => k.binding === "STORE_CONFIG");
  if (!resolved.compatibility_date) problems.push("no compatibility_date");
  if (problems.length > 0 || !db?.database_id || !kv?.id || !resolved.compatibility_date) {
    return { problems: problems.length > 0 ? problems : ["the environment lacks DB or STORE_CONFIG"] };
  }
  return {
    config: {
      name: `${resolved.name ?? "stagefront"}-catalog-import`,
      compatibility_date: resolved.compatibility_date,
      compatibility_flags: [...(resolved.compatibility_flags ?? [])],
      d1_databases: [{ binding: "DB", database_id: db.database_id, database_name: db.database_name, remote: true }],
      kv_namespaces: [{ binding: "STORE_CONFIG", id: kv.id, remote: true }],
    },
  };
}

export type PublishedImport = ImportResult & { version?: string };

/**
 * Imports the lines (all rows or none) and, when they went in, writes a new catalog version.
 * A rejected file leaves both the catalog and its version as they were.
 */
export async function importAndPublish(
  db: D1Database,
  storeConfig: KVNamespace,
  lines: AsyncIterable<string> | Iterable<string>,
  options: ImportOptions & { now?: () => number; random?: () => number } = {},
): Promise<PublishedImport> {
  const result = await importCatalog(db, lines, options);
  if (!result.ok) return result;
  const version = newVersion((options.now ?? Date.now)(), (options.random ?? Math.random)());
  await storeConfig.put(CATALOG_VERSION_KEY, version);
  return { ...result, version };
}
