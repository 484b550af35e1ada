import { useNonce } from "../lib/nonce";

/**
 * schema.org data as one JSON-LD script, with the answer's nonce like every inline script (the
 * edge page cache replaces it per answer). `<` and the line separators are escaped so no text of
 * the catalog can close the script or break the JSON.
 */
export function StructuredData({ data }: { data: readonly Record<string, unknown>[] }) {
  const nonce = useNonce();
  if (data.length === 0) return null;
  const json = JSON.stringify(data.length === 1 ? data[0] : data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
  return <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />;
}
