/**
 * Input masks (spec §5 "Mask patterns: 9 digit, a letter, * alphanumeric"). Every other character of
 * the pattern is a literal that the mask writes itself, e.g. '99/99/9999' or '(999) 999-9999'.
 *
 * Literals are written only once a slot after them is filled, so the text grows as the user types
 * and Backspace at the end removes a typed character rather than getting stuck on a literal.
 */

const SLOT: Record<string, RegExp> = {
  "9": /^[0-9]$/u,
  a: /^\p{L}$/u,
  "*": /^[\p{L}0-9]$/u,
};

/** The result of masking some text. */
export interface MaskedValue {
  /** What the field shows: slots filled so far with the literals between them. */
  masked: string;
  /** The filled slots only, without literals (the value reported to the form). */
  unmasked: string;
  /** Every slot of the pattern is filled. */
  complete: boolean;
}

/**
 * Whether a pattern character is a slot (9, a, *) rather than a literal.
 * @example isMaskSlot("9") // true
 */
export function isMaskSlot(patternChar: string): boolean {
  return patternChar in SLOT;
}

/**
 * Fits typed or pasted text into a mask: characters that fit no slot are dropped, literals typed by
 * the user are accepted where the mask has them, text beyond the last slot is cut.
 * @example applyMask("(999) 999-9999", "5551234") // { masked: "(555) 123-4", unmasked: "5551234", complete: false }
 */
export function applyMask(pattern: string, text: string): MaskedValue {
  const chars = [...text];
  const slots = [...pattern];
  let j = 0;
  let masked = "";
  let unmasked = "";
  let pending = "";
  let filled = 0;
  for (const p of slots) {
    if (!isMaskSlot(p)) {
      if (chars[j] === p) j++;
      pending += p;
      continue;
    }
    while (j < chars.length && !SLOT[p]!.test(chars[j]!)) j++;
    if (j >= chars.length) break;
    masked += pending + chars[j];
    unmasked += chars[j];
    pending = "";
    filled++;
    j++;
  }
  const totalSlots = slots.filter(isMaskSlot).length;
  return { masked, unmasked, complete: totalSlots > 0 && filled === totalSlots };
}

/**
 * Caret index in the masked text after its `filledBefore`-th filled slot and the literals that
 * follow it, i.e. where the next typed character goes, so the caret stays beside what the user typed.
 * @example caretAfterSlots("(999) 999-9999", "(555) 123", 3) // 6
 */
export function caretAfterSlots(pattern: string, masked: string, filledBefore: number): number {
  const p = [...pattern];
  const m = [...masked];
  let seen = 0;
  let i = 0;
  for (; i < m.length && seen < filledBefore; i++) if (isMaskSlot(p[i] ?? "")) seen++;
  while (i < m.length && !isMaskSlot(p[i] ?? "")) i++;
  // UTF-16 index, which is what setSelectionRange takes.
  return m.slice(0, i).join("").length;
}

/**
 * Where Backspace (-1) or Delete (+1) should start so that it removes a typed character rather
 * than a literal the mask would only write again: the caret moved past the literals beside it.
 * @example caretPastLiterals("99/99/9999", "31/12/2024", 3, -1) // 2
 */
export function caretPastLiterals(pattern: string, masked: string, caret: number, direction: 1 | -1): number {
  const p = [...pattern];
  const length = [...masked].length;
  let i = caret;
  if (direction < 0) while (i > 0 && !isMaskSlot(p[i - 1] ?? "")) i--;
  else while (i < length && !isMaskSlot(p[i] ?? "")) i++;
  return i;
}

/**
 * How many slot characters of the pattern a raw (just edited) text holds before a caret index:
 * characters that fit a slot, in order, as applyMask would place them.
 * @example countSlotsBefore("99/99/9999", "12/3x4", 6) // 4
 */
export function countSlotsBefore(pattern: string, text: string, caret: number): number {
  return applyMask(pattern, [...text].slice(0, caret).join("")).unmasked.length;
}
