// `npm run store -- content ...`: authored per-store CMS content (the header's subCatNav and
// discovery menu) in STORE_CONFIG under contentKey(). The BFF serves an authored document when
// ComponentsSchema / SiteNavSchema accept it, else generated defaults from the D1 catalog.
import type { z } from "zod";
import { ComponentsSchema, contentKey, SiteNavSchema, type Components, type SiteNav } from "../../app/domain/content";
import type { StoreId } from "../../app/domain/stores";
import { parseCommandLine, type CommandLine } from "../command-line";
import { bumpContentVersion, CommandError, diffConfigs, effectiveConfig, parseJson, parseStoreIdArg, type ConfigStore } from "./commands";

export const CONTENT_KINDS = ["components", "site-nav"] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
export type ContentDocument = Components | SiteNav;

export const CONTENT_USAGE = [
  "usage: npm run store -- content <subcommand> ...",
  "  content get <storeId> components|site-nav [--remote]              print the authored document",
  "  content validate components|site-nav <file.json>                   check a document, write nothing",
  "  content diff <storeId> components|site-nav <file.json> [--remote]  against what is authored",
  "  content set <storeId> components|site-nav <file.json> [--remote]   validate, then write the whole document",
  "  content delete <storeId> components|site-nav [--remote]            back to generated defaults",
  "  (--namespace-id ID with --remote picks another namespace than STORE_CONFIG)",
].join("\n");

export function parseContentKindArg(raw: string | undefined): ContentKind {
  if (raw === undefined || !(CONTENT_KINDS as readonly string[]).includes(raw)) {
    throw new CommandError(`document must be one of ${CONTENT_KINDS.join(", ")} (got ${raw ?? "nothing"})`);
  }
  return raw as ContentKind;
}

function schemaFor(kind: ContentKind): z.ZodType<ContentDocument> {
  return kind === "components" ? ComponentsSchema : SiteNavSchema;
}

// ── Field paths, written the way an operator reads the JSON: subCatNav.cities[0].webURI ──
function formatPath(path: readonly PropertyKey[]): string {
  let out = "";
  for (const segment of path) {
    if (typeof segment === "number") out += `[${segment}]`;
    else out += out === "" ? String(segment) : `.${String(segment)}`;
  }
  return out || "(root)";
}

function formatIssue(issue: z.core.$ZodIssue): string[] {
  const path = formatPath(issue.path);
  if (issue.code === "unrecognized_keys") return issue.keys.map((key) => `${path}: unknown key "${key}"`);
  if (issue.code === "invalid_key" && issue.issues.length > 0) {
    return [`${path}: invalid key: ${issue.issues.map((inner) => inner.message).join("; ")}`];
  }
  return [`${path}: ${issue.message}`];
}

/**
 * Parses and validates a content document's text (the BFF's schema, links included); every error names its field.
 * @example validateContent("components", '{"subCatNav":{"cities":[{"name":"Lisboa","webURI":"//x"}]}}') // throws
 */
export function validateContent(kind: ContentKind, text: string): ContentDocument {
  const doc = parseJson(text);
  const result = schemaFor(kind).safeParse(doc);
  if (!result.success) throw new CommandError(`invalid ${kind} document`, result.error.issues.flatMap(formatIssue));
  return result.data;
}

export type AuthoredContent =
  | { readonly state: "none" }
  | { readonly state: "valid"; readonly document: ContentDocument }
  /** The BFF ignores an invalid document (same schema) and serves generated defaults. */
  | { readonly state: "invalid"; readonly text: string; readonly problems: string[] };

/** Judges stored text by the same rules `content set` applies. */
function judgeStored(kind: ContentKind, text: string | null): AuthoredContent {
  if (text === null) return { state: "none" };
  try {
    return { state: "valid", document: validateContent(kind, text) };
  } catch (err) {
    if (!(err instanceof CommandError)) throw err;
    return { state: "invalid", text, problems: [err.message, ...err.details] };
  }
}

function parseJsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** What is authored for a store and kind: nothing, a valid document, or an invalid one. */
export async function readContent(store: ConfigStore, storeId: StoreId, kind: ContentKind): Promise<AuthoredContent> {
  return judgeStored(kind, await store.get(contentKey(storeId, kind)));
}

/** Field differences between what is stored (even if invalid) and a valid new document. */
export async function diffContent(
  store: ConfigStore,
  storeId: StoreId,
  kind: ContentKind,
  text: string,
): Promise<{ lines: string[]; current: AuthoredContent["state"] }> {
  const next = validateContent(kind, text);
  const stored = await store.get(contentKey(storeId, kind));
  const current = stored === null ? undefined : parseJsonOrUndefined(stored);
  return { lines: diffConfigs(current, next), current: judgeStored(kind, stored).state };
}

/** Validates, then writes the whole document as one KV value; writes nothing when invalid. */
export async function setContent(store: ConfigStore, storeId: StoreId, kind: ContentKind, text: string): Promise<ContentDocument> {
  const doc = validateContent(kind, text);
  await store.put(contentKey(storeId, kind), JSON.stringify(doc));
  await bumpContentVersion(store, storeId);
  return doc;
}

