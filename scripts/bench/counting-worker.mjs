// Bench-only entry module (never deployed): the built worker (dist/index.js) unchanged, its D1
// binding wrapped to count the statements it runs (each statement of a batch counts), so
// bench:rush can report D1 queries per 1,000 page views. GET /__bench/d1-count answers the count
// since the isolate started; nothing else changes.
import app from "./index.js";

let statements = 0;

function countingStatement(statement) {
  return new Proxy(statement, {
    get(target, prop) {
      if (prop === "__real") return target;
      const value = Reflect.get(target, prop);
      if (typeof value !== "function") return value;
      if (prop === "bind") return (...args) => countingStatement(value.apply(target, args));
      if (["first", "all", "run", "raw"].includes(prop)) {
        return (...args) => {
          statements += 1;
          return value.apply(target, args);
        };
      }
      return value.bind(target);
    },
  });
}

function countingD1(db) {
  return new Proxy(db, {
    get(target, prop) {
      const value = Reflect.get(target, prop);
      if (prop === "prepare") return (sql) => countingStatement(value.call(target, sql));
      if (prop === "batch") {
        return (list) => {
          statements += list.length;
          return value.call(target, list.map((s) => s.__real ?? s));
        };
      }
      if (prop === "withSession") return (...args) => countingD1(value.apply(target, args));
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

export default {
  async fetch(request, env, ctx) {
    if (new URL(request.url).pathname === "/__bench/d1-count") return Response.json({ statements });
    return app.fetch(request, { ...env, DB: countingD1(env.DB) }, ctx);
  },
};
