/**
 * Typed-date rules of the date picker, without React or the DOM (spec §5 "Date picker", §8 "Date
 * parsing errors").
 *
 * A typed date must match the field's pattern (dd/mm/yy, or mm/dd/yy for US English), be a real
 * calendar date and lie within min, max and the enabled days; otherwise the entry is cleared, or
 * kept when keepInvalid is set. Failures come back as typed values carrying the spec's messages;
 * they are for the caller's logs and tests, never for the user (the field is just cleared).
 *
 * Patterns are made of `dd`/`d` (day, 1–2 digits), `mm`/`m` (month, 1–2 digits), `yy`/`y` (year,
 * 2 or 4 digits), `MMM`/`MMMM` (short or long month name in the locale) and literal characters.
 * Positions in messages count characters of the typed text from 0.
 */
import { dateTimeFormat } from "../../../domain/intl-formats";
import { daysInMonth, weekdayOf, type IsoDate, type Weekday } from "../../../domain/iso-day";

export type DatePattern = string;
export const DATE_PATTERN_DMY: DatePattern = "dd/mm/yy";
export const DATE_PATTERN_MDY: DatePattern = "mm/dd/yy";

/** Spec §8, word for word. */
export const DATE_PARSE_MESSAGES = {
  invalidTime: "Invalid time",
  invalidDate: "Invalid date",
  missingNumber: "Missing number at position",
  unknownName: "Unknown name at position",
  unexpectedLiteral: "Unexpected literal at position",
  extraCharacters: "Extra/unparsed characters found in date",
} as const;

export type DateParseErrorCode = keyof typeof DATE_PARSE_MESSAGES;

/** Why typed text could not be read as a date or time. */
export interface DateParseError {
  kind: "parse";
  code: DateParseErrorCode;
  /** The spec's message, with " N" appended for the positional ones. */
  message: string;
  position?: number;
}

/** Why a well-formed date was refused by the field's rules. */
export interface DateRuleError {
  kind: "rule";
  rule: "min" | "max" | "disabled" | "endNotAfterStart";
}

export type DateEntryError = DateParseError | DateRuleError;

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: DateParseError };

function parseError(code: DateParseErrorCode, position?: number): { ok: false; error: DateParseError } {
  const base = DATE_PARSE_MESSAGES[code];
  return {
    ok: false,
    error: position === undefined ? { kind: "parse", code, message: base } : { kind: "parse", code, message: `${base} ${position}`, position },
  };
}

/**
 * The pattern for a locale when none is given: mm/dd/yy for US English, dd/mm/yy elsewhere.
 * @example dateFormatFor("en-US") // "mm/dd/yy"
 */
export function dateFormatFor(locale: string): DatePattern {
  return locale.toLowerCase() === "en-us" ? DATE_PATTERN_MDY : DATE_PATTERN_DMY;
}

type Token = { type: "day" | "month" | "year" | "shortName" | "longName" } | { type: "literal"; char: string };

function tokenize(pattern: DatePattern): Token[] {
  const tokens: Token[] = [];
  for (let i = 0; i < pattern.length; ) {
    const c = pattern[i]!;
    let run = 1;
    while (pattern[i + run] === c) run++;
    if (c === "d" && run <= 2) tokens.push({ type: "day" });
    else if (c === "m" && run <= 2) tokens.push({ type: "month" });
    else if (c === "y" && run <= 2) tokens.push({ type: "year" });
    else if (c === "M" && run === 3) tokens.push({ type: "shortName" });
    else if (c === "M" && run === 4) tokens.push({ type: "longName" });
    else if (/[dmyM]/.test(c)) throw new RangeError(`Unsupported date pattern part "${c.repeat(run)}" in "${pattern}"`);
    else {
      for (let k = 0; k < run; k++) tokens.push({ type: "literal", char: c });
    }
    i += run;
  }
  return tokens;
}

/**
 * Month names of a locale, January first.
 * @example monthNames("en-GB", "short")[0] // "Jan"
 */
export function monthNames(locale: string, width: "short" | "long"): string[] {
  // The shared formatter: a field reads and writes names on every commit.
  const fmt = dateTimeFormat(locale, { month: width, timeZone: "UTC" });
  return Array.from({ length: 12 }, (_, i) => fmt.format(Date.UTC(2000, i, 1)));
}

