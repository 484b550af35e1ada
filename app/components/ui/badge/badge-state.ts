/**
 * Badge rules, spec §4: appearances primary (default), secondary, success, accent, neutral, error,
 * each also lighten; sizes sm, md (default), lg. The colours live here only (ui-tokens.ts writes
 * them as CSS custom properties per appearance), so the contrast test reads the same values the page shows.
 */
export const BADGE_APPEARANCES = ["primary", "secondary", "success", "accent", "neutral", "error"] as const;
export const BADGE_SIZES = ["sm", "md", "lg"] as const;
export type BadgeAppearance = (typeof BADGE_APPEARANCES)[number];
export type BadgeSize = (typeof BADGE_SIZES)[number];

export interface BadgeColours {
  text: string;
  background: string;
}

/** [solid, lighten] colours per appearance. */
export const BADGE_COLOURS: Record<BadgeAppearance, { solid: BadgeColours; lighten: BadgeColours }> = {
  primary: { solid: { text: "#ffffff", background: "#3f1d74" }, lighten: { text: "#3f1d74", background: "#ece6f6" } },
  secondary: { solid: { text: "#ffffff", background: "#1f5fa8" }, lighten: { text: "#174a85", background: "#e6eef8" } },
  success: { solid: { text: "#ffffff", background: "#1b7f3b" }, lighten: { text: "#145f2c", background: "#e4f3e8" } },
  accent: { solid: { text: "#ffffff", background: "#6a2fd1" }, lighten: { text: "#5423a8", background: "#f0e9fb" } },
  neutral: { solid: { text: "#ffffff", background: "#5a5a6e" }, lighten: { text: "#3d3d4d", background: "#ededf2" } },
  error: { solid: { text: "#ffffff", background: "#b3261e" }, lighten: { text: "#8c1d17", background: "#fbe9e8" } },
};

export interface BadgeStyle {
  appearance: BadgeAppearance;
  lighten: boolean;
  size: BadgeSize;
  colours: BadgeColours;
}

/**
 * A badge's resolved style; a value outside the spec's lists falls back to the default
 * (primary, md) instead of rendering an unstyled badge.
 * @example badgeStyle({ appearance: "success", lighten: true }).colours.text // "#145f2c"
 */
export function badgeStyle({ appearance, lighten = false, size }: { appearance?: string; lighten?: boolean; size?: string }): BadgeStyle {
  const a = (BADGE_APPEARANCES as readonly string[]).includes(appearance ?? "") ? (appearance as BadgeAppearance) : "primary";
  const s = (BADGE_SIZES as readonly string[]).includes(size ?? "") ? (size as BadgeSize) : "md";
  return { appearance: a, lighten, size: s, colours: BADGE_COLOURS[a][lighten ? "lighten" : "solid"] };
}

/**
 * WCAG 2 contrast ratio of two #rrggbb colours.
 * @example contrastRatio("#ffffff", "#000000") // 21
 */
export function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}
