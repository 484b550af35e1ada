import { useId } from "react";
import { useDemoText } from "../demo-text";
import { Badge } from "./badge";
import { BADGE_APPEARANCES, BADGE_SIZES, type BadgeAppearance } from "./badge-state";

/** Every appearance, lighten variant and size of the badge, for the /design-system page. */
export function BadgeDemo(_: { locale: string }) {
  const t = useDemoText();
  const headingId = useId();
  const APPEARANCE_NAME: Record<BadgeAppearance, string> = {
    primary: t("Primary"),
    secondary: t("Secondary"),
    success: t("Success"),
    accent: t("Accent"),
    neutral: t("Neutral"),
    error: t("Error"),
  };
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t("Badge")}</h2>
      <h3>{t("Appearances (primary is the default)")}</h3>
      <ul className="badge-demo-row">
        {BADGE_APPEARANCES.map((a) => (
          <li key={a}>
            <Badge appearance={a}>{APPEARANCE_NAME[a]}</Badge>
          </li>
        ))}
      </ul>
      <h3>{t("Lighten")}</h3>
      <ul className="badge-demo-row">
        {BADGE_APPEARANCES.map((a) => (
          <li key={a}>
            <Badge appearance={a} lighten>
              {APPEARANCE_NAME[a]}
            </Badge>
          </li>
        ))}
      </ul>
      <h3>{t("Sizes (md is the default)")}</h3>
      <ul className="badge-demo-row">
        {BADGE_SIZES.map((s) => (
          <li key={s}>
            {/* sm / md / lg: technical size tokens, not words. */}
            <Badge size={s}>{s}</Badge>
          </li>
        ))}
      </ul>
    </section>
  );
}
