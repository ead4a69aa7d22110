/**
 * Conway's structure theory of misère impartial games on top of the canonical forms of
 * `misere.ts`: parity (even / odd games), the tame / restive / restless family, parts, prime
 * games and partitions, misère differences, links and distinguishers.
 *
 * Sources: Conway, *On Numbers and Games* (ONAG, 1976; 2nd ed. 2001) ch. 12 "How to lose when you
 * must"; Berlekamp–Conway–Guy, *Winning Ways* (WW, 2nd ed. 2001–04) ch. 13 "Survival in the lost
 * world"; Siegel, *Combinatorial Game Theory* (2013) ch. V; CGSuite's implementation of them
 * (Dan Hoey and Aaron Siegel, `org.cgsuite.core.misere.MisereCanonicalGameOps` and `Phylum`,
 * github.com/aaron-siegel/cgsuite), whose algorithms are followed here where ONAG leaves the
 * computation open (the phylum of a game; Siegel's algorithm for parts).
 *
 * Every game here is a canonical {@link MisereGame}; results are memoized per game object
 * (WeakMaps, so a `resetMisereStore()` simply orphans them). The searches (parts, partitions,
 * differences, extraversion) take a budget (`RunOptions`) and stop with BudgetExceededError; the
 * memo tables are written only with whole results, so a stopped search leaves them consistent.
 *
 * Why one file of ~630 lines: one theory whose parts build on each other (parity under the
 * phylum and the parts, the parts under differences, partitions and extraversion); links and
 * distinguishers, which only need the canonical forms, are in `misereLinks.ts`.
 *
 * @module
 */
import { Budget, InputError, type RunOptions } from "../util";
import {
  type MisereGame,
  MISERE_ZERO,
  misereGame,
  misereHeap,
  misereSum,
  normalNimValue,
  misereNimValue,
  misereBirthday,
  genus,
  formatGenus,
} from "./misere";

// ---------------------------------------------------------------------------------------------
// Parity: even and odd games
// ---------------------------------------------------------------------------------------------

const evenMemo = new WeakMap<MisereGame, boolean>();

function star(): MisereGame {
  return misereHeap(1);
}

/** Check that g is a current MisereGame (InputError otherwise); internal to the misère modules. */
export function requireGame(g: unknown, what: string): MisereGame {
  const fail = (): never => {
    throw new InputError(
      `${what} must be a MisereGame (from misereGame, misereHeap, misereCanonicalForm or parseMisere); for an impartial game given ` +
        `another way take cgt.misereCanonicalForm(x) first (a partizan game has no misère theory)`,
    );
  };
  if (typeof g !== "object" || g === null || !("options" in g) || !("id" in g)) return fail();
  try {
    misereBirthday(g as MisereGame); // the store checks that the object is one of its current games
  } catch {
    return fail();
  }
  return g as MisereGame;
}

/**
 * Whether G is *even* (ONAG ch. 12): the birthday of G is less than that of G + *1. (Conway shows
 * that the birthdays of G and G + *1 always differ by exactly one, so every game is either even or
 * odd, and G + *1 has the other parity; 0 is even, *1 odd, *n has the parity of n.) Memoized;
 * cost of one misère sum G + *1 (about the size of G) the first time.
 */
export function isMisereEven(g: MisereGame): boolean {
  requireGame(g, "isMisereEven");
  return isEven(g);
}

function isEven(g: MisereGame): boolean {
  const known = evenMemo.get(g);
  if (known !== undefined) return known;
  const r = g === MISERE_ZERO ? true : g === star() ? false : misereBirthday(g) < misereBirthday(misereSum(g, star()));
  evenMemo.set(g, r);
  return r;
}

/** Whether G is *odd* (ONAG ch. 12): not even, i.e. G + *1 is born earlier than G. Cost as {@link isMisereEven}. */
export function isMisereOdd(g: MisereGame): boolean {
  return !isMisereEven(g);
}

/** The even one of G and G + *1 (CGSuite's "even part"). Cost as {@link isMisereEven}. */
export function misereEvenPart(g: MisereGame): MisereGame {
  requireGame(g, "misereEvenPart");
  return evenPart(g);
}