/**
 * The full year for a two-digit one: within ten years ahead of today's year it is this century,
 * otherwise the previous one (so "85" is 1985 and "30" is 2030 in 2026).
 * @example expandTwoDigitYear(85, "2026-12-05") // 1985
 */
export function expandTwoDigitYear(twoDigits: number, today: IsoDate): number {
  const year = Number(today.slice(0, 4));
  // The hundred years that end ten years after today.
  const candidate = year - (year % 100) + twoDigits;
  if (candidate > year + 10) return candidate - 100;
  if (candidate <= year - 90) return candidate + 100;
  return candidate;
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

export interface DateTextOptions {
  /** dd/mm/yy by default, mm/dd/yy for 'en-US' (see dateFormatFor). */
  format: DatePattern;
  locale: string;
  /** Reference for two-digit years. */
  today: IsoDate;
}

/**
 * Reads typed text as a year-month-day date, or says why it cannot (spec §8 messages).
 * @example parseTypedDate("05/12/26", { format: "dd/mm/yy", locale: "en-GB", today: "2026-12-05" }) // { ok: true, value: "2026-12-05" }
 */
export function parseTypedDate(text: string, options: DateTextOptions): ParseResult<IsoDate> {
  let pos = 0;
  let day = 0;
  let month = 0;
  let year = 0;
  const readDigits = (max: number) => {
    let digits = "";
    while (digits.length < max && /[0-9]/.test(text[pos] ?? "")) digits += text[pos++];
    return digits;
  };
  for (const token of tokenize(options.format)) {
    switch (token.type) {
      case "literal":
        if (text[pos] !== token.char) return parseError("unexpectedLiteral", pos);
        pos++;
        break;
      case "day":
      case "month": {
        const at = pos;
        const digits = readDigits(2);
        if (!digits) return parseError("missingNumber", at);
        if (token.type === "day") day = Number(digits);
        else month = Number(digits);
        break;
      }
      case "year": {
        const at = pos;
        const digits = readDigits(4);
        if (digits.length < 2) return parseError("missingNumber", at);
        if (digits.length === 3) return parseError("invalidDate");
        year = digits.length === 2 ? expandTwoDigitYear(Number(digits), options.today) : Number(digits);
        break;
      }
      case "shortName":
      case "longName": {
        const names = monthNames(options.locale, token.type === "shortName" ? "short" : "long");
        const rest = text.slice(pos).toLocaleLowerCase(options.locale);
        // The longest match wins, so "June" is not read as "Jun" + "e".
        let found = -1;
        names.forEach((name, i) => {
          if (rest.startsWith(name.toLocaleLowerCase(options.locale)) && (found < 0 || name.length > names[found]!.length)) found = i;
        });
        if (found < 0) return parseError("unknownName", pos);
        month = found + 1;
        pos += names[found]!.length;
        break;
      }
    }
  }
  if (pos < text.length) return parseError("extraCharacters");
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return parseError("invalidDate");
  }
  return { ok: true, value: `${pad(year, 4)}-${pad(month)}-${pad(day)}` };
}

/**
 * Writes a year-month-day date in the field's pattern; a year that two digits would not bring
 * back is written in full.
 * @example formatTypedDate("2026-12-05", { format: "mm/dd/yy", locale: "en-US", today: "2026-12-05" }) // "12/05/26"
 */
export function formatTypedDate(date: IsoDate, options: DateTextOptions): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  return tokenize(options.format)
    .map((token) => {
      switch (token.type) {
        case "literal":
          return token.char;
        case "day":
          return pad(day);
        case "month":
          return pad(month);
        case "year":
          return expandTwoDigitYear(year % 100, options.today) === year ? pad(year % 100) : pad(year, 4);
        case "shortName":
          return monthNames(options.locale, "short")[month - 1];
        case "longName":
          return monthNames(options.locale, "long")[month - 1];
      }
    })
    .join("");
}

// ---------------------------------------------------------------------------------------------
// Time.

export interface TimeOptions {
  /** "24" (default): hours 00–23. "12": hours 01–12 followed by AM or PM. */
  hourFormat?: "12" | "24";
  showSeconds?: boolean;
}

