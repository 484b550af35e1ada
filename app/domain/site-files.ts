// What a store serves beside its pages for browsers, crawlers and security researchers: the web
// app manifest (W3C Web App Manifest) and /.well-known/security.txt (RFC 9116). Pure: the
// worker's routes (worker/routes/site-files.ts) pass the store, its brand and origin.
import { languageOf } from "./address";
import { BRAND_THEME_COLOR } from "./brand";
import type { StoreConfig } from "./store-config";

/** The page background the app starts on. */
export const BRAND_BACKGROUND_COLOR = "#ffffff";

/** The largest square icon: the manifest's 512 and the Organization's schema.org logo. */
export const BRAND_LOGO_PATH = "/icons/icon-512.png";

/** The manifest's icons, shipped in public/icons (scripts/images/brand-images.mjs draws them from public/favicon.svg). */
export const MANIFEST_ICONS = [
  { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: BRAND_LOGO_PATH, sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
] as const;

/**
 * A store's web app manifest: its brand, language and colours.
 * @example webManifest(defaultStoreConfig(3), "Stagefront").lang // "de-DE"
 */
export function webManifest(store: StoreConfig, brand: string) {
  return {
    name: brand,
    short_name: brand.length <= 12 ? brand : brand.split(" ")[0],
    lang: store.defaultLocale,
    start_url: "/",
    scope: "/",
    display: "browser",
    theme_color: BRAND_THEME_COLOR,
    background_color: BRAND_BACKGROUND_COLOR,
    icons: MANIFEST_ICONS,
  };
}

/**
 * When security.txt stops being valid (RFC 9116 §2.5.5: less than a year ahead). A date, not
 * "a year from now": someone has to look at the contact again before it passes, and a unit test
 * fails 30 days before it does.
 */
export const SECURITY_TXT_EXPIRES = "2027-10-31T23:00:00.000Z";

/**
 * A store's /.well-known/security.txt (RFC 9116): whom to tell, until when, in which languages.
 * @example securityTxt("https://de.stagefront.example", defaultStoreConfig(3)).includes("Expires: ") // true
 */
export function securityTxt(origin: string, store: StoreConfig): string {
  const host = new URL(origin).hostname;
  const languages = [...new Set(["en", languageOf(store.defaultLocale)])];
  return [
    `Contact: mailto:security@${host}`,
    `Expires: ${SECURITY_TXT_EXPIRES}`,
    `Preferred-Languages: ${languages.join(", ")}`,
    `Canonical: ${origin}/.well-known/security.txt`,
    "",
  ].join("\n");
}
