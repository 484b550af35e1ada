#!/usr/bin/env node
// ADR 012's measurement: what a memory-hard password hash would cost a sign-in, in workerd
// (Miniflare) and, for comparison, in Node. Candidates at OWASP's parameters:
//   argon2id m = 19 MiB, t = 2, p = 1 and scrypt N = 2^17, r = 8, p = 1,
// through hash-wasm (WebAssembly) and @noble/hashes (plain JavaScript), against what the worker
// does today (PBKDF2-SHA-256 × 100,000 through WebCrypto).
//
// workerd refuses to compile WebAssembly from bytes at run time, which is how hash-wasm loads
// its modules (base64 inside its JavaScript, then WebAssembly.compile). The script tries that as
// shipped, and then with the same .wasm bytes handed to workerd as modules at load time (the only
// way a Worker can run WebAssembly), so the number is hash-wasm's speed, not its loader's.
//
// Each case is one request doing one hash. Two numbers: the request's time measured from Node
// minus an empty request's (wall clock: inflated when the machine is busy), and the CPU time the
// workerd process spent per request (user + system from /proc, Linux; minus an empty request's),
// the budget Workers count. Sequential, bounded, in memory; nothing is written.
//
//   node scripts/bench/password-hash.mjs          (BENCH_HASHES=7 per case)
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { argon2id as nobleArgon2id } from "@noble/hashes/argon2.js";
import { scrypt as nobleScrypt } from "@noble/hashes/scrypt.js";
import { build } from "esbuild";
import { argon2id as wasmArgon2id, scrypt as wasmScrypt } from "hash-wasm";
import { Miniflare } from "miniflare";

const runs = Number(process.env.BENCH_HASHES ?? 7);
const root = join(import.meta.dirname, "../..");
const ARGON2 = { parallelism: 1, iterations: 2, memorySize: 19 * 1024, hashLength: 32 };
const SCRYPT = { costFactor: 2 ** 17, blockSize: 8, parallelism: 1, hashLength: 32 };
const password = "correct horse battery staple";
const salt = new Uint8Array(16).fill(7);

// The .wasm bytes hash-wasm ships inside its ESM build (`var data$x = "<base64>"` after `var name$x = "<name>"`).
const hashWasmSource = readFileSync(join(root, "node_modules/hash-wasm/dist/index.esm.js"), "utf8");
function wasmBytes(name) {
  const m = new RegExp(`var name(\\$\\w*) = "${name}";\\s*var data\\1 = "([^"]+)"`).exec(hashWasmSource);
  if (!m) throw new Error(`hash-wasm's ${name} module was not found`);
  return Buffer.from(m[2], "base64");
}
const WASM = ["argon2", "blake2b", "scrypt", "sha256"];

// The worker: /<case> runs one hash. "preloaded" cases replace WebAssembly.compile with a lookup of
// the modules workerd compiled at load time (matched by byte length), and nothing else.
const entry = `
import { argon2id, scrypt } from "hash-wasm";
import { argon2id as nobleArgon2id } from "@noble/hashes/argon2.js";
import { scrypt as nobleScrypt } from "@noble/hashes/scrypt.js";
${WASM.map((n) => `import ${n}Module from "./${n}.wasm";`).join("\n")}
const modules = new Map([${WASM.map((n) => `[${wasmBytes(n).length}, ${n}Module]`).join(", ")}]);
const ARGON2 = ${JSON.stringify(ARGON2)};
const SCRYPT = ${JSON.stringify(SCRYPT)};
const password = ${JSON.stringify(password)};
const salt = new Uint8Array(16).fill(7);
const shippedCompile = WebAssembly.compile;
function loader(preloaded) {
  WebAssembly.compile = preloaded
    ? async (bytes) => { const m = modules.get(bytes.byteLength); if (!m) throw new Error("no preloaded module of " + bytes.byteLength + " bytes"); return m; }
    : shippedCompile;
}
const CASES = {
  empty: async () => "",
  pbkdf2: async () => {
    const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveBits"]);
    return new Uint8Array(await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations: 100000 }, key, 256)).length;
  },
  "hash-wasm-argon2id-as-shipped": async () => { loader(false); return argon2id({ password, salt, ...ARGON2, outputType: "hex" }); },
  "hash-wasm-scrypt-as-shipped": async () => { loader(false); return scrypt({ password, salt, ...SCRYPT, outputType: "hex" }); },
  "hash-wasm-argon2id-preloaded": async () => { loader(true); return argon2id({ password, salt, ...ARGON2, outputType: "hex" }); },
  "hash-wasm-scrypt-preloaded": async () => { loader(true); return scrypt({ password, salt, ...SCRYPT, outputType: "hex" }); },
  "noble-argon2id": async () => nobleArgon2id(password, salt, { t: ARGON2.iterations, m: ARGON2.memorySize, p: 1, dkLen: 32 }).length,
  "noble-scrypt": async () => nobleScrypt(password, salt, { N: SCRYPT.costFactor, r: 8, p: 1, dkLen: 32 }).length,
};
export default {
  async fetch(request) {
    const name = new URL(request.url).pathname.slice(1);
    try {
      const out = await CASES[name]();
      return new Response(String(out).slice(0, 16));
    } catch (err) {
      return new Response(String(err && err.message || err), { status: 500 });
    }
  },
};`;

