import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { HeaderMenuItem } from "../../domain/header-menu";
import { classifyLink } from "../../domain/link-target";
import type { HeaderLabels } from "./header-labels";

// Every site path is a route of the storefront (one splat route resolves them, spec §2.1).
const isAppRoute = () => true;

// Sign-in and the account area (/my/..., also behind a language segment) are per-visitor pages:
// never prefetched on hover or focus (their answers must not be fetched before the fan asks).
const PER_VISITOR_PATH = /^\/(?:[a-z]{2}(?:-[a-z]{2})?\/)?(?:my|login)\//i;

export interface HeaderLinkProps {
  item: Pick<HeaderMenuItem, "href" | "label" | "target">;
  labels: Pick<HeaderLabels, "opensInNewTab">;
  className?: string;
  /** Called when the link is followed (an option chosen: the menu resets). */
  onFollow?: () => void;
  children?: ReactNode;
}

/**
 * A header entry as the spec's link rule says (§2.1): site paths navigate inside the app, full
 * addresses are plain links (a new tab gets rel noopener and a spoken hint), empty or
 * script-like targets are buttons.
 */
export function HeaderLink({ item, labels, className, onFollow, children }: HeaderLinkProps) {
  const content = children ?? item.label;
  const target = classifyLink(item.href, isAppRoute);
  if (target.kind === "button") {
    return (
      <button type="button" className={className} onClick={onFollow}>
        {content}
      </button>
    );
  }
  if (item.target === "_blank") {
    return (
      <a href={target.kind === "route" ? target.to : target.href} className={className} target="_blank" rel="noopener noreferrer" onClick={onFollow}>
        {content}{" "}
        <span className="hdr-sr-only">{labels.opensInNewTab}</span>
        <svg className="hdr-icon hdr-icon--external" viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
          <path d="M6 3H3v10h10v-3M9 3h4v4M13 3 7 9" />
        </svg>
      </a>
    );
  }
  if (target.kind === "link") {
    return (
      <a href={target.href} className={className} onClick={onFollow}>
        {content}
      </a>
    );
  }
  return (
    <Link to={target.to} prefetch={PER_VISITOR_PATH.test(target.to) ? "none" : "intent"} className={className} onClick={onFollow}>
      {content}
    </Link>
  );
}
