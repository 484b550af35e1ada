// The design system's numbers that its TypeScript and its CSS share (stacking layers, row heights,
// the calendar overlay's timings, the badge palette), written once here as CSS custom properties.
// The page CSP allows no style attributes (docs/decisions/023): instead of `style={{ zIndex }}`
// on each element, the root renders this sheet once in a nonce'd <style>, and the widgets' CSS
// reads `var(--ui-layer-menu)` and the like.
import { BADGE_APPEARANCES, BADGE_COLOURS } from "./badge/badge-state";
import { CALENDAR_OVERLAY_IN_MS, CALENDAR_OVERLAY_OUT_MS } from "./calendar/calendar-state";
import { DROPDOWN_ITEM_HEIGHT_PX, DROPDOWN_VISIBLE_ITEMS } from "./dropdown/dropdown-state";
import { LAYER } from "./layers";
import { TABS_MIN_HEIGHT_PX } from "./tabs/tabs-state";

/** The custom properties, by name. */
export const UI_TOKENS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.entries(LAYER).map(([name, z]) => [`--ui-layer-${name}`, String(z)])),
  "--ui-dropdown-item-height": `${DROPDOWN_ITEM_HEIGHT_PX}px`,
  "--ui-dropdown-list-max-height": `${DROPDOWN_ITEM_HEIGHT_PX * DROPDOWN_VISIBLE_ITEMS}px`,
  "--ui-tabs-min-height": `${TABS_MIN_HEIGHT_PX}px`,
  "--ui-calendar-overlay-in": `${CALENDAR_OVERLAY_IN_MS}ms`,
  "--ui-calendar-overlay-out": `${CALENDAR_OVERLAY_OUT_MS}ms`,
};

/** Each badge appearance's colours, solid and lighten (badge.css reads --ui-badge-text/-bg). */
function badgeRules(): string {
  return BADGE_APPEARANCES.map((a) => {
    const { solid, lighten } = BADGE_COLOURS[a];
    return (
      `.ui-badge[data-appearance="${a}"]{--ui-badge-text:${solid.text};--ui-badge-bg:${solid.background}}` +
      `.ui-badge[data-appearance="${a}"][data-lighten]{--ui-badge-text:${lighten.text};--ui-badge-bg:${lighten.background}}`
    );
  }).join("");
}

/** The sheet the root's nonce'd <style> carries. */
export const UI_TOKENS_CSS = `:root{${Object.entries(UI_TOKENS)
  .map(([name, value]) => `${name}:${value}`)
  .join(";")}}${badgeRules()}`;
