#!/usr/bin/env node
// What each design-system widget adds to a page that uses it: every component module under
// app/components/ui/<widget>/ (not tests, not demos) is bundled on its own with esbuild, minified,
// with React and React DOM left out (every page ships them already), and gzipped (level 9), beside
// the gzip size of the widget's CSS. Widgets share code (the calendar inside the date picker, the
// pagination inside the table): each figure is the widget with everything it imports.
//
//   npm run bench:widgets        (writes .cache/bench/widget-sizes-<date>.json)
import { mkdirSync, readdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const root = join(import.meta.dirname, "../..");
const uiDir = join(root, "app/components/ui");
const external = ["react", "react-dom", "react/jsx-runtime", "react-dom/client"];

const gzip = (bytes) => gzipSync(bytes, { level: 9 }).length;

const rows = [];
for (const widget of readdirSync(uiDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort()) {
  const dir = join(uiDir, widget);
  const components = readdirSync(dir).filter((f) => f.endsWith(".tsx") && !/\.(test|demo)\.tsx$/.test(f));
  for (const file of components) {
    const entry = join(dir, file);
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      write: false,
      minify: true,
      format: "esm",
      platform: "browser",
      target: "es2020",
      jsx: "automatic",
      external,
      logLevel: "silent",
      metafile: true,
    });
    const js = result.outputFiles[0].contents;
    const inputs = Object.keys(result.metafile.inputs);
    const packages = [...new Set(inputs.filter((i) => i.includes("node_modules/")).map((i) => i.split("node_modules/")[1].split("/").slice(0, i.split("node_modules/")[1].startsWith("@") ? 2 : 1).join("/")))];
    const cssFile = join(dir, `${widget}.css`);
    const css = existsSync(cssFile) ? readFileSync(cssFile) : null;
    rows.push({
      widget,
      module: relative(root, entry),
      jsBytes: js.length,
      jsGzip: gzip(js),
      cssGzip: css ? gzip(css) : 0,
      packages,
    });
  }
}

const pad = (s, n) => String(s).padEnd(n);
const padL = (s, n) => String(s).padStart(n);
console.log(`${pad("module", 58)} ${padL("js min", 8)} ${padL("js gzip", 8)} ${padL("css gzip", 9)}  packages bundled`);
console.log("-".repeat(110));
for (const r of rows) {
  console.log(`${pad(r.module, 58)} ${padL(r.jsBytes, 8)} ${padL(r.jsGzip, 8)} ${padL(r.cssGzip, 9)}  ${r.packages.join(", ") || "—"}`);
}
const outDir = join(root, ".cache/bench");
mkdirSync(outDir, { recursive: true });
const out = join(outDir, `widget-sizes-${new Date().toISOString().slice(0, 10)}.json`);
writeFileSync(out, `${JSON.stringify({ measuredAt: new Date().toISOString(), reactExcluded: true, rows }, null, 2)}\n`);
console.log(`\nbytes; React and React DOM excluded; results: ${relative(root, out)}`);
if (rows.length === 0) {
  console.error("no widget found under app/components/ui");
  process.exit(1);
}