function evenPart(g: MisereGame): MisereGame {
  return isEven(g) ? g : misereSum(g, star());
}

function parity(g: MisereGame): 0 | 1 {
  return isEven(g) ? 0 : 1;
}

function withParity(e: MisereGame, p: number): MisereGame {
  return p === 0 ? e : misereSum(e, star());
}

/** Whether G's canonical form is a nim-heap *n (CGSuite's IsNimHeap). O(1) after the heap *b(G) exists. */
export function isNimHeap(g: MisereGame): boolean {
  requireGame(g, "isNimHeap");
  const b = misereBirthday(g);
  return g.options.length === b && g === misereHeap(b);
}

// ---------------------------------------------------------------------------------------------
// The tame / restive / restless family (ONAG ch. 12; CGSuite's Phylum)
// ---------------------------------------------------------------------------------------------

/**
 * The phylum of a misère game, as CGSuite (Dan Hoey's `Phylum`) refines ONAG ch. 12's classes:
 *  - "nim-heap": tame, and its genus is that of a nim-heap (g^{…} with G⁺ = G⁻ ≥ 2, or
 *    {G⁺, G⁻} = {0, 1}); every option is of this phylum too (a heap is, and so are a few
 *    non-heaps that act as one);
 *  - "hereditarily tame": every option hereditarily tame (or a nim-heap) and a tame genus
 *    (G⁺ = G⁻, or G⁺, G⁻ ≤ 1);
 *  - "reversibly tame": tame genus; the options that are not generally tame are *reversible* —
 *    each has one generally tame option with the G⁺ of G and one with the G⁻ of G — and G⁺, G⁻ are
 *    the mex of those of the generally tame options (ONAG's "generally tame": the wild options
 *    can be ignored, as reversible moves);
 *  - "tameable": the same with tameable options allowed as the reversing and the kept options;
 *  - "hereditarily restive" / "reversibly restive": a restive genus (G⁺ ≤ 1 < G⁻, ONAG's
 *    "ambivalent nim-heaps"), every option hereditarily tame / every non-tame option reversible
 *    through restive-or-tame options of matching values;
 *  - "restless": G⁻ ≤ 1 < G⁺, every option generally tame;
 *  - "wild": none of these.
 * Computed on the even part (the phylum of G + *1 is that of G), from the options' phyla, G⁺,
 * G⁻ and the options of the options: O(Σ options of options) per game, memoized.
 */
export type MiserePhylum =
  | "nim-heap"
  | "hereditarily tame"
  | "reversibly tame"
  | "tameable"
  | "hereditarily restive"
  | "reversibly restive"
  | "restless"
  | "wild";

// CGSuite's Phylum order (the ordinal matters: "the wildest option" is the largest); the
// intermediate WILD_OF_* values are never stored.
const enum P {
  NIMHEAP,
  HT,
  RT,
  TAMEABLE,
  WILD_TAME_GENUS,
  HR,
  RR,
  WILD_RESTIVE_GENUS,
  RESTLESS,
  WILD_RESTLESS_GENUS,
  WILD,
}
const PHYLUM_NAME: Partial<Record<P, MiserePhylum>> = {
  [P.NIMHEAP]: "nim-heap",
  [P.HT]: "hereditarily tame",
  [P.RT]: "reversibly tame",
  [P.TAMEABLE]: "tameable",
  [P.HR]: "hereditarily restive",
  [P.RR]: "reversibly restive",
  [P.RESTLESS]: "restless",
  [P.WILD]: "wild",
};

const genTame = (p: P): boolean => p === P.NIMHEAP || p === P.HT || p === P.RT;
const tameable = (p: P): boolean => genTame(p) || p === P.TAMEABLE;
const restiveOrTame = (p: P): boolean => genTame(p) || p === P.HR || p === P.RR;

const phylumMemo = new WeakMap<MisereGame, P>();

function mex(s: ReadonlySet<number>): number {
  let m = 0;
  while (s.has(m)) m++;
  return m;
}

