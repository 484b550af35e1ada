// Which address the per-address limits count by (issue 22 item 8): the header only where
// Cloudflare's edge sets it, IPv6 by /64, nothing else.
import { describe, expect, it } from "vitest";
import { ipv6Network64, trustedClientAddress } from "./client-address";

describe("trustedClientAddress", () => {
  it.each([
    ["www.stagefront.example", "203.0.113.7", "203.0.113.7"],
    ["de.stagefront.example", " 198.51.100.2 ", "198.51.100.2"],
    ["stagefront.workers.dev", "2001:db8:1:2:aaaa:bbbb:cccc:dddd", "2001:db8:1:2::/64"],
    ["tickets.example", "2001:db8::1", "2001:db8:0:0::/64"],
    ["tickets.example", "::ffff:203.0.113.9", "203.0.113.9"],
    // a local development host: the header is whatever the sender wrote
    ["127.0.0.1", "203.0.113.7", null],
    ["localhost", "203.0.113.7", null],
    ["de.localhost", "203.0.113.7", null],
    ["[::1]", "203.0.113.7", null],
    // not an address: no bucket, never a shared "unknown" one
    ["tickets.example", "unknown", null],
    ["tickets.example", "", null],
    ["tickets.example", "203.0.113.7, 10.0.0.1", null],
    ["tickets.example", "999.1.1.1", null],
    ["tickets.example", null, null],
  ])("on %s, CF-Connecting-IP %j counts as %j", (host, header, expected) => {
    expect(trustedClientAddress(host, header)).toBe(expected);
  });
});

describe("ipv6Network64", () => {
  it.each([
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:0db8:0001:0002::1", "2001:db8:1:2::/64"],
    ["2001:DB8::", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
  ])("%s → %s", (address, network) => {
    expect(ipv6Network64(address)).toBe(network);
  });
});
