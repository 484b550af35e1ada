// Writes the demo catalog as NDJSON (docs/catalog-format.md).
//
//   npx tsx scripts/catalog/generate-demo.ts --out FILE [--start YYYY-MM-DD] [--seed N]
//
// --start defaults to today (UTC), --seed to 29001. The same start and seed give the same file.
import { createWriteStream } from "node:fs";
import { z } from "zod";
import { generateDemo } from "./demo-generator";

const USAGE = "usage: npx tsx scripts/catalog/generate-demo.ts --out FILE [--start YYYY-MM-DD] [--seed N]";

const Args = z.object({
  out: z.string().min(1, "--out: a file path is required"),
  start: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "--start: must be YYYY-MM-DD")
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), "--start: not a calendar date"),
  seed: z.coerce.number().int("--seed: must be an integer").min(0, "--seed: must be ≥ 0").max(2 ** 32 - 1, "--seed: must be < 2^32"),
});

function parseArgs(argv: string[]): z.infer<typeof Args> {
  const raw: Record<string, string> = { start: new Date().toISOString().slice(0, 10), seed: "29001" };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]!;
    if (flag === "-h" || flag === "--help") {
      console.log(USAGE);
      process.exit(0);
    }
    const name = flag.replace(/^--/, "");
    if (!["out", "start", "seed"].includes(name) || argv[i + 1] === undefined) {
      console.error(`generate-demo: unexpected ${flag}\n${USAGE}`);
      process.exit(2);
    }
    raw[name] = argv[++i]!;
  }
  const parsed = Args.safeParse(raw);
  if (!parsed.success) {
    console.error(`generate-demo: ${parsed.error.issues.map((i) => i.message).join("; ")}\n${USAGE}`);
    process.exit(2);
  }
  return parsed.data;
}

const args = parseArgs(process.argv.slice(2));
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
