/**
 * The growth helper of the Konane position searches (decompose.ts, the string statistics of
 * lib/studies/konane). Their packed boards are numbered by lib/util's PackedKeyInterner.
 */

/** Grow a typed array to at least `need` elements (doubling), keeping its contents. O(need) when it grows, else O(1). */
function grow(a: Int32Array, need: number): Int32Array {
  if (need <= a.length) return a;
  let cap = a.length;
  while (cap < need) cap = Math.max(16, cap * 2);
  const b = new Int32Array(cap);
  b.set(a);
  return b;
}

/** Grow helper re-exported for the searches. */
export { grow as growInt32 };
