import { bff } from "../../lib/bff-client";
import type { SuggestQueryInput, SuggestResponse } from "../../lib/bff-contract";

export interface SuggestParams {
  /** The store (spec §7 shstore); the BFF falls back to the host's store without it. */
  shstore?: number;
  /** The site locale, sent as lang and Accept-Language. */
  lang: string;
  /** Minutes behind UTC, as Date#getTimezoneOffset gives them: "upcoming" starts at the fan's midnight. */
  timeZoneOffsetInMinutes: number;
  /** The fan's chosen place (filter bar 'where'): suggestions near it, within `radius` miles. */
  area?: SuggestArea | null;
}

/** Spec §7 suggest point ("latitude,longitude") and radius (miles; §9 default 200). */
export interface SuggestArea {
  point: string;
  radius: number;
}

/**
 * The suggest query for a (trimmed) term, in the order it goes on the address (absent values are left out).
 * @example suggestQuery("adele", { shstore: 1, lang: "en-US", timeZoneOffsetInMinutes: 0 }) // { term: "adele", lang: "en-US", timeZoneOffsetInMinutes: "0", shstore: "1", point: undefined, radius: undefined }
 */
export function suggestQuery(term: string, params: SuggestParams): SuggestQueryInput {
  return {
    term,
    lang: params.lang,
    timeZoneOffsetInMinutes: String(Math.trunc(params.timeZoneOffsetInMinutes)),
    shstore: params.shstore === undefined ? undefined : String(params.shstore),
    point: params.area ? params.area.point : undefined,
    radius: params.area ? String(params.area.radius) : undefined,
  };
}

/**
 * Asks the BFF for suggestions (spec §7 "GET /bfx-content/api/search/suggest/v3"); rejects on a
 * network error, a non-2xx answer or an answer without a searchTerm.
 */
export async function fetchSuggestions(term: string, params: SuggestParams, signal: AbortSignal): Promise<SuggestResponse> {
  const response = await bff.search.suggest.v3.$get(
    { query: suggestQuery(term, params) },
    { headers: { Accept: "application/json", "Accept-Language": params.lang }, init: { signal } },
  );
  if (!response.ok) throw new Error(`suggest answered ${response.status}`);
  const body = (await response.json()) as Partial<SuggestResponse> | null;
  if (!body || typeof body.searchTerm !== "string") throw new Error("suggest answered without a searchTerm");
  return body as SuggestResponse;
}
