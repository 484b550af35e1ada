import { createMiddleware } from "hono/factory";
import { createLogger } from "../../app/lib/log";
import type { AppEnv } from "../env";

const INCOMING_ID = /^[A-Za-z0-9-]{8,64}$/;

/**
 * Reuses Cloudflare's cf-ray (or a sane x-request-id) so logs line up; else a fresh UUID. Sets
 * `c.var.requestId` and `c.var.log`, the structured logger every route and middleware writes with.
 */
export const requestId = createMiddleware<AppEnv>(async (c, next) => {
  const incoming = c.req.header("cf-ray") ?? c.req.header("x-request-id");
  const id = incoming && INCOMING_ID.test(incoming) ? incoming : crypto.randomUUID();
  c.set("requestId", id);
  c.set("log", createLogger(id));
  await next();
  c.header("x-request-id", id);
});
