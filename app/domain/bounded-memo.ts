// Remembered answers per key, for pure work that pages repeat with the same few inputs over and
// over (issue 9: Intl formatters, country names, formatted addresses). Runs in the worker and the
// pages.
//
// The table is bounded: keys may come from requests (zones, addresses), and a table that grew with
// every distinct input would let crafted requests grow the isolate's memory. Past the bound the
// oldest entry goes. A build that throws is not remembered.

/**
 * A table of at most `entries` answers: `remember(key, build)` returns the answer kept for `key`,
 * or builds and keeps it.
 * @example const remember = boundedMemo<string>(2); remember("a", () => "A") // "A", built once
 */
export function boundedMemo<T>(entries: number): (key: string, build: () => T) => T {
  const table = new Map<string, T>();
  return (key, build) => {
    let value = table.get(key);
    if (value === undefined && !table.has(key)) {
      value = build();
      if (table.size >= entries) table.delete(table.keys().next().value as string);
      table.set(key, value);
    }
    return value as T;
  };
}