function phylumOf(g: MisereGame): P {
  const known = phylumMemo.get(g);
  if (known !== undefined) return known;
  const e = evenPart(g);
  let p = phylumMemo.get(e);
  if (p === undefined) {
    p = classify(e);
    phylumMemo.set(e, p);
  }
  phylumMemo.set(g, p);
  return p;
}

/** CGSuite's MisereCanonicalGameOps.makeGameRecord phylum computation, for an even game. */
function classify(e: MisereGame): P {
  const opts = e.options;
  if (opts.length === 0) return P.NIMHEAP;
  let wildest = P.NIMHEAP;
  for (const o of opts) {
    if (!genTame(wildest)) break;
    const q = phylumOf(o);
    if (q > wildest) wildest = q;
  }
  const gP = normalNimValue(e), gM = misereNimValue(e);
  const genusKind = gP === gM || (gP | gM) <= 1 ? P.WILD_TAME_GENUS : gP < 2 ? P.WILD_RESTIVE_GENUS : gM < 2 ? P.WILD_RESTLESS_GENUS : P.WILD;
  if (wildest === P.NIMHEAP || wildest === P.HT) {
    if (genusKind === P.WILD_TAME_GENUS) return wildest === P.NIMHEAP && (gP > 1 || gP !== gM) ? P.NIMHEAP : P.HT;
    if (genusKind === P.WILD_RESTIVE_GENUS) return P.HR;
    if (genusKind === P.WILD_RESTLESS_GENUS) return P.RESTLESS;
  } else if (wildest === P.RT) {
    if (genusKind === P.WILD_TAME_GENUS) return P.RT;
    if (genusKind === P.WILD_RESTIVE_GENUS) return P.RR;
    if (genusKind === P.WILD_RESTLESS_GENUS) return P.RESTLESS;
  }
  if (genusKind !== P.WILD_TAME_GENUS && genusKind !== P.WILD_RESTIVE_GENUS) return P.WILD;
  return reversibleClass(e, genusKind, gP, gM);
}

/** The second stage: a game of tame or restive genus with a wild option — are the wild options reversible? */
function reversibleClass(e: MisereGame, genusKind: P, gP: number, gM: number): P {
  const tameP = new Set<number>(), tameM = new Set<number>();
  const tblP = new Set<number>(), tblM = new Set<number>();
  const possible = new Set<P>(genusKind === P.WILD_TAME_GENUS ? [P.RT, P.TAMEABLE] : [P.RR]);
  for (const o of e.options) {
    const op = phylumOf(o);
    if (genTame(op)) {
      tameP.add(normalNimValue(o));
      tameM.add(misereNimValue(o));
      continue;
    }
    let mTbl = false, pTbl = false;
    if (possible.has(P.TAMEABLE) && op === P.TAMEABLE) {
      // (CGSuite records the values of the option's even part here; we take the option's own.)
      tblM.add(misereNimValue(o));
      tblP.add(normalNimValue(o));
      mTbl = pTbl = true;
    }
    let mFound = false, pFound = false;
    for (const s of o.options) {
      const sp = phylumOf(s);
      if (!(genTame(sp) || (possible.has(P.RR) && restiveOrTame(sp)) || (possible.has(P.TAMEABLE) && tameable(sp)))) continue;
      const sM = misereNimValue(s), sP = normalNimValue(s);
      if (genTame(sp) && genusKind === P.WILD_TAME_GENUS) {
        mFound ||= gM === sM;
        pFound ||= gP === sP;
      } else if (restiveOrTame(sp) && genusKind === P.WILD_RESTIVE_GENUS) {
        mFound ||= gM === sM && (sP <= 1 || (sP ^ gM) <= 1);
        pFound ||= gP === sP && (sM <= 1 || (sM ^ gM) <= 1);
      } else if (sp === P.TAMEABLE && possible.has(P.TAMEABLE)) {
        mTbl ||= gM === sM;
        pTbl ||= gP === sP;
      }
    }
    if (!(mFound && pFound)) {
      possible.delete(P.RT);
      possible.delete(P.RR);
      if (!(mTbl && pTbl)) possible.delete(P.TAMEABLE);
      if (possible.size === 0) return P.WILD;
    }
  }
  if (gP !== mex(tameP) || gM !== mex(tameM)) {
    possible.delete(P.RT);
    possible.delete(P.RR);
  }
  if (possible.has(P.TAMEABLE)) {
    for (const v of tblP) tameP.add(v);
    for (const v of tblM) tameM.add(v);
    if ((gP !== mex(tameP) || gM !== mex(tameM)) && (tameP.size > 0 || gP > 0)) possible.delete(P.TAMEABLE);
  }
  for (const q of [P.RT, P.TAMEABLE, P.RR]) if (possible.has(q)) return q;
  return P.WILD;
}

