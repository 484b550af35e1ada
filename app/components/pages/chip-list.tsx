import { Link, type LinkProps } from "@remix-run/react";
import type { LinkModel } from "./page-models";

/**
 * Links shown as chips (categories, performers, more events), one list item each.
 * @example <ChipList links={model.performers} className="chip-list" prefetch="intent" />
 */
export function ChipList({ links, className, prefetch }: { links: readonly LinkModel[]; className?: string; prefetch?: LinkProps["prefetch"] }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <Link className="chip" to={link.href} prefetch={prefetch}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
