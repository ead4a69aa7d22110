/**
 * Canonical forms of Digraph Placement positions on words ({@link DigraphBits}): isomorphic
 * positions (the same coloured digraph, vertices numbered otherwise) get the same packed key, so
 * they share one table entry, and a position and its colour swap get the same key, negated.
 *
 * The method is individualisation–refinement (McKay's nauty, without its automorphism group),
 * on 32-bit masks and hashed colours:
 *
 *  - refinement: each vertex starts with a colour from its label (blue or red) and its loop; a
 *    round gives each vertex the hash of its colour, the sum of its out-neighbours' colours hashed
 *    one way and the sum of its in-neighbours' hashed another (sums: the multisets, whatever the
 *    numbering), until the number of distinct colours stops growing. O(n + E) per round, at most n
 *    rounds, and an insertion sort of the n colours per round.
 *  - search: while some colour is shared, the first shared colour (in the unsigned order of the
 *    colours) is split by individualising each of its vertices in turn (a fresh colour) and
 *    refining again; interchangeable vertices (twins: same colour, same out- and in-neighbours
 *    apart from each other, arcs between them both ways or neither) give the same forms, so only
 *    the first of each twin group is tried. Every leaf (all colours distinct) numbers the vertices
 *    in colour order; the form is the least word run [n, blue, out[0], …, out[n−1]] over the leaves.
 *    Two leaves with equal runs give an automorphism; at the root, a vertex in the orbit of one
 *    tried before (under the automorphisms found so far) is skipped (an alternating cycle takes two
 *    leaves, not one per vertex of a colour).
 *  - colour swap: a position with more red than blue vertices takes its swap's form (negated); one
 *    with as many of each compares its refined root colours with its swap's (sorted: an invariant)
 *    and takes the lesser side's form, or when they are equal the lesser of the two forms.
 *
 * Every choice above reads only the graph's structure (colours are functions of labels and arcs,
 * never of the numbering), so isomorphic positions reach the same least run. A hash collision only
 * merges colours that the search then separates, and the search stops after {@link MAX_LEAVES}
 * leaves with the least run found so far: both can only make the form less canonical (isomorphic
 * positions keyed apart), never wrong, since every run written is the word run of a renumbering of
 * the position itself (or of its colour swap, flagged negated), whose value is the position's (or its
 * negative). Cost: one refinement per search node; one node per vertex for graphs the refinement
 * alone separates (paths, most random digraphs), a few leaves for cycles, at most
 * {@link MAX_LEAVES} leaves for highly symmetric ones.
 *
 * @module
 */
import { type DigraphBits } from "./bits";

/** The most leaves one canonical form visits; past it the least run found so far is the key (still a correct one). */
export const MAX_LEAVES = 256;

/** Index of the lowest set bit of b, a single bit. O(1). */
const bitIndex = (b: number): number => 31 - Math.clz32(b);

