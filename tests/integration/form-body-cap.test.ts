// Issue 22 item 7: every form body is capped while it streams (app/lib/request-body.server.ts).
// A 10 MB post — chunked without Content-Length, or under a Content-Length that lies — is refused
// with 413 after a bounded part of it was read: a translated page on pages, the JSON envelope on
// the BFF. The body is made inside workerd as the app pulls it (tests/support/body-worker.mjs),
// so `x-body-pulled` is what the app read, not what an HTTP pipe buffered.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORM_BODY_MAX_BYTES } from "../../app/lib/request-body.server";
import { catalogueText, htmlEscaped } from "../support/catalogue";
import { answerOf, cookieHeaderFrom } from "../support/set-cookie";
import { BODY_WORKER, startWorker, type WorkerHandle } from "../support/worker";

const TEN_MB = 10 * 1024 * 1024;
/** The cap and the chunks in flight when it is passed (the generator's are 16 KB). */
const READ_AT_MOST = FORM_BODY_MAX_BYTES + 2 * 16 * 1024;

let worker: WorkerHandle;

beforeAll(async () => {
  worker = await startWorker({ wrapper: BODY_WORKER });
});

afterAll(async () => {
  await worker?.dispose();
});

/** Posts a generated 10 MB form; the answer and the bytes the worker read of it. */
async function postHuge(path: string, host: string, headers: Record<string, string> = {}) {
  const res = await worker.fetch(path, {
    method: "POST",
    host,
    headers: { "content-type": "application/x-www-form-urlencoded", "x-generated-body": String(TEN_MB), ...headers },
  });
  return { res, read: Number(res.headers.get("x-body-pulled")) };
}

describe("form bodies are capped while they stream", () => {
  it.each([
    ["/preferences/", "de.localhost", "de-DE"],
    ["/find/s/", "fr.localhost", "fr-FR"],
    ["/sell/performerSearch/", "es.localhost", "es-ES"],
    ["/login/signup/", "pl.localhost", "pl-PL"],
    ["/my/guest/orderlookup/", "it.localhost", "it-IT"],
  ])("a chunked 10 MB post to %s (%s) is a 413 page in the store's language, a bounded part read", async (path, host, locale) => {
    const { res, read } = await postHuge(path, host);
    const html = await res.text();
    expect(res.status).toBe(413);
    expect(html).toContain(htmlEscaped(catalogueText(locale, "listing", "tooLargeHeading")));
    expect(read).toBeGreaterThan(0);
    expect(read).toBeLessThanOrEqual(READ_AT_MOST);
  });

  it("a Content-Length that states less than the body sends does not lift the cap", async () => {
    const { res, read } = await postHuge("/preferences/", "de.localhost", { "x-generated-content-length": "100" });
    // The runtime may refuse the mismatch itself (an unreadable form: 400); either way no 10 MB is read.
    expect([400, 413]).toContain(res.status);
    expect(read).toBeLessThanOrEqual(READ_AT_MOST);
  });

  it("a stated Content-Length over the cap is refused before the body is read", async () => {
    const { res, read } = await postHuge("/preferences/", "de.localhost", { "x-generated-content-length": String(TEN_MB) });
    expect(res.status).toBe(413);
    expect(read).toBe(0);
  });

  it("a form under the cap is read as before", async () => {
    const res = await worker.fetch("/preferences/", {
      method: "POST",
      host: "de.localhost",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "currency", returnTo: "/", currency: "EUR" }).toString(),
    });
    expect(res.status).toBe(303);
  });

  it("a signed-in fan's 10 MB settings post is a 413, a bounded part read", async () => {
    const fan = await answerOf(
      await worker.fetch("/login/signup/", {
        method: "POST",
        host: "127.0.0.1:8787",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "signup", name: "Cap Test", email: `cap${Date.now()}@example.com`, password: "correct horse battery", redirect: "/my/profile/" }).toString(),
      }),
    );
    expect(fan.status).toBe(303);
    const { res, read } = await postHuge("/my/settings/", "127.0.0.1:8787", { cookie: cookieHeaderFrom(fan.cookies) });
    expect(res.status).toBe(413);
    expect(read).toBeLessThanOrEqual(READ_AT_MOST);
  });

  it("the BFF's sign-out form: a chunked 10 MB post is a 413 in the JSON envelope, a bounded part read", async () => {
    const { res, read } = await postHuge("/bfx-content/api/iam/logout", "127.0.0.1:8787");
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: { code: "PAYLOAD_TOO_LARGE" } });
    expect(read).toBeLessThanOrEqual(READ_AT_MOST);
  });
});
