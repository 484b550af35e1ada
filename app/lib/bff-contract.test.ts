import { describe, expect, it } from "vitest";
import { LocationsQuerySchema, SuggestQuerySchema } from "./bff-contract";

describe("SuggestQuerySchema (spec §7; docs/bff-api.md)", () => {
  it("fills the documented defaults as parsed values, not as the strings a query carries", () => {
    expect(SuggestQuerySchema.parse({ term: " adele " })).toEqual({
      term: "adele",
      perfRows: 5,
      minAvailableTickets: 0,
      includeNoneventEntities: true,
      radius: 200,
      geoExpansion: false,
      withEventCount: false,
      enablePopular: true,
    });
  });

  it.each([
    ["popularity desc", "popularity desc"],
    ["  Popularity   DESC ", "popularity desc"],
    ["popularity", "popularity"],
    ["popularity desc, eventDateLocal asc", "popularity desc,eventdatelocal asc"],
  ])("accepts sort %j, the one order suggest answers in", (sort, parsed) => {
    expect(SuggestQuerySchema.parse({ term: "x", sort }).sort).toBe(parsed);
  });

  it.each(["foo", "name asc", "popularity asc", "eventDateLocal asc", "", "popularity desc;drop"])("refuses sort %j (the API doc: sort is validated)", (sort) => {
    const result = SuggestQuerySchema.safeParse({ term: "x", sort });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["sort"]);
  });
});

describe("LocationsQuerySchema", () => {
  it("fills rows and unit as parsed values", () => {
    expect(LocationsQuerySchema.parse({ q: "mun" })).toMatchObject({ rows: 5, unit: "mi" });
  });
});
