// Component tests: unmount what a test rendered, so widgets never leak focus or portals into the next.
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => {
  cleanup();
});


// jsdom has no CSS.escape; user-event uses it to move between radios of one name with the arrows.
if (typeof globalThis.CSS === "undefined" || typeof globalThis.CSS.escape !== "function") {
  const escape = (value: string) => value.replace(/[^a-zA-Z0-9_\u00A0-\uFFFF-]/g, (c) => `\\${c}`);
  Object.defineProperty(globalThis, "CSS", { value: { ...(globalThis.CSS ?? {}), escape }, configurable: true });
}
