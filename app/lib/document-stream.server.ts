// Server only: React 18 closes the document (`</body></html>`) with the shell, and Remix's
// single-fetch data scripts (<Scripts>' stream transfer, a Suspense sibling of the document)
// arrive after it: invalid HTML (the Nu checker: "Stray start tag script"). This transform keeps
// the stream streaming — every byte goes on at once — and only holds the closing tags back until
// the stream ends, so the late scripts land inside <body>. Why not a buffer: docs/decisions/022.

const CLOSING = new TextEncoder().encode("</body></html>");

/** Index of `needle` in `haystack` from `from`, or -1. */
function indexOf(haystack: Uint8Array, needle: Uint8Array, from = 0): number {
  const first = needle[0];
  outer: for (let i = haystack.indexOf(first!, from); i !== -1 && i <= haystack.length - needle.length; i = haystack.indexOf(first!, i + 1)) {
    for (let j = 1; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

/** How many of `bytes`' last bytes are the start of `needle` (a closing tag split across chunks). */
function partialSuffix(bytes: Uint8Array, needle: Uint8Array): number {
  for (let n = Math.min(needle.length - 1, bytes.length); n > 0; n--) {
    let match = true;
    for (let j = 0; j < n; j++) {
      if (bytes[bytes.length - n + j] !== needle[j]) {
        match = false;
        break;
      }
    }
    if (match) return n;
  }
  return 0;
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.length === 0) return b;
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

/**
 * A byte stream of an HTML document with its first `</body></html>` moved to the very end.
 * @example documentClosedLast(stream) // "<html><body>a</body></html><script>" → "<html><body>a<script></body></html>"
 */
export function documentClosedLast(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  let held = new Uint8Array(0);
  let found = false;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        if (found) {
          controller.enqueue(chunk);
          return;
        }
        const bytes = concat(held, chunk);
        const at = indexOf(bytes, CLOSING);
        if (at !== -1) {
          found = true;
          held = new Uint8Array(0);
          if (at > 0) controller.enqueue(bytes.subarray(0, at));
          if (at + CLOSING.length < bytes.length) controller.enqueue(bytes.subarray(at + CLOSING.length));
          return;
        }
        const keep = partialSuffix(bytes, CLOSING);
        if (bytes.length > keep) controller.enqueue(bytes.subarray(0, bytes.length - keep));
        held = bytes.slice(bytes.length - keep);
      },
      flush(controller) {
        if (held.length > 0) controller.enqueue(held);
        if (found) controller.enqueue(CLOSING);
      },
    }),
  );
}
