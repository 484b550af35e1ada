// Reading a worker's answers as a browser would: Set-Cookie lines, the Cookie header they make.

/** An answer's status, Location, Set-Cookie lines and body. */
export interface Answer {
  status: number;
  location: string | null;
  cookies: string[];
  text: string;
  headers: Headers;
}

export async function answerOf(res: Response): Promise<Answer> {
  return { status: res.status, location: res.headers.get("location"), cookies: res.headers.getSetCookie(), text: await res.text(), headers: res.headers };
}

/** "name=value" of a Set-Cookie line. */
export const setCookiePair = (line: string): string => line.split(";", 1)[0]!;

/** A Set-Cookie line's attributes, names lower-cased: { "max-age": "0", httponly: true, ... }. */
export function setCookieAttributes(line: string): Record<string, string | true> {
  return Object.fromEntries(
    line
      .split(";")
      .slice(1)
      .map((part) => part.trim().split("="))
      .map(([k, v]) => [k!.toLowerCase(), v ?? true]),
  );
}

/** The Cookie header a browser would send back after these Set-Cookie lines (cleared ones dropped). */
export const cookieHeaderFrom = (lines: string[]): string =>
  lines
    .filter((line) => setCookieAttributes(line)["max-age"] !== "0")
    .map(setCookiePair)
    .join("; ");
