/**
 * Sided values `S & T` (issue 28, items 1 and 2): the value of any loopy game as its onside S
 * and offside T (Conway, "Loopy games", 1978; Winning Ways ch. 11; Siegel, "Coping with cycles",
 * 2009, and *Combinatorial Game Theory*, 2013, ch. VI §§3–4), with negation, sums, the order,
 * outcome classes, and CGSuite's notation (`1 & 0`, `dud`, `{2&-2|1&-2}`).
 *
 * A sided value is stopper-sided when both sides are stoppers (then each side is in canonical
 * form, and S & T is canonical: CGSuite's StopperSidedValue); otherwise the sides are simplified
 * graphs (CGSuite's SidedValue, e.g. Bach's Carousel). The sum of two sided values is
 * (S₁ + S₂)⁺ & (T₁ + T₂)⁻, the upsum of the onsides and the downsum of the offsides (Siegel, CGT
 * ch. VI §4): a sum of stoppers that is not a stopper (on + off) is returned as its sided value
 * (`on & off`, printed `dud`).
 *
 * @module
 */
import { InputError, describeValue } from "../util";
import type { Game } from "./value";
import { LoopyGame, asLoopy, isStopper, add as addGraph, neg as negGraph, on as ON, off as OFF } from "./loopyGraph";
import { type LoopyOutcomeClass, type LoopyPlayBudget, equal as equalStoppers, leq as leqStoppers, zero } from "./loopyPlay";
import { checkLoopyFormatOptions, format, parse, type LoopyFormatOptions } from "./loopyNotation";
import { offside, onside, sideLeq, type Side } from "./loopySides";
import { stops } from "./loopyStops";
import { ZERO, compare as compareShort } from "./api";

/**
 * The value of a loopy game as its two sides, S & T (S the onside, T the offside, T ≤ S). Build
 * one with `loopy.sides(g)` or `loopy.sided(S, T)` (the `&` of CGSuite), or `loopy.parseSided`.
 * Immutable; prints in CGSuite's notation (`dud`, `1 & 0`, a stopper as itself).
 */
export class SidedValue {
  /** The onside (infinite play counts for Left): a canonical stopper when {@link stopperSided}. */
  readonly onside: LoopyGame;
  /** The offside (infinite play counts for Right): a canonical stopper when {@link stopperSided}. */
  readonly offside: LoopyGame;

  /** Internal: use `loopy.sides` or `loopy.sided`, which compute and check the sides. */
  constructor(onsideGame: LoopyGame, offsideGame: LoopyGame) {
    if (!(onsideGame instanceof LoopyGame) || !(offsideGame instanceof LoopyGame)) throw new InputError("SidedValue: expected two loopy games (use loopy.sides or loopy.sided)");
    this.onside = onsideGame;
    this.offside = offsideGame;
    Object.freeze(this);
  }

  /** Both sides are stoppers (CGSuite's IsStopperSided). O(size). */
  get stopperSided(): boolean {
    return isStopper(this.onside) && isStopper(this.offside);
  }

  /** CGSuite's notation ({@link formatSided}). */
  toString(): string {
    return formatSided(this);
  }

  /** Node's util.inspect: the notation. */
  [Symbol.for("nodejs.util.inspect.custom")](): string {
    return formatSided(this);
  }

  /** JSON: the notation. */
  toJSON(): string {
    return formatSided(this);
  }
}

/** What the sided operations accept: a sided value, a loopy game or a short game. */
export type SidedInput = SidedValue | LoopyGame | Game;

/**
 * The sided value G⁺ & G⁻ of a game (see `loopy.onside`, `loopy.offside`); a sided value is
 * returned as it is. For a stopper both sides are its canonical form. Cost: the two sides.
 *
 * @example
 * ```ts
 * // on + off = dud = on & off (Winning Ways ch. 11; CGSuite's loopy-games tutorial)
 * String(cgt.loopy.sides(cgt.loopy.add(cgt.loopy.on, cgt.loopy.off))); // → "dud"
 * ```
 */
export function sides(g: SidedInput, budget?: LoopyPlayBudget): SidedValue {
  if (g instanceof SidedValue) return g;
  const x = asLoopy(g, "loopy.sides: game");
  if (isStopper(x)) {
    const c = onside(x, budget);
    return new SidedValue(c, c);
  }
  return new SidedValue(onside(x, budget), offside(x, budget));
}

/** The value of a loopy game as CGSuite gives it: a canonical stopper, or a sided value S & T ({@link value}). */
export type LoopyValue = LoopyGame | SidedValue;

