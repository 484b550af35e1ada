// The W3C Nu HTML Checker (vnu-jar, on the machine's Java) over every page type of four stores,
// the documents exactly as the worker sends them (the checker reads the source, not the DOM the
// browser builds from it): home, a category, search results, an event, a performer, a venue, the
// sell entry, sign-in, a 404 and /design-system. Zero errors is the line (issue 23 item 7).
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { setupCatalogBrowser } from "../support/catalog-browser";

const VNU_JAR = "node_modules/vnu-jar/build/dist/vnu.jar";
const JAVA = process.env.JAVA ?? "java";

const site = setupCatalogBrowser("e2e-valid-html");

/** Four stores by host, each with its catalogue country (the events found in D1, never hard-coded). */
const STORES = [
  { host: null, country: "US", prefix: "" },
  { host: "de.localhost", country: "DE", prefix: "" },
  { host: "ca.localhost", country: "CA", prefix: "/fr" },
  { host: "jp.localhost", country: "JP", prefix: "" },
] as const;

interface Checked {
  label: string;
  html: string;
}

let documents: Checked[] = [];

async function pathsOf(db: D1Database, country: string): Promise<Record<string, string>> {
  const row = await db
    .prepare(
      `SELECT e.web_path AS event, v.web_path AS venue, p.web_path AS performer, e.category_id AS category
         FROM events e JOIN venues v ON v.id = e.venue_id
         JOIN event_performers ep ON ep.event_id = e.id JOIN performers p ON p.id = ep.performer_id
        WHERE e.country_code = ?1 AND e.starts_at >= ?2 ORDER BY e.popularity DESC LIMIT 1`,
    )
    .bind(country, Date.now())
    .first<{ event: string; venue: string; performer: string; category: number }>();
  if (!row) throw new Error(`the demo catalog has no upcoming ${country} event`);
  return {
    home: "/",
    category: `/category/${row.category}/`,
    search: "/find/s/?q=a",
    event: row.event,
    performer: row.performer,
    venue: row.venue,
    sell: "/sell/",
    "sign-in": "/login/signup/",
    "not-found": "/no-such-page/here/",
    "design-system": "/design-system/",
  };
}

beforeAll(async () => {
  const db = await site.worker.db();
  documents = [];
  for (const store of STORES) {
    const paths = await pathsOf(db, store.country);
    for (const [kind, path] of Object.entries(paths)) {
      let full = `${store.prefix}${path}`;
      let res = await site.worker.fetch(full, { ...(store.host ? { host: store.host } : {}), redirect: "manual" });
      // A catalogue page asked for with the language before its slug moves to its canonical address.
      for (let hop = 0; hop < 3 && res.status === 301; hop++) {
        full = new URL(res.headers.get("location")!, "http://x").pathname + new URL(res.headers.get("location")!, "http://x").search;
        res = await site.worker.fetch(full, { ...(store.host ? { host: store.host } : {}), redirect: "manual" });
      }
      const expected = kind === "not-found" ? 404 : 200;
      expect(res.status, `${store.host ?? "127.0.0.1"}${full}`).toBe(expected);
      documents.push({ label: `${store.country} ${kind} ${full}`, html: await res.text() });
    }
  }
}, 300_000);

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** Runs the checker once over every document (one JVM start), its errors by document. */
async function nuErrors(docs: readonly Checked[]): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), "vnu-"));
  try {
    const files = docs.map((doc, i) => {
      const file = join(dir, `${i}.html`);
      writeFileSync(file, doc.html);
      return file;
    });
    const { stderr } = await promisify(execFile)(JAVA, ["-jar", VNU_JAR, "--errors-only", "--exit-zero-always", "--format", "json", ...files], {
      maxBuffer: 64 * 1024 * 1024,
    });
    const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
    return messages.map((m) => {
      const index = Number(/(\d+)\.html$/.exec(m.url)?.[1]);
      return `${docs[index]?.label ?? m.url}:${m.lastLine ?? "?"}: ${m.message}${m.extract ? ` — ${m.extract.trim().slice(0, 120)}` : ""}`;
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("the Nu HTML Checker", () => {
  it("finds no error on any page type of four stores", async () => {
    expect(documents).toHaveLength(STORES.length * 10);
    const errors = await nuErrors(documents);
    expect(errors, errors.slice(0, 40).join("\n")).toEqual([]);
  }, 180_000);
});
