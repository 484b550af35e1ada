/**
 * Radio group rules, spec §4 "Radio group: vertical (default) or horizontal; label left or right
 * (default right)" and §5 "Radio requires id and value".
 */
export type RadioOrientation = "vertical" | "horizontal";
export type RadioLabelPosition = "left" | "right";

export interface RadioOption {
  id: string;
  value: string;
  label: string;
  disabled?: boolean;
}

export class RadioOptionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RadioOptionError";
  }
}

/**
 * Every option needs a non-empty id and value, ids and values unique; otherwise a RadioOptionError
 * naming the option.
 * @example checkRadioOptions([{ id: "", value: "a", label: "A" }]) // throws 'Radio option 1 ("A") needs an id'
 */
export function checkRadioOptions(options: readonly RadioOption[]): void {
  const ids = new Set<string>();
  const values = new Set<string>();
  options.forEach((option, i) => {
    const name = `Radio option ${i + 1} (${JSON.stringify(option.label ?? "")})`;
    if (typeof option.id !== "string" || option.id.trim() === "") throw new RadioOptionError(`${name} needs an id`);
    if (typeof option.value !== "string" || option.value === "") throw new RadioOptionError(`${name} needs a value`);
    if (ids.has(option.id)) throw new RadioOptionError(`${name} repeats the id "${option.id}"`);
    if (values.has(option.value)) throw new RadioOptionError(`${name} repeats the value "${option.value}"`);
    ids.add(option.id);
    values.add(option.value);
  });
}
