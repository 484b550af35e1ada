import { useLocation } from "@remix-run/react";
import { Fragment } from "react";
import type { HeaderMenu, HeaderMenuItem } from "../../domain/header-menu";
import { languageSwitchTarget, type DialogOption } from "../../domain/store-config-dialog";
import type { HeaderLabels } from "./header-labels";
import { HeaderLink } from "./header-link";
import { SignOutForm, useSignOut, type HeaderUser, type SignOutControl } from "./sign-out";

/** The store's language versions of the page (the store configuration's languages). */
export interface FooterLanguages {
  languages: DialogOption[];
  currentLocale: string;
  defaultLocale: string;
  supportedLanguages: readonly string[];
}

export interface SiteMenuProps {
  menu: HeaderMenu;
  /** The sign-in entry's address with the redirect to the current page. */
  signInHref: string;
  labels: HeaderLabels;
  /** The signed-in fan: the profile section's logout entry becomes the sign-out form. */
  user?: HeaderUser | null;
  /** The home page for the locale and the store's languages (where sign-out leads from /my/). */
  homeHref?: string;
  supportedLanguages?: readonly string[];
  /** Heads the column about the marketplace itself. */
  brandName?: string;
  /** The fan-protection guarantee (spec §2.8's page for the locale), in the brand's column. */
  guarantee?: { label: string; href: string } | null;
  /** The store's sites in its other languages; null or one language: no such list. */
  languages?: FooterLanguages | null;
}

/** Where the hamburger leads before JavaScript runs: the footer's site menu. */
export const SITE_MENU_ID = "site-menu";

/**
 * The footer (ADR 009): a few short columns — the categories, help, the brand's own pages, the
 * store's sites in its languages — and, for fans without JavaScript only, the account section
 * with every entry (in `<noscript>`, ADR 024: where scripts run, the header's menus and drawer
 * hold those entries). With the header's links beside their toggles, every menu entry
 * stays one or two links away without JavaScript (the hamburger links here until hydrated).
 * Sign-out is a form posting to the BFF, so it too works without JavaScript.
 */
export function SiteMenu({
  menu,
  signInHref,
  labels,
  user = null,
  homeHref = "/",
  supportedLanguages,
  brandName,
  guarantee = null,
  languages = null,
}: SiteMenuProps) {
  const signOut = useSignOut(user, { homeHref, supportedLanguages });
  const withSignIn = (item: HeaderMenuItem) => (item.id === "sign-in" ? { ...item, href: signInHref } : item);
  // Help: the have-questions section's entries (its sub-menu's and the help centre), flat.
  const help = menu.help.flatMap((item) => item.items ?? [item]).flatMap((item) => (item.type === "subMenu" ? (item.items ?? []) : [item]));
  const sellTickets = menu.account.find((item) => item.id === "sell")?.items?.find((item) => item.id === "sell-tickets");
  const brandEntries: HeaderMenuItem[] = [
    ...(guarantee ? [{ id: "guarantee", type: "link" as const, label: guarantee.label, href: guarantee.href, target: "_blank" as const }] : []),
    ...(sellTickets ? [sellTickets] : []),
  ];
  const sections: Array<{ id: string; title: string; items: HeaderMenuItem[]; noJsOnly?: boolean }> = [
    { id: "account", title: labels.accountSection, items: menu.account.map(withSignIn), noJsOnly: true },
    { id: "categories", title: labels.categoriesSection, items: menu.categories.map(({ items: _, ...top }) => top) },
    { id: "help", title: labels.helpSection, items: help },
    ...(brandName && brandEntries.length > 0 ? [{ id: "brand", title: brandName, items: brandEntries }] : []),
  ];
  return (
    <nav id={SITE_MENU_ID} className="site-menu" aria-label={labels.siteMenu} tabIndex={-1}>
      {sections.map((section) => {
        const content = (
          <section className="site-menu__section" aria-labelledby={`site-menu-${section.id}`}>
            <h2 id={`site-menu-${section.id}`} className="site-menu__title">
              {section.title}
            </h2>
            <Entries items={section.items} labels={labels} signOut={signOut} />
          </section>
        );
        // The account section is for fans without JavaScript only: inside <noscript> it is
        // elements where scripts do not run and one inert text node where they do (no nodes to
        // parse, style or hydrate: React leaves a noscript's children alone; ADR 024).
        return section.noJsOnly ? <noscript key={section.id}>{content}</noscript> : <Fragment key={section.id}>{content}</Fragment>;
      })}
      {languages && languages.languages.length > 1 ? <LanguageSites {...languages} title={labels.language} /> : null}
    </nav>
  );
}

/**
 * The page in each of the store's languages, behind a native disclosure (it works without
 * JavaScript and keeps a store of twenty languages to one line until opened).
 */
function LanguageSites({ languages, currentLocale, defaultLocale, supportedLanguages, title }: FooterLanguages & { title: string }) {
  const location = useLocation();
  const current = languages.find((option) => option.value === currentLocale)?.label ?? currentLocale;
  return (
    <section className="site-menu__section" aria-labelledby="site-menu-languages">
      <h2 id="site-menu-languages" className="site-menu__title">
        {title}
      </h2>
      <details className="site-menu__languages">
        <summary className="site-menu__summary">{current}</summary>
        <ul className="site-menu__list site-menu__list--columns">
          {languages.map((option) => {
            const href = languageSwitchTarget(location, { currentLocale, newLocale: option.value, defaultLocale, supportedLanguages });
            return (
              <li key={option.value} lang={option.value}>
                {href ? (
                  <a href={href} hrefLang={option.value} className="site-menu__link">
                    {option.label}
                  </a>
                ) : (
                  <span className="site-menu__label" aria-current="page">
                    {option.label}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      </details>
    </section>
  );
}

function Entries({ items, labels, signOut }: { items: readonly HeaderMenuItem[]; labels: HeaderLabels; signOut: SignOutControl | null }) {
  return (
    <ul className="site-menu__list">
      {items.map((item) => {
        // Signed out there is no session to end: the logout entry is left out.
        if (item.action === "logout") {
          return signOut ? (
            <li key={item.id}>
              <SignOutForm control={signOut} label={item.label} className="site-menu__link site-menu__sign-out" />
            </li>
          ) : null;
        }
        return (
          <li key={item.id}>
            {item.href ? (
              <HeaderLink item={item} labels={labels} className="site-menu__link" />
            ) : (
              <span className="site-menu__label">{item.label}</span>
            )}
            {item.items?.length ? <Entries items={item.items} labels={labels} signOut={signOut} /> : null}
          </li>
        );
      })}
    </ul>
  );
}
