import { describe, expect, it } from "vitest";
import { brandCardPath } from "./brand-card";
import { SECURITY_TXT_EXPIRES, securityTxt, webManifest } from "./site-files";
import { defaultStoreConfig } from "./store-config";

const DAY_MS = 86_400_000;

describe("security.txt", () => {
  it("expires at least 30 days from today and less than a year ahead (RFC 9116 §2.5.5): renew SECURITY_TXT_EXPIRES when this fails", () => {
    const expires = Date.parse(SECURITY_TXT_EXPIRES);
    expect(expires - Date.now()).toBeGreaterThan(30 * DAY_MS);
    expect(expires - Date.now()).toBeLessThan(366 * DAY_MS);
  });

  it("names a contact on the store's host, the expiry, the languages and its canonical address", () => {
    const text = securityTxt("https://fr.stagefront.example", defaultStoreConfig(9));
    expect(text).toMatch(/^Contact: mailto:security@fr\.stagefront\.example$/m);
    expect(text).toContain(`Expires: ${SECURITY_TXT_EXPIRES}`);
    expect(text).toMatch(/^Canonical: https:\/\/fr\.stagefront\.example\/\.well-known\/security\.txt$/m);
  });
});

describe("webManifest and brand cards", () => {
  it("names the store's brand and language", () => {
    const manifest = webManifest(defaultStoreConfig(3), "Stagefront Tickets");
    expect(manifest).toMatchObject({ name: "Stagefront Tickets", short_name: "Stagefront", lang: "de-DE", start_url: "/" });
    expect(manifest.icons.some((i) => i.purpose === "maskable")).toBe(true);
  });

  it.each([
    ["Stagefront", "/og/stagefront.png"],
    ["Stagefront Tickets", "/og/stagefront-tickets.png"],
    ["Another Brand", "/og/stagefront.png"],
  ])("%s → %s", (brand, path) => expect(brandCardPath(brand)).toBe(path));
});
