/**
 * How a navigation target behaves (spec §2.1, last bullet): links that are not
 * full addresses and match an application route navigate inside the
 * application; other links are plain links; empty or script-like targets
 * behave as a button.
 */

export type LinkTarget = { kind: "route"; to: string } | { kind: "link"; href: string } | { kind: "button" };

const SCRIPT_SCHEMES = ["javascript:", "vbscript:", "data:"] as const;
const SCHEME = /^[a-z][a-z\d+.-]*:/i;
// What the WHATWG URL parser ignores: leading/trailing C0 controls and spaces,
// and tabs and newlines anywhere. Browsers run `java\tscript:` as script.
const EDGE_CONTROLS = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
const TAB_OR_NEWLINE = /[\t\n\r]/g;
const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  colon: ":",
  tab: "\t",
  newline: "\n",
  sol: "/",
  bsol: "\\",
  period: ".",
};

/**
 * Classifies a link target as an in-app route, a plain link or a button.
 * @example classifyLink("/my/orders/", (path) => path.startsWith("/my/")) // { kind: "route", to: "/my/orders/" }
 */
export function classifyLink(target: string | null | undefined, isAppRoute: (path: string) => boolean): LinkTarget {
  if (target === null || target === undefined) return { kind: "button" };
  const trimmed = target.replace(EDGE_CONTROLS, "");
  if (trimmed === "" || trimmed === "#" || isScriptLike(target)) return { kind: "button" };

  if (isFullAddress(trimmed)) return { kind: "link", href: trimmed };
  if (trimmed.startsWith("#")) return { kind: "link", href: trimmed };

  const path = trimmed.split(/[?#]/, 1)[0] ?? "";
  return isAppRoute(path) ? { kind: "route", to: trimmed } : { kind: "link", href: trimmed };
}

/**
 * True for script-like targets (`javascript:`, `vbscript:`, `data:`), also when
 * hidden by case, control characters, or percent- or HTML-entity encoding.
 * @example isScriptLike(" JaVa\tScRiPt:alert(1)") // true
 */
export function isScriptLike(target: string): boolean {
  // Decoding only rewrites `%` and `&` sequences, so a leading slash stays first in every form
  // and none can begin with a scheme: the menus' own paths skip the decoding rounds.
  if (target.startsWith("/")) return false;
  const forms = new Set<string>([target]);
  // Decode a few rounds: each layer of encoding is one more way to hide a scheme.
  let current = target;
  for (let round = 0; round < 3; round++) {
    current = decodeHtmlEntities(safeDecodeUri(current));
    forms.add(current);
  }
  return [...forms].some((form) => {
    const bare = form.replace(TAB_OR_NEWLINE, "").replace(EDGE_CONTROLS, "").toLowerCase();
    return SCRIPT_SCHEMES.some((scheme) => bare.startsWith(scheme));
  });
}

/** A full address: any scheme (`https:`, `mailto:`, `tel:`) or protocol-relative (`//`, `/\`, `\\`). */
function isFullAddress(target: string): boolean {
  const bare = target.replace(TAB_OR_NEWLINE, "");
  return SCHEME.test(bare) || /^[/\\]{2}/.test(bare);
}

function safeDecodeUri(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function decodeHtmlEntities(value: string): string {
  return value.replace(/&(#x[\da-f]+|#\d+|[a-z]+);?/gi, (entity, body: string) => {
    const lower = body.toLowerCase();
    if (lower.startsWith("#x")) return codePoint(Number.parseInt(lower.slice(2), 16)) ?? entity;
    if (lower.startsWith("#")) return codePoint(Number.parseInt(lower.slice(1), 10)) ?? entity;
    return NAMED_ENTITIES[lower] ?? entity;
  });
}

function codePoint(value: number): string | null {
  return Number.isInteger(value) && value >= 0 && value <= 0x10ffff ? String.fromCodePoint(value) : null;
}
