import { useId } from "react";
import { Badge } from "./badge";
import { BADGE_APPEARANCES, BADGE_SIZES } from "./badge-state";

/** Every appearance, lighten variant and size of the badge, for the /design-system page. */
export function BadgeDemo(_: { locale: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Badge</h2>
      <h3>Appearances (primary is the default)</h3>
      <ul className="badge-demo-row">
        {BADGE_APPEARANCES.map((a) => (
          <li key={a}>
            <Badge appearance={a}>{a}</Badge>
          </li>
        ))}
      </ul>
      <h3>Lighten</h3>
      <ul className="badge-demo-row">
        {BADGE_APPEARANCES.map((a) => (
          <li key={a}>
            <Badge appearance={a} lighten>
              {a}
            </Badge>
          </li>
        ))}
      </ul>
      <h3>Sizes (md is the default)</h3>
      <ul className="badge-demo-row">
        {BADGE_SIZES.map((s) => (
          <li key={s}>
            <Badge size={s}>{s}</Badge>
          </li>
        ))}
      </ul>
    </section>
  );
}
