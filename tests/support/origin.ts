import { isLocalDevelopmentHost } from "../../app/domain/sign-in-state";

/**
 * The origin a browser reaches `host` at: plain http only where the worker allows it (local
 * development hosts); any other host is served over https (worker/middleware/https-only.ts).
 */
export function originOf(host: string): string {
  return `${isLocalDevelopmentHost(host.replace(/:\d+$/, "")) ? "http" : "https"}://${host}`;
}
