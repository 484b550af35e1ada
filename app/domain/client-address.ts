// Which client address the per-address limits count by (ADR 012 "Limits on attempts"). Pure:
// the caller passes the request's host name and its CF-Connecting-IP header.
import { z } from "zod";
import { isLocalDevelopmentHost } from "./sign-in-state";

const Ipv4Schema = z.ipv4();
const Ipv6Schema = z.ipv6();

/**
 * An IPv6 address's /64 network, e.g. "2001:db8:1:2::/64": one subscriber gets a whole /64, so
 * counting single addresses would hand an attacker 2^64 buckets.
 * @example ipv6Network64("2001:db8:1:2:aaaa::1") // "2001:db8:1:2::/64"
 */
export function ipv6Network64(address: string): string {
  const [head = "", tail = ""] = address.toLowerCase().split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const groups = address.includes("::") ? [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill("0"), ...tailGroups] : headGroups;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/**
 * The client address to count a request by, or null when there is none to trust. Cloudflare's
 * edge sets CF-Connecting-IP on every request it passes to the worker and replaces any value the
 * client sent, so on the hosts it serves (every non-local host: production, staging) the header is
 * the client's. On a local development host (the notion https-only.ts uses) the request reached
 * workerd directly and the header is whatever the sender put there: not trusted. IPv6 addresses
 * count by their /64; anything that is not an IP address is not one.
 * @example trustedClientAddress("www.stagefront.example", "203.0.113.7") // "203.0.113.7"
 * @example trustedClientAddress("127.0.0.1", "203.0.113.7") // null
 */
export function trustedClientAddress(hostname: string, header: string | null | undefined): string | null {
  if (isLocalDevelopmentHost(hostname) || !header) return null;
  const value = header.trim();
  if (Ipv4Schema.safeParse(value).success) return value;
  if (Ipv6Schema.safeParse(value).success) {
    // An IPv4-mapped IPv6 address is its IPv4 address.
    const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(value)?.[1];
    return mapped && Ipv4Schema.safeParse(mapped).success ? mapped : ipv6Network64(value);
  }
  return null;
}

/**
 * trustedClientAddress for a request: its host name and its CF-Connecting-IP header. Every place
 * that tells clients apart (limits, popular-search marks, CSP report allowances) asks this.
 * @example clientAddressOf(new Request("http://127.0.0.1/", { headers: { "cf-connecting-ip": "203.0.113.7" } })) // null
 */
export function clientAddressOf(request: Request): string | null {
  return trustedClientAddress(new URL(request.url).hostname, request.headers.get("cf-connecting-ip"));
}
