import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { forwardRef, type ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { ACCOUNT_LABELS as accountWords, ACCOUNT_SECTIONS } from "./account-labels";
import type { AccountFormResult, AccountNavModel, GuestLookupModel, HubModel, ListModel, SettingsModel } from "./account-models";
import { AccountPage } from "./account-pages";

// Remix's Link and Form need the Remix runtime; plain anchors and forms are what they render anyway.
vi.mock("@remix-run/react", () => ({
  Link: forwardRef<HTMLAnchorElement, { to: string; prefetch?: string; children?: ReactNode }>(function Link({ to, prefetch: _p, ...rest }, ref) {
    return <a ref={ref} href={to} {...rest} />;
  }),
  Form: forwardRef<HTMLFormElement, { children?: ReactNode; method?: string; action?: string }>(function Form(props, ref) {
    return <form ref={ref} {...props} />;
  }),
}));

const meta = { title: "t", description: "d", canonical: "https://example.test/my/" };

function nav(current: (typeof ACCOUNT_SECTIONS)[number]): AccountNavModel {
  return {
    label: accountWords.navLabel,
    links: ACCOUNT_SECTIONS.map((section) => ({ section, label: accountWords.section[section], href: `/my/${section}/`, current: section === current })),
  };
}

function list(over: Partial<ListModel> = {}): ListModel {
  return {
    kind: "list",
    meta,
    nav: nav("orders"),
    section: "orders",
    heading: accountWords.section.orders,
    rows: [],
    emptyText: accountWords.empty.orders,
    emptyLink: { label: accountWords.findEvents, href: "/" },
    pagination: null,
    ...over,
  };
}

const settings: SettingsModel = {
  kind: "settings",
  meta,
  nav: nav("settings"),
  heading: accountWords.section.settings,
  action: "/my/settings/",
  csrf: "token-123",
  name: "Ada Lovelace",
  phone: { country: "GB", national: "" },
  countries: [
    { code: "GB", name: "United Kingdom", callingCode: "44" },
    { code: "SE", name: "Sweden", callingCode: "46" },
  ],
  saved: null,
};

const guest: GuestLookupModel = { kind: "guest", meta, heading: accountWords.guestTitle, action: "/my/guest/orderlookup/", csrf: null, order: null };

describe("a list page of the signed-in area", () => {
  it("says honestly that there are no rows and offers somewhere to go", () => {
    render(<AccountPage model={list()} locale="en-US" />);
    expect(screen.getByRole("heading", { level: 1, name: "My orders" })).toBeTruthy();
    expect(screen.getByText("You have no orders yet.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Find events" }).getAttribute("href")).toBe("/");
  });

  it("marks the current page in the area's menu, which links every section", () => {
    render(<AccountPage model={list()} locale="en-US" />);
    const menu = screen.getByRole("navigation", { name: accountWords.navLabel });
    const links = within(menu).getAllByRole("link");
    expect(links.map((a) => a.textContent)).toEqual(ACCOUNT_SECTIONS.map((s) => accountWords.section[s]));
    expect(within(menu).getByRole("link", { name: "My orders" }).getAttribute("aria-current")).toBe("page");
    expect(within(menu).getByRole("link", { name: "Settings" }).getAttribute("aria-current")).toBeNull();
  });

  it("shows each row as a heading (linked to its event), its date, details and status in words", () => {
    const rows = [
      {
        id: 1,
        title: "The Loud Band",
        href: "/the-loud-band-tickets/event/9/",
        when: { iso: "2030-06-02T01:00:00.000Z", text: "Sat, Jun 1, 2030 · 8:00 PM" },
        details: ["Order SF-A1", "2 tickets"],
        status: "Confirmed",
      },
      { id: 2, title: accountWords.eventGone, href: null, when: null, details: ["Order SF-A2"], status: "Refunded" },
    ];
    render(<AccountPage model={list({ rows })} locale="en-US" />);
    expect(screen.queryByText("You have no orders yet.")).toBeNull();
    expect(screen.queryByRole("link", { name: "Find events" })).toBeNull();
    const band = screen.getByRole("heading", { level: 2, name: "The Loud Band" });
    expect(within(band).getByRole("link").getAttribute("href")).toBe("/the-loud-band-tickets/event/9/");
    expect(screen.getByRole("heading", { level: 2, name: accountWords.eventGone }).querySelector("a")).toBeNull();
    const items = screen.getAllByRole("listitem").filter((li) => li.classList.contains("account-row"));
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain("Status: Confirmed");
    expect(items[0]!.querySelector("time")?.getAttribute("datetime")).toBe("2030-06-02T01:00:00.000Z");
  });
});

