// A new fan signed up through POST /login/signup/ as a browser on the worker's own origin sends it,
// each from its own client address (the sign-in rate limits count per address).
import { expect } from "vitest";
import { cookieHeaderFrom } from "./set-cookie";
import type { WorkerHandle } from "./worker";

let signUps = 0;

/** Signs a new fan up and returns their session's Cookie header. */
export async function signUpFan(worker: WorkerHandle, name = "Test Fan"): Promise<string> {
  signUps++;
  const res = await worker.fetch("/login/signup/", {
    method: "POST",
    headers: { origin: "http://127.0.0.1:8787", "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": `10.77.${Math.floor(signUps / 250)}.${signUps % 250}` },
    body: new URLSearchParams({ intent: "signup", name, email: `fan-${Date.now()}-${signUps}@example.com`, password: "correct horse battery", redirect: "/" }).toString(),
  });
  expect(res.status).toBe(303);
  return cookieHeaderFrom(res.headers.getSetCookie());
}