/** Set bits of the low 32 bits of x. O(1). */
function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** A 32-bit mixing step (the murmur3 finaliser over a combination of a and b). O(1). */
function mix(a: number, b: number): number {
  let h = Math.imul(a ^ Math.imul(b, 0x9e3779b1), 0x85ebca6b) ^ b;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/** Per-call state of one canonical form: the position's masks and the search's scratch (never escapes a call). */
interface Search {
  n: number;
  /** Blue vertices of the position (or of its colour swap). */
  blue: number;
  out: Int32Array;
  /** In-neighbour masks. */
  inn: Int32Array;
  /** Colours per search depth (depth d: colours[d * 32 + v]). */
  colours: Int32Array;
  /** The cell a search node splits, per depth (depth d: cells[d * 32 + i]). */
  cells: Int32Array;
  /** Vertices sorted by colour (scratch of one refinement). */
  order: Int32Array;
  /** The least run so far, its length n + 2; `found` false before the first leaf. */
  best: Int32Array;
  found: boolean;
  /** A leaf's run. */
  run: Int32Array;
  /** Leaf of each vertex's place, scratch. */
  place: Int32Array;
  /** The numbering (place → vertex) of the best leaf. */
  bestOrder: Int32Array;
  /** Union–find over the vertices: the orbits of the automorphisms found (two leaves with equal runs). */
  orbit: Int32Array;
  leaves: number;
}

const S: Search = {
  n: 0,
  blue: 0,
  out: new Int32Array(32),
  inn: new Int32Array(32),
  colours: new Int32Array(33 * 32),
  cells: new Int32Array(33 * 32),
  order: new Int32Array(32),
  best: new Int32Array(34),
  found: false,
  run: new Int32Array(34),
  place: new Int32Array(32),
  bestOrder: new Int32Array(32),
  orbit: new Int32Array(32),
  leaves: 0,
};

/** The representative of v's orbit (path halving). O(α(n)). */
function orbitOf(v: number): number {
  const o = S.orbit;
  while (o[v] !== v) {
    o[v] = o[o[v]!]!;
    v = o[v]!;
  }
  return v;
}

/** Sort S.order[0..n) by the unsigned colours at `base`; returns the number of distinct colours. O(n²) worst case (insertion sort, n ≤ 32). */
function sortByColour(base: number): number {
  const { n, order, colours } = S;
  for (let i = 0; i < n; i++) order[i] = i;
  for (let i = 1; i < n; i++) {
    const v = order[i]!;
    const c = colours[base + v]! >>> 0;
    let j = i - 1;
    while (j >= 0 && colours[base + order[j]!]! >>> 0 > c) {
      order[j + 1] = order[j]!;
      j--;
    }
    order[j + 1] = v;
  }
  let k = n === 0 ? 0 : 1;
  for (let i = 1; i < n; i++) if (colours[base + order[i]!] !== colours[base + order[i - 1]!]) k++;
  return k;
}

/** Scratch of one refinement round: the next colours, and each vertex's colour hashed as seen along an out-arc and along an in-arc. */
const next = new Int32Array(32);
const asOut = new Int32Array(32);
const asIn = new Int32Array(32);

/** Stamps and values of a 64-slot set of colours, for {@link countColours} (a slot is in the set when its stamp is the current one). */
const setStamp = new Int32Array(64);
const setValue = new Int32Array(64);
let stamp = 0;

/** The number of distinct colours at `base`. O(n) (open addressing in 64 slots, n ≤ 32). */
function countColours(base: number): number {
  const { n, colours } = S;
  stamp++;
  let k = 0;
  for (let v = 0; v < n; v++) {
    const c = colours[base + v]!;
    let i = Math.imul(c, 0x9e3779b1) >>> 26;
    for (;;) {
      if (setStamp[i] !== stamp) {
        setStamp[i] = stamp;
        setValue[i] = c;
        k++;
        break;
      }
      if (setValue[i] === c) break;
      i = (i + 1) & 63;
    }
  }
  return k;
}

/** Refine the colours at `base` until the number of distinct colours stops growing; leaves S.order sorted by them; returns that number. O(rounds · (n + E)) and one sort, O(n²). */
function refine(base: number): number {
  const { n, out, inn, colours } = S;
  let k = countColours(base);
  while (k < n) {
    for (let v = 0; v < n; v++) {
      const c = colours[base + v]!;
      asOut[v] = mix(c, 0x68e31da4);
      asIn[v] = mix(c, 0x1b56c4e9);
    }
    for (let v = 0; v < n; v++) {
      let so = 0;
      let si = 0;
      for (let m = out[v]!; m !== 0; m &= m - 1) so = (so + asOut[31 - Math.clz32(m & -m)]!) | 0;
      for (let m = inn[v]!; m !== 0; m &= m - 1) si = (si + asIn[31 - Math.clz32(m & -m)]!) | 0;
      next[v] = mix(mix(colours[base + v]!, so), si);
    }
    for (let v = 0; v < n; v++) colours[base + v] = next[v]!;
    const k2 = countColours(base);
    if (k2 === k) break;
    k = k2;
  }
  return sortByColour(base);
}

/** Whether u and v (same colour) are twins: swapping them maps the graph onto itself. O(1). */
function twins(u: number, v: number): boolean {
  const { out, inn } = S;
  const bu = 1 << u;
  const bv = 1 << v;
  const both = bu | bv;
  if (((out[u]! & bu) === 0) !== ((out[v]! & bv) === 0)) return false; // loops
  if (((out[u]! & bv) === 0) !== ((out[v]! & bu) === 0)) return false; // arcs between them: both ways or neither
  return (out[u]! & ~both) === (out[v]! & ~both) && (inn[u]! & ~both) === (inn[v]! & ~both);
}

/** The leaf just written (S.run, S.order) becomes the best. O(n). */
function keepLeaf(): void {
  const { n, run, best, order, bestOrder } = S;
  for (let i = 0; i < n + 2; i++) best[i] = run[i]!;
  for (let i = 0; i < n; i++) bestOrder[i] = order[i]!;
}

/** A leaf: the run of the numbering in S.order (all colours distinct), kept when less than the best. O(n + E). */
function leaf(): void {
  const { n, order, place, out, run, best } = S;
  S.leaves++;
  for (let i = 0; i < n; i++) place[order[i]!] = i;
  let blue = 0;
  for (let m = S.blue; m !== 0; m &= m - 1) blue |= 1 << place[bitIndex(m & -m)]!;
  run[0] = n;
  run[1] = blue;
  for (let i = 0; i < n; i++) {
    let o = 0;
    for (let m = out[order[i]!]!; m !== 0; m &= m - 1) o |= 1 << place[bitIndex(m & -m)]!;
    run[i + 2] = o;
  }
  if (!S.found) {
    keepLeaf();
    S.found = true;
    return;
  }
  for (let i = 1; i < n + 2; i++) {
    if (run[i] !== best[i]) {
      if (run[i]! < best[i]!) {
        keepLeaf();
      }
      return;
    }
  }
  // equal runs: bestOrder[i] ↦ order[i] maps the graph onto itself; join the orbits it moves
  const bo = S.bestOrder;
  for (let i = 0; i < n; i++) {
    const a = orbitOf(bo[i]!);
    const b = orbitOf(order[i]!);
    if (a !== b) S.orbit[a > b ? a : b] = a > b ? b : a;
  }
}

/** The search node at `depth` (its colours at depth · 32, refined already when `refined`). */
function search(depth: number, refined: boolean): void {
  const base = depth * 32;
  const { n, order, colours } = S;
  const k = refined ? sortByColour(base) : refine(base);
  // (depth 31: only after hash collisions kept an individualised colour from being new; the leaf is then the colour order with ties in vertex order, still a numbering of the position)
  if (k === n || depth >= 31) {
    leaf();
    return;
  }
  // the first shared colour, in colour order
  let start = 0;
  while (colours[base + order[start]!] !== colours[base + order[start + 1]!]) start++;
  let end = start + 1;
  while (end < n && colours[base + order[end]!] === colours[base + order[start]!]) end++;
  // the cell's vertices, kept at this depth's slice of S.cells (the children's refinements reorder S.order)
  const cells = S.cells;
  const size = end - start;
  for (let i = 0; i < size; i++) cells[base + i] = order[start + i]!;
  const child = base + 32;
  for (let i = 0; i < size; i++) {
    const v = cells[base + i]!;
    let skip = false;
    // twins of a vertex tried before, and at the root vertices in its orbit (automorphisms found so far), give the same runs
    for (let j = 0; j < i && !skip; j++) skip = twins(cells[base + j]!, v) || (depth === 0 && orbitOf(cells[base + j]!) === orbitOf(v));
    if (skip) continue;
    colours.copyWithin(child, base, base + n);
    colours[child + v] = mix(colours[base + v]!, 0x2545f491);
    search(depth + 1, false);
    if (S.leaves >= MAX_LEAVES) return;
  }
}

/** Start a form of the position with blue set `blue` (its own or its swap's): the root colours (label and loop), refined; returns the number of distinct colours. */
function rootColours(blue: number): number {
  const n = S.n;
  S.blue = blue;
  const { colours, out } = S;
  const { inn } = S;
  // label, loop, out- and in-degree (loops apart): the first round's information, without its hashing
  for (let v = 0; v < n; v++) colours[v] = ((blue >>> v) & 1) * 2 + ((out[v]! >>> v) & 1) + 4 * (popcount(out[v]! & ~(1 << v)) + 33 * popcount(inn[v]! & ~(1 << v)));
  return refine(0);
}

/** The least run of the position whose root colours {@link rootColours} just refined, into S.best. */
function formFromRoot(): void {
  S.found = false;
  S.leaves = 0;
  for (let v = 0; v < S.n; v++) S.orbit[v] = v;
  search(0, true);
}

/** The position's refined root colours in colour order (unsigned), for comparing them with its swap's, and by vertex, to resume from. */
const rootA = new Uint32Array(32);
const rootSaved = new Int32Array(32);

/** S.best[0..len) into dst. O(len). */
function copyBest(dst: Int32Array, len: number): void {
  const b = S.best;
  for (let i = 0; i < len; i++) dst[i] = b[i]!;
}

/**
 * Writes the canonical form of p (see the module comment) into `dst` as [n, blue, out[0], …,
 * out[n−1]], the run of an isomorphic copy of p or of its colour swap; returns n + 2, or −(n + 2)
 * when it is the swap's (value negated). Isomorphic positions, and a position and its swap, write
 * equal runs (but for the leaf limit). O(search nodes · refinement), see the module comment.
 */
export function writeCanonicalBits(p: DigraphBits, dst: Int32Array): number {
  const n = p.n;
  const len = n + 2;
  if (n === 0) {
    dst[0] = 0;
    dst[1] = 0;
    return 2;
  }
  const all = n >= 32 ? -1 : (1 << n) - 1;
  const src = p.out;
  const { out, inn } = S;
  S.n = n;
  inn.fill(0, 0, n);
  for (let v = 0; v < n; v++) {
    const o = src[v]!;
    out[v] = o;
    for (let m = o; m !== 0; m &= m - 1) inn[bitIndex(m & -m)] |= 1 << v;
  }
  const blue = p.blue & all;
  let nb = 0;
  for (let m = blue; m !== 0; m &= m - 1) nb++;
  if (2 * nb !== n) {
    const swap = 2 * nb < n; // the form with more blue vertices
    rootColours(swap ? ~blue & all : blue);
    formFromRoot();
    copyBest(dst, len);
    return swap ? -len : len;
  }
  // as many blue as red: the refined root colours of the position and of its swap (an invariant of each) decide when they differ
  const { colours, order } = S;
  rootColours(blue);
  for (let i = 0; i < n; i++) rootA[i] = colours[order[i]!]!;
  for (let v = 0; v < n; v++) rootSaved[v] = colours[v]!;
  rootColours(~blue & all);
  let cmp = 0;
  for (let i = 0; i < n && cmp === 0; i++) {
    const c = colours[order[i]!]! >>> 0;
    if (c !== rootA[i]) cmp = c < rootA[i]! ? -1 : 1;
  }
  if (cmp < 0) {
    formFromRoot();
    copyBest(dst, len);
    return -len;
  }
  if (cmp === 0) {
    formFromRoot();
    copyBest(dst, len);
  }
  for (let v = 0; v < n; v++) colours[v] = rootSaved[v]!; // the position's refined root colours again
  S.blue = blue;
  formFromRoot();
  if (cmp > 0) {
    copyBest(dst, len);
    return len;
  }
  const b = S.best;
  for (let i = 1; i < len; i++) {
    if (b[i] !== dst[i]) {
      if (b[i]! < dst[i]!) {
        copyBest(dst, len);
        return len;
      }
      return -len;
    }
  }
  return len;
}
