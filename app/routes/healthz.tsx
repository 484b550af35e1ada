/**
 * A bare Remix resource route: no React render, no data. Load balancers can
 * probe it, and the benchmark uses it as the baseline for a page.
 */
export async function loader() {
  return new Response("ok\n", { headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });
}
