// The client budget, so home stays fast on a mid-range phone: the home page's client JavaScript —
// every script the page loads, as the browser fetches it from the worker — is at most 130 KiB gzip. And no client chunk carries zod:
// validation is the server's job, and zod alone weighs ~90 kB gzip.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT, startWorker, type WorkerHandle } from "../support/worker";
import setupCatalog, { copyCatalogState } from "./catalog-setup";

const HOME_JS_BUDGET_BYTES = 130 * 1024;

let worker: WorkerHandle;

beforeAll(async () => {
  await setupCatalog();
  worker = await startWorker({ d1Persist: copyCatalogState("client-budget") });
});
afterAll(async () => {
  await worker?.dispose();
});

/** Script URLs a page loads: module preloads, script sources and the inline entry's imports. */
function scriptsOf(html: string): string[] {
  const urls = new Set<string>();
  for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+\.js)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/<script[^>]* src="([^"]+\.js)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/import\s*(?:[^"';]*?\s*from\s*)?["'](\/build\/[^"']+\.js)["']/g)) urls.add(m[1]!);
  return [...urls];
}

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? jsFiles(join(dir, e.name)) : e.name.endsWith(".js") ? [join(dir, e.name)] : [],
  );
}

describe("client JavaScript", () => {
  it("home loads at most 130 KiB gzip of it, every script served by the worker", async () => {
    const res = await worker.fetch("/");
    expect(res.status).toBe(200);
    const scripts = scriptsOf(await res.text());
    expect(scripts.length).toBeGreaterThan(2);
    let total = 0;
    for (const src of scripts) {
      const asset = await worker.fetch(src);
      expect(asset.status, src).toBe(200);
      total += gzipSync(Buffer.from(await asset.arrayBuffer()), { level: 9 }).length;
    }
    // The figure for the closing note, printed where the run shows it.
    console.log(`home client JS: ${total} B gzip in ${scripts.length} files (budget ${HOME_JS_BUDGET_BYTES} B)`);
    expect(total).toBeLessThanOrEqual(HOME_JS_BUDGET_BYTES);
  });

  it("no client chunk carries a translation catalogue or i18next: a page's words come in its loader data", () => {
    const files = jsFiles(join(ROOT, "public", "build"));
    const texts = files.map((f) => readFileSync(f, "utf8"));
    // Texts only the catalogues hold (German, Japanese, Simplified Chinese, Brazilian Portuguese).
    const catalogueOnly = [
      JSON.parse(readFileSync(join(ROOT, "app/locales/de/listing.json"), "utf8"))["date.thisWeekend"],
      JSON.parse(readFileSync(join(ROOT, "app/locales/ja/header.json"), "utf8"))["search.placeholder"],
      JSON.parse(readFileSync(join(ROOT, "app/locales/zh-CN/account.json"), "utf8"))["signIn.heading"],
      JSON.parse(readFileSync(join(ROOT, "app/locales/pt-BR/listing.json"), "utf8"))["homeIntro"],
    ] as string[];
    for (const text of catalogueOnly) {
      expect(text.length).toBeGreaterThan(3);
      expect(texts.filter((t) => t.includes(text)), text).toEqual([]);
    }
    expect(texts.filter((t) => /i18next|pluralResolver|interpolation\.prefix/.test(t))).toEqual([]);
  });

  it("no client chunk carries zod", () => {
    const files = jsFiles(join(ROOT, "public", "build"));
    expect(files.length).toBeGreaterThan(0);
    const withZod = files.filter((f) => /\bZodType\b|\$ZodType\b|ZodBoolean/.test(readFileSync(f, "utf8")));
    expect(withZod).toEqual([]);
  });
});