describe("my hub", () => {
  it("shows the name, email, initials avatar (named for screen readers) and links to the other pages", () => {
    const hub: HubModel = {
      kind: "hub",
      meta,
      nav: nav("profile"),
      heading: "Hello, Ada Lovelace",
      name: "Ada Lovelace",
      email: "ada@example.com",
      phoneText: accountWords.hubNoPhone,
      initials: "AL",
      avatarLabel: "Ada Lovelace's initials",
      links: [{ label: "My orders", href: "/my/orders/" }],
    };
    render(<AccountPage model={hub} locale="en-US" />);
    expect(screen.getByRole("heading", { level: 1, name: "Hello, Ada Lovelace" })).toBeTruthy();
    expect(screen.getByRole("img", { name: "Ada Lovelace's initials" }).textContent).toBe("AL");
    expect(screen.getByText("ada@example.com")).toBeTruthy();
    const links = screen.getByRole("heading", { level: 2, name: accountWords.hubLinksLabel }).nextElementSibling as HTMLElement;
    expect(within(links).getByRole("link", { name: "My orders" }).getAttribute("href")).toBe("/my/orders/");
  });
});

describe("settings", () => {
  it("every form posts to the page with the intent and the session's CSRF token", () => {
    const { container } = render(<AccountPage model={settings} locale="en-GB" />);
    const forms = [...container.querySelectorAll("form")];
    expect(forms).toHaveLength(3);
    for (const form of forms) {
      expect(form.getAttribute("method")).toBe("post");
      expect(form.getAttribute("action")).toBe("/my/settings/");
      expect((form.querySelector('input[name="csrf"]') as HTMLInputElement).value).toBe("token-123");
    }
    expect(forms.map((f) => (f.querySelector('input[name="intent"]') as HTMLInputElement).value)).toEqual(["name", "password", "phone"]);
    expect((screen.getByRole("textbox", { name: accountWords.nameField }) as HTMLInputElement).value).toBe("Ada Lovelace");
    expect(screen.getByLabelText(accountWords.currentPasswordField).getAttribute("type")).toBe("password");
  });

  it("after a refused post, the error summary takes the focus and links the field, which names its error", async () => {
    const user = userEvent.setup();
    const result: AccountFormResult = { form: "password", fieldErrors: { currentPassword: accountWords.errors.currentWrong }, message: null, values: {} };
    render(<AccountPage model={settings} locale="en-GB" result={result} />);
    const summary = document.activeElement as HTMLElement;
    expect(within(summary).getByRole("alert").textContent).toContain(accountWords.errors.currentWrong);
    const field = screen.getByLabelText(accountWords.currentPasswordField);
    expect(field.getAttribute("aria-invalid")).toBe("true");
    const described = document.getElementById(field.getAttribute("aria-describedby")!.split(" ").pop()!);
    expect(described?.textContent).toContain(accountWords.errors.currentWrong);
    const link = within(summary).getByRole("link", { name: accountWords.errors.currentWrong });
    expect(link.getAttribute("href")).toBe(`#${field.id}`);
    // The other forms carry no error.
    expect(screen.getByRole("textbox", { name: accountWords.nameField }).getAttribute("aria-invalid")).toBeNull();
    await user.tab();
    expect(document.activeElement).toBe(link);
  });

  it("keeps the typed name after a refused name, and says a saved change in a status message", () => {
    const refused: AccountFormResult = { form: "name", fieldErrors: { name: accountWords.errors.nameRequired }, message: null, values: { name: "" } };
    const { unmount } = render(<AccountPage model={settings} locale="en-GB" result={refused} />);
    expect((screen.getByRole("textbox", { name: accountWords.nameField }) as HTMLInputElement).value).toBe("");
    unmount();
    render(<AccountPage model={{ ...settings, saved: accountWords.saved.name }} locale="en-GB" />);
    expect(screen.getAllByRole("status").some((el) => el.textContent?.includes(accountWords.saved.name))).toBe(true);
  });

  it("the phone field is the design system's phone input: typing formats and posts the text and country", async () => {
    const user = userEvent.setup();
    const { container } = render(<AccountPage model={settings} locale="en-GB" />);
    const phoneForm = container.querySelectorAll("form")[2]!;
    // The widget loads on demand (ADR 007): the plain fields stand in until its chunk arrives.
    await waitFor(() => expect(phoneForm.querySelector('input[type="hidden"][name="phone"]')).not.toBeNull());
    const number = within(phoneForm).getByRole("textbox", { name: accountWords.phoneField });
    await user.type(number, "07400123456");
    expect((number as HTMLInputElement).value).toBe("07400 123456");
    await user.selectOptions(within(phoneForm).getByRole("combobox", { name: accountWords.phoneCountryField }), "SE");
    const posted = new FormData(phoneForm);
    expect(posted.get("phoneCountry")).toBe("SE");
    expect(String(posted.get("phone")).replace(/\D/g, "")).toBe("07400123456");
  });
});

