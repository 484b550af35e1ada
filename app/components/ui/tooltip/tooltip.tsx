import {
  cloneElement,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from "react";
import { placeTooltip, TOOLTIP_PLACEMENT, type PlacementOptions, type TooltipPosition } from "./tooltip-state";

/**
 * Grace period before a tooltip left by the pointer hides, so the pointer can cross the 16 px gap
 * onto the tooltip and stay there (WCAG 1.4.13: content shown on hover is hoverable).
 */
export const TOOLTIP_HIDE_DELAY_MS = 100;

// useLayoutEffect positions the tooltip before it is painted; on the server it would only warn.
const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

export type TooltipProps = {
  /** The text shown, also the trigger's accessible description. */
  content: ReactNode;
  /** The trigger: one focusable element (a button or a link). */
  children: ReactElement<{ "aria-describedby"?: string }>;
  /** Placement preference; the spec's (top, 0,16, then right, left, bottom) by default. */
  placement?: PlacementOptions;
  /** Forces the tooltip shown or hidden whatever the pointer and focus do (demos, guided tours). */
  open?: boolean;
};

/**
 * Tooltip (WAI-ARIA APG): shown while its trigger is hovered or focused, hidden on Escape, blur
 * or pointer leave; the trigger is described by it.
 * @example <Tooltip content="Prices may vary from face value"><button type="button">Price info</button></Tooltip>
 */
export function Tooltip({ content, children, placement = TOOLTIP_PLACEMENT, open }: TooltipProps) {
  const id = useId();
  const [hoveredOrFocused, setShown] = useState(false);
  const shown = open ?? hoveredOrFocused;
  const [layoutTick, setLayoutTick] = useState(0);
  const [position, setPosition] = useState<TooltipPosition | null>(null);
  const anchorRef = useRef<HTMLSpanElement>(null);
  const tooltipRef = useRef<HTMLSpanElement>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>();

  const cancelHide = () => clearTimeout(hideTimer.current);
  const show = () => {
    cancelHide();
    setShown(true);
  };
  const hide = () => {
    cancelHide();
    setShown(false);
  };
  const hideSoon = () => {
    cancelHide();
    hideTimer.current = setTimeout(() => setShown(false), TOOLTIP_HIDE_DELAY_MS);
  };

  useEffect(() => cancelHide, []);

  useBrowserLayoutEffect(() => {
    const anchor = anchorRef.current;
    const tooltip = tooltipRef.current;
    if (!shown || !anchor || !tooltip) return setPosition(null);
    const root = document.documentElement;
    setPosition(
      placeTooltip(
        anchor.getBoundingClientRect(),
        { width: tooltip.offsetWidth, height: tooltip.offsetHeight },
        { width: root.clientWidth || window.innerWidth, height: root.clientHeight || window.innerHeight },
        placement,
      ),
    );
  }, [shown, placement, layoutTick]);

  // A fixed-position tooltip must follow its trigger when the page scrolls or resizes.
  useEffect(() => {
    if (!shown) return;
    const relayout = () => setLayoutTick((n) => n + 1);
    window.addEventListener("scroll", relayout, { capture: true, passive: true });
    window.addEventListener("resize", relayout);
    return () => {
      window.removeEventListener("scroll", relayout, { capture: true });
      window.removeEventListener("resize", relayout);
    };
  }, [shown]);

  // Escape also works while the pointer rests on the trigger and focus is elsewhere.
  useEffect(() => {
    if (!shown) return;
    const onKey = (event: globalThis.KeyboardEvent) => event.key === "Escape" && hide();
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [shown]);

  const describedBy = [children.props["aria-describedby"], id].filter(Boolean).join(" ");

  return (
    <span
      ref={anchorRef}
      className="ui-tooltip-anchor"
      onMouseEnter={show}
      onMouseLeave={hideSoon}
      onFocus={show}
      onBlur={(event: FocusEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hide();
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === "Escape" && shown) {
          // Dismiss the tooltip only, not a dialog around it.
          event.stopPropagation();
          hide();
        }
      }}
    >
      {cloneElement(children, { "aria-describedby": describedBy })}
      <span
        ref={tooltipRef}
        id={id}
        role="tooltip"
        className="ui-tooltip"
        hidden={!shown}
        data-placement={position?.placement}
        // Placed in the browser only (CSSOM, which the CSP does not govern): the server renders no style attribute.
        style={position ? { left: position.x, top: position.y } : undefined}
        onMouseEnter={cancelHide}
        onMouseLeave={hideSoon}
      >
        {content}
      </span>
    </span>
  );
}
