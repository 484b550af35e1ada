/**
 * Sell-flow paths built from an event slug (spec §2.3). An event slug has the
 * form {name}-tickets/{type}/{id}. Paths are returned without a leading slash,
 * as the spec writes them; callers pass them through `formatAddress`, which
 * treats them as site-root relative.
 */

export const SELL_PATH = "sell/";
const TICKETS_SUFFIX = "-tickets";
const EVENT_TYPE = "event";

/**
 * The sell-flow path for an event slug: sell a known event, search events of a
 * performer/venue/..., or the sell landing page when the slug is not usable.
 * @example sellPathFromEventSlug("taylor-swift-tickets/performer/456") // "sell/searchEvent?id=456&type=performer&q=taylor%20swift"
 */
export function sellPathFromEventSlug(slug: string): string {
  // Leading, trailing and doubled slashes are tolerated; segments after the
  // third are ignored, as the form has exactly three parts.
  const [name, type, id] = slug
    .trim()
    .split("/")
    .filter((segment) => segment !== "");

  if (type === EVENT_TYPE) {
    return id === undefined ? SELL_PATH : `sell/sellTicket?eventIds=${encodeURIComponent(id)}`;
  }
  if (name === undefined || type === undefined || id === undefined) return SELL_PATH;
  const q = nameToQuery(name);
  return `sell/searchEvent?id=${encodeURIComponent(id)}&type=${encodeURIComponent(type)}&q=${encodeURIComponent(q)}`;
}

/**
 * The sell-context search path for a term (spec §2.3); the term is trimmed.
 * @example sellSearchPath(" taylor swift ") // "sell/performerSearch?q=taylor%20swift"
 */
export function sellSearchPath(term: string): string {
  return `sell/performerSearch?q=${encodeURIComponent(term.trim())}`;
}

/** `taylor-swift-tickets` → `taylor swift`; an already percent-encoded name is decoded first so it is not encoded twice. */
function nameToQuery(name: string): string {
  const decoded = safeDecode(name);
  const base = decoded.endsWith(TICKETS_SUFFIX) ? decoded.slice(0, -TICKETS_SUFFIX.length) : decoded;
  return base.replace(/-/g, " ").trim();
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
