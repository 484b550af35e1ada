// Server only: what POST /preferences/ does with a valid form — the new cookie values and the
// page to go back to (spec §4 "Date filter", "Location filter", "Currency").
import { ALL_DATES, formatPbD, isSameChoice, parsePbD, parseUserPrefDate, PBD_QUERY_KEY, todayIn, toUserPrefDate } from "../domain/date-filter";
import { parseStoredCurrency } from "../domain/currency";
import { PBG_QUERY_KEY } from "../domain/location-filter";
import { withDate, withLocation, type UserPref } from "../domain/user-pref";
import type { PreferenceForm } from "./preference-form.server";
import { currencySetCookie, userPrefSetCookie } from "./preferences.server";
import { badRequest } from "./http.server";
import type { PageContext } from "./i18n.server";

const BASE = "http://stagefront.invalid";

export interface SavedPreference {
  /** The page to answer 303 with: the form's returnTo, first page, the choice in the address when the store wants it. */
  location: string;
  /** Set-Cookie values; none when nothing changed. */
  setCookies: Promise<string[]>;
}

/**
 * Applies one posted preference. A date choice is stored only if it changed (spec §4: "if changed,
 * is stored in the user preference cookie"), for 6 hours; a location for one year, everywhere
 * removes it; a currency must be one the store supports (or 'none') and the feature must be on.
 * With common.queryParams on, pbD and pbG carry the choice in the address too (spec §4).
 * Throws a 400 response for a currency the store does not offer.
 */
export function savePreference(ctx: PageContext, form: PreferenceForm): SavedPreference {
  const { now } = ctx;
  const target = new URL(form.returnTo, BASE);
  // A new filter starts the list at its first page.
  target.searchParams.delete("page");
  const queryParams = ctx.store.featureFlags["common.queryParams"] === true;
  const pref: UserPref = ctx.preferences.userPref;
  let setCookies: Promise<string[]> = Promise.resolve([]);

  switch (form.intent) {
    case "date": {
      const today = todayIn(now, ctx.timeZone);
      const choice = parsePbD([form.pbD], { today });
      const stored = parseUserPrefDate(pref.date?.value, today) ?? ALL_DATES;
      if (!isSameChoice(choice, stored)) {
        setCookies = userPrefSetCookie(ctx.cookieSecrets, withDate(pref, toUserPrefDate(choice), now), now).then((c) => [c]);
      }
      // All dates is the absence of a filter: the cookie says so, the address needs nothing.
      if (queryParams && choice.key !== ALL_DATES.key) target.searchParams.set(PBD_QUERY_KEY, formatPbD(choice));
      else target.searchParams.delete(PBD_QUERY_KEY);
      break;
    }
    case "location": {
      setCookies = userPrefSetCookie(ctx.cookieSecrets, withLocation(pref, form.location, now), now).then((c) => [c]);
      if (queryParams && form.location) target.searchParams.set(PBG_QUERY_KEY, form.location.name);
      else target.searchParams.delete(PBG_QUERY_KEY);
      break;
    }
    case "currency": {
      const supported = ctx.store.supportedCurrencies.map(({ key }) => key);
      const currency = ctx.store.featureFlags["common.enableAdvisoryCurrency"] ? parseStoredCurrency(form.currency, supported) : null;
      if (currency === null) throw badRequest(ctx, "currency", {}, `currency ${form.currency} is not offered`);
      setCookies = currencySetCookie(ctx.cookieSecrets, currency).then((c) => [c]);
      break;
    }
  }
  return { location: `${target.pathname}${target.search}${target.hash}`, setCookies };
}
