import { describe, expect, it } from "vitest";
import { documentClosedLast } from "./document-stream.server";

/** A stream of `parts` as UTF-8 chunks, read back as text and as the chunks that came out. */
async function run(parts: readonly string[]): Promise<{ text: string; chunks: string[] }> {
  const encoder = new TextEncoder();
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part));
      controller.close();
    },
  });
  const chunks: string[] = [];
  const decoder = new TextDecoder();
  const reader = documentClosedLast(source).getReader();
  for (let r = await reader.read(); !r.done; r = await reader.read()) chunks.push(decoder.decode(r.value));
  return { text: chunks.join(""), chunks };
}

describe("documentClosedLast", () => {
  it.each([
    ["in one chunk", ["<html><body>a</body></html><script>x</script>"]],
    ["the tags in a chunk of their own", ["<html><body>a", "</body></html>", "<script>x</script>"]],
    ["the tags split across chunks", ["<html><body>a</bo", "dy></ht", "ml><scr", "ipt>x</script>"]],
    ["the tags split after their first byte", ["<html><body>a<", "/body></html>", "<script>x</script>"]],
  ])("moves </body></html> after the late scripts: %s", async (_name, parts) => {
    expect((await run(parts)).text).toBe("<html><body>a<script>x</script></body></html>");
  });

  it("passes the shell on before the late chunks come (it streams, it does not buffer)", async () => {
    const { chunks } = await run(["<html><body>shell", "</body></html>", "<script>1</script>", "<script>2</script>"]);
    expect(chunks[0]).toBe("<html><body>shell");
    expect(chunks.at(-1)).toBe("</body></html>");
    expect(chunks.length).toBeGreaterThanOrEqual(4);
  });

  it("leaves a document without late scripts as it was, and one without the tags untouched", async () => {
    expect((await run(["<html><body>a</body></html>"])).text).toBe("<html><body>a</body></html>");
    expect((await run(["<p>a</p>", "</bo"])).text).toBe("<p>a</p></bo");
  });

  it("keeps multi-byte characters whole across chunks", async () => {
    expect((await run(["<html><body>Café ", "München</body></html>", "<script>ü</script>"])).text).toBe("<html><body>Café München<script>ü</script></body></html>");
  });
});
