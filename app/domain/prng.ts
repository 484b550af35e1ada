// Seeded pseudo-random numbers for pictures and test data that must come out the same every time.

/**
 * mulberry32: a small, fast, well-spread generator of numbers in [0, 1) from a 32-bit seed; the
 * same seed gives the same sequence everywhere.
 * @example mulberry32(1)() // 0.6270739405881613
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
