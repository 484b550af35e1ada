// Component tests: unmount what a test rendered, so widgets never leak focus or portals into the next.
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => {
  cleanup();
});

