import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bytesToHex, hexToBytes } from "./hex";

describe("hex", () => {
  it.each([
    [[], ""],
    [[0], "00"],
    [[0, 15, 16, 255], "000f10ff"],
  ])("writes %j as %s, two lower-case digits a byte", (bytes, text) => {
    expect(bytesToHex(new Uint8Array(bytes))).toBe(text);
    expect(bytesToHex(new Uint8Array(bytes).buffer)).toBe(text);
    expect([...hexToBytes(text)]).toEqual(bytes);
  });

  it("reads upper-case digits too", () => {
    expect([...hexToBytes("DEADbeef")]).toEqual([0xde, 0xad, 0xbe, 0xef]);
  });

  it("round-trips any bytes", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const text = bytesToHex(bytes);
        expect(text).toMatch(/^(?:[0-9a-f]{2})*$/);
        expect(hexToBytes(text)).toEqual(bytes);
      }),
    );
  });
});