/**
 * The value of a loopy game as CGSuite gives it (CGSuite's SidedValue(g)): the canonical stopper
 * when the game equals a stopper (it is one, or its two sides are the same stopper), else its
 * sided value G⁺ & G⁻ ({@link sides}), whose sides are simplified as CGSuite simplifies them.
 * Either prints in CGSuite's notation (`String(v)`); test with `v instanceof loopy.LoopyGame`.
 * Cost: the canonical form of a stopper, else the two sides.
 *
 * @example
 * ```ts
 * // dud = {pass | pass} is no stopper: its value is on & off, printed dud (Winning Ways ch. 11)
 * String(cgt.loopy.value(cgt.loopy.dud)); // → "dud"
 * // {0 | over} is a stopper equal to over = {0 | over}: its canonical form
 * String(cgt.loopy.value(cgt.loopy.parse("{0|over}"))); // → "over"
 * ```
 */
export function value(g: SidedInput, budget?: LoopyPlayBudget): LoopyValue {
  const v = sides(g, budget);
  return v.onside === v.offside || (v.stopperSided && equalStoppers(v.onside, v.offside, budget)) ? v.onside : v;
}

/**
 * S & T, CGSuite's sidling operator: the sided value with onside S⁺ and offside T⁻ (for stoppers,
 * S and T in canonical form). Stopper sides must have T⁻ ≤ S⁺: `sided(0, 1)` is an InputError
 * saying so, since no game has an offside above its onside (Siegel, CGT ch. VI §3). Sides that
 * are not stoppers are taken as given (no order relates them; CGSuite checks none either).
 * Cost: the sides, then one comparison.
 *
 * @example
 * ```ts
 * // tis = 1 & 0 (Winning Ways ch. 11; CGSuite's StopperSidedValue documentation)
 * const tis = cgt.loopy.sided(cgt.ONE, cgt.ZERO);
 * cgt.loopy.sidedEqual(tis, cgt.loopy.tis); // → true
 * ```
 */
export function sided(s: SidedInput, t: SidedInput, budget?: LoopyPlayBudget): SidedValue {
  const up = s instanceof SidedValue ? s.onside : onside(asLoopy(s, "loopy.sided: onside"), budget);
  const down = t instanceof SidedValue ? t.offside : offside(asLoopy(t, "loopy.sided: offside"), budget);
  if (isStopper(up) && isStopper(down)) {
    if (!leqStoppers(down, up, budget)) {
      throw new InputError(`loopy.sided: the offside ${format(down)} is not ≤ the onside ${format(up)}, so "${format(up)} & ${format(down)}" is no game's value (every game has G⁻ ≤ G⁺; Siegel, CGT ch. VI §3)`);
    }
  }
  return new SidedValue(up, down);
}

/** −(S & T) = −T & −S (Siegel, CGT ch. VI §3). O(size). */
export function sidedNeg(g: SidedInput, budget?: LoopyPlayBudget): SidedValue {
  const v = sides(g, budget);
  return new SidedValue(negGraph(v.offside), negGraph(v.onside));
}

/**
 * The sum as a sided value: (S₁ + S₂)⁺ & (T₁ + T₂)⁻, the upsum of the onsides and the downsum of
 * the offsides (Siegel, CGT ch. VI §4; CGSuite's SidedValue.+). A sum of stoppers that is not a
 * stopper comes back as its sided value (on + off = dud); `loopy.add` returns the sum's graph
 * instead. Cost: the sides of two graphs of |S₁|·|S₂| and |T₁|·|T₂| positions.
 *
 * @example
 * ```ts
 * // over − over = over & under (CGSuite's loopy-games tutorial)
 * String(cgt.loopy.sidedAdd(cgt.loopy.over, cgt.loopy.under)); // → "over & under"
 * ```
 */
export function sidedAdd(g: SidedInput, h: SidedInput, budget?: LoopyPlayBudget): SidedValue {
  const a = sides(g, budget);
  const b = sides(h, budget);
  const up = onside(addGraph(a.onside, b.onside), budget);
  const down = offside(addGraph(a.offside, b.offside), budget);
  return isStopper(up) && isStopper(down) && equalStoppers(up, down, budget) ? new SidedValue(up, up) : new SidedValue(up, down);
}

/** G − H as sided values: G + (−H). Cost as {@link sidedAdd}. */
export function sidedSub(g: SidedInput, h: SidedInput, budget?: LoopyPlayBudget): SidedValue {
  return sidedAdd(g, sidedNeg(h, budget), budget);
}

