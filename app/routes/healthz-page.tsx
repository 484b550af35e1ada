import type { HeadersFunction, MetaFunction } from "@remix-run/cloudflare";

/**
 * A bare Remix page route: no loader, no data, one line of text. It renders inside the same root
 * as every page (store, locale and the header's shell), so it answers 200 only when the whole
 * document pipeline works: a deeper probe than the `/healthz/` resource route. The SSR budget
 * measures the home page against it (ADR 015). Never indexed, never cached.
 */
export const headers: HeadersFunction = () => ({ "cache-control": "no-store", "X-Robots-Tag": "noindex" });

export const meta: MetaFunction = () => [{ title: "ok" }, { name: "robots", content: "noindex" }];

export default function HealthzPage() {
  return <p>ok</p>;
}
