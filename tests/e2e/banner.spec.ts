// The marketing banner (spec §2.8, §4 "Banner") in Chromium: shown once per browser session when
// a traffic condition holds (here a click id), not again off the homepage, again on the homepage;
// never without a condition; dismissable; the per-locale guarantee link.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { BANNER_TEXT } from "../../app/domain/banner";
import { axeViolations } from "../support/axe";
import { launchChromium } from "../support/browser";
import { startWorker, type WorkerHandle } from "../support/worker";

let worker: WorkerHandle;
let browser: Browser;
let base: string;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  worker = await startWorker({ http: true });
  base = `http://127.0.0.1:${worker.url!.port}`;
  browser = await launchChromium();
});
afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
  await worker?.dispose();
});

async function session(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  contexts.push(context);
  return context.newPage();
}

const banner = (page: Page) => page.getByRole("status").filter({ hasText: BANNER_TEXT });

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
}

describe("marketing banner", () => {
  it("shows once per session when a click id is present, not again off the homepage, again on the homepage", async () => {
    const page = await session();
    await visit(page, "/concert-tickets/category/1/?gclid=abc");
    await banner(page).waitFor();
    expect(await banner(page).getByRole("link", { name: "How our guarantee works" }).getAttribute("href")).toBe(
      "https://www.stagefront.example/en-us/fan-protect-guarantee/",
    );
    expect(await axeViolations(page, { include: [".marketing-banner"] })).toEqual([]);
    await page.screenshot({ path: "artifacts/banner-375.png" });
    await visit(page, "/sports-tickets/category/28/?gclid=abc");
    await page.waitForTimeout(300);
    expect(await banner(page).count()).toBe(0);
    await visit(page, "/?gclid=abc");
    await banner(page).waitFor();
  });

  it("stays hidden without a traffic condition, and medium cpc is one", async () => {
    const page = await session();
    await visit(page, "/");
    await page.waitForTimeout(300);
    expect(await banner(page).count()).toBe(0);
    await visit(page, "/?utm_medium=cpc");
    await banner(page).waitFor();
  });

  it("the dismiss button hides it", async () => {
    const page = await session();
    await visit(page, "/?affiliateId=42");
    await banner(page).waitFor();
    await page.getByRole("button", { name: "Dismiss" }).click();
    expect(await banner(page).count()).toBe(0);
  });
});
