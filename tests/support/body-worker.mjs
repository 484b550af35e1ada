// Test-only entry module: the built worker (dist/index.js) unchanged, in front of it a body
// generator, so a test can post a large body that is made inside workerd as the app reads it and
// learn how much the app read (no HTTP pipe between, whose buffers would blur the count).
// Loaded by startWorker({ wrapper: BODY_WORKER }) in tests/support/worker.ts; never deployed.
//
//   x-generated-body: 10485760           the request's body becomes that many bytes ("a=xxxx…"),
//                                         chunked, made as they are pulled
//   x-generated-content-length: 100      …sent under this (lying) Content-Length header
// The answer carries x-body-pulled: the bytes the app pulled from the generated body.
import app from "./index.js";

const GENERATED_BODY = "x-generated-body";
const GENERATED_LENGTH = "x-generated-content-length";
const BODY_PULLED = "x-body-pulled";
const CHUNK = 16 * 1024;

export default {
  async fetch(request, env, ctx) {
    const size = request.headers.get(GENERATED_BODY);
    if (size === null) return app.fetch(request, env, ctx);
    let pulled = 0;
    const total = Number(size);
    const body = new ReadableStream({
      pull(controller) {
        if (pulled >= total) return controller.close();
        const chunk = new Uint8Array(Math.min(CHUNK, total - pulled)).fill(0x78);
        if (pulled === 0) chunk.set(new TextEncoder().encode("a="));
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    }, { highWaterMark: 0 });
    const headers = new Headers(request.headers);
    headers.delete(GENERATED_BODY);
    headers.delete(GENERATED_LENGTH);
    headers.delete("content-length");
    const stated = request.headers.get(GENERATED_LENGTH);
    if (stated !== null) headers.set("content-length", stated);
    const response = await app.fetch(new Request(request.url, { method: request.method, headers, body, cf: request.cf }), env, ctx);
    const answer = new Response(response.body, response);
    answer.headers.set(BODY_PULLED, String(pulled));
    return answer;
  },
};
