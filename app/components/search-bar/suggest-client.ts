import type { SuggestResponse } from "../../lib/bff-contract";

/** Spec §7 "GET /bfx-content/api/search/suggest/v3". */
export const SUGGEST_PATH = "/bfx-content/api/search/suggest/v3";

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
 * The suggest address for a (trimmed) term.
 * @example suggestUrl("adele", { shstore: 1, lang: "en-US", timeZoneOffsetInMinutes: 0 }) // "/bfx-content/api/search/suggest/v3?term=adele&lang=en-US&timeZoneOffsetInMinutes=0&shstore=1"
 */
export function suggestUrl(term: string, params: SuggestParams): string {
  const query = new URLSearchParams({
    term,
    lang: params.lang,
    timeZoneOffsetInMinutes: String(Math.trunc(params.timeZoneOffsetInMinutes)),
  });
  if (params.shstore !== undefined) query.set("shstore", String(params.shstore));
  if (params.area) {
    query.set("point", params.area.point);
    query.set("radius", String(params.area.radius));
  }
  return `${SUGGEST_PATH}?${query.toString()}`;
}

/** Asks the BFF for suggestions; rejects on a network error, a non-2xx answer or an answer without a searchTerm. */
export async function fetchSuggestions(term: string, params: SuggestParams, signal: AbortSignal): Promise<SuggestResponse> {
  const response = await fetch(suggestUrl(term, params), {
    signal,
    headers: { Accept: "application/json", "Accept-Language": params.lang },
  });
  if (!response.ok) throw new Error(`suggest answered ${response.status}`);
  const body = (await response.json()) as Partial<SuggestResponse> | null;
  if (!body || typeof body.searchTerm !== "string") throw new Error("suggest answered without a searchTerm");
  return body as SuggestResponse;
}
