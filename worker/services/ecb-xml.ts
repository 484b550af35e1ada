// The ECB's daily reference-rate file (https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml):
//   <gesmes:Envelope ...><Cube><Cube time='2024-06-28'><Cube currency='USD' rate='1.0705'/>...</Cube></Cube></gesmes:Envelope>
// Only the Cube elements carry data. The reader is deliberately narrow: one dated day, rate
// cubes after it, nothing else in a Cube; anything else (an HTML error page, the 90-day file,
// a truncated body) is refused rather than half-read.
import { z } from "zod";
import { IsoDateSchema, type ReferenceRates } from "../../app/domain/exchange-rates";

export class EcbFormatError extends Error {
  constructor(reason: string) {
    super(`not an ECB daily reference-rate file: ${reason}`);
    this.name = "EcbFormatError";
  }
}

/** Larger than any real daily file (~1.7 KB) by far; bigger bodies are not this format. */
export const ECB_XML_MAX_CHARS = 64 * 1024;

const CUBE_TAG = /<Cube\b([^>]*?)(\/?)>/g;
const ATTRIBUTE = /\s*([A-Za-z_][\w.-]*)\s*=\s*(?:'([^'<]*)'|"([^"<]*)")\s*/y;

const EcbDaySchema = z
  .object({
    time: IsoDateSchema,
    cubes: z
      .array(
        z.object({
          currency: z.string().regex(/^[A-Z]{3}$/, "currency must be an ISO 4217 code"),
          rate: z
            .string()
            .regex(/^\d{1,9}(\.\d{1,9})?$/, "rate must be a decimal number")
            .transform(Number)
            .pipe(z.number().positive("rate must be positive")),
        }),
      )
      .min(1, "no rates"),
  })
  .superRefine((day, ctx) => {
    const seen = new Set<string>();
    for (const { currency } of day.cubes) {
      if (seen.has(currency)) ctx.addIssue({ code: "custom", message: `${currency} is listed twice` });
      seen.add(currency);
    }
    if (seen.has("EUR")) ctx.addIssue({ code: "custom", message: "EUR is the base, not a rate" });
  });

function readAttributes(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  let at = text.trim() === "" ? text.length : 0;
  while (at < text.length) {
    ATTRIBUTE.lastIndex = at;
    const m = ATTRIBUTE.exec(text);
    if (!m) throw new EcbFormatError(`unreadable attributes in <Cube${text}>`);
    const name = m[1]!;
    if (Object.hasOwn(attributes, name)) throw new EcbFormatError(`attribute ${name} repeated`);
    attributes[name] = m[2] ?? m[3] ?? "";
    at = ATTRIBUTE.lastIndex;
  }
  return attributes;
}

/**
 * Reads the ECB daily file into a reference table (units per 1 EUR); throws EcbFormatError.
 * @example parseEcbDailyXml("<Cube><Cube time='2024-06-28'><Cube currency='USD' rate='1.0705'/></Cube></Cube>").rates.USD // 1.0705
 */
export function parseEcbDailyXml(xml: string): ReferenceRates {
  if (xml.length > ECB_XML_MAX_CHARS) throw new EcbFormatError(`larger than ${ECB_XML_MAX_CHARS} characters`);
  let time: string | undefined;
  const cubes: Array<{ currency: string; rate: string }> = [];
  for (const [, rawAttributes = "", selfClosing] of xml.matchAll(CUBE_TAG)) {
    const attributes = readAttributes(rawAttributes);
    const names = Object.keys(attributes).sort().join(",");
    if (names === "") {
      if (selfClosing) throw new EcbFormatError("empty <Cube/>");
      continue; // the outer container
    }
    if (names === "time") {
      if (time !== undefined) throw new EcbFormatError("more than one day (use the daily file)");
      if (selfClosing) throw new EcbFormatError("a day without rates");
      time = attributes.time;
      continue;
    }
    if (names === "currency,rate") {
      if (time === undefined) throw new EcbFormatError("a rate before the dated <Cube time=...>");
      if (!selfClosing) throw new EcbFormatError(`rate cube for ${attributes.currency} is not self-closing`);
      cubes.push({ currency: attributes.currency!, rate: attributes.rate! });
      continue;
    }
    throw new EcbFormatError(`unexpected <Cube> attributes: ${names}`);
  }
  if (time === undefined) throw new EcbFormatError("no <Cube time=...>");
  const parsed = EcbDaySchema.safeParse({ time, cubes });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new EcbFormatError(`${issue?.path.join(".") || "day"}: ${issue?.message ?? "invalid"}`);
  }
  return {
    asOf: parsed.data.time,
    base: "EUR",
    rates: Object.fromEntries(parsed.data.cubes.map(({ currency, rate }) => [currency, rate])),
  };
}
