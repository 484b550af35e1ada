#!/usr/bin/env node
// What a sign-in costs: sequential POST /login/signup/ sign-ins (PBKDF2-SHA-256, 100,000
// iterations, plus the session write) against GET /login/signup/ (the same route without hashing),
// in workerd through Miniflare on the local state. One account created for the run; bounded;
// 127.0.0.1 only. The difference of the medians is the password hash's cost per sign-in.
//
//   npm run build && node scripts/bench/sign-in.mjs        (BENCH_SIGNINS=30)
import { startLocalWorker } from "./local-worker.mjs";

const runs = Number(process.env.BENCH_SIGNINS ?? 30);
const { mf, base } = await startLocalWorker();
const origin = new URL(base).origin;
// The per-account limit allows 10 sign-ins in 10 minutes: one account per 10 runs.
const emails = Array.from({ length: Math.ceil(runs / 10) }, (_, i) => `bench-${Date.now()}-${i}@example.com`);
const password = "bench password 123";

function post(fields, ip) {
  return fetch(new URL("/login/signup/", base), {
    method: "POST",
    redirect: "manual",
    headers: { origin, "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": ip },
    body: new URLSearchParams(fields),
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
try {
  for (const [i, email] of emails.entries()) {
    const created = await post({ intent: "signup", name: "Bench", email, password }, `203.0.113.${i + 1}`);
    if (created.status !== 303) throw new Error(`sign-up answered ${created.status}`);
  }
  const signIns = [];
  const pages = [];
  for (let i = 0; i < runs; i++) {
    let t = performance.now();
    const res = await post({ intent: "signin", email: emails[i % emails.length], password }, `198.51.100.${(i % 200) + 2}`);
    await res.arrayBuffer();
    if (res.status !== 303) throw new Error(`sign-in answered ${res.status}`);
    signIns.push(performance.now() - t);
    t = performance.now();
    const page = await fetch(new URL("/login/signup/", base));
    await page.arrayBuffer();
    pages.push(performance.now() - t);
  }
  const s = median(signIns);
  const p = median(pages);
  console.log(
    `sign-in: median ${s.toFixed(1)} ms over ${signIns.length} sign-ins; ` +
      `the page without hashing ${p.toFixed(1)} ms; PBKDF2-SHA-256 × 100,000 + session ≈ ${(s - p).toFixed(1)} ms (ratio ${(s / p).toFixed(1)}×)`,
  );
} finally {
  await mf.dispose();
}
