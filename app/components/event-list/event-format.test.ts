import { describe, expect, it } from "vitest";
import { formatEventWhen, formatPrice } from "./event-format";
import { pageHref } from "./models";

describe("formatEventWhen: the venue's local date and time in the page locale", () => {
  it.each([
    // 2026-11-27T01:00Z is 20:00 on the 26th in New York, 02:00 on the 27th in Berlin
    [Date.UTC(2026, 10, 27, 1), "America/New_York", "en-US", "Thu, Nov 26, 2026", "8:00 PM"],
    [Date.UTC(2026, 10, 27, 1), "Europe/Berlin", "de-DE", "Fr., 27. Nov. 2026", "02:00"],
    [Date.UTC(2026, 6, 1, 18), "Europe/London", "en-GB", "Wed, 1 Jul 2026", "19:00"],
  ])("%i in %s (%s) → %s, %s", (instant, zone, locale, date, time) => {
    const when = formatEventWhen(instant, zone, locale);
    expect(when.date).toBe(date);
    expect(when.time.replace(/\u202f/g, " ")).toBe(time);
    expect(when.iso).toBe(new Date(instant).toISOString());
  });
});

describe("formatPrice: in the event's currency, whole amounts without cents", () => {
  it.each([
    [86, "USD", "en-US", "$86"],
    [49.5, "EUR", "de-DE", "49,50 €"],
    [3516, "MXN", "en-US", "MX$3,516"],
  ])("%d %s in %s → %s", (amount, currency, locale, text) => {
    expect(formatPrice(amount, currency, locale).replace(/\u00a0/g, " ")).toBe(text);
  });
});

describe("pageHref: ?page= on the page's own path, page 1 without it", () => {
  it.each([
    [{ path: "/concert-tickets/category/1/", query: {} }, 0, "/concert-tickets/category/1/"],
    [{ path: "/concert-tickets/category/1/", query: {} }, 2, "/concert-tickets/category/1/?page=3"],
    [{ path: "/find/s/", query: { q: "AC/DC & co" } }, 1, "/find/s/?q=AC%2FDC+%26+co&page=2"],
  ])("%j page %i → %s", (model, page, href) => {
    expect(pageHref(model, page)).toBe(href);
  });
});
