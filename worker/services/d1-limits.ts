/**
 * D1's per-query limits that a fan's search term can reach. Where they come from: Cloudflare's D1
 * limits page (developers.cloudflare.com/d1/platform/limits/), measured again on this project's
 * workerd (../shared/TOOLCHAIN.md, "D1 limits that bite a search"); the long-term test
 * (tests/integration/suggest-long-terms.test.ts) checks on every run that D1 still refuses one
 * parameter or one pattern byte more. A query past either fails with D1_ERROR, which the
 * storefront would take for an outage, so no statement may depend on a term's length for them.
 */

/** Bound parameters (`?1` … `?100`) one statement may carry. */
export const D1_MAX_BOUND_PARAMETERS = 100;

/** Bytes of a LIKE or GLOB pattern: prefix searches use `>= p AND < prefixEnd(p)`, never `LIKE 'p%'`. */
export const D1_MAX_LIKE_PATTERN_BYTES = 50;