/**
 * Reads a typed time as "HH:mm" or "HH:mm:ss" (24-hour). Spec §5: "Time parts are two digits,
 * hours 0-23 (1-12 with AM/PM in 12-hour mode), minutes and seconds up to 59"; anything else is
 * 'Invalid time'.
 * @example parseTypedTime("02:30 PM", { hourFormat: "12" }) // { ok: true, value: "14:30" }
 */
export function parseTypedTime(text: string, options: TimeOptions = {}): ParseResult<string> {
  const twelve = options.hourFormat === "12";
  const m = /^(\d{2}):(\d{2})(?::(\d{2}))?(?: ?([AaPp][Mm]))?$/.exec(text);
  if (!m) return parseError("invalidTime");
  const [, hh, mm, ss, meridiem] = m;
  if (Boolean(ss) !== Boolean(options.showSeconds) || Boolean(meridiem) !== twelve) return parseError("invalidTime");
  let hours = Number(hh);
  const minutes = Number(mm);
  const seconds = ss ? Number(ss) : 0;
  if (minutes > 59 || seconds > 59) return parseError("invalidTime");
  if (twelve) {
    if (hours < 1 || hours > 12) return parseError("invalidTime");
    const pm = meridiem!.toUpperCase() === "PM";
    hours = (hours % 12) + (pm ? 12 : 0);
  } else if (hours > 23) {
    return parseError("invalidTime");
  }
  return { ok: true, value: `${pad(hours)}:${pad(minutes)}${ss ? `:${pad(seconds)}` : ""}` };
}

/**
 * Writes a 24-hour "HH:mm[:ss]" time as the field shows it.
 * @example formatTypedTime("14:30", { hourFormat: "12" }) // "02:30 PM"
 */
export function formatTypedTime(time: string, options: TimeOptions = {}): string {
  if (options.hourFormat !== "12") return time;
  const hours = Number(time.slice(0, 2));
  const rest = time.slice(2);
  return `${pad(hours % 12 === 0 ? 12 : hours % 12)}${rest} ${hours < 12 ? "AM" : "PM"}`;
}

// ---------------------------------------------------------------------------------------------
// Rules and committing an entry.

export interface DateRules {
  /** Earliest allowed day. */
  min?: IsoDate | null;
  /** Latest allowed day. */
  max?: IsoDate | null;
  /** Days that cannot be chosen. */
  disabledDates?: readonly IsoDate[];
  /** Weekdays that cannot be chosen (0 Sunday … 6 Saturday). */
  disabledWeekdays?: readonly Weekday[];
  /** Any further rule of the owner: false disables the day. */
  isDateEnabled?: (date: IsoDate) => boolean;
}

/**
 * Which rule, if any, refuses a day (spec §5 "lie within min and max and enabled days").
 * @example checkDateRules("2026-12-05", { max: "2026-12-01" }) // { kind: "rule", rule: "max" }
 */
export function checkDateRules(date: IsoDate, rules: DateRules): DateRuleError | null {
  if (rules.min && date < rules.min) return { kind: "rule", rule: "min" };
  if (rules.max && date > rules.max) return { kind: "rule", rule: "max" };
  const weekday = weekdayOf(date);
  if (rules.disabledDates?.includes(date) || rules.disabledWeekdays?.includes(weekday) || (rules.isDateEnabled && !rules.isDateEnabled(date))) {
    return { kind: "rule", rule: "disabled" };
  }
  return null;
}

export interface DateEntryOptions extends DateTextOptions, DateRules, TimeOptions {
  /** The entry carries a time after the date, separated by a space. */
  showTime?: boolean;
  /** Spec §5 "kept when keep-invalid is set": an invalid entry stays in the field and the value is unchanged. */
  keepInvalid?: boolean;
}

/** What a committed entry leaves: the value to report, the text to show, and why it failed. */
export interface DateEntry {
  /** "yyyy-MM-dd", or "yyyy-MM-ddTHH:mm[:ss]" when time is on; null when empty or cleared. */
  value: string | null;
  text: string;
  error: DateEntryError | null;
}

/**
 * Reads typed text as the field's value (date, and time when on) and checks it against the rules.
 * @example readTypedValue("05/12/26 14:30", { format: "dd/mm/yy", locale: "en-GB", today: "2026-12-05", showTime: true }) // { ok: true, value: "2026-12-05T14:30" }
 */
