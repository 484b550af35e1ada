import { describe, expect, it } from "vitest";
import { offerState } from "./event-offer";

const NOW = Date.UTC(2026, 10, 26, 12);

describe("offerState (ADR 021)", () => {
  it.each([
    [{ startsAt: NOW + 1, availableTickets: 5 }, "on-sale"],
    [{ startsAt: NOW + 1, availableTickets: 0 }, "sold-out"],
    [{ startsAt: NOW + 1, availableTickets: -1 }, "sold-out"],
    [{ startsAt: NOW, availableTickets: 5 }, "on-sale"],
    [{ startsAt: NOW - 1, availableTickets: 5 }, "ended"],
    [{ startsAt: NOW - 1, availableTickets: 0 }, "ended"],
  ] as const)("%o is %s", (event, state) => {
    expect(offerState(event, NOW)).toBe(state);
  });
});