/** The phylum of G (see {@link MiserePhylum}). Memoized; O(Σ options of options) per new subposition. */
export function miserePhylum(g: MisereGame): MiserePhylum {
  return PHYLUM_NAME[phylumOf(requireGame(g, "miserePhylum"))]!;
}

/**
 * The genus of G as CGSuite prints it, with WW's abbreviations: a game of the nim-heap phylum
 * shows only G⁺ (`0` for 0^{120}, `2` for 2^{20}), a tame or restive one G⁺^G⁻ (`0^0` for
 * 0^{02}, `1^2` for the restive 1^{20}), where the rest of the sequence follows from the
 * phylum; any other game its explicit genus ({@link formatGenus}). Cost as {@link miserePhylum}
 * plus the genus.
 */
export function formatGenusAbbreviated(g: MisereGame): string {
  const p = phylumOf(requireGame(g, "formatGenusAbbreviated"));
  const gP = normalNimValue(g), gM = misereNimValue(g);
  if (p === P.NIMHEAP) return String(gP);
  if (restiveOrTame(p)) return gM >= 10 ? `${String(gP)}^(${String(gM)})` : `${String(gP)}^${String(gM)}`;
  return formatGenus(genus(g));
}

/**
 * Whether G is *tame* (ONAG ch. 12, in CGSuite's reading: hereditarily tame): G and all its
 * positions have tame genus — 0^{120}, 1^{031}, 0^{02}, 1^{13} or a^{a,a⊕2} (a ≥ 2) — so G plays
 * like a sum of nim-heaps and *2 + *2 (0^{02}) in every sum with tame games (WW ch. 13). Cost as
 * {@link miserePhylum}.
 */
export function isTame(g: MisereGame): boolean {
  const p = phylumOf(requireGame(g, "isTame"));
  return p === P.NIMHEAP || p === P.HT;
}

/**
 * Whether G is *generally tame* (ONAG ch. 12): tame genus, and every option is generally tame
 * except reversible ones (options with a generally tame option of G's G⁺ and one of G's G⁻);
 * such a game still adds like a nim-position with tame games. Cost as {@link miserePhylum}.
 */
export function isGenerallyTame(g: MisereGame): boolean {
  return genTame(phylumOf(requireGame(g, "isGenerallyTame")));
}

/**
 * Whether G is *tameable* (ONAG ch. 12): generally tame, or of tame genus where the non-tame
 * options are tameable and reverse through tameable options (CGSuite's TAMEABLE phylum). Cost as
 * {@link miserePhylum}.
 */
export function isTameable(g: MisereGame): boolean {
  return tameable(phylumOf(requireGame(g, "isTameable")));
}

/**
 * Whether G is *restive* (ONAG ch. 12, hereditarily): not tame, G⁺ ∈ {0, 1} < 2 ≤ G⁻, and every
 * option hereditarily tame — an "ambivalent nim-heap" that acts as *G⁺ or *G⁻ by its company.
 * Cost as {@link miserePhylum}.
 */
export function isRestive(g: MisereGame): boolean {
  return phylumOf(requireGame(g, "isRestive")) === P.HR;
}

/**
 * Whether G is *generally restive* (ONAG ch. 12): restive genus (G⁺ ≤ 1 < G⁻), with the options
 * that are not generally tame reversible through restive-or-tame options. Cost as {@link miserePhylum}.
 */
