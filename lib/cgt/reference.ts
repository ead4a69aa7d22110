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

function refEq(g: GameTree, h: GameTree): boolean {
  return refLeq(g, h) && refLeq(h, g);
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

export { refEq as refEquals };
