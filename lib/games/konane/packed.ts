/**
 * Packed boards for the fast searches: 2 bits per cell (0 empty, 1 `B`, 2 `W`) in int32 words,
 * cell p in word p >> 4 at bit 2·(p & 15), kept next to a plain `Uint8Array` of cells. Moves are
 * applied in place and undone, so enumerating children allocates nothing.
 */

const DR = [-1, 1, 0, 0] as const;
const DC = [0, 0, -1, 1] as const;

/** Number of int32 words of a packed board with `cells` cells. O(1). */
export function packedWords(cells: number): number {
  return Math.ceil(cells / 16);
}

/** Set cell `p` of packed `words` to `v` (0, 1 or 2). O(1). */
export function setPacked(words: Int32Array, p: number, v: number): void {
  const w = p >> 4;
  const sh = (p & 15) << 1;
  words[w] = (words[w]! & ~(3 << sh)) | (v << sh);
}

/** Cell `p` of packed `words`. O(1). */
export function getPacked(words: Int32Array, p: number): number {
  return (words[p >> 4]! >>> ((p & 15) << 1)) & 3;
}

/**
 * Enumerate the jumps of the stone at cell `p` (rows×cols board, `cells` and packed `words` in
 * sync), in the seed's direction order. The jump is applied in place; `emit()` is called with
 * the board in the child position after every landing (`maximal` false) or only after the last
 * one (`maximal` true); then everything is undone. If `emit` returns false, enumeration stops
 * (after undoing) and the function returns false. O(jumps).
 */
export function forEachJump(
  cells: Uint8Array,
  words: Int32Array,
  rows: number,
  cols: number,
  p: number,
  maximal: boolean,
  emit: () => boolean,
): boolean {
  const me = cells[p]!;
  const them = 3 - me;
  const r = (p / cols) | 0;
  const c = p - r * cols;
  for (let d = 0; d < 4; d++) {
    const dr = DR[d]!;
    const dc = DC[d]!;
    const step = dr * cols + dc;
    let cr = r;
    let cc = c;
    let cur = p;
    let jumps = 0;
    let go = true;
    for (;;) {
      const lr = cr + 2 * dr;
      const lc = cc + 2 * dc;
      if (lr < 0 || lr >= rows || lc < 0 || lc >= cols) break;
      if (cells[cur + step] !== them || cells[cur + 2 * step] !== 0) break;
      cells[cur] = 0;
      cells[cur + step] = 0;
      cells[cur + 2 * step] = me;
      setPacked(words, cur, 0);
      setPacked(words, cur + step, 0);
      setPacked(words, cur + 2 * step, me);
      cur += 2 * step;
      cr = lr;
      cc = lc;
      jumps++;
      if (!maximal && !(go = emit())) break;
    }
    if (jumps > 0 && maximal && go) go = emit();
    for (let j = 0; j < jumps; j++) {
      cur -= 2 * step;
      cells[cur + 2 * step] = 0;
      cells[cur + step] = them;
      cells[cur] = me;
      setPacked(words, cur + 2 * step, 0);
      setPacked(words, cur + step, them);
      setPacked(words, cur, me);
    }
    if (!go) return false;
  }
  return true;
}