export function isGenerallyRestive(g: MisereGame): boolean {
  const p = phylumOf(requireGame(g, "isGenerallyRestive"));
  return p === P.HR || p === P.RR;
}

/** Whether G is *restless* (ONAG ch. 12): G⁻ ≤ 1 < G⁺ and every option generally tame. Cost as {@link miserePhylum}. */
export function isRestless(g: MisereGame): boolean {
  return phylumOf(requireGame(g, "isRestless")) === P.RESTLESS;
}

/**
 * Whether G is *half-tame* (ONAG ch. 12): G is not generally tame, but G + G is generally tame of
 * genus 0^0 (G⁺ = G⁻ = 0; e.g. the restive *[[2],0]). Cost: one misère sum G + G, then as
 * {@link miserePhylum}.
 */
export function isHalfTame(g: MisereGame, options?: RunOptions): boolean {
  requireGame(g, "isHalfTame");
  if (genTame(phylumOf(g))) return false;
  const d = misereSum(g, g, options);
  return genTame(phylumOf(d)) && normalNimValue(d) === 0 && misereNimValue(d) === 0;
}

// ---------------------------------------------------------------------------------------------
// Parts, primes and partitions (ONAG ch. 12; Siegel's algorithm as in CGSuite)
// ---------------------------------------------------------------------------------------------

const partitionMemo = new WeakMap<MisereGame, MisereGame[]>();

/** The budget of the public call in progress (the search is recursive and memoized; tables are only written with whole results). */
let active: Budget | undefined;

/** Run f under the caller's budget (or the default one); nested calls share the outer budget. */
export function underBudget<T>(options: RunOptions | undefined, what: string, f: () => T): T {
  if (active) return f();
  active = Budget.from(options, what);
  try {
    return f();
  } finally {
    active = undefined;
  }
}

/** Spend n units of the active budget (no-op outside a public call). */
export function spend(n: number): void {
  active?.spend(n);
}

/**
 * The 2-partitions of an even game E as a flat list of pairs [0, E, H₁, K₁, H₂, K₂, …] with
 * Hᵢ + Kᵢ = E, Hᵢ, Kᵢ even: CGSuite's get2Partitions (Siegel). A part X of E is found either
 * from the parts of E's options ("type 1": every option of X is a part of E and X is a part of
 * every option of E, and then the counterpart is {E′ − X, E − X′}) or as a pair X, Y checked
 * option by option against the options' partitions ("type 2"). A game with an option 0 or *1,
 * or with three prime options, is prime (ONAG; Siegel).
 */
function twoPartitions(g: MisereGame): MisereGame[] {
  const id = evenPart(g);
  const known = partitionMemo.get(id);
  if (known) return known;
  const partitions: MisereGame[] = [MISERE_ZERO, id];
  const opts = id.options;
  const optPartitions: MisereGame[][] = [];
  let primeOptions = 0;
  for (const o of opts) {
    const oe = evenPart(o);
    if (oe === MISERE_ZERO) {
      primeOptions = Infinity;
      break;
    }
    const op = twoPartitions(oe);
    optPartitions.push(op);
    if (op.length === 2 && (isEven(o) || !opts.includes(oe))) {
      primeOptions++;
      if (primeOptions >= 3) break;
    }
  }
  if (primeOptions < 3) searchParts(id, opts, optPartitions, partitions);
  partitionMemo.set(id, partitions);
  return partitions;
}

const partner = (list: readonly MisereGame[], x: MisereGame): MisereGame | undefined => {
  const i = list.indexOf(x);
  return i === -1 ? undefined : list[i ^ 1];
};

