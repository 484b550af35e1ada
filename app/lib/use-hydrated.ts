import { useEffect, useState } from "react";

/**
 * False in the server's HTML and the first client render, true once the page runs JavaScript:
 * for controls that have a no-JavaScript form (a link, an Apply button) until then.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
