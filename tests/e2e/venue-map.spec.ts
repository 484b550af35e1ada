// The venue map (issue 25 item 5) in Chromium on /design-system, German store: every layout kind
// fits a 375 px phone without sideways scrolling, its sections are reached by keyboard and named
// in German, touch targets are big enough, and axe finds nothing. SHOTS_DIR=... saves screenshots.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { axeViolations } from "../support/axe";
import { launchChromium } from "../support/browser";
import { startWorker, type WorkerHandle } from "../support/worker";

let worker: WorkerHandle;
let browser: Browser;

beforeAll(async () => {
  worker = await startWorker({ http: true });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await worker?.dispose();
});

async function open(width: number, host = "de.localhost"): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const res = await page.goto(`http://${host}:${worker.url!.port}/design-system#venue-map`, { waitUntil: "networkidle" });
  expect(res?.status()).toBe(200);
  return page;
}

describe("venue map (design-system page, German store)", () => {
  it.each([375, 1280])("at %i px: four maps, each map inside the viewport, sections named in German, targets at least 24 px", async (width) => {
    const page = await open(width);
    const maps = page.getByRole("group", { name: "Saalplan" });
    await expect.poll(() => maps.count()).toBe(4);
    if (process.env.SHOTS_DIR) {
      const kinds = page.locator(".venue-map-demo__kind");
      for (let i = 0; i < 4; i++) await kinds.nth(i).screenshot({ path: `${process.env.SHOTS_DIR}/venue-map-${i}-${width}.png` });
    }
    // Every map within the viewport (the page's own header is the header suite's business).
    const rights = await page.locator(".venue-map").evaluateAll((els) => els.map((el) => el.getBoundingClientRect().right));
    expect(Math.max(...rights)).toBeLessThanOrEqual(width);
    const links = maps.getByRole("link", { name: /^Block .+, ab .+€, \d+ Angebote?$/ });
    expect(await links.count()).toBeGreaterThan(50);
    const smallest = await links.evaluateAll((els) => Math.min(...els.map((el) => Math.min(el.getBoundingClientRect().width, el.getBoundingClientRect().height))));
    expect(smallest).toBeGreaterThanOrEqual(24);
    await page.close();
  });

  it("Tab moves from section to section, grey ones skipped, and Enter follows the section's link", async () => {
    const page = await open(1280);
    const first = page.getByRole("group", { name: "Saalplan" }).first().getByRole("link").first();
    await first.focus();
    const name = await first.getAttribute("aria-label");
    await page.keyboard.press("Tab");
    const next = await page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? "");
    expect(next).toMatch(/^Block /);
    expect(next).not.toBe(name);
    await page.keyboard.press("Enter");
    await page.waitForURL(/section=/);
    expect(new URL(page.url()).searchParams.get("section")).toBe(next.match(/^Block ([^,]+),/)![1]);
    await page.close();
  });

  it("axe finds nothing on the maps", async () => {
    const page = await open(375);
    expect(await axeViolations(page, { include: ["#venue-map"] })).toEqual([]);
    await page.close();
  });
});
