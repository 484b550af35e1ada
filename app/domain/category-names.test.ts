import { describe, expect, it } from "vitest";
import { CATEGORY_IDS } from "./categories";
import { CATEGORY_NAME_LABELS, categoryNameIn } from "./category-names";

const words = { menu: { concerts: "Konzerte", sports: "Sport", theatre: "Theater & Comedy", soccer: "Fußball" }, names: { "2802": "Eishockey" } };

describe("categoryNameIn (one name per category, in the page's language)", () => {
  it("names a main category as the menu does", () => {
    expect(categoryNameIn(words, CATEGORY_IDS.theatre, "Theatre, Comedy & Arts")).toBe("Theater & Comedy");
    expect(categoryNameIn(words, String(CATEGORY_IDS.soccer), "Soccer")).toBe("Fußball");
  });

  it("names a subcategory by its words, and a category the words do not know as the catalog does", () => {
    expect(categoryNameIn(words, 2802, "Ice Hockey")).toBe("Eishockey");
    expect(categoryNameIn(words, 99001, "Curling")).toBe("Curling");
    expect(categoryNameIn(words, null, "Curling")).toBe("Curling");
    expect(categoryNameIn({ menu: {}, names: { toString: "x" } as Record<string, string> }, "constructor", "Odd")).toBe("Odd");
  });

  it("holds no main category among the subcategories' words (those are the menu's)", () => {
    const main = new Set(Object.values(CATEGORY_IDS).map(String));
    expect(Object.keys(CATEGORY_NAME_LABELS).filter((id) => main.has(id))).toEqual([]);
  });
});
