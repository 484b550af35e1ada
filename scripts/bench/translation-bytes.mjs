#!/usr/bin/env node
// What each translation locale adds to a page, so a new language's cost is a measured figure. The client JavaScript
// is one build for every locale and holds no catalogue (tests/integration/client-budget.test.ts);
// a page's words travel in its loader data. This prints, per translation locale, the home page's
// client JS (gzip) and the bytes of the words in its loader data — the shell's (header, search
// bar, banner, footer, error pages) and the page's own (its components' words, the widgets') —
// raw and gzip, in workerd through Miniflare on the local demo state.
//
//   npm run build && npm run bench:translations
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { root, startLocalWorker } from "./local-worker.mjs";

/** A home page in each translation locale: the store and language prefix that render it. */
const PAGES = [
  ["en-US", "www.stagefront.example", "/"], ["en-GB", "gb.stagefront.example", "/"], ["de-DE", "de.stagefront.example", "/"],
  ["fr-FR", "fr.stagefront.example", "/"], ["fr-CA", "ca.stagefront.example", "/fr/"], ["es-ES", "es.stagefront.example", "/"],
  ["es-MX", "mx.stagefront.example", "/"], ["es-AR", "ar.stagefront.example", "/"], ["pt-PT", "pt.stagefront.example", "/"],
  ["pt-BR", "br.stagefront.example", "/"], ["it-IT", "it.stagefront.example", "/"], ["nl-NL", "nl.stagefront.example", "/"],
  ["da-DK", "dk.stagefront.example", "/"], ["sv-SE", "se.stagefront.example", "/"], ["nb-NO", "www.stagefront.example", "/nb/"],
  ["fi-FI", "fi.stagefront.example", "/"], ["pl-PL", "pl.stagefront.example", "/"], ["cs-CZ", "cz.stagefront.example", "/"],
  ["el-GR", "gr.stagefront.example", "/"], ["tr-TR", "tr.stagefront.example", "/"], ["ru-RU", "www.stagefront.example", "/ru/"],
  ["ca-ES", "es.stagefront.example", "/ca/"], ["id-ID", "www.stagefront.example", "/id/"], ["ja-JP", "jp.stagefront.example", "/"],
  ["ko-KR", "kr.stagefront.example", "/"], ["zh-CN", "www.stagefront.example", "/zh/"], ["zh-TW", "tw.stagefront.example", "/"],
  ["zh-HK", "hk.stagefront.example", "/"],
];

// Remix's single fetch answers `.data` requests in turbo-stream; decode them with Remix's own copy.
const requireFromRemix = createRequire(createRequire(import.meta.url).resolve("@remix-run/server-runtime"));
const { decode } = requireFromRemix("turbo-stream");

const { mf } = await startLocalWorker();
const size = (value) => {
  const json = JSON.stringify(value ?? null);
  return { raw: Buffer.byteLength(json), gzip: gzipSync(json).length };
};

console.log("locale  lang    client JS gzip  shell words raw/gzip  page words raw/gzip");
let failed = false;
for (const [locale, host, path] of PAGES) {
  const res = await mf.dispatchFetch(`http://${host}${path}`);
  const html = await res.text();
  const lang = /<html lang="([^"]+)"/.exec(html)?.[1];
  const dataPath = path === "/" ? "/_root.data" : `${path.replace(/\/$/, "")}.data`;
  const dataRes = await mf.dispatchFetch(`http://${host}${dataPath}`);
  if (res.status !== 200 || dataRes.status !== 200) {
    console.error(`${locale}: ${host}${path} answered ${res.status}, its data ${dataRes.status}`);
    failed = true;
    continue;
  }
  const decoded = await decode(dataRes.body);
  await decoded.done;
  const data = Object.fromEntries(Object.entries(decoded.value).map(([id, entry]) => [id, entry?.data ?? {}]));
  const rootData = data.root;
  const page = Object.entries(data).find(([id]) => id !== "root")?.[1] ?? {};
  const shell = size({ labels: rootData.labels, search: rootData.searchLabels, banner: rootData.bannerLabels, footer: rootData.footerLabels, errors: rootData.errorLabels, logo: rootData.logoAlt });
  const own = size({ labels: page.labels, ui: page.uiLabels });
  const scripts = new Set([...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/build\/[^"]+\.js)"/g)].map((m) => m[1]));
  let js = 0;
  for (const s of scripts) js += gzipSync(readFileSync(join(root, "public", s))).length;
  console.log(`${locale.padEnd(7)} ${String(lang).padEnd(7)} ${String(js).padStart(9)} B   ${String(shell.raw).padStart(6)} / ${String(shell.gzip).padStart(5)} B     ${String(own.raw).padStart(6)} / ${String(own.gzip).padStart(5)} B`);
}
await mf.dispose();
process.exit(failed ? 1 : 0);
