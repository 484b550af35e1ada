/**
 * Which way imports go (ADR 016 "Decision: which way imports go", STYLE §2), checked on the source
 * tree itself: app/domain stays pure, components never reach into the worker or a .server module,
 * a route never imports another, and the worker takes from app/ only its ports. Type imports
 * count: they couple the layers as much as any other.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, posix } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");

/** Packages a domain module may import (ADR 016: "imports only other domain modules, zod and date-fns(-tz)"). */
const DOMAIN_PACKAGES = new Set(["zod", "date-fns", "date-fns-tz"]);

/** What worker/ may import from app/ besides app/domain (ADR 016), without extension. */
const WORKER_PORTS = new Set([
  "app/lib/storefront-context",
  "app/lib/log",
  "app/lib/bff-contract",
  "app/lib/format-link",
  "app/lib/catalog",
  "app/lib/session",
  "app/lib/account-data",
  "app/lib/preferences.server",
  "app/lib/session-cookies.server",
  "app/lib/session-guard.server",
  "app/lib/request-body.server",
  "app/lib/page-cache-input.server",
]);

interface SourceFile {
  /** Repo-relative, with forward slashes: "app/domain/address.ts". */
  path: string;
  text: string;
}

interface Import {
  specifier: string;
  /** The repo-relative path a relative specifier points at, as written (no extension added); null for a package. */
  target: string | null;
}

/** Every import of a file: static, `import type`, `export … from` and dynamic `import()` (not comments or strings). */
function importsOf(file: SourceFile): Import[] {
  return ts.preProcessFile(file.text, true, true).importedFiles.map(({ fileName: specifier }) => ({
    specifier,
    target: specifier.startsWith(".") ? posix.normalize(posix.join(posix.dirname(file.path), specifier)) : null,
  }));
}

const withoutExtension = (path: string) => path.replace(/\.(tsx?|jsx?)$/, "");
const packageOf = (specifier: string) => specifier.split("/").slice(0, specifier.startsWith("@") ? 2 : 1).join("/");
const isTest = (path: string) => /\.test\.tsx?$/.test(path);
const isServerModule = (path: string) => /\.server(\.[jt]sx?)?$/.test(path) || path.includes(".server/");

/**
 * The imports that break a rule, one line each ("file → specifier: rule").
 * `routeFiles`: the route modules (Remix's, as remix.config.js declares them, and the BFF's).
 */
function importViolations(files: readonly SourceFile[], routeFiles: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const routeOf = (target: string) => [target, `${target}.ts`, `${target}.tsx`].find((p) => routeFiles.has(p));
  for (const file of files) {
    for (const { specifier, target } of importsOf(file)) {
      const fail = (rule: string) => problems.push(`${file.path} → ${specifier}: ${rule}`);
      if (file.path.startsWith("app/domain/")) {
        // Tests may bring their tools (vitest, fast-check, node:*) and exercise neighbours; never the worker.
        if (isTest(file.path)) {
          if (target?.startsWith("worker/")) fail("app/domain never imports worker/");
        } else if (target === null ? !DOMAIN_PACKAGES.has(packageOf(specifier)) : !target.startsWith("app/domain/")) {
          fail("app/domain imports only app/domain, zod, date-fns and date-fns-tz");
        }
      }
      if (file.path.startsWith("app/components/")) {
        if (target?.startsWith("worker/")) fail("app/components never imports worker/, not even types");
        if (isServerModule(target ?? specifier)) fail("app/components never imports a .server module");
      }
      if (file.path.startsWith("app/lib/") && !isTest(file.path) && target?.startsWith("app/pages/")) fail("app/lib never imports app/pages");
      if (file.path.startsWith("worker/") && target?.startsWith("app/")) {
        if (!target.startsWith("app/domain/") && !WORKER_PORTS.has(withoutExtension(target))) fail("worker/ imports from app/ only the ports of ADR 016");
      }
      if (routeFiles.has(file.path) && target !== null && routeOf(target) !== undefined) fail("a route never imports another route");
    }
  }
  return problems;
}

function sourceFiles(dir: string): SourceFile[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(join(ROOT, path)).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [{ path, text: readFileSync(join(ROOT, path), "utf8") }] : [];
  });
}

