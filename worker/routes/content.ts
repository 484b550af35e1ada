import { Hono } from "hono";
import { z } from "zod";
import { EMPTY_COMPONENTS, EMPTY_SITE_NAV } from "../../app/domain/content";
import { ApiError } from "../api-error";
import type { AppEnv } from "../env";
import { cachedContent } from "../services/content";
import { cachedStoreConfig } from "../services/store-config";
import { ShstoreParam } from "../../app/lib/bff-contract";

const SiteNavParamSchema = z.object({
  file: z
    .string()
    .regex(/^\d{1,3}\.json$/, "must be {storeId}.json")
    .transform((f) => f.replace(/\.json$/, ""))
    .pipe(ShstoreParam),
});

/** GET /bfx-content/api/cms/content-content/homepage/{components.json, site-nav/{storeId}.json} (spec §7). */
export const content = new Hono<AppEnv>()
  .get("/components.json", async (c) => {
    const log = c.var.log;
    const store = await cachedStoreConfig(c.env.STORE_CONFIG, c.get("storeId"), c.env.STORE_CONFIG_CACHE_SECONDS);
    try {
      const r = await cachedContent({ ...c.env, DB: c.var.catalogDb }, store, "components", log);
      c.header("x-cache", r.status);
      return c.json(r.value);
    } catch (err) {
      // Spec §8: content failures are only logged; the menu stays without that content.
      log("error", "content.failed", { document: "components", message: (err as Error).message });
      c.header("x-cache", "error");
      return c.json(EMPTY_COMPONENTS);
    }
  })
  .get("/site-nav/:file", async (c) => {
    const parsed = SiteNavParamSchema.safeParse({ file: c.req.param("file") });
    if (!parsed.success) {
      throw new ApiError("BAD_REQUEST", `storeId: ${parsed.error.issues[0]?.message ?? "invalid"}`);
    }
    const log = c.var.log;
    const store = await cachedStoreConfig(c.env.STORE_CONFIG, parsed.data.file, c.env.STORE_CONFIG_CACHE_SECONDS);
    try {
      const r = await cachedContent({ ...c.env, DB: c.var.catalogDb }, store, "site-nav", log);
      c.header("x-cache", r.status);
      return c.json(r.value);
    } catch (err) {
      log("error", "content.failed", { document: "site-nav", message: (err as Error).message });
      c.header("x-cache", "error");
      return c.json(EMPTY_SITE_NAV);
    }
  });
