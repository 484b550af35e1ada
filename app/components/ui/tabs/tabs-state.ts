/**
 * Tabs state without React or the DOM (APG tabs with automatic activation; spec §9 "Timings:
 * tabs scroll 300 ms; tabs min height 48").
 */

/** Spec §9 "tabs scroll 300 ms": how long the tab list takes to scroll the selected tab into view. */
export const TABS_SCROLL_MS = 300;

/** Spec §9 "tabs min height 48" (px). */
export const TABS_MIN_HEIGHT_PX = 48;

function step(disabled: readonly boolean[], from: number, by: 1 | -1): number {
  const n = disabled.length;
  for (let k = 1; k <= n; k++) {
    const i = (((from + by * k) % n) + n) % n;
    if (!disabled[i]) return i;
  }
  return from;
}

/**
 * Tab that a key moves to (and, with automatic activation, selects): ArrowRight and ArrowLeft
 * wrap around, Home and End go to the ends; disabled tabs are skipped. -1 when the key is not the
 * tab list's.
 * @example nextTabIndex(2, "ArrowRight", [false, false, false]) // 0
 */
export function nextTabIndex(current: number, key: string, disabled: readonly boolean[]): number {
  if (disabled.length === 0) return -1;
  switch (key) {
    case "ArrowRight":
      return step(disabled, current, 1);
    case "ArrowLeft":
      return step(disabled, current, -1);
    case "Home":
      return step(disabled, -1, 1);
    case "End":
      return step(disabled, disabled.length, -1);
    default:
      return -1;
  }
}

/**
 * The selected tab: the requested one when it exists and is enabled, else the first enabled
 * one, else -1.
 * @example resolveSelectedIndex(["a", "b"], [false, false], "b") // 1
 */
export function resolveSelectedIndex(ids: readonly string[], disabled: readonly boolean[], wanted: string | undefined): number {
  const i = wanted === undefined ? -1 : ids.indexOf(wanted);
  if (i >= 0 && !disabled[i]) return i;
  return disabled.findIndex((d) => !d);
}

/**
 * Horizontal scroll offset at which a tab (`left` and `width` within the list) is fully shown;
 * the current offset when it already is. A tab wider than the list is aligned to its start.
 * @example scrollLeftToReveal(400, 100, 0, 200) // 300
 */
export function scrollLeftToReveal(left: number, width: number, scrollLeft: number, viewport: number): number {
  if (left < scrollLeft || width > viewport) return left;
  if (left + width > scrollLeft + viewport) return left + width - viewport;
  return scrollLeft;
}

/**
 * Scroll offset `elapsed` ms into a scroll from `from` to `to` lasting `duration` ms, eased in
 * and out; `to` once the time is up (or at once when the duration is 0, as under reduced motion).
 * @example scrollPositionAt(0, 300, 150, 300) // 150
 */
export function scrollPositionAt(from: number, to: number, elapsed: number, duration: number): number {
  if (duration <= 0 || elapsed >= duration) return to;
  if (elapsed <= 0) return from;
  const t = elapsed / duration;
  const eased = t < 0.5 ? 4 * t * t * t : 1 - (2 - 2 * t) ** 3 / 2;
  return from + (to - from) * eased;
}
