/**
 * Upsums, downsums, degree, variety and stability of stoppers, and their follower counts
 * (issue 28, item 1; Siegel, *Combinatorial Game Theory*, 2013, ch. VI §§4–5, and "Coping with
 * cycles", 2009; Winning Ways ch. 11 for on, off, over; CGSuite's CanonicalStopper, Siegel, for
 * the operations' definitions as computed there).
 *
 *  - the upsum G ∔ H = (G + H)⁺ and the downsum G ∸ H = (G + H)⁻ of stoppers: the sides of their
 *    sum, which need not be a stopper (on ∔ off = on, on ∸ off = off);
 *  - the degree of a stopper, Δ(G) = G ∔ −G (0 for a loop-free game), an idempotent for the
 *    stoppers Siegel calls of finite degree (on, over, ^<on>, Tiny(on), …);
 *  - the upsum variety G ∔ (−G ∸ −Δ) and the downsum variety G ∸ (−G ∔ Δ) for an idempotent Δ;
 *    G is stable when the two agree at Δ = Δ(G), and then that is its variety.
 *
 * @module
 */
import { InputError } from "../util";
import type { Game } from "./value";
import { LoopyGame, add, asLoopy, isLoopfree, neg } from "./loopyGraph";
import { type LoopyPlayBudget, canonical, equal, zero } from "./loopyPlay";
import { format } from "./loopyNotation";
import { requireStopper, stopperSide } from "./loopySides";
import { isIdempotent } from "./loopySided";

/** The two games as stoppers, or an InputError naming the operation and the argument. */
function stoppers(g: Game | LoopyGame, h: Game | LoopyGame, what: string): [LoopyGame, LoopyGame] {
  const a = asLoopy(g, `${what}: first game`);
  const b = asLoopy(h, `${what}: second game`);
  requireStopper(a, `${what}: the first game`);
  requireStopper(b, `${what}: the second game`);
  return [a, b];
}

/**
 * The upsum G ∔ H = (G + H)⁺ of two stoppers, a canonical stopper (Siegel, CGT ch. VI §4;
 * CGSuite's Upsum). InputError if G or H is not a stopper. Cost: the sum's graph (|G|·|H|
 * positions) and its onside (`loopy.onside`).
 *
 * @example
 * ```ts
 * // CGSuite GameTest: upon.Upsum(^.Pow(on)) = {0|^<on>*}, with ^<on> = {0||0|0,pass}
 * const uponth = cgt.loopy.parse("{0||0|0,pass}");
 * cgt.loopy.format(cgt.loopy.upsum(cgt.loopy.upon, uponth)); // → "{0|^<on>*}"
 * ```
 */
export function upsum(g: Game | LoopyGame, h: Game | LoopyGame, budget?: LoopyPlayBudget): LoopyGame {
  const [a, b] = stoppers(g, h, "loopy.upsum");
  return stopperSide(add(canonical(a, budget), canonical(b, budget)), "onside", "loopy.upsum", budget);
}

/**
 * The downsum G ∸ H = (G + H)⁻ of two stoppers, a canonical stopper (Siegel, CGT ch. VI §4;
 * CGSuite's Downsum). InputError if G or H is not a stopper. Cost as {@link upsum}.
 */
export function downsum(g: Game | LoopyGame, h: Game | LoopyGame, budget?: LoopyPlayBudget): LoopyGame {
  const [a, b] = stoppers(g, h, "loopy.downsum");
  return stopperSide(add(canonical(a, budget), canonical(b, budget)), "offside", "loopy.downsum", budget);
}

/**
 * The degree Δ(G) = G ∔ −G of a stopper (Siegel, CGT ch. VI §5; CGSuite's Degree): 0 for a
 * loop-free game, on for on and off, over for over and x under. InputError if G is not a
 * stopper. Cost: an {@link upsum} of G's canonical form with its negative.
 *
 * @example
 * ```ts
 * // CGSuite CanonicalStopperTestCase: over.Degree = over
 * cgt.loopy.format(cgt.loopy.degree(cgt.loopy.over)); // → "over"
 * ```
 */
export function degree(g: Game | LoopyGame, budget?: LoopyPlayBudget): LoopyGame {
  const x = asLoopy(g, "loopy.degree: game");
  requireStopper(x, "loopy.degree: the game");
  const c = canonical(x, budget);
  return isLoopfree(c) ? zero : upsum(c, neg(c), budget);
}

/** InputError unless Δ is an idempotent stopper (Δ + Δ = Δ), as a variety needs. */
function requireIdempotent(delta: LoopyGame, what: string, budget?: LoopyPlayBudget): void {
  requireStopper(delta, `${what}: the degree`);
  if (!isIdempotent(delta, budget)) throw new InputError(`${what}: the degree ${format(canonical(delta, budget))} is not an idempotent (Δ + Δ ≠ Δ), and a variety is defined for an idempotent degree only (Siegel, CGT ch. VI §5)`);
}