/** Removes the authored document (generated defaults are served again); false when none was stored. */
export async function deleteContent(store: ConfigStore, storeId: StoreId, kind: ContentKind): Promise<boolean> {
  const key = contentKey(storeId, kind);
  if ((await store.get(key)) === null) return false;
  await store.delete(key);
  await bumpContentVersion(store, storeId);
  return true;
}

// ── The subcommand line ─────────────────────────────────────────────────────────────────────
export interface ContentIo {
  withStore<T>(fn: (store: ConfigStore) => Promise<T>): Promise<T>;
  readDocument(path: string | undefined): string;
  out(line: string): void;
  err(line: string): void;
  /** Where writes go, for messages: "local" or "remote". */
  target: "local" | "remote";
}

/** The options every content subcommand accepts (the store they act on; see scripts/store.ts). */
export const CONTENT_OPTIONS = { remote: { type: "boolean" }, "namespace-id": { type: "string" } } as const;

/** Reads `content <subcommand> ...`'s words after the subcommand; a usage problem is a CommandError. */
export function parseContentArgs(args: string[]): CommandLine<typeof CONTENT_OPTIONS> {
  return parseCommandLine(args, CONTENT_OPTIONS, (message) => {
    throw new CommandError(`${message}\n${CONTENT_USAGE}`);
  });
}

function expectCount(rest: string[], count: number): void {
  if (rest.length !== count) {
    throw new CommandError(`expected ${count} argument${count === 1 ? "" : "s"}, got ${rest.length}\n${CONTENT_USAGE}`);
  }
}

async function cacheNote(store: ConfigStore, storeId: StoreId): Promise<string> {
  const { config } = await effectiveConfig(store, storeId);
  return `the BFF caches content for ${config.contentCacheTtlSeconds} s (contentCacheTtlSeconds): the change shows within that`;
}

/** Runs `content <subcommand> ...`; returns the exit code. Errors are thrown as CommandError. */
export async function runContentCommand(argv: string[], io: ContentIo): Promise<number> {
  const [sub, ...args] = argv;
  const rest = parseContentArgs(args).positionals;
  switch (sub) {
    case "get": {
      expectCount(rest, 2);
      const id = parseStoreIdArg(rest[0]);
      const kind = parseContentKindArg(rest[1]);
      const authored = await io.withStore((s) => readContent(s, id, kind));
      if (authored.state === "none") {
        io.err(`store ${id} ${kind}: nothing authored; generated defaults (from the D1 catalog) are served`);
        return 0;
      }
      if (authored.state === "invalid") {
        for (const p of authored.problems) io.err(`stored document is invalid: ${p}`);
        io.err(`store ${id} ${kind}: the BFF ignores this document and serves generated defaults`);
        io.out(authored.text);
        return 1;
      }
      io.err(`store ${id} ${kind}: authored document (served)`);
      io.out(JSON.stringify(authored.document, null, 2));
      return 0;
    }
    case "validate": {
      expectCount(rest, 2);
      const kind = parseContentKindArg(rest[0]);
      validateContent(kind, io.readDocument(rest[1]));
      io.out(`${rest[1]}: valid ${kind} document`);
      return 0;
    }
    case "diff": {
      expectCount(rest, 3);
      const id = parseStoreIdArg(rest[0]);
      const kind = parseContentKindArg(rest[1]);
      const text = io.readDocument(rest[2]);
      const { lines, current } = await io.withStore((s) => diffContent(s, id, kind, text));
      if (current === "none") io.err(`store ${id} ${kind}: nothing authored (generated defaults are served); all of it would be new`);
      if (current === "invalid") io.err(`store ${id} ${kind}: the stored document is invalid (see content get)`);
      io.out(lines.length > 0 ? lines.join("\n") : "no differences");
      return 0;
    }
    case "set": {
      expectCount(rest, 3);
      const id = parseStoreIdArg(rest[0]);
      const kind = parseContentKindArg(rest[1]);
      const text = io.readDocument(rest[2]);
      validateContent(kind, text); // before touching any store, remote or local
      const note = await io.withStore(async (s) => {
        await setContent(s, id, kind, text);
        return cacheNote(s, id);
      });
      io.out(`store ${id} ${kind}: authored document written (${io.target})`);
      io.err(note);
      return 0;
    }
    case "delete": {
      expectCount(rest, 2);
      const id = parseStoreIdArg(rest[0]);
      const kind = parseContentKindArg(rest[1]);
      const { deleted, note } = await io.withStore(async (s) => {
        const deleted = await deleteContent(s, id, kind);
        return { deleted, note: deleted ? await cacheNote(s, id) : "" };
      });
      if (!deleted) {
        io.out(`store ${id} ${kind}: nothing authored (${io.target}); generated defaults are already served`);
        return 0;
      }
      io.out(`store ${id} ${kind}: authored document deleted (${io.target}); generated defaults are served`);
      io.err(note);
      return 0;
    }
    default:
      throw new CommandError(`unknown content subcommand ${sub ?? "(none)"}\n${CONTENT_USAGE}`);
  }
}
