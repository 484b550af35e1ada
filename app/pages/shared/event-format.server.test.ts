import { describe, expect, it } from "vitest";
import { countryName, formatPrice } from "./event-format.server";

describe("countryName", () => {
  it.each([
    ["HK", "zh-HK", "香港"],
    ["HK", "en-HK", "Hong Kong"],
    ["HK", "zh-CN", "香港"],
    ["TW", "zh-TW", "台灣"],
    ["TW", "zh-CN", "台湾"],
    ["DE", "fr-FR", "Allemagne"],
    ["US", "en-US", "United States"],
    ["GB", "de-DE", "Vereinigtes Königreich"],
  ])("%s in %s is %s (Hong Kong by its short name, as its store's fans expect)", (code, locale, name) => {
    expect(countryName(code, locale)).toBe(name);
  });
});

describe("formatPrice", () => {
  it.each([
    [86, "USD", "en-US", "$86"],
    [86, "EUR", "de-DE", "86 €"],
    [12.5, "EUR", "fr-FR", "12,50 €"],
    [1200, "JPY", "ja-JP", "￥1,200"],
  ])("%d %s in %s is %s", (amount, currency, locale, text) => {
    expect(formatPrice(amount, currency, locale).replace(/\u00a0|\u202f/g, " ")).toBe(text);
  });
});
