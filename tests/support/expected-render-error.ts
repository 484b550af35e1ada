// For component tests that expect a widget to refuse bad props by throwing during render.
/**
 * Runs `fn` while render errors that React rethrows on purpose (a test expecting a widget to
 * refuse bad props) are kept out of jsdom's "Uncaught" report and React's console noise.
 */
export function withExpectedRenderError<T>(fn: () => T): T {
  const swallow = (event: ErrorEvent) => event.preventDefault();
  window.addEventListener("error", swallow);
  const original = console.error;
  console.error = () => {};
  try {
    return fn();
  } finally {
    window.removeEventListener("error", swallow);
    console.error = original;
  }
}
