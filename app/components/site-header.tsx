import { Link } from "@remix-run/react";
import type { PageId } from "../domain/address";
import { logoAltText, logoHeadingLevel } from "../domain/logo";

export interface CategoryLink {
  key: string;
  id: number;
  label: string;
  href: string;
}

export interface SiteHeaderProps {
  brandName: string;
  homeHref: string;
  pageId: PageId | null;
  categories: readonly CategoryLink[];
}

/** Top bar with the logo, and the discovery categories (spec §2.5). */
export function SiteHeader({ brandName, homeHref, pageId, categories }: SiteHeaderProps) {
  const Heading = logoHeadingLevel(pageId) === 1 ? "h1" : "h2";
  return (
    <header className="site-header">
      <div className="top-bar">
        <Heading className="logo">
          <Link to={homeHref} prefetch="intent">
            <img src="/logo.svg" alt={logoAltText(brandName)} width={168} height={36} />
          </Link>
        </Heading>
      </div>
      {categories.length > 0 ? (
        <nav className="category-bar" aria-label="Categories">
          <ul>
            {categories.map((c) => (
              <li key={c.key}>
                <Link to={c.href} prefetch="intent">
                  {c.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
