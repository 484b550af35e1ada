// Test-only entry module: the built worker (dist/index.js) unchanged, its KV and D1 bindings
// wrapped so that a request's fault plan makes them throw or stall. Miniflare loads it beside the
// bundle (startWorker({ faults: true }) in tests/support/worker.ts); it is never deployed.
//
// The plan comes with each request, so one worker serves every case:
//   x-fault-plan: kv:throw                     every KV call of both namespaces throws
//   x-fault-plan: kv.CACHE:stall:8000          CACHE calls answer 8 s late
//   x-fault-plan: kv.STORE_CONFIG@store-hosts:throw   only calls on keys containing "store-hosts"
//   x-fault-plan: d1:throw                     every D1 call throws
//   x-fault-plan: d1@insert into sessions:throw   only statements whose SQL contains that text
// Several entries are separated by commas. A stall is a bounded delay (STALL_MS unless given)
// after which the real call runs, so a test that waits on it still ends by itself. The header is
// removed before the app sees the request; the answer carries x-faults-injected, the number of
// calls a fault hit while the request was answered, so a test can prove its fault was reached.
import app from "./index.js";

// Not exported: an entry module's named exports must be handlers. worker.ts names the same headers.
const FAULT_PLAN_HEADER = "x-fault-plan";
const FAULTS_INJECTED_HEADER = "x-faults-injected";
/** Default stall: longer than any deadline of the app (the catalog's is the longest). */
const STALL_MS = 8_000;

const ENTRY = /^(kv|kv\.CACHE|kv\.STORE_CONFIG|d1)(?:@([^:]+))?:(throw|stall)(?::(\d{1,6}))?$/;
const KV_BINDINGS = ["CACHE", "STORE_CONFIG"];
const KV_METHODS = new Set(["get", "getWithMetadata", "put", "list", "delete"]);

/** The plan's entries; a malformed entry fails the request loudly (a typo must not pass as "no fault"). */
function parsePlan(header) {
  return header
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .map((item) => {
      const m = ENTRY.exec(item);
      if (!m) throw new Error(`fault plan: cannot read "${item}"`);
      return { target: m[1], match: m[2]?.toLowerCase() ?? null, mode: m[3], ms: m[4] ? Number(m[4]) : STALL_MS };
    });
}

/** The entry that applies to a call on `binding` ("kv.CACHE", "kv.STORE_CONFIG", "d1") about `subject` (a KV key, an SQL text). */
function faultFor(plan, binding, subject) {
  const text = String(subject ?? "").toLowerCase();
  return plan.find(
    (f) => (f.target === binding || (f.target === "kv" && binding.startsWith("kv."))) && (f.match === null || text.includes(f.match)),
  );
}

/** Runs `call` under `fault`: a thrown Error, or the call after a delay. */
async function underFault(fault, what, counter, call) {
  if (!fault) return call();
  counter.count += 1;
  console.log(JSON.stringify({ level: "info", event: "fault.injected", fault: `${fault.target}:${fault.mode}`, what }));
  if (fault.mode === "throw") throw new Error(`injected fault: ${what} failed`);
  await new Promise((resolve) => setTimeout(resolve, fault.ms));
  return call();
}

function faultyKv(kv, name, plan, counter) {
  return new Proxy(kv, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (typeof value !== "function") return value;
      if (!KV_METHODS.has(prop)) return value.bind(target);
      return (...args) => {
        const subject = prop === "list" ? (args[0]?.prefix ?? "") : args[0];
        const fault = faultFor(plan, `kv.${name}`, subject);
        return underFault(fault, `kv.${name}.${prop}(${subject})`, counter, () => value.apply(target, args));
      };
    },
  });
}

/** A prepared statement that remembers its SQL, so faults can pick statements by their text. */
class FaultyStatement {
  constructor(real, sql, plan, counter) {
    this.real = real;
    this.sql = sql;
    this.plan = plan;
    this.counter = counter;
  }
  bind(...values) {
    return new FaultyStatement(this.real.bind(...values), this.sql, this.plan, this.counter);
  }
  run(...args) {
    return this.call("run", args);
  }
  all(...args) {
    return this.call("all", args);
  }
  first(...args) {
    return this.call("first", args);
  }
  raw(...args) {
    return this.call("raw", args);
  }
  call(method, args) {
    const fault = faultFor(this.plan, "d1", this.sql);
    return underFault(fault, `d1.${method}(${this.sql.replace(/\s+/g, " ").slice(0, 60)})`, this.counter, () => this.real[method](...args));
  }
}

function faultyD1(db, plan, counter) {
  return {
    prepare: (sql) => new FaultyStatement(db.prepare(sql), sql, plan, counter),
    // A batch is one transaction: one statement under a fault fails (or delays) all of them.
    batch(statements) {
      const fault = statements.map((s) => faultFor(plan, "d1", s.sql)).find(Boolean);
      return underFault(fault, `d1.batch(${statements.length})`, counter, () => db.batch(statements.map((s) => s.real)));
    },
    exec(sql) {
      return underFault(faultFor(plan, "d1", sql), `d1.exec`, counter, () => db.exec(sql));
    },
    dump: () => db.dump(),
    // A session of the real database under the same plan, its bookmark passed through.
    withSession: (constraint) => {
      const session = db.withSession(constraint);
      return { ...faultyD1(session, plan, counter), getBookmark: () => session.getBookmark() };
    },
  };
}

export default {
  async fetch(request, env, ctx) {
    const header = request.headers.get(FAULT_PLAN_HEADER);
    if (header === null) return app.fetch(request, env, ctx);
    const plan = parsePlan(header);
    const counter = { count: 0 };
    const headers = new Headers(request.headers);
    headers.delete(FAULT_PLAN_HEADER);
    const faulty = { ...env, DB: faultyD1(env.DB, plan, counter) };
    for (const name of KV_BINDINGS) faulty[name] = faultyKv(env[name], name, plan, counter);
    const response = await app.fetch(new Request(request, { headers, cf: request.cf }), faulty, ctx);
    const answer = new Response(response.body, response);
    answer.headers.set(FAULTS_INJECTED_HEADER, String(counter.count));
    return answer;
  },
};
