// axe-core in a Chromium page for the browser suites: one rule set for every page, and each
// violation as one line (rule, impact, help, elements) so a failing toEqual([]) names them.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices. */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[] }>;
}

export interface AxeOptions {
  /**
   * CSS selectors of the parts to check, those on the page at the time (a header, an open dialog);
   * page-level rules such as the document's title then belong to the pages' own tests.
   * None: the whole document.
   */
  include?: string[];
}

/** axe-core's WCAG 2.x A/AA rules and best practices over the page as it is now, one line a violation. */
export async function axeViolations(page: Page, options: AxeOptions = {}): Promise<string[]> {
  // Contrast is judged on the page at rest: a dialog still fading in has half-transparent text that
  // no one reads. Wait for every finite CSS animation or transition to end (bounded: a test fails
  // if one never ends), as a fan would see the page.
  await page.waitForFunction(
    () => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity),
    null,
    { timeout: 5_000 },
  );
  // Evaluated through the DevTools protocol, so the page's CSP (nonce scripts only) stays on.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async ({ include, tags }) => {
      const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
      const context = include ? { include: include.flatMap((selector) => [...document.querySelectorAll(selector)]) } : document;
      const result = await axe.run(context, { runOnly: { type: "tag", values: tags } });
      return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
    },
    { include: options.include ?? null, tags: AXE_TAGS },
  );
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => JSON.stringify(n.target)).join(", ")}`);
}
