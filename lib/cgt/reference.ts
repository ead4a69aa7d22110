/**
 * Slow reference implementation over explicit game trees, independent of the hash-consed store:
 * no ids, no memo tables, no number shortcuts — just the definitions. Used by the tests to
 * cross-check the fast store on small games. Everything here is exponential; keep games small.
 */

/** An explicit game tree {left | right}. */
export interface GameTree {
  left: GameTree[];
  right: GameTree[];
}

/** G ≤ H by the definition: no G^L ≥ H and no H^R ≤ G. Exponential, unmemoized. */
export function refLeq(g: GameTree, h: GameTree): boolean {
  for (const gl of g.left) if (refLeq(h, gl)) return false;
  for (const hr of h.right) if (refLeq(hr, g)) return false;
  return true;
}

/** G + H as a (non-canonical) tree by the definition. Exponential. */
export function refAdd(g: GameTree, h: GameTree): GameTree {
  return {
    left: [...g.left.map((x) => refAdd(x, h)), ...h.left.map((y) => refAdd(g, y))],
    right: [...g.right.map((x) => refAdd(x, h)), ...h.right.map((y) => refAdd(g, y))],
  };
}

/** -G = {-G^R | -G^L}. */
export function refNeg(g: GameTree): GameTree {
  return { left: g.right.map(refNeg), right: g.left.map(refNeg) };
}

/** Birthday of the tree as given (height). */
export function refBirthday(g: GameTree): number {
  let b = 0;
  for (const x of [...g.left, ...g.right]) b = Math.max(b, refBirthday(x) + 1);
  return b;
}

/**
 * Canonical form by the textbook procedure: canonicalize the options, then repeatedly remove a
 * dominated option or bypass a reversible one (one at a time) until neither exists.
 */
export function refCanonical(g: GameTree): GameTree {
  let L = g.left.map(refCanonical);
  let R = g.right.map(refCanonical);
  for (;;) {
    const cur: GameTree = { left: L, right: R };
    // Dominated (or duplicate) left option: L[i] ≤ L[j], j ≠ i.
    const dl = L.findIndex((x, i) => L.some((y, j) => j !== i && refLeq(x, y)));
    if (dl >= 0) {
      L = L.filter((_, i) => i !== dl);
      continue;
    }
    const dr = R.findIndex((x, i) => R.some((y, j) => j !== i && refLeq(y, x)));
    if (dr >= 0) {
      R = R.filter((_, i) => i !== dr);
      continue;
    }
    // Reversible left option: some L[i]^R ≤ G; replace L[i] by that option's left options.
    let done = true;
    for (let i = 0; i < L.length && done; i++) {
      const rev = L[i].right.find((xr) => refLeq(xr, cur));
      if (rev) {
        L = [...L.filter((_, k) => k !== i), ...rev.left];
        done = false;
      }
    }
    for (let i = 0; i < R.length && done; i++) {
      const rev = R[i].left.find((xl) => refLeq(cur, xl));
      if (rev) {
        R = [...R.filter((_, k) => k !== i), ...rev.right];
        done = false;
      }
    }
    if (done) return cur;
  }
}

/** Structural equality of two trees up to the order of options (as sets). For canonical trees: equal value ⇔ equal. */
export function refEqual(a: GameTree, b: GameTree): boolean {
  const sameSet = (x: GameTree[], y: GameTree[]): boolean =>
    x.every((p) => y.some((q) => refEqual(p, q))) && y.every((q) => x.some((p) => refEqual(p, q)));
  return sameSet(a.left, b.left) && sameSet(a.right, b.right);
}

/** Integer value of a canonical tree if it is an integer ({n-1|} chains, {|}), else undefined. */
function refInteger(g: GameTree): number | undefined {
  if (g.left.length === 0 && g.right.length === 0) return 0;
  if (g.left.length === 1 && g.right.length === 0) {
    const v = refInteger(g.left[0]);
    return v !== undefined && v >= 0 ? v + 1 : undefined;
  }
  if (g.left.length === 0 && g.right.length === 1) {
    const v = refInteger(g.right[0]);
    return v !== undefined && v <= 0 ? v - 1 : undefined;
  }
  return undefined;
}

/**
 * Thermograph of a *canonical* tree sampled on the temperature grid t_i = -1 + i·step
 * (i = 0 … n-1), by the definition applied pointwise in doubles: integers are masts from t = -1;
 * otherwise L(t) = max (R_{G^L}(t) − t), R(t) = min (L_{G^R}(t) + t) up to the first grid point
 * where L ≤ R, the mast above it. Exact when every corner of every subgame lies on the grid
 * (true for small birthdays and a step of 1/64). Returns the walls, the temperature and the mean.
 */
export function refThermographSampled(
  g: GameTree,
  step: number,
  n: number,
): { left: number[]; right: number[]; temperature: number; mean: number } {
  const memo = new Map<GameTree, { left: number[]; right: number[]; temperature: number; mean: number }>();
  const rec = (x: GameTree): { left: number[]; right: number[]; temperature: number; mean: number } => {
    const m = memo.get(x);
    if (m) return m;
    const v = refInteger(x);
    let res;
    if (v !== undefined) {
      const w = new Array<number>(n).fill(v);
      res = { left: w, right: w, temperature: -1, mean: v };
    } else {
      const ls = x.left.map(rec);
      const rs = x.right.map(rec);
      const left: number[] = [];
      const right: number[] = [];
      let T = -1;
      let mast = NaN;
      for (let i = 0; i < n; i++) {
        if (T >= 0) {
          left.push(mast);
          right.push(mast);
          continue;
        }
        const t = -1 + i * step;
        const l = Math.max(...ls.map((o) => o.right[i] - t));
        const r = Math.min(...rs.map((o) => o.left[i] + t));
        if (l <= r) {
          if (l !== r) throw new Error("refThermographSampled: the walls cross between grid points");
          T = i;
          mast = l;
        }
        left.push(l);
        right.push(r);
      }
      if (T < 0) throw new Error("refThermographSampled: walls do not meet on the grid");
      res = { left, right, temperature: -1 + T * step, mean: mast };
    }
    memo.set(x, res);
    return res;
  };
  return rec(g);
}

/**
 * Outcome class by play, with no comparisons at all: Left moving first wins iff some G^L is a
 * position Right (moving first there) loses, and symmetrically. Exponential in the tree.
 */
export function refOutcome(g: GameTree): "L" | "R" | "P" | "N" {
  const leftFirst = (x: GameTree): boolean => x.left.some((y) => !rightFirst(y));
  const rightFirst = (x: GameTree): boolean => x.right.some((y) => !leftFirst(y));
  const l = leftFirst(g);
  const r = rightFirst(g);
  return l ? (r ? "N" : "L") : r ? "R" : "P";
}
