// Accounts in Chromium (spec §2.2, §3 sidebar user, §4 sign-in state): a guest follows
// my tickets to sign-up with the redirect, creates an account, lands on /my/orders/, sees the
// profile menu with the sidebar user, signs out and is home with "Sign in" back; the drawer's
// sidebar user and axe-core on the signed-in header at 375 px; sign-out without JavaScript.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { SIGN_OUT_STORAGE_KEYS } from "../../app/domain/sign-in-state";
import { axeViolations, type AxeOptions } from "../support/axe";
import { SHOTS, setupCatalogBrowser } from "../support/catalog-browser";

const site = setupCatalogBrowser("e2e-account");
const { open } = site;

/** The header and any open dialog (the drawer); page-level rules belong to the pages' own tests. */
const HEADER_AND_DIALOGS: AxeOptions = { include: ["header", ".ui-dialog-root"] };
const NAME = "Ada Lovelace";
const PASSWORD = "correct horse battery staple";

let accounts = 0;
/** An email no earlier run or test has used (the worker's D1 copy lives for the whole file). */
const freshEmail = () => `fan-${Date.now()}-${++accounts}@example.com`;

const accountNav = (page: Page) => page.getByRole("navigation", { name: "Account" });
const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** Fills /login/signup/'s create-an-account form (by role and label) and sends it. */
async function signUp(page: Page, email: string): Promise<void> {
  const form = page.getByRole("region", { name: "Create an account" });
  await form.getByRole("textbox", { name: "Name" }).fill(NAME);
  await form.getByRole("textbox", { name: "Email" }).fill(email);
  await form.getByLabel(/^Password/).fill(PASSWORD);
  await form.getByRole("button", { name: "Create account" }).click();
}

/** The spec §4 local-storage entries, as a page would have set them while signed in. */
async function seedSignInStorage(page: Page): Promise<void> {
  await page.evaluate((keys) => keys.forEach((key) => window.localStorage.setItem(key, "seeded")), [...SIGN_OUT_STORAGE_KEYS]);
}
const storageLeft = (page: Page) =>
  page.evaluate((keys) => keys.filter((key) => window.localStorage.getItem(key) !== null), [...SIGN_OUT_STORAGE_KEYS]);

describe("accounts in the browser", () => {
  it("a guest follows my tickets → signs up → lands on /my/orders/ → sees the profile menu → signs out → is home, signed out", async () => {
    const page = await open("/");
    await accountNav(page).getByRole("link", { name: "My tickets", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/login/signup/");
    expect(pathOf(page)).toBe("/login/signup/?redirect=%2Fmy%2Forders%2F");

    await signUp(page, freshEmail());
    await page.waitForURL((url) => url.pathname === "/my/orders/");

    // Signed in (spec §6): the sign-in entry is removed, the profile menu shown with the sidebar user.
    const nav = accountNav(page);
    // The URL can commit a beat before the header re-renders with the signed-in root data.
    const profile = nav.getByRole("button", { name: "My account menu" });
    await profile.waitFor();
    expect(await nav.getByRole("link", { name: "Sign in", exact: true }).count()).toBe(0);
    await profile.click();
    await expect.poll(() => profile.getAttribute("aria-expanded")).toBe("true");
    const panel = page.locator(`#${await profile.getAttribute("aria-controls")}`.replace(/:/g, "\\:"));
    expect(await panel.getByText(NAME, { exact: true }).isVisible()).toBe(true);
    expect(await panel.getByText("AL", { exact: true }).isVisible()).toBe(true);
    expect(await panel.getByRole("link").allTextContents()).toEqual(["My hub", "Gift codes", "Settings"]);
    await page.screenshot({ path: `${SHOTS}/account-profile-menu-1280.png` });

    await seedSignInStorage(page);
    await panel.getByRole("button", { name: "Sign out" }).click();
    // Spec §2.2 / §4: after sign-out a /my/ path goes to /.
    await page.waitForURL((url) => url.pathname === "/");
    await expect.poll(() => accountNav(page).getByRole("link", { name: "Sign in", exact: true }).count()).toBe(1);
    expect(await accountNav(page).getByRole("button", { name: "My account menu" }).count()).toBe(0);
    expect(await storageLeft(page)).toEqual([]);
    // The server session is gone too: the account area sends the visitor to sign in again.
    await page.goto(page.url().replace(/\/$/, "/my/orders/"));
    await page.waitForURL((url) => url.pathname === "/login/signup/");
  });

  it("signing out off the account area keeps the page and shows the signed-out header", async () => {
    const page = await open("/login/signup/?redirect=%2Fconcert-tickets%2Fcategory%2F1%2F");
    await signUp(page, freshEmail());
    await page.waitForURL((url) => url.pathname === "/concert-tickets/category/1/");
    const profile = accountNav(page).getByRole("button", { name: "My account menu" });
    await profile.click();
    await accountNav(page).getByRole("button", { name: "Sign out" }).click();
    await expect.poll(() => accountNav(page).getByRole("link", { name: "Sign in", exact: true }).count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe("/concert-tickets/category/1/");
  });

  it("375 px: the drawer opens onto the sidebar user; no axe-core violation signed in; sign out from the drawer", async () => {
    const page = await open("/login/signup/?redirect=%2Fmy%2Forders%2F", 375);
    // The sign-in page itself: both forms, no axe-core violation, fits 375 px.
    expect(await axeViolations(page, { include: ["main"] })).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: `${SHOTS}/sign-in-375.png`, fullPage: true });
    await signUp(page, freshEmail());
    await page.waitForURL((url) => url.pathname === "/my/orders/");
    // The signed-in header (its avatar) is rendered before axe looks at it.
    await page.getByRole("heading", { name: "My orders", level: 1 }).waitFor();
    expect(await axeViolations(page, HEADER_AND_DIALOGS)).toEqual([]);

    await page.getByRole("button", { name: "Menu", exact: true }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await drawer.getByText(NAME, { exact: true }).waitFor();
    expect(await drawer.getByText("AL", { exact: true }).isVisible()).toBe(true);
    expect(await drawer.getByRole("link", { name: "Sign in", exact: true }).count()).toBe(0);
    expect(await axeViolations(page, HEADER_AND_DIALOGS)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/account-drawer-375.png` });

    await drawer.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await expect.poll(() => page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Sign in", exact: true }).count()).toBe(1);
  });

  it("without JavaScript: sign up, then the footer's sign-out form posts the token and the endpoint sends /my/ home", async () => {
    const page = await open("/login/signup/?redirect=%2Fmy%2Forders%2F", 1280, { javaScriptEnabled: false });
    await signUp(page, freshEmail());
    await page.waitForURL((url) => url.pathname === "/my/orders/");
    const siteMenu = page.getByRole("navigation", { name: "Site menu" });
    await siteMenu.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expect(await accountNav(page).getByRole("link", { name: "Sign in", exact: true }).count()).toBe(1);
  });
});
