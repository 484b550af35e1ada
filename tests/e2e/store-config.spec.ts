// The store configuration dialog (spec §2.6) in Chromium: on the Canadian store (English and
// French) the top bar's button opens "Configure your store"; saving French goes to the same page
// in French, query kept; Escape discards the choice; a one-language store shows no button.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { defaultStoreConfig, storeConfigKey } from "../../app/domain/store-config";
import { axeViolations } from "../support/axe";
import { launchChromium } from "../support/browser";
import { startWorker, type WorkerHandle } from "../support/worker";

let worker: WorkerHandle;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  worker = await startWorker({ http: true, bindings: { STORE_CONFIG_CACHE_SECONDS: "0" } });
  browser = await launchChromium();
});
afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
  await worker?.dispose();
});

async function open(host: string, path: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  contexts.push(context);
  const page = await context.newPage();
  const res = await page.goto(`http://${host}:${worker.url!.port}${path}`, { waitUntil: "networkidle" });
  expect(res?.status()).toBe(200);
  return page;
}

describe("store configuration dialog", () => {
  it("switching the language in the dialog stays on the same page, in the new locale", async () => {
    const page = await open("ca.localhost", "/concert-tickets/category/1/?pbD=w");
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en-CA");
    const button = page.getByRole("button", { name: /^Store settings: / });
    await button.click();
    const dialog = page.getByRole("dialog", { name: "Configure your store" });
    await dialog.waitFor();
    expect(await dialog.getByText("Choose your preferred language").count()).toBe(1);
    expect(await axeViolations(page, { include: [".ui-dialog-root"] })).toEqual([]);
    await dialog.getByRole("combobox", { name: "Language" }).selectOption("fr-CA");
    await dialog.getByRole("button", { name: "Save" }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/fr/") || url.pathname.includes("/fr/"));
    const url = new URL(page.url());
    expect(url.pathname).toMatch(/\/fr\/category\/1\/$|^\/fr\/.*category\/1\/$/);
    expect(url.searchParams.get("pbD")).toBe("w");
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("fr-CA");
  });

  it("Escape closes the dialog and discards the choice; focus returns to the button", async () => {
    const page = await open("ca.localhost", "/");
    const button = page.getByRole("button", { name: /^Store settings: / });
    await button.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Configure your store" });
    await dialog.waitFor();
    await dialog.getByRole("combobox", { name: "Language" }).selectOption("fr-CA");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(new URL(page.url()).pathname).toBe("/");
    await expect.poll(() => button.evaluate((el) => el === document.activeElement)).toBe(true);
    await button.click();
    expect(await page.getByRole("combobox", { name: "Language" }).inputValue()).toBe("en-CA");
  });

  it("a store with one language and no currency choice (the informational currency off) offers no store configuration", async () => {
    const kv = await worker.kv("STORE_CONFIG");
    const config = defaultStoreConfig(1);
    config.featureFlags["common.enableAdvisoryCurrency"] = false;
    config.supportedLocales = config.supportedLocales.filter((l) => l.locale === "en-US");
    config.helpLinks = { "en-us": config.helpLinks["en-us"]! };
    config.categorySlugs = { "en-US": config.categorySlugs["en-US"] };
    await kv.put(storeConfigKey(1), JSON.stringify(config));
    try {
      const page = await open("127.0.0.1", "/");
      expect(await page.getByRole("button", { name: /^Store settings: / }).count()).toBe(0);
    } finally {
      await kv.delete(storeConfigKey(1));
    }
  });
});
