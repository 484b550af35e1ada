// Every word the listing, event and sell pages say, in English, in one place: the source the
// `listing` namespace translates (ADR 013).
// `{name}` placeholders are filled with fillPlaceholders (components/ui/ui-labels).

export const LISTING_LABELS = {
  // titles and descriptions (meta)
  homeTitle: "{brand}: tickets for concerts, sports, theatre and comedy",
  homeDescription: "Buy and sell tickets for live events in {country}. Every order is guaranteed.",
  homeTitleNear: "Events near {place}: concerts, sports, theatre and comedy | {brand}",
  homeDescriptionNear: "Buy and sell tickets for live events near {place}. Every order is guaranteed.",
  browseTitle: "{name} tickets | {brand}",
  browseDescription: "Upcoming events for {name}: dates, venues and prices. Every order is guaranteed.",
  categoryTitle: "{name} tickets in {country} | {brand}",
  categoryDescription: "Upcoming {name} events in {country}: dates, venues and prices from fans, every order guaranteed.",
  geographyTitle: "Events in {name} | {brand}",
  geographyDescription: "Concerts, sports, theatre and comedy in {name}: upcoming dates, venues and prices.",
  searchTitle: "“{term}” tickets | {brand}",
  searchEmptyTitle: "Search | {brand}",
  searchDescription: "Upcoming events matching “{term}”: dates, venues and prices.",
  searchEmptyDescription: "Search for an event, artist or team.",
  eventTitle: "{name} tickets, {date} | {venue}, {city} | {brand}",
  eventDescription: "Tickets for {name} at {venue}, {city} on {date}. From {price}. Every order is guaranteed.",
  eventDescriptionNoOffer: "{name} at {venue}, {city} on {date}: {availability}.",
  pageSuffix: " (page {page})",
  notFoundTitle: "Page not found | {brand}",
  badRequestTitle: "Bad request | {brand}",
  errorTitle: "Something went wrong | {brand}",
  unavailableTitle: "Events unavailable | {brand}",
  // headings and text
  homeHeading: "Upcoming events in {country}",
  homeHeadingNear: "Upcoming events near {place}",
  homeIntro: "Concerts, sports, theatre and comedy — tickets from fans, every order guaranteed.",
  browseCategories: "Browse by category",
  searchHeading: "Results for “{term}”",
  searchEmptyHeading: "Search",
  searchEmptyMessage: "Type an event, artist or team in the search box to find tickets.",
  searchNoResults: "No upcoming events match “{term}”. Check the spelling or try a shorter term.",
  matchingPerformers: "Artists and teams",
  eventsHeading: "Upcoming events",
  noEvents: "No upcoming events here right now. Check back soon.",
  noEventsOnDates: "No events on these dates. Try other dates, or all dates.",
  noEventsNear: "No events near {place} for these filters. Try another place, or everywhere.",
  everywhere: "Everywhere",
  currentLocation: "Use my current location",
  searchCity: "Search a city",
  loading: "Loading…",
  noCities: "No cities found",
  filters: "Filters",
  apply: "Apply",
  chooseDatesTitle: "Choose your dates",
  entityKind: {
    performer: "Artist or team",
    venue: "Venue",
    grouping: "Tour, league or festival",
    category: "Category",
    geography: "City",
  },
  // event rows
  from: "From {price}",
  soldOut: "Sold out",
  ticketsLeft: "{count} tickets available",
  ratesNote: "Approximate amounts (≈) in your chosen currency use the European Central Bank’s reference rates of {date}. Tickets are priced in the event’s currency.",
  eventListLabel: "Events",
  // event page
  when: "When",
  where: "Where",
  lineUp: "Line-up",
  availability: "Availability",
  priceFrom: "Prices from",
  ended: "This event has ended.",
  notOnSale: "No longer on sale",
  moreAt: "More events at {venue}",
  moreIn: "More events in {city}",
  moreOf: "More {name} events",
  sellThese: "Sell tickets for this event",
  breadcrumbs: "Breadcrumb",
  home: "Home",
  // the event page's tickets and a listing's detail (issue 25; ADR 026)
  tickets: {
    heading: "Tickets",
    howMany: "How many tickets?",
    quantity: "Number of tickets",
    show: "Show tickets",
    askFirst: "Choose how many tickets you need: we show the listings that sell exactly that many.",
    sortBy: "Sort by",
    sortPriceAsc: "Price: low to high",
    sortPriceDesc: "Price: high to low",
    sortBestSeats: "Best seats",
    sortBestValue: "Best value",
    sort: "Sort",
    filters: "Narrow the listings",
    minPrice: "Lowest price per ticket ({currency})",
    maxPrice: "Highest price per ticket ({currency})",
    areas: "Areas",
    features: "Features",
    apply: "Apply filters",
    clear: "Clear filters",
    zoneFloor: "Floor",
    zoneLowerBowl: "Lower tier",
    zoneUpperBowl: "Upper tier",
    zoneStalls: "Stalls",
    zoneCircle: "Circle",
    zoneBalcony: "Balcony",
    zoneGeneralAdmission: "General admission",
    featureAisle: "Aisle seat",
    featureRestrictedView: "Restricted view",
    featureAccessible: "Accessible seating",
    featureParking: "Parking included",
    deliveryMobileTransfer: "Mobile transfer",
    deliveryETicket: "E-ticket",
    deliveryPaper: "Paper tickets by post",
    deliveryVenuePickup: "Collect at the venue",
    sections: "Sections",
    section: "Section {section}",
    row: "Row {row}",
    seats: "Seats {seats}",
    sectionOffer: "Section {section}, from {price}, listings: {count}",
    sectionNone: "Section {section}, no listings",
    allSections: "All sections",
    count: "Listings for {quantity} × tickets: {count}",
    none: "No listing sells exactly this many tickets with these filters. Try another number of tickets or clear the filters.",
    perTicket: "{price} per ticket",
    total: "Total {price}",
    feesIncluded: "Prices per ticket include every mandatory fee.",
    feesExcluded: "Prices per ticket are before fees; the listing shows every fee.",
    listingTitle: "Section {section}: {name} tickets | {brand}",
    listingHeading: "Section {section}",
    back: "All listings",
    available: "Tickets in this listing",
    delivery: "Delivery",
    sectionLabel: "Section",
    rowLabel: "Row",
    seatsLabel: "Seats",
    notStated: "Not stated by the seller",
    price: "Price",
    guaranteeHeading: "Our guarantee",
    guarantee: "Every order is guaranteed: valid tickets in time for the event, or your money back.",
    note: "The seller’s note",
    cannotSell: "This listing does not sell exactly {quantity} tickets. Choose another number of tickets.",
  },
  // pagination (the widget's own words come from the ui namespace)
  page: "Page {page}",
  // errors
  notFoundHeading: "We can’t find that page",
  notFoundText: "The address may be mistyped, or the page has moved.",
  badRequestHeading: "That address doesn’t look right",
  // what a query parameter must be (the 400 page's detail line)
  badRequest: {
    page: "The page number must be given once, as a whole number from 1 to {max}.",
    q: "The search term must be given once, and at most {max} characters long.",
    eventIds: "The events must be given once, as up to {max} event numbers separated by commas.",
    id: "The number of the artist, team, venue or place must be given once, as a whole number.",
    type: "The kind of page must be given once, as this site’s addresses name it.",
    form: "The form could not be read. Please go back and try again.",
    currency: "This store does not offer that currency.",
  },
  tooLargeHeading: "That form is too large",
  tooLargeText: "What was sent is more than the form accepts. Please try again with less text.",
  errorHeading: "Something went wrong",
  errorText: "Please try again in a moment.",
  unavailableHeading: "We can’t show events right now",
  unavailableText: "Our event listings are taking a short break. Please try again in a moment; the menus above still work.",
  goHome: "Go to the home page",
  // sell entry
  sellTitle: "Sell tickets | {brand}",
  sellDescription: "Sell your tickets to fans. Find your event to get started.",
  sellHeading: "Sell your tickets",
  sellIntro: "Search for the artist, team or event you have tickets for.",
  sellSearchTitle: "Sell tickets: “{term}” | {brand}",
  sellSearchHeading: "Sell tickets for “{term}”",
  sellSearchEmpty: "Type an artist, team or event to find what you are selling.",
  sellSearchLabel: "Artist, team or event you have tickets for",
  sellSearchButton: "Find",
  sellChooseEvent: "Choose your event",
  sellChoosePerformer: "Or pick the artist or team",
  sellNothing: "Nothing matches “{term}”. Try another spelling.",
  sellLandingTitle: "Sell tickets for {name} | {brand}",
  sellLandingHeading: "Sell tickets for {name}",
  sellWhat: "You are about to list tickets for:",
  sellWhatSearch: "You are about to list tickets for an event of {name} ({kind}).",
  sellSignIn: "Sign in to continue",
  sellSignInText: "Sign in or create an account to list your tickets. You’ll come back here afterwards.",
  sellUnknown: "We couldn’t find that event. Search for it instead.",
  sellBack: "Search for another event",
} as const;