/**
 * G ≤ H for any loopy games: G⁺ ≤ H⁺ and G⁻ ≤ H⁻, each in its side's order (Siegel, CGT ch. VI
 * §3; CGSuite's SidedValue.<=). Defined for every pair, stoppers or not; for stoppers it is
 * `loopy.leq`. Cost: the sides, then two {@link sideLeq}.
 *
 * @example
 * ```ts
 * // 0 < tis = 1 & 0 < 1 (Winning Ways ch. 11)
 * cgt.loopy.sidedCompare(cgt.loopy.tis, cgt.ONE); // → "<"
 * ```
 */
export function sidedLeq(g: SidedInput, h: SidedInput, budget?: LoopyPlayBudget): boolean {
  const a = sides(g, budget);
  const b = sides(h, budget);
  return sideLeq(a.onside, b.onside, "onside", budget) && sideLeq(a.offside, b.offside, "offside", budget);
}

/** G = H as sided values (both sides equal). Cost: two {@link sidedLeq}. */
export function sidedEqual(g: SidedInput, h: SidedInput, budget?: LoopyPlayBudget): boolean {
  return sidedLeq(g, h, budget) && sidedLeq(h, g, budget);
}

/** The order of two sided values: "<", "=", ">" or "||". Cost: two {@link sidedLeq}. */
export function sidedCompare(g: SidedInput, h: SidedInput, budget?: LoopyPlayBudget): "<" | "=" | ">" | "||" {
  const le = sidedLeq(g, h, budget);
  const ge = sidedLeq(h, g, budget);
  return le ? (ge ? "=" : "<") : ge ? ">" : "||";
}

/** The short outcome class (L, N, P or R) of one side, compared with 0 in that side's order. */
function sideClass(g: LoopyGame, which: Side, budget?: LoopyPlayBudget): "L" | "N" | "P" | "R" {
  const ge = sideLeq(zero, g, which, budget);
  const le = sideLeq(g, zero, which, budget);
  return ge ? (le ? "P" : "L") : le ? "R" : "N";
}

/**
 * The outcome class of a sided value from its sides' classes (CGSuite's
 * SidedValue.outcomeClass; Siegel, CGT ch. VI §3): (L, L) L, (L, N) NHat, (L, P) PHat, (L, R) D,
 * (N, N) N, (N, R) NCheck, (P, P) P, (P, R) PCheck, (R, R) R. It agrees with play on the game
 * (`loopy.outcomeClass`, draws for infinite play). Cost: four {@link sideLeq} against 0.
 */
export function sidedOutcomeClass(g: SidedInput, budget?: LoopyPlayBudget): LoopyOutcomeClass {
  const v = sides(g, budget);
  const key = `${sideClass(v.onside, "onside", budget)}${sideClass(v.offside, "offside", budget)}`;
  const table: Record<string, LoopyOutcomeClass> = { LL: "L", LN: "NHat", LP: "PHat", LR: "D", NN: "N", NR: "NCheck", PP: "P", PR: "PCheck", RR: "R" };
  const c = table[key];
  if (c === undefined) throw new Error(`loopy.sidedOutcomeClass: the onside's class ${key[0]} is not above the offside's ${key[1]} (an internal error: please report the game)`);
  return c;
}

/** True if both sides are stoppers (CGSuite's IsStopperSided). Cost: the sides. */
export function isStopperSided(g: SidedInput, budget?: LoopyPlayBudget): boolean {
  return sides(g, budget).stopperSided;
}

/** True if the value is a stopper's: its two sides are equal stoppers. Cost: the sides. */
export function isStopperValue(g: SidedInput, budget?: LoopyPlayBudget): boolean {
  const v = sides(g, budget);
  return v.onside === v.offside || (v.stopperSided && equalStoppers(v.onside, v.offside, budget));
}

/**
 * G + G = G (CGSuite's IsIdempotent), for any loopy game, by sided values: on, off, over, dud
 * are idempotent, 1 & 0 is not. Cost: a sided sum and a comparison.
 */
export function isIdempotent(g: SidedInput, budget?: LoopyPlayBudget): boolean {
  const v = sides(g, budget);
  return sidedEqual(sidedAdd(v, v, budget), v, budget);
}

/**
 * True if both sides are infinitesimal (CGSuite's StopperSidedValue.isInfinitesimal: the strong
 * stops of both sides are 0); false when a side is not a stopper (it has no stops), as CGSuite
 * answers for Bach's Carousel. Cost: the stops of both sides.
 */
export function isSidedInfinitesimal(g: SidedInput, budget?: LoopyPlayBudget): boolean {
  const v = sides(g, budget);
  if (!v.stopperSided) return false;
  const zeroStops = (x: LoopyGame): boolean => {
    const s = stops(x, budget);
    return [s.left, s.right].every((p) => p.number !== undefined && compareShort(p.number, ZERO) === "=");
  };
  return zeroStops(v.onside) && zeroStops(v.offside);
}