describe("guest order lookup", () => {
  it("asks for the order number and email, with no account menu", () => {
    render(<AccountPage model={guest} locale="en-US" />);
    expect(screen.getByRole("heading", { level: 1, name: accountWords.guestTitle })).toBeTruthy();
    expect(screen.getByRole("textbox", { name: accountWords.orderNumberField })).toBeTruthy();
    expect(screen.getByRole("textbox", { name: accountWords.emailField }).getAttribute("type")).toBe("email");
    expect(screen.queryByRole("navigation")).toBeNull();
    expect(screen.getByRole("button", { name: accountWords.findOrder })).toBeTruthy();
  });

  it("a miss says the one message, keeps what was typed and takes the focus", () => {
    const miss: AccountFormResult = { form: "lookup", fieldErrors: {}, message: accountWords.notFound, values: { orderNumber: "SF-1", email: "a@b.co" } };
    render(<AccountPage model={guest} locale="en-US" result={miss} />);
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain(accountWords.notFound);
    expect(alert.contains(document.activeElement) || document.activeElement?.contains(alert)).toBe(true);
    expect((screen.getByRole("textbox", { name: accountWords.orderNumberField }) as HTMLInputElement).value).toBe("SF-1");
  });

  it("a found order shows its event, date, quantity and status", () => {
    const order = {
      heading: "Your order SF-G1",
      event: { label: "The Loud Band", href: "/the-loud-band-tickets/event/9/" },
      when: { iso: "2030-06-02T01:00:00.000Z", text: "Sat, Jun 1, 2030 · 8:00 PM" },
      quantityText: "2 tickets",
      statusText: "Confirmed",
    };
    render(<AccountPage model={{ ...guest, order }} locale="en-US" />);
    expect(screen.getByRole("heading", { level: 2, name: "Your order SF-G1" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "The Loud Band" }).getAttribute("href")).toBe("/the-loud-band-tickets/event/9/");
    expect(screen.getByText("2 tickets")).toBeTruthy();
    expect(screen.getByText("Confirmed")).toBeTruthy();
  });
});
