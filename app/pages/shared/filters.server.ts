// Server only: the filters of a listing page (spec §4 "Date filter", "Location filter", §5 pbD and
// pbG, §6 flags): which events they let through, and the filter bar's models in the page's words.
import { SUGGEST_DEFAULTS } from "../../domain/constants";
import {
  ALL_DATES,
  dateFilterOptions,
  formatPbD,
  parsePbD,
  parseUserPrefDate,
  PBD_QUERY_KEY,
  resolveDateRange,
  todayIn,
  type DateChoice,
  type DateFilterKey,
  type FilterBarPage,
} from "../../domain/date-filter";
import { dateTimeFormat } from "../../domain/intl-formats";
import { PBG_QUERY_KEY, type UserLocation } from "../../domain/location-filter";
import { chosenLocation } from "../../lib/chosen-location.server";
import type { DateFilterModel, LocationFilterModel } from "../../components/pages/page-models";
import { fillPlaceholders as fill } from "../../components/ui/ui-labels";
import type { PageContext } from "../../lib/i18n.server";
import { PREFERENCES_PATH } from "../../lib/preference-form.server";
import { PER_PAGE } from "./query.server";

/** The events a listing page asks for: from, before, and the query its page links keep. */
export interface DateWindow {
  from: number;
  until?: number;
  /** `{ pbD }` while a date choice narrows the list, so paging keeps it. */
  query: Record<string, string>;
  /** The active choice, for the events heading; null for all dates. */
  choice: DateChoice | null;
  /** The chosen location (pbG or SH6_USER_PREF); null: everywhere. */
  location: UserLocation | null;
}

/** Every upcoming event, everywhere: a page without filters. */
export function noFilter(ctx: PageContext): DateWindow {
  return { from: ctx.now, query: {}, choice: null, location: null };
}

/**
 * The filters applied to a listing page (spec §4 "Date filter", "Location filter", §5 pbD, §6 flags).
 * Date: with the page's flag on, pbD in the address (under common.queryParams) narrows the list to
 * its days, else the choice stored in SH6_USER_PREF; days are the fan's (ctx.timeZone). Anything
 * pbD does not say clearly — or a choice the page does not offer — means all dates, never an error.
 * Location: pbG (under common.queryParams), else the stored location; events within the suggest
 * radius of it (spec §9: 200 miles). A pbG naming no place is ignored. `locate` picks the place
 * (the degraded page asks no catalog: knownLocation).
 */
export async function filterWindow(ctx: PageContext, page: FilterBarPage, locate = chosenLocation): Promise<DateWindow> {
  const [date, location] = await Promise.all([Promise.resolve(dateWindow(ctx, page)), locate(ctx)]);
  if (!location) return date;
  const query = { ...date.query };
  if (new URLSearchParams(ctx.address.search).has(PBG_QUERY_KEY) && ctx.store.featureFlags["common.queryParams"]) query[PBG_QUERY_KEY] = location.name;
  return { ...date, location, query };
}

function dateWindow(ctx: PageContext, page: FilterBarPage): DateWindow {
  const { now } = ctx;
  const all = noFilter(ctx);
  const flags = ctx.store.featureFlags;
  const options = dateFilterOptions(page, flags);
  if (!options) return all;
  const today = todayIn(now, ctx.timeZone);
  const values = flags["common.queryParams"] ? new URLSearchParams(ctx.address.search).getAll(PBD_QUERY_KEY) : [];
  const fromAddress = values.length > 0;
  const choice = fromAddress ? parsePbD(values, { today }) : (parseUserPrefDate(ctx.preferences.userPref.date?.value, today) ?? ALL_DATES);
  if (choice === ALL_DATES || choice.key === "all-dates" || !options.includes(choice.key)) return all;
  const range = resolveDateRange(choice, now, ctx.timeZone);
  if (!range) return all;
  return { ...all, from: Math.max(now, range.from), until: range.to, query: fromAddress ? { [PBD_QUERY_KEY]: formatPbD(choice) } : {}, choice };
}

/** The catalog's page request for a window: its dates, the place's radius, the page's rows. */
export function pageRequest(window: DateWindow, pageNumber: number) {
  const near = window.location
    ? { latitude: window.location.latitude, longitude: window.location.longitude, radius: SUGGEST_DEFAULTS.radius }
    : undefined;
  return { now: window.from, until: window.until, offset: pageNumber * PER_PAGE, limit: PER_PAGE, ...(near ? { near } : {}) };
}

