import { useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import {
  BANNER_DISPLAYED_KEY,
  BANNER_DISPLAYED_VALUE,
  isBannerShownThisSession,
  shouldShowBanner,
  VALUE_MESSAGING_PARAM,
  type BannerContent,
} from "../domain/banner";
import { InlineBanner } from "./ui/inline-banner/inline-banner";

export interface MarketingBannerProps {
  /** Text and guarantee link for the locale; null when common.googleResellerDisclaimer.show is off. */
  content: BannerContent | null;
  isHomepage: boolean;
  /** The link's and the dismiss button's words, and the status said before the text to screen readers ("Information:"). */
  labels: { guarantee: string; dismiss: string; status: string };
}

function sessionFlag(): string | null {
  try {
    return sessionStorage.getItem(BANNER_DISPLAYED_KEY);
  } catch {
    return null;
  }
}

/**
 * The marketing banner (spec §2.8, §4 "Banner"): decided in the browser on each page, since it
 * depends on the session (SH_SEM_BannerDisplayed in session storage) — shown once per session when
 * a traffic condition holds, again on the homepage, gone when the page changes. It sits fixed at
 * the bottom of the viewport, over the page, so showing it moves nothing (no layout shift).
 */
export function MarketingBanner({ content, isHomepage, labels }: MarketingBannerProps) {
  const location = useLocation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!content) return setShown(false);
    const query = new URLSearchParams(location.search);
    const show = shouldShowBanner({
      featureOn: true,
      query,
      valueMessaging: query.get(VALUE_MESSAGING_PARAM),
      // No separate disclaimer flag exists in the store configuration: the feature flag above is it.
      disclaimerFlag: false,
      shownThisSession: isBannerShownThisSession(sessionFlag()),
      isHomepage,
    });
    if (show) {
      try {
        sessionStorage.setItem(BANNER_DISPLAYED_KEY, BANNER_DISPLAYED_VALUE);
      } catch {
        // Storage refused: the banner may show again on the next page, nothing worse.
      }
    }
    setShown(show);
  }, [content, isHomepage, location.key, location.search]);

  if (!shown || !content) return null;
  return (
    <div className="marketing-banner">
      <InlineBanner status="info" statusLabel={labels.status} dismissLabel={labels.dismiss} onDismiss={() => setShown(false)}>
        {content.text}{" "}
        <a href={content.href} rel="noopener">
          {labels.guarantee}
        </a>
      </InlineBanner>
    </div>
  );
}
