/**
 * CMS content shapes (spec §3 "Navigation menu item", "Header content"). Authored
 * per store in KV or generated from the catalog; validated either way.
 */
import { z } from "zod";
import { MENU_ITEM_TYPES, type NavigationMenuItem } from "./site-nav";

export { MENU_ITEM_TYPES, subMenuLabel, VIEW_ALL_LABEL, type NavigationMenuItem } from "./site-nav";

// Authored links must not lead off the site (no open redirect through the menu). Browsers drop
// tabs and newlines inside a URL and read '\' as '/', so "/\t/evil.example" and "/\evil.example"
// both become the protocol-relative "//evil.example".
const UNSAFE_CHARACTER = /[\u0000-\u0020\u007f\\]/;

function shown(value: string): string {
  return JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value);
}

/**
 * Why `value` is not a site-relative path ('/' then not '/'), or null when it is one.
 * @example sitePathProblem("//evil.example/") // 'must be a site-relative path, not protocol-relative "//..." (got "//evil.example/")'
 */
export function sitePathProblem(value: string): string | null {
  if (!value.startsWith("/")) return `must be a site-relative path starting with "/" (got ${shown(value)})`;
  if (value.startsWith("//")) return `must be a site-relative path, not protocol-relative "//..." (got ${shown(value)})`;
  if (UNSAFE_CHARACTER.test(value)) {
    return `must not contain spaces, control characters or "\\" (browsers can read them as "//"; got ${shown(value)})`;
  }
  return null;
}

/** href may also be an explicit http(s) address (spec §3: "href or webURI"), never script or protocol-relative. */
export function hrefProblem(value: string): string | null {
  if (value.startsWith("/")) return sitePathProblem(value);
  if (/^https?:\/\/[^/]/i.test(value) && !UNSAFE_CHARACTER.test(value) && URL.canParse(value)) return null;
  return `must be a site-relative path or an http(s) address (got ${shown(value)})`;
}

const checked = (rule: (v: string) => string | null) =>
  z
    .string()
    .max(500)
    .superRefine((v, ctx) => {
      const problem = rule(v);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });

export const SubCatNavEntrySchema = z.strictObject({
  name: z.string().min(1).max(120),
  webURI: checked(sitePathProblem),
});

export const SubCatNavSchema = z.record(
  z.string().regex(/^[a-zA-Z][a-zA-Z0-9_-]{0,40}$/, "list names are short identifiers such as cities or vip"),
  z.array(SubCatNavEntrySchema).max(50),
);

export const ComponentsSchema = z.strictObject({ subCatNav: SubCatNavSchema });
export type Components = z.infer<typeof ComponentsSchema>;

export const NavigationMenuItemSchema: z.ZodType<NavigationMenuItem> = z.lazy(() =>
  z.strictObject({
    id: z.string().min(1).max(80),
    type: z.enum(MENU_ITEM_TYPES),
    label: z.string().min(1).max(120),
    name: z.string().max(120).optional(),
    href: checked(hrefProblem).optional(),
    webURI: checked(sitePathProblem).optional(),
    target: z.enum(["_blank", "_self"]).optional(),
    noFormat: z.boolean().optional(),
    parent: z.string().max(80).optional(),
    parentLabel: z.string().max(120).optional(),
    layer: z.number().int().min(1).max(5),
    index: z.number().int().min(0),
    mWebShow: z.boolean().optional(),
    subMenu: z.string().max(80).optional(),
    items: z.array(NavigationMenuItemSchema).max(100).optional(),
  }),
);

export const SiteNavSchema = z.strictObject({ discovery: z.array(NavigationMenuItemSchema).max(50) });
export type SiteNav = z.infer<typeof SiteNavSchema>;

/** What a content call answers when nothing can be had: the menu stays without it (spec §8). */
export const EMPTY_COMPONENTS: Components = Object.freeze({ subCatNav: {} }) as Components;
export const EMPTY_SITE_NAV: SiteNav = Object.freeze({ discovery: [] }) as unknown as SiteNav;


/** KV keys of authored content (editable with the operator command). */
export function contentKey(storeId: number, document: "components" | "site-nav"): string {
  return `content:${storeId}:${document}`;
}