/** A choice's name: the preset's label, or a custom range's days in the page's locale ("Dec 1 – 3"). */
function choiceName(ctx: PageContext, choice: DateChoice): string {
  if (choice.key !== "choose-date") return ctx.words.listing.date[choice.key];
  return dateTimeFormat(ctx.locale, { day: "numeric", month: "short", timeZone: "UTC" }).formatRange(
    Date.parse(`${choice.start}T00:00:00Z`),
    Date.parse(`${choice.end}T00:00:00Z`),
  );
}

/** "Upcoming events · This weekend · Austin, TX" while filters narrow the list. */
export function eventsHeading(ctx: PageContext, window: DateWindow): string {
  const choice = window.choice;
  const parts: string[] = [ctx.words.listing.eventsHeading];
  if (choice && choice.key !== "all-dates") parts.push(choiceName(ctx, choice));
  if (window.location) parts.push(window.location.name);
  return parts.join(" · ");
}

/** The empty list's words: the filters' fault, or nothing on at all. */
export function emptyText(ctx: PageContext, window: DateWindow): string {
  const listingWords = ctx.words.listing;
  if (window.location) return fill(listingWords.noEventsNear, { place: window.location.name });
  return window.choice ? listingWords.noEventsOnDates : listingWords.noEvents;
}

/** The select's value that opens the calendar: pbD's letter for a custom choice (never sent). */
const PBD_CHOOSE = "c";

/** The page as asked for, where the preference form sends the fan back to. */
function returnTo(ctx: PageContext): string {
  return `${ctx.address.pathname}${ctx.address.search}`;
}

/**
 * The filter bar's 'when' select for a page, or null when the page or the store does not offer
 * it: a form posting to /preferences/, which stores the choice (SH6_USER_PREF) and comes back with
 * it in the address under common.queryParams. "Choose date" (the calendar) needs JavaScript.
 */
export function dateFilterModel(ctx: PageContext, page: FilterBarPage, window: DateWindow): DateFilterModel | null {
  const options = dateFilterOptions(page, ctx.store.featureFlags);
  if (!options) return null;
  const listingWords = ctx.words.listing;
  const presets = options.filter((key): key is Exclude<DateFilterKey, "choose-date"> => key !== "choose-date");
  const choice = window.choice ?? ALL_DATES;
  const shown: Array<{ value: string; label: string }> = presets.map((key) => ({ value: formatPbD({ key }), label: listingWords.date[key] }));
  // A chosen range is shown as one more option, selected, so the select tells the truth.
  if (choice.key === "choose-date") shown.push({ value: formatPbD(choice), label: choiceName(ctx, choice) });
  return {
    label: listingWords.when,
    name: PBD_QUERY_KEY,
    action: PREFERENCES_PATH,
    hidden: [
      ["intent", "date"],
      ["returnTo", returnTo(ctx)],
    ],
    options: shown,
    selected: formatPbD(choice),
    apply: listingWords.apply,
    locale: ctx.locale,
    choose: options.includes("choose-date")
      ? { value: PBD_CHOOSE, label: listingWords.date["choose-date"], title: listingWords.chooseDatesTitle, today: todayIn(ctx.now, ctx.timeZone) }
      : null,
  };
}

/**
 * The filter bar's 'where' (spec §2.5, §4 "Location filter"): the chosen place, the words, and
 * without JavaScript a GET form putting a typed city in pbG (when the store keeps choices in the
 * address). `keep`: query values the page keeps beside pbG (the search term).
 */
export function locationFilterModel(ctx: PageContext, window: DateWindow, path: string, keep: Record<string, string>): LocationFilterModel {
  const listingWords = ctx.words.listing;
  const queryParams = ctx.store.featureFlags["common.queryParams"] === true;
  const hidden = Object.entries({ ...keep, ...window.query }).filter(([key]) => key !== PBG_QUERY_KEY);
  return {
    labels: {
      where: listingWords.where,
      everywhere: listingWords.everywhere,
      currentLocation: listingWords.currentLocation,
      search: listingWords.searchCity,
      loading: listingWords.loading,
      noResults: listingWords.noCities,
      apply: listingWords.apply,
    },
    selected: window.location,
    shstore: ctx.store.shstoreId,
    locale: ctx.locale,
    action: PREFERENCES_PATH,
    returnTo: returnTo(ctx),
    fallback: queryParams ? { action: path, name: PBG_QUERY_KEY, hidden } : null,
  };
}
