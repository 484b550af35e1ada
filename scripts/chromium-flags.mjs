// The flags Debian's Chromium runs with here, headless on a machine without a GPU, sandbox or
// network beyond the loopback: the browser tests (tests/support/browser.ts) and the interaction
// bench (scripts/bench/inp.mjs) launch it alike. *.localhost selects a store; it stays on the IPv4
// loopback the worker listens on.
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--host-resolver-rules=MAP *.localhost 127.0.0.1",
];
