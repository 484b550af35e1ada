import { describe, expect, it } from "vitest";
import { checkRadioOptions, type RadioOption } from "./radio-group-state";

const ok: RadioOption[] = [
  { id: "d-email", value: "email", label: "E-mail" },
  { id: "d-post", value: "post", label: "Post" },
];

describe("radio options (spec §5 'Radio requires id and value')", () => {
  it("accepts options with ids and values", () => {
    expect(() => checkRadioOptions(ok)).not.toThrow();
  });

  it.each([
    [[{ id: "", value: "a", label: "A" }], 'Radio option 1 ("A") needs an id'],
    [[{ id: "  ", value: "a", label: "A" }], 'Radio option 1 ("A") needs an id'],
    [[ok[0]!, { id: "x", value: "", label: "B" }], 'Radio option 2 ("B") needs a value'],
    [[ok[0]!, { id: "d-email", value: "b", label: "B" }], 'Radio option 2 ("B") repeats the id "d-email"'],
    [[ok[0]!, { id: "x", value: "email", label: "B" }], 'Radio option 2 ("B") repeats the value "email"'],
    [[{ value: "a", label: "A" } as unknown as RadioOption], 'Radio option 1 ("A") needs an id'],
  ])("refuses %j: %s", (options, message) => {
    expect(() => checkRadioOptions(options)).toThrow(message);
  });
});