/**
 * True if the onside's strong left stop is the same number as the offside's strong right stop
 * (CGSuite's StopperSidedValue.isNumberish); false when a side is not a stopper. Cost: the stops.
 */
export function isSidedNumberish(g: SidedInput, budget?: LoopyPlayBudget): boolean {
  const v = sides(g, budget);
  if (!v.stopperSided) return false;
  const a = stops(v.onside, budget).left.number;
  const b = stops(v.offside, budget).right.number;
  return a !== undefined && b !== undefined && compareShort(a, b) === "=";
}

// ---------------------------------------------------------------------------------------------
// Notation
// ---------------------------------------------------------------------------------------------

/**
 * A sided value in CGSuite's notation: `dud` for on & off, a stopper's value as the stopper
 * (`loopy.format`), otherwise `S & T` (`1 & 0`, `^ & v*`, Bach's Carousel
 * `a{1|1,{1*|a||*}||0} & a{0,{1|||1*|a||*}|0}`). Cost: a comparison of the sides, then the
 * notation of each.
 */
export function formatSided(g: SidedInput, options: LoopyFormatOptions = {}): string {
  checkLoopyFormatOptions(options, "loopy.formatSided");
  const v = sides(g);
  if (v.onside === v.offside) return format(v.onside, options);
  const stopperSided = v.stopperSided;
  if (stopperSided && equalStoppers(v.onside, v.offside)) return format(v.onside, options);
  if (stopperSided && equalStoppers(v.onside, ON) && equalStoppers(v.offside, OFF)) return "dud";
  return `${format(v.onside, options)} & ${format(v.offside, options)}`;
}

/** Characters that close an option to the left of an `&` (scanning back) or to its right. */
const OPENERS = "{([";
const CLOSERS = "})]";

/**
 * The text of one side: every option `A & B` (bounded by braces, parentheses, bars or commas at
 * its own level) replaced by A (onside) or B (offside). O(text length × number of `&`).
 */
function sideText(text: string, which: Side): string {
  let t = text;
  for (let i = t.indexOf("&"); i >= 0; i = t.indexOf("&")) {
    let a = i - 1;
    for (let depth = 0; a >= 0; a--) {
      const c = t[a];
      if (CLOSERS.includes(c)) depth++;
      else if (OPENERS.includes(c)) {
        if (depth === 0) break;
        depth--;
      } else if (depth === 0 && (c === "|" || c === ",")) break;
    }
    let b = i + 1;
    for (let depth = 0; b < t.length; b++) {
      const c = t[b];
      if (OPENERS.includes(c)) depth++;
      else if (CLOSERS.includes(c)) {
        if (depth === 0) break;
        depth--;
      } else if (depth === 0 && (c === "|" || c === "," || c === "&")) break;
    }
    if (t[b] === "&") throw new InputError(`loopy.parseSided: an option has two '&' ("${t.slice(a + 1, b + 1)}…"): a sided value has one onside and one offside`, `column ${b + 1}`);
    const left = t.slice(a + 1, i);
    const right = t.slice(i + 1, b);
    if (left.trim() === "" || right.trim() === "") throw new InputError(`loopy.parseSided: '&' needs a game on each side, in "${t.slice(a + 1, b)}"`, `column ${i + 1}`);
    t = t.slice(0, a + 1) + (which === "onside" ? left : right) + t.slice(b);
  }
  return t;
}

/**
 * Parse CGSuite's notation for sided values: `S & T` (the `&` binds loosest: `over & v`,
 * `1 & 0`), `&` inside braces for options that are sided values (`{2&-2|1&-2}` is
 * {2|1} & {−2|−2} = {2|1} & −2*), and any loopy game `loopy.parse` reads (its sided value, e.g.
 * `dud`, `a{{|a}|}`). An option `A & B` stands for A in the onside and B in the offside. A side
 * missing, two `&` in one option, or an offside above the onside is an InputError.
 * `parseSided(formatSided(v))` equals v. Cost: parsing, then the sides.
 *
 * @example
 * ```ts
 * // CGSuite's EvalTest: {2&-2|1&-2} = {2|1} & -2*
 * cgt.loopy.formatSided(cgt.loopy.parseSided("{2&-2|1&-2}")); // → "{2|1} & -2*"
 * ```
 */
export function parseSided(text: string, budget?: LoopyPlayBudget): SidedValue {
  if (typeof text !== "string") throw new InputError(`loopy.parseSided: expected a string, got ${describeValue(text)}`);
  if (!text.includes("&")) return sides(parse(text), budget);
  return sided(parse(sideText(text, "onside")), parse(sideText(text, "offside")), budget);
}
