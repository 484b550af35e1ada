// The files every store host serves beside its pages (issue 23): robots.txt, the web app manifest
// and security.txt (the sitemaps: sitemap.ts). Each is the store's own (its origin, brand and languages).
import { Hono } from "hono";
import { robotsTxt } from "../../app/domain/sitemap";
import { securityTxt, webManifest } from "../../app/domain/site-files";
import type { AppEnv } from "../env";
import { store } from "../middleware/store";

/** A day: these files change with a deploy or a store document, and the crawler asks again. */
const SITE_FILE_CACHE = "public, max-age=86400";

export function createSiteFiles(): Hono<AppEnv> {
  const files = new Hono<AppEnv>();
  files.get("/robots.txt", store, (c) =>
    c.body(robotsTxt(c.var.origin), 200, { "content-type": "text/plain; charset=utf-8", "cache-control": SITE_FILE_CACHE }),
  );
  files.get("/.well-known/security.txt", store, (c) =>
    c.body(securityTxt(c.var.origin, c.var.store), 200, { "content-type": "text/plain; charset=utf-8", "cache-control": SITE_FILE_CACHE }),
  );
  files.get("/manifest.webmanifest", store, (c) =>
    c.body(JSON.stringify(webManifest(c.var.store, c.var.brand)), 200, { "content-type": "application/manifest+json", "cache-control": SITE_FILE_CACHE }),
  );
  return files;
}
