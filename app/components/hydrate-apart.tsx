import { Suspense, type ReactNode } from "react";

/**
 * A part of the page that React 18 hydrates on its own (issue 24, ADR 024): a Suspense boundary
 * around server-rendered content that never suspends. The server's HTML is the same (React marks
 * the boundary with two comments); in the browser React hydrates the page outside such parts
 * first, then each part as a separate unit of work with its own commit, yielding to the browser
 * in between — and a part the fan taps before its turn is hydrated first (selective hydration).
 * So no single task hydrates the whole page, and the first tap is not queued behind the footer.
 * The fallback is never shown: nothing inside suspends.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
