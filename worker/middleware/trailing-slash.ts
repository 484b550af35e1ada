import { createMiddleware } from "hono/factory";
import { API_BASE, type AppEnv } from "../env";

/** Page paths get a trailing slash (spec §2.1); files, data and Remix internals do not. */
export function trailingSlashRedirect(url: URL): string | null {
  const path = url.pathname;
  if (path.endsWith("/") || path.startsWith(`${API_BASE}/`) || path.startsWith("/__")) return null;
  const last = path.slice(path.lastIndexOf("/") + 1);
  if (last.includes(".")) return null;
  // Relative to this origin only: the path is rebuilt, never taken as a host.
  return `/${path.replace(/^\/+/, "")}/${url.search}`;
}

/** Pages: a GET or HEAD of a page path without its trailing slash is 301 to the path with it. */
export const trailingSlash = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method === "GET" || c.req.method === "HEAD") {
    const target = trailingSlashRedirect(new URL(c.req.url));
    if (target) return c.redirect(target, 301);
  }
  await next();
});
