// The brand's colour and the document's icon and manifest links (root.tsx): a module of its own so
// the root's client chunk carries only these few lines (the manifest and security.txt builders
// are the worker's: site-files.ts).

/** The brand's colour (the logo's ground): the browser's toolbar and the manifest's theme. */
export const BRAND_THEME_COLOR = "#3f1d74";

/** The document's links to the manifest and the raster icons (root.tsx `links`). */
export const SITE_ICON_LINKS = [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
] as const;