export function readTypedValue(text: string, options: DateEntryOptions): { ok: true; value: string } | { ok: false; error: DateEntryError } {
  let dateText = text;
  let timeText: string | null = null;
  if (options.showTime) {
    // The date part holds as many spaces as its pattern ("dd MMM yy 19:30"): the time starts after them.
    const patternSpaces = options.format.split(" ").length - 1;
    let space = -1;
    for (let i = 0; i <= patternSpaces; i++) {
      space = text.indexOf(" ", space + 1);
      if (space < 0) break;
    }
    if (space < 0) return parseError("invalidTime");
    dateText = text.slice(0, space);
    timeText = text.slice(space + 1).trim();
  }
  const date = parseTypedDate(dateText, options);
  if (!date.ok) return date;
  let time = "";
  if (timeText !== null) {
    const parsed = parseTypedTime(timeText, options);
    if (!parsed.ok) return parsed;
    time = `T${parsed.value}`;
  }
  const refused = checkDateRules(date.value, options);
  if (refused) return { ok: false, error: refused };
  return { ok: true, value: `${date.value}${time}` };
}

/**
 * Text the field shows for a value.
 * @example formatEntry("2026-12-05T14:30", { format: "dd/mm/yy", locale: "en-GB", today: "2026-12-05", showTime: true }) // "05/12/26 14:30"
 */
export function formatEntry(value: string | null, options: DateEntryOptions): string {
  if (!value) return "";
  const date = formatTypedDate(value.slice(0, 10), options);
  const time = value.slice(11);
  return options.showTime && time ? `${date} ${formatTypedTime(time, options)}` : date;
}

/**
 * The field after the user commits typed text (blur or Enter): the parsed value and its canonical
 * text, or — on failure — an emptied field, or the typed text kept with the previous value when
 * keepInvalid is set.
 * @example commitTypedDate("31/02/26", null, { format: "dd/mm/yy", locale: "en-GB", today: "2026-12-05" }).value // null
 */
export function commitTypedDate(text: string, previous: string | null, options: DateEntryOptions): DateEntry {
  const typed = text.trim();
  if (!typed) return { value: null, text: "", error: null };
  const read = readTypedValue(typed, options);
  if (read.ok) return { value: read.value, text: formatEntry(read.value, options), error: null };
  return options.keepInvalid ? { value: previous, text, error: read.error } : { value: null, text: "", error: read.error };
}

export interface RangeValue {
  start: string | null;
  end: string | null;
}

export interface RangeEntry {
  value: RangeValue;
  startText: string;
  endText: string;
  error: DateEntryError | null;
}

/**
 * The range after one of its two fields is committed. Spec §5 "A range needs end after start": an
 * end on or before the start is refused like any invalid entry; a start on or after the end clears
 * the end (as the calendar does).
 * @example commitTypedRange("end", "01/12/26", { start: "2026-12-05", end: null }, opts).value.end // null
 */
export function commitTypedRange(field: "start" | "end", text: string, previous: RangeValue, options: DateEntryOptions): RangeEntry {
  const entry = commitTypedDate(text, previous[field], options);
  const show = (v: string | null) => formatEntry(v, options);
  if (field === "end") {
    if (!entry.error && entry.value && previous.start && entry.value <= previous.start) {
      const error: DateRuleError = { kind: "rule", rule: "endNotAfterStart" };
      return options.keepInvalid
        ? { value: previous, startText: show(previous.start), endText: text, error }
        : { value: { start: previous.start, end: null }, startText: show(previous.start), endText: "", error };
    }
    return { value: { start: previous.start, end: entry.value }, startText: show(previous.start), endText: entry.text, error: entry.error };
  }
  const end = entry.value && previous.end && entry.value >= previous.end ? null : previous.end;
  return { value: { start: entry.value, end }, startText: entry.text, endText: show(end), error: entry.error };
}

/** The words this widget says itself, in English (translations: app/locales/<language>/ui.json). */
export const DATE_PICKER_LABELS = {
  "datePicker.chooseDate": "Choose date",
  "datePicker.chooseDates": "Choose dates",
  "datePicker.close": "Close",
  "datePicker.startDate": "Start date",
  "datePicker.endDate": "End date",
} as const;