/** Remix's route modules as remix.config.js declares them, and the BFF's sub-apps. */
function routeFilesOf(files: readonly SourceFile[]): Set<string> {
  const config = readFileSync(join(ROOT, "remix.config.js"), "utf8");
  const remixRoutes = [...config.matchAll(/["'](routes\/[^"']+\.tsx?)["']/g)].map((m) => `app/${m[1]}`);
  const bffRoutes = files.map((f) => f.path).filter((p) => /^worker\/routes\/[^/]+\.ts$/.test(p) && !isTest(p));
  return new Set([...remixRoutes, ...bffRoutes]);
}

describe("which way imports go (ADR 016)", () => {
  const files = [...sourceFiles("app"), ...sourceFiles("worker")];
  const routeFiles = routeFilesOf(files);

  it("reads the tree: the source files and every route module", () => {
    expect(files.length).toBeGreaterThan(100);
    expect(routeFiles).toContain("app/routes/storefront-page.tsx");
    expect(routeFiles).toContain("worker/routes/suggest.ts");
  });

  it("the source tree keeps every rule", () => {
    expect(importViolations(files, routeFiles)).toEqual([]);
  });

  it("each rule catches its breach", () => {
    const routes = new Set(["app/routes/a.tsx", "app/routes/b.tsx", "worker/routes/x.ts", "worker/routes/y.ts"]);
    const breaches: SourceFile[] = [
      { path: "app/domain/a.ts", text: 'import type { X } from "../../worker/services/suggest";' },
      { path: "app/domain/b.ts", text: 'import { y } from "../lib/log";\nexport { z } from "../components/ui/z";' },
      { path: "app/domain/c.ts", text: 'import React from "react";\nconst m = await import("node:fs");' },
      { path: "app/domain/c.test.ts", text: 'import type { X } from "../../worker/services/suggest";' },
      { path: "app/components/d.tsx", text: 'import type { AppType } from "../../worker/bff";' },
      { path: "app/components/e/f.tsx", text: 'import { read } from "../../lib/preferences.server";' },
      { path: "app/routes/a.tsx", text: 'import { loader } from "./b";' },
      { path: "worker/routes/x.ts", text: 'import { y } from "./y";' },
      { path: "worker/services/w.ts", text: 'import { z } from "../../app/lib/i18n.server";' },
      { path: "app/lib/g.server.ts", text: 'import { chosenLocation } from "../pages/shared/filters.server";' },
    ];
    expect(importViolations(breaches, routes)).toEqual([
      "app/domain/a.ts → ../../worker/services/suggest: app/domain imports only app/domain, zod, date-fns and date-fns-tz",
      "app/domain/b.ts → ../lib/log: app/domain imports only app/domain, zod, date-fns and date-fns-tz",
      "app/domain/b.ts → ../components/ui/z: app/domain imports only app/domain, zod, date-fns and date-fns-tz",
      "app/domain/c.ts → react: app/domain imports only app/domain, zod, date-fns and date-fns-tz",
      "app/domain/c.ts → node:fs: app/domain imports only app/domain, zod, date-fns and date-fns-tz",
      "app/domain/c.test.ts → ../../worker/services/suggest: app/domain never imports worker/",
      "app/components/d.tsx → ../../worker/bff: app/components never imports worker/, not even types",
      "app/components/e/f.tsx → ../../lib/preferences.server: app/components never imports a .server module",
      "app/routes/a.tsx → ./b: a route never imports another route",
      "worker/routes/x.ts → ./y: a route never imports another route",
      "worker/services/w.ts → ../../app/lib/i18n.server: worker/ imports from app/ only the ports of ADR 016",
      "app/lib/g.server.ts → ../pages/shared/filters.server: app/lib never imports app/pages",
    ]);
    // And what the rules allow.
    const allowed: SourceFile[] = [
      { path: "app/domain/g.ts", text: 'import { z } from "zod";\nimport { toZonedTime } from "date-fns-tz/toZonedTime";\nimport { h } from "./h";' },
      { path: "app/components/i.tsx", text: 'import { bff } from "../lib/bff-client";\nimport type { S } from "../lib/bff-contract";' },
      { path: "app/routes/a.tsx", text: 'import { page } from "../pages/listing/model.server";' },
      { path: "worker/routes/x.ts", text: 'import { S } from "../../app/lib/bff-contract";\nimport { p } from "../../app/domain/location";' },
    ];
    expect(importViolations(allowed, routes)).toEqual([]);
  });
});
