/** Bit-twiddling primitives shared by every layer (one copy, tested against a naive loop). */

/**
 * Number of set bits of the low 32 bits of `x` (SWAR: four shifts, masks and one multiply). O(1).
 * Negative numbers count their two's-complement bits (popcount32(-1) = 32).
 */
export function popcount32(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Index (0..31) of the lowest set bit of the low 32 bits of `x`, or 32 when `x` has none. O(1). */
export function lowestBit32(x: number): number {
  return x === 0 ? 32 : 31 - Math.clz32(x & -x);
}