function searchParts(id: MisereGame, opts: readonly MisereGame[], optPartitions: MisereGame[][], partitions: MisereGame[]): void {
  const candidates = [...new Set(optPartitions.flat())].sort(midCompare);
  let changed = true;
  while (changed) {
    changed = false;
    for (const x of candidates) {
      if (partitions.includes(x)) continue;
      spend(1 + x.options.length);
      const xOpts = x.options;
      let type1 = true;
      const type1Options: MisereGame[] = [];
      const type2: MisereGame[] = [];
      for (const xo of xOpts) {
        const c = partner(partitions, evenPart(xo));
        if (c === undefined) {
          type1 = false;
          for (const op of optPartitions) {
            const y = partner(op, evenPart(xo));
            if (y !== undefined) type2.push(y);
          }
          break;
        }
        type1Options.push(withParity(c, parity(xo)));
      }
      if (type1) {
        for (let i = 0; i < opts.length; i++) {
          const c = partner(optPartitions[i], x);
          if (c === undefined) {
            type1 = false;
            for (const xo of xOpts) {
              const y = partner(optPartitions[i], evenPart(xo));
              if (y !== undefined) type2.push(y);
            }
            break;
          }
          type1Options.push(withParity(c, parity(opts[i])));
        }
      }
      if (type1) {
        partitions.push(x, misereGame(type1Options));
        changed = true;
        continue;
      }
      for (const y of type2) {
        if (isType2Pair(x, y, opts, optPartitions, partitions)) {
          partitions.push(x, y);
          changed = true;
          break;
        }
      }
    }
  }
}

function isType2Pair(x: MisereGame, y: MisereGame, opts: readonly MisereGame[], optPartitions: MisereGame[][], partitions: MisereGame[]): boolean {
  const xOpts = x.options, yOpts = y.options;
  for (let i = 0; i < opts.length; i++) {
    const cx = partner(optPartitions[i], x);
    if (cx !== undefined && yOpts.includes(withParity(cx, parity(opts[i])))) continue;
    const cy = partner(optPartitions[i], y);
    if (cy !== undefined && xOpts.includes(withParity(cy, parity(opts[i])))) continue;
    return false;
  }
  const covered = (a: MisereGame, other: MisereGame, otherOpts: readonly MisereGame[], parityInvariant: boolean): boolean => {
    const c = partner(partitions, evenPart(a));
    if (c !== undefined) {
      const want = withParity(c, parity(a));
      if (parityInvariant ? otherOpts.some((t) => evenPart(t) === c) : otherOpts.includes(want)) return true;
    }
    for (let j = 0; j < opts.length; j++) {
      const d = partner(optPartitions[j], other);
      if (d !== undefined && a === withParity(d, parity(opts[j]))) return true;
    }
    return false;
  };
  return xOpts.every((xo) => covered(xo, y, yOpts, false)) && yOpts.every((yo) => covered(yo, x, xOpts, true));
}

/**
 * A total order on canonical misère games: CGSuite's MidComparator read structurally (by the
 * even part's birthday, number of options, G⁺, G⁻, then its options lexicographically; an even
 * game before its odd partner). CGSuite itself orders the games of its first store sector by
 * creation order, so its listings may differ in order (never in content) from ours.
 */
export function misereOrder(a: MisereGame, b: MisereGame): number {
  return midCompare(requireGame(a, "misereOrder: first game"), requireGame(b, "misereOrder: second game"));
}

function midCompare(a: MisereGame, b: MisereGame): number {
  if (a === b) return 0;
  const ea = evenPart(a), eb = evenPart(b);
  if (ea === eb) return parity(a) - parity(b);
  const d =
    misereBirthday(ea) - misereBirthday(eb) ||
    ea.options.length - eb.options.length ||
    normalNimValue(ea) - normalNimValue(eb) ||
    misereNimValue(ea) - misereNimValue(eb);
  if (d !== 0) return d;
  const oa = [...ea.options].sort(midCompare), ob = [...eb.options].sort(midCompare);
  for (let i = 0; i < oa.length; i++) {
    const c = midCompare(oa[i], ob[i]);
    if (c !== 0) return c;
  }
  return 0;
}

/**
 * The *parts* of G (ONAG ch. 12): the even games H ≠ 0 with G = H + X for some X, other than
 * G's own even part — CGSuite's `Parts` (proper, even parts; a part and its partner X are both
 * listed). ONAG proves there are finitely many. Memoized; takes a budget (one unit per candidate
 * part examined); Siegel's search costs O(#parts of the options² × #options) sums and lookups
 * per subposition, in practice small.
 */
