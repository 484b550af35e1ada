import { Hono } from "hono";
import type { AppEnv } from "../env";

/** GET /bfx-content/api/health: liveness and which store this host resolves to. */
export const health = new Hono<AppEnv>().get("/", (c) =>
  c.json({ ok: true, shstoreId: c.get("storeId"), requestId: c.get("requestId") }),
);
