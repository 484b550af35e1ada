#!/usr/bin/env node
// What a sign-in costs: sequential POST /login/signup/ sign-ins (PBKDF2-SHA-256, 100,000
// iterations, plus the session write) against GET /login/signup/ (the same route without hashing),
// in workerd through Miniflare on the local state. One account created for the run; bounded;
// 127.0.0.1 only. The difference of the medians is the password hash's cost per sign-in (with the
// limits' D1 statements: successful sign-ins never count against them, ADR 012).
//
//   npm run build && node scripts/bench/sign-in.mjs        (BENCH_SIGNINS=30)
import { startLocalWorker } from "./local-worker.mjs";

const runs = Number(process.env.BENCH_SIGNINS ?? 30);
const { mf, base } = await startLocalWorker();
const origin = new URL(base).origin;
const email = `bench-${Date.now()}@example.com`;
const password = "bench password 123";

function post(fields) {
  return fetch(new URL("/login/signup/", base), {
    method: "POST",
    redirect: "manual",
    headers: { origin, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
try {
  const created = await post({ intent: "signup", name: "Bench", email, password });
  if (created.status !== 303) throw new Error(`sign-up answered ${created.status}`);
  const signIns = [];
  const pages = [];
  for (let i = 0; i < runs; i++) {
    let t = performance.now();
    const res = await post({ intent: "signin", email, password });
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
