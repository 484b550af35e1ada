// Pages fetched through the fault layer (tests/support/fault-worker.mjs), for the tests of what
// is kept per isolate or in KV: they prove D1 was not asked by the count of calls a fault hit.
import { FAULT_PLAN_HEADER, FAULTS_INJECTED_HEADER, type WorkerHandle } from "./worker";

/** A page with `plan` as its x-fault-plan: status, HTML and the number of calls a fault hit. */
export async function faultedPage(worker: WorkerHandle, path: string, plan: string | null = null) {
  const headers = new Headers();
  if (plan) headers.set(FAULT_PLAN_HEADER, plan);
  const res = await worker.fetch(path, { headers });
  const html = await res.text();
  return { status: res.status, html, faults: Number(res.headers.get(FAULTS_INJECTED_HEADER) ?? 0) };
}

/** The event addresses a page lists, in order (each card's one link). */
export function eventLinks(html: string): string[] {
  return [...html.matchAll(/class="event-card__name"><a[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
}
