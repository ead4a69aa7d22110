/**
 * Links and distinguishers of misère impartial games (Conway, *On Numbers and Games* ch. 12;
 * Siegel, *Combinatorial Game Theory* ch. V), constructed as in the proofs of Conway's theorems
 * and as CGSuite's MisereCanonicalGameOps (discriminatorPN, findLink) does.
 *
 * @module
 */
import { InputError, type RunOptions } from "../util";
import { type MisereGame, MISERE_ZERO, misereGame, misereHeap, misereSum, misereNimValue, mate } from "./misere";
import { requireGame, spend, underBudget } from "./misereTheory";

function star(): MisereGame {
  return misereHeap(1);
}

// ---------------------------------------------------------------------------------------------
// Links and distinguishers (ONAG ch. 12; Siegel, CGT ch. V)
// ---------------------------------------------------------------------------------------------

const linkMemo = new WeakMap<MisereGame, Map<MisereGame, MisereGame | null>>();
const discMemo = new WeakMap<MisereGame, Map<MisereGame, MisereGame>>();

/**
 * Whether G is *linked* to H: some T makes both G + T and H + T misère P-positions. By Conway's
 * theorem (ONAG ch. 12) that holds iff neither is an option of the other. O(#options).
 */
export function isMisereLinked(g: MisereGame, h: MisereGame): boolean {
  requireGame(g, "isMisereLinked: first game");
  requireGame(h, "isMisereLinked: second game");
  return !g.options.includes(h) && !h.options.includes(g);
}

/**
 * A link T of G and H (G + T and H + T both misère P-positions), built as in the proof of
 * Conway's theorem: T = {D(G′, H), D(H′, G)} where D(A, B) is a distinguisher with A + D a
 * P-position; *1 links 0 with 0. InputError if G and H are not linked. Takes a budget (units per link built); memoized per pair; cost
 * O(pairs of subpositions) recursive steps.
 */
export function misereLink(g: MisereGame, h: MisereGame, options?: RunOptions): MisereGame {
  requireGame(g, "misereLink: first game");
  requireGame(h, "misereLink: second game");
  const t = underBudget(options, "misère link", () => findLink(g, h));
  if (t === undefined) throw new InputError(`these misère games are not linked (one is an option of the other): ${String(g)}, ${String(h)}`);
  return t;
}

function pairGet<V>(memo: WeakMap<MisereGame, Map<MisereGame, V>>, a: MisereGame, b: MisereGame): V | undefined {
  return memo.get(a)?.get(b) ?? memo.get(b)?.get(a);
}

function pairSet<V>(memo: WeakMap<MisereGame, Map<MisereGame, V>>, a: MisereGame, b: MisereGame, v: V): V {
  let m = memo.get(a);
  if (!m) memo.set(a, (m = new Map<MisereGame, V>()));
  m.set(b, v);
  return v;
}

function findLink(g: MisereGame, h: MisereGame): MisereGame | undefined {
  const known = pairGet(linkMemo, g, h);
  if (known !== undefined) return known ?? undefined;
  if (g === MISERE_ZERO && h === MISERE_ZERO) return star();
  if (g.options.includes(h) || h.options.includes(g)) {
    pairSet(linkMemo, g, h, null);
    return undefined;
  }
  spend(1 + g.options.length + h.options.length);
  const opts = [...g.options.map((x) => distinguisherPN(x, h)), ...h.options.map((y) => distinguisherPN(y, g))];
  const t = misereGame(opts);
  pairSet<MisereGame | null>(linkMemo, g, h, t);
  return t;
}

/** A distinguisher D of A ≠ B with A + D a P-position and B + D an N-position (CGSuite's discriminatorPN). */
function distinguisherPN(a: MisereGame, b: MisereGame): MisereGame {
  const d = distinguisher(a, b);
  if (misereNimValue(misereSum(a, d)) === 0) return d;
  // A + D is N and B + D is P: {mate(A′), D} swaps them (ONAG ch. 12, the lemma on mates).
  return misereGame([...a.options.map(mate), d]);
}

function distinguisher(a: MisereGame, b: MisereGame): MisereGame {
  if ((a === MISERE_ZERO && misereNimValue(b) === 0) || (b === MISERE_ZERO && misereNimValue(a) === 0)) return MISERE_ZERO;
  const known = pairGet(discMemo, a, b);
  if (known) return known;
  for (const x of a.options) {
    const t = findLink(b, x);
    if (t !== undefined) return pairSet(discMemo, a, b, t);
  }
  for (const y of b.options) {
    const t = findLink(a, y);
    if (t !== undefined) return pairSet(discMemo, a, b, t);
  }
  throw new Error(`no distinguisher found for ${String(a)} and ${String(b)} (internal error: Conway's theorem)`);
}

/**
 * A *distinguisher* of G ≠ H in misère play: a game X with G + X a misère P-position and H + X an
 * N-position (CGSuite's `Distinguisher`; it exists for all G ≠ H, ONAG ch. 12). Built from links
 * of G with an option of H or of H with an option of G (then adjusted with mates). InputError if
 * G = H. Cost as {@link misereLink}.
 */
export function misereDistinguisher(g: MisereGame, h: MisereGame, options?: RunOptions): MisereGame {
  requireGame(g, "misereDistinguisher: first game");
  requireGame(h, "misereDistinguisher: second game");
  if (g === h) throw new InputError(`a game cannot be distinguished from itself: ${String(g)}`);
  return underBudget(options, "misère distinguisher", () => distinguisherPN(g, h));
}
