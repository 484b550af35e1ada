import { bytesToHex } from "../../app/domain/hex";

const encoder = new TextEncoder();

/**
 * SHA-256 of a text as lower-case hex: cache keys from long inputs (KV keys stop at 512 bytes)
 * and the digests the sessions table keeps.
 */
export async function sha256Hex(text: string): Promise<string> {
  return bytesToHex(await crypto.subtle.digest("SHA-256", encoder.encode(text)));
}
