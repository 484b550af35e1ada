import type { ReactNode } from "react";
import { badgeStyle, type BadgeAppearance, type BadgeSize } from "./badge-state";

export interface BadgeProps {
  appearance?: BadgeAppearance;
  lighten?: boolean;
  size?: BadgeSize;
  children: ReactNode;
}

/** A short label (spec §4 Badge): text, never colour alone, carries the meaning. */
export function Badge({ appearance, lighten, size, children }: BadgeProps) {
  const style = badgeStyle({ appearance, lighten, size });
  return (
    <span
      className={`ui-badge ui-badge--${style.size}`}
      data-appearance={style.appearance}
      data-lighten={style.lighten || undefined}
    >
      {children}
    </span>
  );
}
