// The files every store host serves beside its pages (issue 23): robots.txt, the sitemaps, the
// web app manifest and security.txt. Each is the store's own (its origin, brand and languages).
import { Hono } from "hono";
import { robotsTxt } from "../../app/domain/sitemap";
import { securityTxt, webManifest } from "../../app/domain/site-files";
import type { AppEnv } from "../env";
import { store } from "../middleware/store";
import { ownOrigin } from "./site-origin";
import { createSitemapRoutes } from "./sitemap";

/** A day: these files change with a deploy or a store document, and the crawler asks again. */
const SITE_FILE_CACHE = "public, max-age=86400";

export function createSiteFiles(): Hono<AppEnv> {
  const files = new Hono<AppEnv>();
  files.get("/robots.txt", store, (c) =>
    c.body(robotsTxt(ownOrigin(c)), 200, { "content-type": "text/plain; charset=utf-8", "cache-control": SITE_FILE_CACHE }),
  );
  files.get("/.well-known/security.txt", store, (c) =>
    c.body(securityTxt(ownOrigin(c), c.var.store), 200, { "content-type": "text/plain; charset=utf-8", "cache-control": SITE_FILE_CACHE }),
  );
  files.get("/manifest.webmanifest", store, (c) =>
    c.body(JSON.stringify(webManifest(c.var.store, c.var.brand)), 200, { "content-type": "application/manifest+json", "cache-control": SITE_FILE_CACHE }),
  );
  files.route("/", createSitemapRoutes());
  return files;
}
