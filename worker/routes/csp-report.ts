import { Hono } from "hono";
import { clientAddressOf } from "../../app/domain/client-address";
import { z } from "zod";
import { readBoundedBody } from "../../app/lib/request-body.server";
import { ApiError } from "../api-error";
import type { AppEnv } from "../env";
import { takeReportAllowance } from "../services/report-allowance";

/** Largest report body read: a report is about 1 KB; the Reporting API may batch a few. */
export const CSP_REPORT_MAX_BYTES = 16_384;

/** The longest text of a report field kept in the log. */
const FIELD_MAX = 300;

const text = z.string().transform((s) => s.slice(0, FIELD_MAX));
const count = z.number().int().nonnegative().optional();

/** `report-uri` (CSP2): `{ "csp-report": { … } }` as application/csp-report. */
const LegacyReportSchema = z.object({
  "csp-report": z.object({
    "document-uri": text,
    "blocked-uri": text.optional(),
    "effective-directive": text.optional(),
    "violated-directive": text.optional(),
    disposition: z.enum(["enforce", "report"]).optional(),
    "source-file": text.optional(),
    "line-number": count,
    "column-number": count,
    "script-sample": text.optional(),
  }),
});

/** `report-to` (Reporting API): a batch as application/reports+json; reports of other types are skipped. */
const ReportingBatchSchema = z
  .array(
    z.object({
      type: z.string(),
      body: z.unknown(),
    }),
  )
  .max(100);

const ViolationBodySchema = z.object({
  documentURL: text,
  blockedURL: text.optional(),
  effectiveDirective: text,
  disposition: z.enum(["enforce", "report"]).optional(),
  sourceFile: text.optional(),
  lineNumber: count,
  columnNumber: count,
  sample: text.optional(),
});

/** One violation, as logged. */
interface Violation {
  documentUrl: string;
  blockedUrl: string | null;
  directive: string | null;
  disposition: string | null;
  sourceFile: string | null;
  line: number | null;
  column: number | null;
  sample: string | null;
}

/**
 * An address without its query and fragment (they may carry what a fan typed); keywords such as
 * "inline" or "eval" as they are.
 */
function withoutQuery(value: string | undefined): string | null {
  if (value === undefined || value === "") return null;
  try {
    const url = new URL(value);
    return `${url.origin}${url.pathname}`;
  } catch {
    return value;
  }
}

function violationsOf(type: string, raw: unknown): Violation[] {
  if (type.startsWith("application/csp-report") || type.startsWith("application/json")) {
    const parsed = LegacyReportSchema.safeParse(raw);
    if (!parsed.success) throw new ApiError("BAD_REQUEST", "not a CSP report");
    const r = parsed.data["csp-report"];
    return [
      {
        documentUrl: withoutQuery(r["document-uri"]) ?? "",
        blockedUrl: withoutQuery(r["blocked-uri"]),
        directive: r["effective-directive"] ?? r["violated-directive"] ?? null,
        disposition: r.disposition ?? null,
        sourceFile: withoutQuery(r["source-file"]),
        line: r["line-number"] ?? null,
        column: r["column-number"] ?? null,
        sample: r["script-sample"] ?? null,
      },
    ];
  }
  const batch = ReportingBatchSchema.safeParse(raw);
  if (!batch.success) throw new ApiError("BAD_REQUEST", "not a report batch");
  return batch.data.flatMap((report) => {
    if (report.type !== "csp-violation") return [];
    const body = ViolationBodySchema.safeParse(report.body);
    if (!body.success) throw new ApiError("BAD_REQUEST", "a csp-violation report without its fields");
    const r = body.data;
    return [
      {
        documentUrl: withoutQuery(r.documentURL) ?? "",
        blockedUrl: withoutQuery(r.blockedURL),
        directive: r.effectiveDirective,
        disposition: r.disposition ?? null,
        sourceFile: withoutQuery(r.sourceFile),
        line: r.lineNumber ?? null,
        column: r.columnNumber ?? null,
        sample: r.sample ?? null,
      },
    ];
  });
}

const REPORT_TYPES = ["application/csp-report", "application/reports+json", "application/json"];

/**
 * POST /bfx-content/api/csp-report: where browsers send Content-Security-Policy violations
 * (`report-uri` and the Reporting API's `report-to`, security-headers.ts). The body is capped
 * while it streams, validated, and each violation is logged as one structured line
 * (`csp.violation`, addresses without their query); a client past its allowance (per IP, per
 * isolate) gets 429 and nothing is logged. Answers 204. Browsers send reports without cookies or
 * tokens, from any context: the endpoint is the documented exception to the CSRF check
 * (same-origin.ts) — it changes nothing but the log. docs/decisions/023.
 */
export const cspReport = new Hono<AppEnv>().post("/", async (c) => {
  const type = (c.req.header("content-type") ?? "").toLowerCase();
  if (!REPORT_TYPES.some((t) => type.startsWith(t))) {
    throw new ApiError("UNSUPPORTED_MEDIA_TYPE", "send application/csp-report or application/reports+json");
  }
  const body = await readBoundedBody(c.req.raw, CSP_REPORT_MAX_BYTES);
  if (!body.ok) {
    if (body.reason === "too-large") throw new ApiError("PAYLOAD_TOO_LARGE", `a report is at most ${CSP_REPORT_MAX_BYTES} bytes`);
    throw new ApiError("BAD_REQUEST", "the report could not be read");
  }
  let raw: unknown;
  try {
    raw = JSON.parse(new TextDecoder().decode(body.bytes));
  } catch {
    throw new ApiError("BAD_REQUEST", "the report is not JSON");
  }
  const violations = violationsOf(type, raw);
  // Without an address to trust (a local development host) every sender shares one allowance.
  const client = clientAddressOf(c.req.raw) ?? "unknown";
  if (!takeReportAllowance(client, violations.length, Date.now())) {
    throw new ApiError("TOO_MANY_REQUESTS", "too many reports from this client; try again in a minute");
  }
  for (const violation of violations) c.var.log("warn", "csp.violation", { ...violation });
  return c.body(null, 204);
});
