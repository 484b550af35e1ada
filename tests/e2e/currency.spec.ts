// The informational currency in Chromium against the worker with the demo catalog (spec §2.6,
// §4 "Currency"): the store dialog's currency select, Save, the list's prices with their
// approximate amount, kept over a reload (server-rendered from the cookie, no flash), and
// Escape discarding a change.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { defaultStoreConfig, storeConfigKey } from "../../app/domain/store-config";
import { SHOTS, setupCatalogBrowser } from "../support/catalog-browser";

const browser = setupCatalogBrowser("e2e-currency");

beforeAll(async () => {
  // Store 1 (US) with the informational currency on and opt-in (no default by country).
  const config = defaultStoreConfig(1);
  config.featureFlags["common.enableAdvisoryCurrency"] = true;
  config.featureFlags["common.advisoryCurrencyOptOut"] = false;
  await (await browser.worker.kv("STORE_CONFIG")).put(storeConfigKey(1), JSON.stringify(config));
});
afterAll(async () => {
  await (await browser.worker?.kv("STORE_CONFIG"))?.delete(storeConfigKey(1));
});

/** The home page with JavaScript running (the filter bar's Apply button gone). */
async function hydratedHome(): Promise<Page> {
  const page = await browser.open("/");
  await page.getByRole("button", { name: "Apply" }).waitFor({ state: "detached" });
  return page;
}

async function openStoreDialog(page: Page) {
  await page.getByRole("button", { name: /^Store settings: / }).click();
  const dialog = page.getByRole("dialog", { name: "Configure your store" });
  await dialog.waitFor();
  return dialog;
}

/** The prices of the upcoming events, as a reader gets them. */
async function prices(page: Page): Promise<string[]> {
  return page
    .getByRole("list", { name: "Upcoming events" })
    .getByRole("listitem")
    .evaluateAll((items) => items.map((li) => li.querySelector(".event-card__price")?.textContent ?? ""));
}

describe("the informational currency", () => {
  it("choosing EUR in the store dialog shows each price with its amount in euros, kept over a reload", async () => {
    const page = await hydratedHome();
    expect((await prices(page)).some((p) => p.includes("≈"))).toBe(false);
    const dialog = await openStoreDialog(page);
    expect(await dialog.getByText("Choose your preferred language and currency").count()).toBe(1);
    const currency = dialog.getByRole("combobox", { name: "Currency" });
    expect(await currency.inputValue()).toBe("none");
    await currency.selectOption("EUR");
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByRole("list", { name: "Upcoming events" }).getByText(/^\(≈\s€[\d,.]+\)$/).first().waitFor();

    const shown = await prices(page);
    const converted = shown.filter((p) => /^From \$[\d,.]+ \(≈\s€[\d,.]+\)\(about €[\d,.]+\)$/.test(p));
    expect(converted.length).toBeGreaterThan(0);
    // Every card that is not sold out has its amount, and the same figure in words for screen readers.
    for (const price of shown.filter((p) => p.startsWith("From"))) {
      const [, visible, spoken] = /\(≈\s(€[\d,.]+)\)\(about (€[\d,.]+)\)$/.exec(price) ?? [];
      expect(visible, price).toBeDefined();
      expect(spoken).toBe(visible);
    }
    expect(await page.evaluate(() => window.localStorage.getItem("selectedCurrencyCode"))).toBe("EUR");
    const cookie = (await page.context().cookies()).find((c) => c.name === "selectedCurrencyCode");
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: "Lax" });
    expect(await page.getByRole("button", { name: /^Store settings: .* · EUR$/ }).count()).toBe(1);
    await page.screenshot({ path: `${SHOTS}/currency-eur-1280.png` });

    // The server renders from the cookie: the first HTML already has the euros (no flash).
    const html = await (await page.request.get(page.url())).text();
    expect(html.replace(/<!-- -->/g, "")).toMatch(/\(≈\s€[\d,.]+\)/);
    await page.reload({ waitUntil: "networkidle" });
    expect(await prices(page)).toEqual(shown);
    await page.setViewportSize({ width: 375, height: 900 });
    await page.screenshot({ path: `${SHOTS}/currency-eur-375.png` });
    const reopened = await openStoreDialog(page);
    expect(await reopened.getByRole("combobox", { name: "Currency" }).inputValue()).toBe("EUR");
    await page.screenshot({ path: `${SHOTS}/currency-dialog-375.png` });
  });

  it("the event page shows the lowest price with its approximate amount", async () => {
    const page = await hydratedHome();
    const dialog = await openStoreDialog(page);
    await dialog.getByRole("combobox", { name: "Currency" }).selectOption("GBP");
    await dialog.getByRole("button", { name: "Save" }).click();
    await page.getByRole("list", { name: "Upcoming events" }).getByText(/^\(≈\s£/).first().waitFor();
    // An event on sale (a sold-out one has no price, so nothing to convert: issue 21).
    await page.getByRole("list", { name: "Upcoming events" }).getByRole("listitem").filter({ hasText: /≈/ }).first().getByRole("link").click();
    const offer = page.getByRole("complementary", { name: "Prices from" });
    await offer.waitFor();
    expect(await offer.textContent()).toMatch(/\$[\d,.]+\(≈\s£[\d,.]+\)\(about £[\d,.]+\)/);
    // Where the approximate amount is explained: the rates' day.
    expect(await offer.textContent()).toMatch(/European Central Bank’s reference rates of \w+ \d{1,2}, \d{4}/);
    await page.screenshot({ path: `${SHOTS}/currency-event-1280.png` });
  });

  it("Escape discards a change: no conversion, nothing stored, and the next opening starts from 'none'", async () => {
    const page = await hydratedHome();
    const before = await prices(page);
    const dialog = await openStoreDialog(page);
    await dialog.getByRole("combobox", { name: "Currency" }).selectOption("GBP");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(await prices(page)).toEqual(before);
    expect(before.some((p) => p.includes("≈"))).toBe(false);
    expect(await page.evaluate(() => window.localStorage.getItem("selectedCurrencyCode"))).toBeNull();
    expect((await page.context().cookies()).some((c) => c.name === "selectedCurrencyCode")).toBe(false);
    const reopened = await openStoreDialog(page);
    expect(await reopened.getByRole("combobox", { name: "Currency" }).inputValue()).toBe("none");
  });
});
