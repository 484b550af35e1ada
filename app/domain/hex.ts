// Bytes as hex text and back: digests for cache keys and session ids, password salts and hashes.

/**
 * Bytes as lower-case hex, two digits a byte.
 * @example bytesToHex(new Uint8Array([0, 15, 255])) // "000fff"
 */
export function bytesToHex(bytes: ArrayBuffer | Uint8Array): string {
  return Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Hex text (two digits a byte, as bytesToHex writes it) back to bytes.
 * @example hexToBytes("000fff") // Uint8Array [0, 15, 255]
 */
export function hexToBytes(text: string): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(new ArrayBuffer(text.length / 2));
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(text.slice(i * 2, i * 2 + 2), 16);
  return out;
}
