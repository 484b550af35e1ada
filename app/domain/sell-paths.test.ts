import { describe, expect, it } from "vitest";
import { SELL_PATH, sellPathFromEventSlug, sellSearchPath } from "./sell-paths";

describe("sellPathFromEventSlug (spec §2.3: {name}-tickets/{type}/{id})", () => {
  it.each([
    // the second segment is the word event: sell/sellTicket?eventIds={id}
    ["taylor-swift-tickets/event/123", "sell/sellTicket?eventIds=123"],
    ["/taylor-swift-tickets/event/123/", "sell/sellTicket?eventIds=123"],
    ["adele-tickets/event/9001/extra", "sell/sellTicket?eventIds=9001"],
    // otherwise, with a third segment: sell/searchEvent?id={id}&type={type}&q={name}
    ["taylor-swift-tickets/performer/456", "sell/searchEvent?id=456&type=performer&q=taylor%20swift"],
    ["/wembley-stadium-tickets/venue/77/", "sell/searchEvent?id=77&type=venue&q=wembley%20stadium"],
    ["premier-league-tickets/grouping/81", "sell/searchEvent?id=81&type=grouping&q=premier%20league"],
    ["//taylor-swift-tickets//performer//456//", "sell/searchEvent?id=456&type=performer&q=taylor%20swift"],
    // a name without the -tickets suffix keeps its words
    ["taylor-swift/performer/456", "sell/searchEvent?id=456&type=performer&q=taylor%20swift"],
    // only a trailing -tickets is removed
    ["tickets-tickets-now/performer/1", "sell/searchEvent?id=1&type=performer&q=tickets%20tickets%20now"],
    // values are encoded
    ["ac&dc-tickets/performer/5", "sell/searchEvent?id=5&type=performer&q=ac%26dc"],
    ["beyonc%C3%A9-tickets/performer/6", "sell/searchEvent?id=6&type=performer&q=beyonc%C3%A9"],
    // with nothing usable: sell/
    ["taylor-swift-tickets/performer", "sell/"],
    ["taylor-swift-tickets", "sell/"],
    ["x-tickets/event", "sell/"],
    ["", "sell/"],
    ["/", "sell/"],
    ["   ", "sell/"],
  ])("%j → %s", (slug, expected) => {
    expect(sellPathFromEventSlug(slug)).toBe(expected);
  });

  it("the sell landing path is sell/", () => {
    expect(SELL_PATH).toBe("sell/");
  });
});

describe("sellSearchPath (spec §2.3: sell/performerSearch?q={term})", () => {
  it.each([
    ["adele", "sell/performerSearch?q=adele"],
    ["  taylor swift  ", "sell/performerSearch?q=taylor%20swift"],
    ["ac/dc & friends?", "sell/performerSearch?q=ac%2Fdc%20%26%20friends%3F"],
    ["", "sell/performerSearch?q="],
  ])("%j → %s", (term, expected) => {
    expect(sellSearchPath(term)).toBe(expected);
  });
});
