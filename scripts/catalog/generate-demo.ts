// Writes the demo catalog as NDJSON (docs/catalog-format.md).
//
//   npx tsx scripts/catalog/generate-demo.ts --out FILE [--start YYYY-MM-DD] [--seed N]
//
// --start defaults to today (UTC), --seed to 29001. The same start and seed give the same file.
import { createWriteStream } from "node:fs";
import { z } from "zod";
import { parseCommandLine } from "../command-line";
import { generateDemo } from "./demo-generator";

const USAGE = "usage: npx tsx scripts/catalog/generate-demo.ts --out FILE [--start YYYY-MM-DD] [--seed N]";

const OPTIONS = {
  out: { type: "string", default: "" },
  start: { type: "string", default: new Date().toISOString().slice(0, 10) },
  seed: { type: "string", default: "29001" },
  help: { type: "boolean", short: "h" },
} as const;

const Args = z.object({
  out: z.string().min(1, "--out: a file path is required"),
  start: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "--start: must be YYYY-MM-DD")
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), "--start: not a calendar date"),
  seed: z.coerce.number().int("--seed: must be an integer").min(0, "--seed: must be ≥ 0").max(2 ** 32 - 1, "--seed: must be < 2^32"),
});

function usageError(message: string): never {
  console.error(`generate-demo: ${message}\n${USAGE}`);
  process.exit(2);
}

function readArgs(argv: string[]): z.infer<typeof Args> {
  const { values, positionals } = parseCommandLine(argv, OPTIONS, usageError);
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (positionals.length > 0) usageError(`unexpected ${positionals[0]}`);
  const parsed = Args.safeParse(values);
  if (!parsed.success) usageError(parsed.error.issues.map((i) => i.message).join("; "));
  return parsed.data;
}

const args = readArgs(process.argv.slice(2));
const started = Date.now();
const file = createWriteStream(args.out, "utf8");
let buffer = "";
const counts = generateDemo({ startDate: args.start, seed: args.seed }, (row) => {
  buffer += `${JSON.stringify(row)}\n`;
  if (buffer.length > 1 << 20) {
    file.write(buffer);
    buffer = "";
  }
});
file.end(buffer, () => {
  console.error(`generate-demo: ${args.out} in ${((Date.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(counts)}`);
});
