import { useId, type ReactNode } from "react";
import { useNonce } from "../../lib/nonce";

/** CSS declarations by property name (kebab-case), e.g. `{ width: "40%" }`. */
export type Declarations = Readonly<Record<string, string | number>>;

/** Serialises rules for a selector; a value is written as given (the caller's own numbers, never a fan's text). */
function ruleText(selector: string, declarations: Declarations): string {
  return `${selector}{${Object.entries(declarations)
    .map(([property, value]) => `${property}:${value}`)
    .join(";")}}`;
}

/**
 * Per-element values (a bar's width, a table's column widths) without a style attribute, which the
 * page CSP refuses (docs/decisions/023): the element gets `data-ui-style` and a nonce'd <style>
 * beside it holds its rules. `rules` maps a selector inside the element ("" for the element
 * itself) to its declarations.
 * @example const scoped = useScopedStyle({ ".bar": { width: "40%" } }); <div {...scoped.attributes}>{scoped.element}<div className="bar" /></div>
 */
export function useScopedStyle(rules: Readonly<Record<string, Declarations>>): { attributes: { "data-ui-style": string }; element: ReactNode } {
  // An identifier as it is (letters, digits, dashes): the selector needs no quotes.
  const id = `s${useId().replace(/[^A-Za-z0-9_-]/g, "")}`;
  const nonce = useNonce();
  const scope = `[data-ui-style=${id}]`;
  const css = Object.entries(rules)
    .map(([inner, declarations]) => ruleText(inner ? `${scope} ${inner}` : scope, declarations))
    .join("");
  // As markup, not a text child: React escapes text (a `>` in a selector would become `&gt;`,
  // which a <style> element reads literally, and hydration would then differ).
  return { attributes: { "data-ui-style": id }, element: <style nonce={nonce} dangerouslySetInnerHTML={{ __html: css }} /> };
}
