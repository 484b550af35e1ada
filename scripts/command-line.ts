// The operator scripts' command lines, read by node:util's parseArgs with one convention on top.
import { parseArgs, type ParseArgsConfig } from "node:util";

type OptionsConfig = NonNullable<ParseArgsConfig["options"]>;

export interface CommandLine<T extends OptionsConfig> {
  values: ReturnType<typeof parseArgs<{ options: T; allowPositionals: true }>>["values"];
  positionals: string[];
}

/**
 * Reads `args` against the declared options, positionals kept in order. A negative number ("-1")
 * stays a positional: a negative id then meets its own check ("storeId must be one of ...")
 * instead of passing for an unknown option. Every other problem (an unknown option, a value
 * missing or not wanted) goes to `fail`.
 * @example parseCommandLine(["get", "7", "--remote"], { remote: { type: "boolean" } }, die) // { values: { remote: true }, positionals: ["get", "7"] }
 */
export function parseCommandLine<T extends OptionsConfig>(
  args: string[],
  options: T,
  fail: (message: string) => never,
): CommandLine<T> {
  // Not strict: parseArgs's strict mode would refuse "-1" as an option before the caller could judge it.
  const { values, tokens } = parseArgs({ args, options, allowPositionals: true, strict: false, tokens: true });
  const positionals: string[] = [];
  let lastNumber = -1;
  for (const token of tokens) {
    if (token.kind === "positional") {
      positionals.push(token.value);
    } else if (token.kind === "option") {
      const declared = Object.hasOwn(options, token.name) ? options[token.name] : undefined;
      if (declared === undefined) {
        const word = args[token.index]!;
        if (!/^-\d/.test(word)) fail(`unknown option ${token.rawName}`);
        // "-12" yields one token per digit, all with the word's index: keep the word once.
        if (token.index !== lastNumber) positionals.push(word);
        lastNumber = token.index;
      } else if (declared.type === "string" && token.value === undefined) {
        fail(`option ${token.rawName} needs a value`);
      } else if (declared.type === "boolean" && token.value !== undefined) {
        fail(`option ${token.rawName} takes no value`);
      }
    }
  }
  return { values: values as CommandLine<T>["values"], positionals };
}
