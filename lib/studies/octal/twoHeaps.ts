/**
 * Two-heap positions {a, b}: a second-player win exactly when G(a) = G(b). The readers' chart
 * and its point symmetries: the chart on [0, 2c]² is symmetric under (a, b) → (2c − a, 2c − b)
 * iff x ↦ 2c − x maps the level sets of G on 0..2c onto level sets, i.e. G(2c − x) = σ(G(x))
 * for some one-to-one relabelling σ of the values.
 */

/** One cell of the two-heap chart. */
export interface TwoHeapCell {
  readonly a: number;
  readonly b: number;
  readonly nim_a: number;
  readonly nim_b: number;
  readonly first_player_wins: boolean;
}

/** All cells 0 ≤ a ≤ b ≤ max (G must cover max). O(max²). */
export function twoHeapTable(G: ArrayLike<number>, max: number): TwoHeapCell[] {
  const out: TwoHeapCell[] = [];
  for (let a = 0; a <= max; a++) {
    for (let b = a; b <= max; b++) out.push({ a, b, nim_a: G[a], nim_b: G[b], first_player_wins: G[a] !== G[b] });
  }
  return out;
}

/** The chart as a 0/1 matrix z[a][b] (1 = first player wins), 0 ≤ a, b ≤ max. O(max²). */
export function twoHeapMatrix(G: ArrayLike<number>, max: number): number[][] {
  const z: number[][] = [];
  for (let a = 0; a <= max; a++) {
    const row: number[] = [];
    for (let b = 0; b <= max; b++) row.push(G[a] === G[b] ? 0 : 1);
    z.push(row);
  }
  return z;
}

/** How well the chart on [0, 2c]² is point-symmetric about (c, c). */
export interface SymmetryReport {
  /** Centre (may be a half-integer). */
  readonly centre: number;
  /** Cells (a, b) of [0, 2c]² whose outcome differs from that of (2c − a, 2c − b). */
  readonly mismatchedCells: number;
  readonly cells: number;
  /** Heaps x ≤ 2c with G(2c − x) ≠ G(x). */
  readonly valueDifferences: readonly number[];
  /** Heaps x whose row of the chart has a mismatch. */
  readonly brokenRows: readonly number[];
  /** The relabelling σ as pairs [G(x), G(2c − x)] with G(x) ≠ G(2c − x) (consistent only when exact). */
  readonly relabelling: readonly (readonly [number, number])[];
}

/** Symmetry of the two-heap chart about (s/2, s/2), s = 2c. O(s²). */
export function chartSymmetry(G: ArrayLike<number>, s: number): SymmetryReport {
  let mis = 0;
  const broken: number[] = [];
  for (let a = 0; a <= s; a++) {
    let rowBroken = false;
    for (let b = 0; b <= s; b++) {
      if ((G[a] === G[b]) !== (G[s - a] === G[s - b])) {
        mis++;
        rowBroken = true;
      }
    }
    if (rowBroken) broken.push(a);
  }
  const diffs: number[] = [];
  const pairs = new Map<string, readonly [number, number]>();
  for (let x = 0; x <= s; x++) {
    if (G[x] !== G[s - x]) {
      diffs.push(x);
      pairs.set(`${G[x]},${G[s - x]}`, [G[x], G[s - x]]);
    }
  }
  return {
    centre: s / 2,
    mismatchedCells: mis,
    cells: (s + 1) * (s + 1),
    valueDifferences: diffs,
    brokenRows: broken,
    relabelling: [...pairs.values()],
  };
}

/** {@link chartSymmetry} for every centre c = 1, 1.5, 2, …, maxCentre. O(maxCentre³). */
export function symmetryScan(G: ArrayLike<number>, maxCentre: number): SymmetryReport[] {
  const out: SymmetryReport[] = [];
  for (let s = 2; s <= 2 * maxCentre && s < G.length; s++) out.push(chartSymmetry(G, s));
  return out;
}

/**
 * Residues n mod `period` where the mirror G(s − n) = G(n) fails for heaps from..s − from
 * (choose `from` ≥ the preperiod to look at the periodic part only). O(s).
 */
export function mirrorBreaks(G: ArrayLike<number>, s: number, from: number, period: number): number[] {
  const out = new Set<number>();
  for (let n = from; n <= s - from; n++) if (G[n] !== G[s - n]) out.add(n % period);
  return [...out].sort((a, b) => a - b);
}
