// Issue 22 item 11: the page CSP allows no inline style attribute, names its report endpoint, and
// every answer carries Cross-Origin-Resource-Policy; POST /bfx-content/api/csp-report takes the
// browsers' two report formats, logs one line per violation, and refuses what is not a report.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type WorkerHandle } from "../support/worker";

const REPORT = "/bfx-content/api/csp-report";

let worker: WorkerHandle;

beforeAll(async () => {
  worker = await startWorker();
});

afterAll(async () => {
  await worker?.dispose();
});

let ip = 0;
/**
 * A report post from its own client address unless one is given, on a host Cloudflare serves: only
 * there is CF-Connecting-IP the client's (ADR 012), so only there do clients count apart.
 */
function report(body: string, type: string, headers: Record<string, string> = {}) {
  return worker.fetch(REPORT, {
    method: "POST",
    body,
    headers: { "content-type": type, "cf-connecting-ip": `192.0.2.${++ip}`, ...headers },
    host: "www.stagefront.example",
  });
}

const legacy = (blocked: string) =>
  JSON.stringify({
    "csp-report": {
      "document-uri": "https://www.stagefront.example/find/s/?q=private+words",
      "blocked-uri": blocked,
      "effective-directive": "style-src-attr",
      "violated-directive": "style-src-attr",
      "original-policy": "default-src 'self'",
      disposition: "enforce",
      "status-code": 200,
      "line-number": 12,
    },
  });

/** The csp.violation lines logged so far. */
async function violationLines() {
  await new Promise((r) => setTimeout(r, 100));
  return worker.logs
    .join("")
    .split("\n")
    .filter((l) => l.includes('"csp.violation"'))
    .map((l) => JSON.parse(l.slice(l.indexOf("{"))) as Record<string, unknown>);
}

describe("the page CSP", () => {
  it("has no 'unsafe-inline' for styles, gives style elements the nonce, and reports to the BFF", async () => {
    const res = await worker.fetch("/");
    const csp = res.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(csp).toMatch(new RegExp(`style-src 'self' 'nonce-${nonce!.replace(/[+/=]/g, "\\$&")}'(;|$)`));
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).toContain(`report-uri ${REPORT}`);
    expect(csp).toContain("report-to csp-endpoint");
    expect(res.headers.get("reporting-endpoints")).toBe(`csp-endpoint="${REPORT}"`);
    const html = await res.text();
    expect(html).not.toMatch(/\sstyle="/);
    for (const tag of html.match(/<style\b[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it.each([
    ["/design-system/", "de.localhost"],
    ["/login/signup/", "fr.localhost"],
    ["/sell/", "jp.localhost"],
    ["/my/guest/orderlookup/", "pl.localhost"],
    ["/no-such-page/", "ca.localhost"],
  ])("%s on %s: no style attribute, every style element with the answer's nonce", async (path, host) => {
    const res = await worker.fetch(path, { host });
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
    const html = await res.text();
    expect(html).not.toMatch(/<[^>]*\sstyle="/);
    const styles = html.match(/<style\b[^>]*>/g) ?? [];
    expect(styles.length).toBeGreaterThan(0);
    for (const tag of styles) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it.each(["/", "/bfx-content/api/health", "/no-such-page/", "/favicon.svg"])("%s carries Cross-Origin-Resource-Policy", async (path) => {
    expect((await worker.fetch(path)).headers.get("cross-origin-resource-policy")).toBe("same-origin");
  });
});

describe("POST /bfx-content/api/csp-report", () => {
  it("takes a report-uri report (application/csp-report), logs it without the query, answers 204", async () => {
    const res = await report(legacy("inline"), "application/csp-report");
    expect(res.status).toBe(204);
    const line = (await violationLines()).find((l) => l.directive === "style-src-attr" && l.line === 12);
    expect(line).toMatchObject({ level: "warn", documentUrl: "https://www.stagefront.example/find/s/", blockedUrl: "inline", disposition: "enforce" });
    expect(JSON.stringify(line)).not.toContain("private");
  });

  it("takes a Reporting API batch (application/reports+json): one line per csp-violation, other types skipped", async () => {
    const before = (await violationLines()).length;
    const batch = [
      { type: "csp-violation", age: 1, url: "https://www.stagefront.example/", user_agent: "x", body: { documentURL: "https://www.stagefront.example/", blockedURL: "https://cdn.evil.example/x.css?t=1", effectiveDirective: "style-src-elem", disposition: "enforce", statusCode: 200 } },
      { type: "csp-violation", age: 1, url: "https://www.stagefront.example/", user_agent: "x", body: { documentURL: "https://www.stagefront.example/", blockedURL: "inline", effectiveDirective: "style-src-attr", disposition: "enforce", statusCode: 200, sample: "color: red" } },
      { type: "deprecation", age: 1, url: "https://www.stagefront.example/", user_agent: "x", body: { id: "x" } },
    ];
    const res = await report(JSON.stringify(batch), "application/reports+json");
    expect(res.status).toBe(204);
    const lines = (await violationLines()).slice(before);
    expect(lines.map((l) => l.directive)).toEqual(["style-src-elem", "style-src-attr"]);
    expect(lines[0]!.blockedUrl).toBe("https://cdn.evil.example/x.css");
  });

  it("is the CSRF check's exception: a report from another origin (browsers send them cross-context) is taken", async () => {
    const res = await report(legacy("inline"), "application/csp-report", { origin: "https://other.example", "sec-fetch-site": "cross-site" });
    expect(res.status).toBe(204);
  });

  it.each([
    ["another media type", "text/plain", legacy("inline"), 415, "UNSUPPORTED_MEDIA_TYPE"],
    ["a body that is not JSON", "application/csp-report", "{not json", 400, "BAD_REQUEST"],
    ["JSON that is not a report", "application/csp-report", JSON.stringify({ hello: "world" }), 400, "BAD_REQUEST"],
    ["a violation without its fields", "application/reports+json", JSON.stringify([{ type: "csp-violation", body: { nope: 1 } }]), 400, "BAD_REQUEST"],
    ["a body over the cap", "application/csp-report", JSON.stringify({ "csp-report": { "document-uri": "x".repeat(20_000) } }), 413, "PAYLOAD_TOO_LARGE"],
  ])("refuses %s (%s): %i %s, in the JSON envelope", async (_name, type, body, status, code) => {
    const res = await report(body, type);
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ error: { code, requestId: expect.any(String) } });
  });

  it("answers only POST: another method is 405 with Allow (the BFF's rule for its known paths)", async () => {
    const res = await worker.fetch(REPORT);
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("METHOD_NOT_ALLOWED");
  });

  it("limits each client: past its allowance a client gets 429 and nothing more is logged; another client is not affected", async () => {
    const client = { "cf-connecting-ip": "198.51.100.77" };
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await report(legacy(`https://x.example/${i}`), "application/csp-report", client)).status);
    expect(statuses.filter((s) => s === 204)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
    const logged = (await violationLines()).filter((l) => String(l.blockedUrl).startsWith("https://x.example/"));
    expect(logged).toHaveLength(20);
    expect((await report(legacy("inline"), "application/csp-report")).status).toBe(204);
  });
});
