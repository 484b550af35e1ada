// Every text of the /design-system page is translated for every store language, keeping its
// {placeholders}: a demo that adds a text without its translations fails here, not on a German phone.
import { describe, expect, it } from "vitest";
import { designSystemKeys } from "../../scripts/i18n/design-system-keys.mjs";
import { languageOf } from "../domain/address";
import { defaultStoreConfig } from "../domain/store-config";
import { STORE_IDS } from "../domain/stores";
import { DESIGN_SYSTEM_TEXTS, designSystemTexts } from "./design-system-texts.server";

const KEYS: string[] = designSystemKeys();
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("/design-system texts", () => {
  it("finds the page's texts in the demos", () => {
    expect(KEYS.length).toBeGreaterThanOrEqual(18);
    expect(KEYS).toContain("Design system");
  });

  it.each(Object.keys(DESIGN_SYSTEM_TEXTS))("%s: every text translated, no stale text, placeholders kept", (language) => {
    const texts = DESIGN_SYSTEM_TEXTS[language]!;
    const missing = KEYS.filter((k) => typeof texts[k] !== "string" || texts[k]!.trim() === "");
    const stale = Object.keys(texts).filter((k) => !KEYS.includes(k));
    const broken = KEYS.filter((k) => typeof texts[k] === "string" && placeholders(texts[k]!).join() !== placeholders(k).join());
    expect({ missing, stale, broken }).toEqual({ missing: [], stale: [], broken: [] });
  });

  it("covers every language a store offers but English (the source), and falls back to English", () => {
    const offered = new Set(STORE_IDS.flatMap((id) => defaultStoreConfig(id).supportedLocales.map((l) => languageOf(l.locale))));
    offered.delete("en");
    expect(Object.keys(DESIGN_SYSTEM_TEXTS).sort()).toEqual([...offered].sort());
    expect(designSystemTexts("en")).toEqual({});
  });
});