export type ListingLabels = typeof LISTING_LABELS;

/** The same words in a page's language (app/lib/listing-labels.server.ts), with the date filter's choices. */
export type PageLabels = { -readonly [K in keyof ListingLabels]: ListingLabels[K] extends string ? string : { -readonly [E in keyof ListingLabels[K]]: string } } & {
  date: Record<"today" | "thisWeekend" | "thisMonth" | "all-dates" | "choose-date", string>;
};

/** The words the pages' components say themselves (the rest arrives as finished text in the page model). */
export const CLIENT_LABEL_KEYS = [
  "filters",
  "breadcrumbs",
  "when",
  "ended",
  "where",
  "lineUp",
  "availability",
  "priceFrom",
  "eventsHeading",
  "sellSearchButton",
  "sellHeading",
  "sellIntro",
  "sellSearchLabel",
  "sellChooseEvent",
  "sellChoosePerformer",
  "sellSignInText",
] as const satisfies ReadonlyArray<keyof ListingLabels>;
export type ClientLabels = Pick<PageLabels, (typeof CLIENT_LABEL_KEYS)[number]>;

/** The error pages' words: the root loader sends these few to every page (an error has no page data). */
export const ERROR_LABEL_KEYS = [
  "notFoundTitle",
  "badRequestTitle",
  "errorTitle",
  "unavailableTitle",
  "notFoundHeading",
  "notFoundText",
  "badRequestHeading",
  "tooLargeHeading",
  "tooLargeText",
  "errorHeading",
  "errorText",
  "unavailableHeading",
  "unavailableText",
  "goHome",
] as const satisfies ReadonlyArray<keyof ListingLabels>;
export type ErrorLabels = Pick<PageLabels, (typeof ERROR_LABEL_KEYS)[number]>;

/**
 * An error page's words by its status, for both its meta (title, description) and its view
 * (heading, text): 404, 400 (a bad address), 413 (a form body over its cap), 503 (the catalog
 * unavailable), anything else a plain failure. A 400's view says its own detail instead of `text`.
 * @example errorWordsOf(413, LISTING_LABELS).heading // "That form is too large"
 */
export function errorWordsOf(status: number, words: ErrorLabels): { title: string; heading: string; text: string } {
  switch (status) {
    case 404:
      return { title: words.notFoundTitle, heading: words.notFoundHeading, text: words.notFoundText };
    case 400:
      return { title: words.badRequestTitle, heading: words.badRequestHeading, text: words.errorText };
    case 413:
      return { title: words.badRequestTitle, heading: words.tooLargeHeading, text: words.tooLargeText };
    case 503:
      return { title: words.unavailableTitle, heading: words.unavailableHeading, text: words.unavailableText };
    default:
      return { title: words.errorTitle, heading: words.errorHeading, text: words.errorText };
  }
}