export function misereParts(g: MisereGame, options?: RunOptions): MisereGame[] {
  requireGame(g, "misereParts");
  const ps = underBudget(options, "misère parts", () => twoPartitions(g));
  const out: MisereGame[] = [];
  for (let i = 2; i < ps.length; i += 2) {
    out.push(ps[i]);
    if (ps[i + 1] !== ps[i]) out.push(ps[i + 1]);
  }
  return out;
}

/** Whether G is *prime* (ONAG ch. 12): G ≠ 0, *1 and G has no parts. Cost as {@link misereParts}. */
export function isMiserePrime(g: MisereGame, options?: RunOptions): boolean {
  requireGame(g, "isMiserePrime");
  return g !== MISERE_ZERO && g !== star() && underBudget(options, "misère parts", () => twoPartitions(g)).length === 2;
}

/**
 * The misère difference G − H: the X with H + X = G, or undefined when there is none (misère
 * sums cancel, ONAG ch. 12, so X is unique). Read off the 2-partitions of G's even part:
 * O(cost of {@link misereParts}).
 */
export function misereDifference(g: MisereGame, h: MisereGame, options?: RunOptions): MisereGame | undefined {
  requireGame(g, "misereDifference: first game");
  requireGame(h, "misereDifference: second game");
  return underBudget(options, "misère difference", () => difference(g, h));
}

function difference(g: MisereGame, h: MisereGame): MisereGame | undefined {
  const k = partner(twoPartitions(g), evenPart(h));
  return k === undefined ? undefined : withParity(k, parity(g) ^ parity(h));
}

/**
 * All *partitions* of G into primes (ONAG ch. 12; CGSuite's `Partitions`): each a list of prime
 * even games, in {@link misereOrder}, whose sum is G (with *1 appended when G is odd); 0 has the
 * one empty partition, *1 the partition [*1]. Partitions need not be unique (Norton's example
 * *[[*[4]+*[2]]], ONAG ch. 12). Cost: as {@link misereParts} for each intermediate difference.
 */
export function miserePartitions(g: MisereGame, options?: RunOptions): MisereGame[][] {
  requireGame(g, "miserePartitions");
  return underBudget(options, "misère partitions", () => partitionsOf(g));
}

function partitionsOf(g: MisereGame): MisereGame[][] {
  const out: MisereGame[][] = [];
  const partial: MisereGame[] = [];
  const build = (x: MisereGame): void => {
    if (x === MISERE_ZERO || x === star()) {
      out.push(x === star() ? [...partial, star()] : [...partial]);
      return;
    }
    const ps = twoPartitions(x);
    const primes = [...new Set(ps)].filter((p) => p !== MISERE_ZERO && twoPartitions(p).length === 2);
    for (const p of primes) {
      if (partial.length > 0 && midCompare(partial[partial.length - 1], p) > 0) continue;
      const rest = difference(x, p);
      if (rest === undefined) continue;
      partial.push(p);
      build(rest);
      partial.pop();
    }
  };
  build(g);
  return out;
}

/**
 * Whether G is *extraverted* (ONAG ch. 12): every option of G is a part of G. Computed by the
 * extraversion theorem's equivalent form, G is a part of {G} (the game whose one option is G),
 * as CGSuite does; the tests check the definition itself on random games. Cost as
 * {@link misereParts} for {G}.
 */
export function isExtraverted(g: MisereGame, options?: RunOptions): boolean {
  requireGame(g, "isExtraverted");
  return underBudget(options, "misère parts", () => difference(misereGame([g]), g) !== undefined);
}

/**
 * Whether G is *introverted* (ONAG ch. 12): G is a part of each of its options. By Conway's
 * extraversion–introversion theorem only 0 and *1 are (the tests check the definition). O(1).
 */
export function isIntroverted(g: MisereGame): boolean {
  requireGame(g, "isIntroverted");
  return g === MISERE_ZERO || g === star();
}
