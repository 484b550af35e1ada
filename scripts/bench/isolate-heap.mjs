// The worker isolate's V8 heap, read over workerd's inspector (Chrome DevTools protocol): used
// bytes after a forced garbage collection. Resident memory (ps) says what the whole workerd
// process holds, runtime included; this says what the storefront's own JavaScript keeps alive,
// which is what a leak in our code would grow.
import { createServer } from "node:net";
import WebSocket from "ws";

/** A free TCP port on 127.0.0.1 for Miniflare's inspectorPort. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Connects to the user worker's isolate (Miniflare names it "core:user:<name>"). */
export async function connectIsolate(inspectorPort) {
  const targets = await (await fetch(`http://127.0.0.1:${inspectorPort}/json`)).json();
  const target = targets.find((t) => t.title.includes("core:user")) ?? targets[0];
  const ws = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    ws.once("open", resolve);
    ws.once("error", reject);
  });
  let id = 0;
  const pending = new Map();
  ws.on("message", (data) => {
    const message = JSON.parse(String(data));
    pending.get(message.id)?.(message);
    pending.delete(message.id);
  });
  /** One protocol call; gives up after 5 s (the inspector does not answer every method). */
  const send = (method, params = {}) =>
    Promise.race([
      new Promise((resolve) => {
        id += 1;
        pending.set(id, resolve);
        ws.send(JSON.stringify({ id, method, params }));
      }),
      new Promise((resolve) => setTimeout(() => resolve({ error: { message: `${method}: no answer in 5 s` } }), 5000)),
    ]);
  return {
    /** MiB of V8 heap in use after a full collection, or NaN when the inspector does not say. */
    async heapAfterGc() {
      await send("HeapProfiler.collectGarbage");
      const usage = await send("Runtime.getHeapUsage");
      return usage.result ? usage.result.usedSize / 1048576 : Number.NaN;
    },
    close: () => ws.close(),
  };
}
