// Server only: every form and BFF body is read through here, as a stream, and the read stops at
// its cap. Content-Length alone is not a cap: a chunked body has none, and a client may state
// less than it sends. Why and how large: docs/decisions/011 ("Body caps").
import { httpError } from "./http.server";

/** Largest form body a page or the BFF reads: every form of the site is a few hundred bytes. */
export const FORM_BODY_MAX_BYTES = 8_192;

/** A body read to its end within the cap, or why not. */
export type BodyRead = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; reason: "too-large" | "unreadable" };

/**
 * The request's body, read chunk by chunk and refused as soon as it passes `maxBytes` (the rest is
 * never read: the stream is cancelled). A stated Content-Length over the cap is refused before any
 * byte is read; one under it is not trusted.
 * @example (await readBoundedBody(new Request("https://x/", { method: "POST", body: "a=1" }), 8)).ok // true
 */
export async function readBoundedBody(request: Request, maxBytes: number = FORM_BODY_MAX_BYTES): Promise<BodyRead> {
  const stated = request.headers.get("content-length");
  if (stated !== null && /^\d+$/.test(stated.trim()) && Number(stated) > maxBytes) return { ok: false, reason: "too-large" };
  if (request.body === null) return { ok: true, bytes: new Uint8Array(0) };
  let reader: ReadableStreamDefaultReader<Uint8Array>;
  try {
    reader = request.body.getReader();
  } catch {
    // Already read (or locked) by someone else.
    return { ok: false, reason: "unreadable" };
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => {});
        return { ok: false, reason: "too-large" };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, reason: "unreadable" };
  } finally {
    reader.releaseLock();
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}

/** A form read within the cap, or why not ("unreadable": not a form, or a broken one). */
export type FormRead = { ok: true; form: FormData } | { ok: false; reason: "too-large" | "unreadable" };

/**
 * A posted form (urlencoded or multipart, as the request's Content-Type says), its body read
 * through `readBoundedBody` within FORM_BODY_MAX_BYTES; the parsing is the platform's own, on the
 * bytes read.
 * @example (await readFormBody(new Request("https://x/", { method: "POST", body: new URLSearchParams({ q: "a" }) }))).ok // true
 */
export async function readFormBody(request: Request): Promise<FormRead> {
  const body = await readBoundedBody(request);
  if (!body.ok) return body;
  const type = request.headers.get("content-type") ?? "";
  try {
    const form = await new Response(body.bytes, { headers: { "content-type": type } }).formData();
    return { ok: true, form };
  } catch {
    return { ok: false, reason: "unreadable" };
  }
}

/**
 * A page action's form: a body over the cap is a 413 the page's error view shows in the page's
 * language; null when the body is not a readable form (the caller's own 400 or empty form).
 */
export async function readPageForm(request: Request): Promise<FormData | null> {
  const read = await readFormBody(request);
  if (read.ok) return read.form;
  if (read.reason === "too-large") throw httpError(413, "The form is too large.");
  return null;
}
