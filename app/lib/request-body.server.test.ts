import { describe, expect, it } from "vitest";
import { FORM_BODY_MAX_BYTES, readBoundedBody, readFormBody, readPageForm } from "./request-body.server";

const CHUNK = 4096;

/** A POST whose body is `size` bytes made as they are pulled; `pulled()` counts them. */
function streamedPost(size: number, headers: Record<string, string> = {}) {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled >= size) return controller.close();
        const chunk = new Uint8Array(Math.min(CHUNK, size - pulled)).fill(0x78);
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  const request = new Request("https://www.stagefront.example/preferences/", { method: "POST", body, headers, duplex: "half" } as RequestInit);
  return { request, pulled: () => pulled };
}

describe("readBoundedBody", () => {
  it("stops a chunked body without Content-Length at the cap: a bounded part read", async () => {
    const post = streamedPost(10 * 1024 * 1024);
    expect(post.request.headers.get("content-length")).toBeNull();
    expect(await readBoundedBody(post.request)).toEqual({ ok: false, reason: "too-large" });
    expect(post.pulled()).toBeLessThanOrEqual(FORM_BODY_MAX_BYTES + CHUNK);
  });

  it("does not trust a Content-Length that states less than the body sends", async () => {
    const post = streamedPost(10 * 1024 * 1024, { "content-length": "100" });
    expect(post.request.headers.get("content-length")).toBe("100");
    expect(await readBoundedBody(post.request)).toEqual({ ok: false, reason: "too-large" });
    expect(post.pulled()).toBeLessThanOrEqual(FORM_BODY_MAX_BYTES + CHUNK);
  });

  it("refuses a stated Content-Length over the cap without reading a byte", async () => {
    const post = streamedPost(10 * 1024 * 1024, { "content-length": String(10 * 1024 * 1024) });
    expect(await readBoundedBody(post.request)).toEqual({ ok: false, reason: "too-large" });
    expect(post.pulled()).toBe(0);
  });

  it.each([FORM_BODY_MAX_BYTES, 100, 0])("reads a body of %i bytes whole", async (size) => {
    const post = streamedPost(size);
    const read = await readBoundedBody(post.request);
    expect(read.ok && read.bytes.byteLength).toBe(size);
  });

  it("counts bytes, not characters", async () => {
    const text = "é".repeat(FORM_BODY_MAX_BYTES / 2 + 1);
    const read = await readBoundedBody(new Request("https://x.example/", { method: "POST", body: text }), FORM_BODY_MAX_BYTES);
    expect(read).toEqual({ ok: false, reason: "too-large" });
  });

  it("a body already read is unreadable, not empty", async () => {
    const request = new Request("https://x.example/", { method: "POST", body: "a=1" });
    await request.text();
    expect(await readBoundedBody(request)).toEqual({ ok: false, reason: "unreadable" });
  });
});

describe("readFormBody and readPageForm", () => {
  it("parses urlencoded and multipart forms from the bytes read", async () => {
    const urlencoded = await readFormBody(new Request("https://x.example/", { method: "POST", body: new URLSearchParams({ q: "Adele", n: "1" }) }));
    expect(urlencoded.ok && Object.fromEntries(urlencoded.form)).toEqual({ q: "Adele", n: "1" });
    const multipart = new FormData();
    multipart.set("q", "Bühne");
    const parsed = await readFormBody(new Request("https://x.example/", { method: "POST", body: multipart }));
    expect(parsed.ok && parsed.form.get("q")).toBe("Bühne");
  });

  it("a body that is not a form is unreadable (the caller's 400), a multipart without its boundary too", async () => {
    const json = await readFormBody(new Request("https://x.example/", { method: "POST", body: "{}", headers: { "content-type": "application/json" } }));
    expect(json).toEqual({ ok: false, reason: "unreadable" });
    const broken = await readFormBody(new Request("https://x.example/", { method: "POST", body: "x", headers: { "content-type": "multipart/form-data" } }));
    expect(broken).toEqual({ ok: false, reason: "unreadable" });
  });

  it("a page's form over the cap is a 413 answer; an unreadable one is null", async () => {
    const thrown = await readPageForm(streamedPost(FORM_BODY_MAX_BYTES + 1).request).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(413);
    expect(await readPageForm(new Request("https://x.example/", { method: "POST", body: "{}", headers: { "content-type": "application/json" } }))).toBeNull();
  });
});
