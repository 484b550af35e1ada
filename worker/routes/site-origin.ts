import type { Context } from "hono";
import type { AppEnv } from "../env";

/**
 * This store's origin for the absolute addresses of robots.txt, the sitemaps and the manifest:
 * the origin the pages' canonical links name (pages/shared/meta.server.ts absoluteUrl), so a
 * sitemap's <loc> is the page's canonical. Set by the `store` middleware's parsed address.
 */
export function ownOrigin(c: Context<AppEnv>): string {
  return `${c.var.address.protocol}//${c.var.address.host}`;
}
