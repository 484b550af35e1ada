import { describe, expect, it } from "vitest";
import { assertInputType, INPUT_TYPES, isInputType } from "./input-state";

describe("spec §5 'Input types: text, password, email, url, tel, search, number'", () => {
  it("lists exactly the spec's types", () => {
    expect([...INPUT_TYPES]).toEqual(["text", "password", "email", "url", "tel", "search", "number"]);
  });

  it.each(["text", "password", "email", "url", "tel", "search", "number"])("%s is accepted", (type) => {
    expect(isInputType(type)).toBe(true);
    expect(assertInputType(type)).toBe(type);
  });

  it.each(["date", "checkbox", "hidden", "TEXT", "", undefined, 3])("%j is rejected", (type) => {
    expect(isInputType(type)).toBe(false);
    expect(() => assertInputType(type)).toThrow(TypeError);
  });
});