const bundled = await build({
  stdin: { contents: entry, resolveDir: root, loader: "js" },
  bundle: true,
  write: false,
  format: "esm",
  platform: "neutral",
  mainFields: ["module", "main"],
  conditions: ["workerd", "worker", "browser"],
  external: ["./*.wasm"],
});
const modules = [
  { type: "ESModule", path: "/bench/worker.mjs", contents: bundled.outputFiles[0].text },
  ...WASM.map((n) => ({ type: "CompiledWasm", path: `/bench/${n}.wasm`, contents: wasmBytes(n) })),
];
// hash-wasm caches a module per name, a refused compile included: the as-shipped cases get an isolate of their own.
const startBench = () => new Miniflare({ modules, modulesRoot: "/bench", compatibilityDate: "2026-04-01" });
let mf = startBench();

/** User + system CPU milliseconds of this process's workerd children so far (Linux /proc; 0 elsewhere). */
function workerdCpuMs() {
  let total = 0;
  for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const comm = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      // fields[1] is the parent pid; utime and stime are fields 14 and 15 of stat (11 and 12 here), in 1/100 s.
      if (comm === "workerd" && Number(fields[1]) === process.pid) total += (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      // a process that ended meanwhile
    }
  }
  return total;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
async function timeRequest(name) {
  const t = performance.now();
  const res = await mf.dispatchFetch(`http://bench.localhost/${name}`);
  const body = await res.text();
  return { ms: performance.now() - t, ok: res.status === 200, body };
}

async function timeNode(fn) {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}

try {
  // Warm the isolate (and each WebAssembly instance) once.
  const empty = [];
  for (let i = 0; i < runs * 2; i++) empty.push((await timeRequest("empty")).ms);
  const base = median(empty);
  console.log(`workerd (Miniflare): empty request ${base.toFixed(1)} ms (median of ${empty.length}); per case, one hash per request, minus the empty request:`);
  for (const name of ["hash-wasm-argon2id-as-shipped", "hash-wasm-scrypt-as-shipped"]) {
    const r = await timeRequest(name);
    console.log(`  ${name.padEnd(32)} ${r.ok ? `${(r.ms - base).toFixed(1)} ms (n=1)` : `refused: ${r.body.slice(0, 140)}`}`);
  }
  await mf.dispose();
  mf = startBench();
  for (let i = 0; i < runs; i++) await timeRequest("empty");
  const emptyBefore = workerdCpuMs();
  for (let i = 0; i < 50; i++) await timeRequest("empty");
  const emptyCpu = (workerdCpuMs() - emptyBefore) / 50;
  for (const name of ["pbkdf2", "hash-wasm-argon2id-preloaded", "hash-wasm-scrypt-preloaded", "noble-argon2id", "noble-scrypt"]) {
    const first = await timeRequest(name);
    if (!first.ok) {
      console.log(`  ${name.padEnd(32)} refused: ${first.body.slice(0, 140)}`);
      continue;
    }
    const times = [];
    let failed = null;
    const cpuBefore = workerdCpuMs();
    for (let i = 0; i < (name.startsWith("noble") ? Math.min(runs, 3) : runs); i++) {
      const r = await timeRequest(name);
      if (!r.ok) failed = r.body;
      times.push(r.ms);
    }
    const cpu = (workerdCpuMs() - cpuBefore) / times.length - emptyCpu;
    console.log(`  ${name.padEnd(32)} ${failed ? `failed: ${failed.slice(0, 140)}` : `${(median(times) - base).toFixed(1)} ms wall, ${cpu.toFixed(0)} ms CPU (n=${times.length})`}`);
  }
  console.log(`Node ${process.version} (same packages, for comparison), median of ${runs}:`);
  const node = {
    "hash-wasm argon2id": () => wasmArgon2id({ password, salt, ...ARGON2, outputType: "hex" }),
    "hash-wasm scrypt": () => wasmScrypt({ password, salt, ...SCRYPT, outputType: "hex" }),
    "noble argon2id": () => nobleArgon2id(password, salt, { t: ARGON2.iterations, m: ARGON2.memorySize, p: 1, dkLen: 32 }),
    "noble scrypt": () => nobleScrypt(password, salt, { N: SCRYPT.costFactor, r: 8, p: 1, dkLen: 32 }),
  };
  for (const [name, fn] of Object.entries(node)) {
    await fn();
    const times = [];
    for (let i = 0; i < (name.startsWith("noble") ? Math.min(runs, 3) : runs); i++) times.push(await timeNode(fn));
    console.log(`  ${name.padEnd(32)} ${median(times).toFixed(1)} ms (n=${times.length})`);
  }
  const version = (pkg) => JSON.parse(readFileSync(join(root, "node_modules", pkg, "package.json"), "utf8")).version;
  console.log(`hash-wasm ${version("hash-wasm")}, @noble/hashes ${version("@noble/hashes")}`);
} finally {
  await mf.dispose();
}