/**
 * The upsum variety of G at an idempotent Δ: G ∔ (−G ∸ −Δ) (Siegel, CGT ch. VI §5; CGSuite's
 * UpsumVariety). InputError if G or Δ is not a stopper or Δ is not an idempotent. Cost: two
 * upsum/downsum computations and an idempotence check.
 */
export function upsumVariety(g: Game | LoopyGame, delta: Game | LoopyGame, budget?: LoopyPlayBudget): LoopyGame {
  const [x, d] = stoppers(g, delta, "loopy.upsumVariety");
  requireIdempotent(d, "loopy.upsumVariety", budget);
  return upsum(x, downsum(neg(x), neg(d), budget), budget);
}

/**
 * The downsum variety of G at an idempotent Δ: G ∸ (−G ∔ Δ) (Siegel, CGT ch. VI §5; CGSuite's
 * DownsumVariety). InputError as {@link upsumVariety}. Cost as {@link upsumVariety}.
 */
export function downsumVariety(g: Game | LoopyGame, delta: Game | LoopyGame, budget?: LoopyPlayBudget): LoopyGame {
  const [x, d] = stoppers(g, delta, "loopy.downsumVariety");
  requireIdempotent(d, "loopy.downsumVariety", budget);
  return downsum(x, upsum(neg(x), d, budget), budget);
}

/** Both varieties of G at its degree. */
function varieties(g: Game | LoopyGame, what: string, budget?: LoopyPlayBudget): { up: LoopyGame; down: LoopyGame } {
  const x = asLoopy(g, `${what}: game`);
  requireStopper(x, `${what}: the game`);
  const d = degree(x, budget);
  requireIdempotent(d, what, budget);
  return { up: upsum(x, downsum(neg(x), neg(d), budget), budget), down: downsum(x, upsum(neg(x), d, budget), budget) };
}

/**
 * Whether the stopper G is stable: its upsum and downsum varieties at its degree agree (Siegel,
 * CGT ch. VI §5; CGSuite's IsStable). InputError if G is not a stopper or its degree is not an
 * idempotent (then stability is undefined). Cost: the degree and both varieties.
 */
export function isStable(g: Game | LoopyGame, budget?: LoopyPlayBudget): boolean {
  const v = varieties(g, "loopy.isStable", budget);
  return equal(v.up, v.down, budget);
}

/**
 * The variety of a stable stopper G: its upsum variety at its degree, equal to the downsum
 * variety (Siegel, CGT ch. VI §5; CGSuite's Variety): on for on, under for 3/2under. InputError
 * if G is not a stopper, its degree is not an idempotent, or G is not stable (Grenville's
 * example a{0|{0||||0,*2|||a|0||0}||0}). Cost as {@link isStable}.
 *
 * @example
 * ```ts
 * // CGSuite CanonicalStopperTestCase: {pass|3/2}.Variety = under
 * cgt.loopy.format(cgt.loopy.variety(cgt.loopy.parse("{pass|3/2}"))); // → "under"
 * ```
 */
export function variety(g: Game | LoopyGame, budget?: LoopyPlayBudget): LoopyGame {
  const v = varieties(g, "loopy.variety", budget);
  if (!equal(v.up, v.down, budget)) {
    throw new InputError(`loopy.variety: the game is not stable (its upsum variety ${format(v.up)} differs from its downsum variety ${format(v.down)} at its degree), so it has no variety (Siegel, CGT ch. VI §5)`);
  }
  return v.up;
}

/**
 * The followers (subpositions, itself included) of a stopper's canonical form, each in canonical
 * form, G first (CGSuite's Followers; distinct, since a simplest form fuses equal positions).
 * InputError if G is not a stopper. Cost: the canonical form, then one per follower.
 */
export function followers(g: Game | LoopyGame, budget?: LoopyPlayBudget): LoopyGame[] {
  const x = asLoopy(g, "loopy.followers: game");
  requireStopper(x, "loopy.followers: the game");
  const c = canonical(x, budget);
  return Array.from({ length: c.size }, (_, v) => canonical(c.follower(v), budget));
}

/**
 * The number of followers of a stopper's canonical form, itself included (CGSuite's
 * FollowerCount: 1 for on, 2 for over, 5 for 3/2under). InputError if G is not a stopper.
 * Cost: the canonical form.
 */
export function followerCount(g: Game | LoopyGame, budget?: LoopyPlayBudget): number {
  const x = asLoopy(g, "loopy.followerCount: game");
  requireStopper(x, "loopy.followerCount: the game");
  return canonical(x, budget).size;
}
