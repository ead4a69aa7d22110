/**
 * Ruleset interfaces: what a game must say about its positions so that the generic engines of
 * lib/solvers can compute values, outcomes and nim-values of them.
 *
 * A ruleset is a plain object over a position type `P` (any JavaScript value: a string, an array
 * of row masks, a typed array, a record). The only required parts are the moves; everything else
 * is optional and only makes the engines faster or the positions nicer to read:
 *
 *  - `leftOptions` / `rightOptions` (partizan) or `options` (impartial): the positions after one move.
 *  - `key`: a hashable key, equal for equal positions. A number (packed bits, < 2^53) or a bigint is
 *    fastest; a string is fine for quick experiments. Default: the position itself when it is a
 *    string, number or bigint, else `JSON.stringify(position)`.
 *  - `components`: a split into independent components whose values add up to the whole.
 *  - `symmetries`: maps of positions to positions of the same value, or of the negated value when
 *    `swapsPlayers` (e.g. transposing a Domineering board). The engine keys each position by the
 *    least key among its images, so symmetric positions share one table entry.
 *  - `normalize`: a fast path replacing `symmetries`: the folded key and whether it is negated.
 *  - `dense`: a slot number for small positions, so the engine keeps their values in a typed array.
 *  - `packed`: keys written as runs of int32 words into the engine's buffer (no allocation per
 *    position), for positions too large for a 53-bit number key; optionally folded over symmetries.
 *  - `knownValue` / `knownNimValue`: a shortcut for positions whose value is known without search.
 *  - `parse` / `format`: a position picture in and out; `draw`: an SVG string.
 *  - `plainMoves`: the plain move generator a fast one (bitboards, packed boards) stands beside;
 *    `solvers.checkRuleset` compares the two on every position it explores and names the first move that differs.
 *  - `transfer`: how a position crosses to a worker thread and back when it is not plain data
 *    (a class instance such as a grid arrives in a worker as a plain record without its methods).
 *  - `loopy`: positions can repeat (Backsliding Toads and Frogs, Fox and Geese): the values are
 *    loopy games, computed by `solvers.loopyValue` on the reachable game graph; the short-game
 *    engines (`solvers.canonicalValue`, …) refuse such a ruleset with an InputError saying so.
 *  - `knowledge`: what the outcome solver (`solvers.solve`) may use beyond the rules: safe-move
 *    counts and move bounds (a static win/loss test and a move ordering) and the size of the
 *    components worth a canonical value ({@link SolveKnowledge}).
 */
import type { Game, loopy } from "../cgt";
import { InputError } from "../util";

/** A hashable position key: equal positions must have equal keys (and unequal ones unequal keys). */
export type PositionKey = string | number | bigint;

/** A map of positions that preserves the value (or negates it when `swapsPlayers`). */
export interface Symmetry<P> {
  /** Short name for error messages, e.g. "transpose". */
  readonly name: string;
  /** The image of a position. */
  readonly apply: (position: P) => P;
  /** True when the map exchanges Left and Right, so that value(apply(p)) = −value(p). */
  readonly swapsPlayers: boolean;
}

/** A position's key folded over its symmetries: value(position) = negated ? −value(key) : value(key). */
export interface NormalForm {
  readonly key: PositionKey;
  readonly negated: boolean;
}

/** A dense numbering of small positions (see {@link RulesetParts.dense}). */
export interface DenseIndex<P> {
  /** Number of slots (at most 2^26). */
  readonly size: number;
  /** Slot of a position in [0, size), or −1 if it has none. */
  readonly index: (position: P) => number;
}

/**
 * Packed keys (see {@link RulesetParts.packed}): a position's key as a run of int32 words written
 * into a buffer the engine owns and reuses, so keying a position allocates nothing. Equal positions
 * must write equal runs (and unequal positions unequal runs); runs of different lengths are
 * different keys.
 */
export interface PackedKeys<P> {
  /** An upper bound on the words written for `position` and for every position reachable from it (options, components). */
  readonly maxWords: (position: P) => number;
  /** Writes the position's plain key (no symmetry folding) into `out` from index 0; returns its length in words. */
  readonly write: (position: P, out: Int32Array) => number;
  /**
   * Optional: writes the key folded over the ruleset's symmetries (equal for positions of equal
   * value, as `normalize`); returns its length, or −length when the folded form is the
   * player-swapped one (value(position) = −value(folded form)).
   */
  readonly normalize?: (position: P, out: Int32Array) => number;
}

/**
 * How a position crosses a thread boundary (see {@link RulesetParts.transfer}): `encode` gives
 * structured-cloneable data (strings, numbers, plain objects and arrays, typed arrays), `decode`
 * rebuilds the position from it in the other thread, so that `key(decode(encode(p))) === key(p)`.
 */
export interface PositionTransfer<P> {
  /** The position as data a worker can receive (structured-clonable: plain objects, arrays, strings, numbers, typed arrays). */
  readonly encode: (position: P) => unknown;
  /** The position back from what {@link PositionTransfer.encode} made (its key must equal the original's). */
  readonly decode: (data: unknown) => P;
}

/**
 * Static counts of a position's moves for the outcome solver ({@link SolveKnowledge.moveCounts}).
 * Sound counts satisfy, whatever both players do from here on:
 *  - `leftSafe`: Left has this many pairwise disjoint moves that no move of Right's (and none of
 *    these moves themselves) can take away: Left can make all of them, one after another;
 *  - `leftMost`: Left makes at most this many more moves in the position;
 *  - `leftProtective` (optional, default 0): areas, disjoint from each other and from the safe and
 *    vulnerable moves, in each of which Left has a move after which Left has one more safe move
 *    there, and which takes away two of the moves counted in `rightMost` (so Right's moves for the
 *    rest of the game number at most `rightMost` − 2 × the areas Left has played in before Right
 *    did); Right can take an area away, one area per Right move;
 *  - `leftVulnerable` (optional, default 0): Left's moves, pairwise disjoint and disjoint from the
 *    safe moves and the areas, that no move of Left's in any of them takes away, and of which (with
 *    the protective areas) each move of Right's takes away at most one;
 *  - `rightSafe`, `rightMost`, `rightProtective`, `rightVulnerable`: the same for Right;
 *  - `rightCells` (optional; a second bound on Right's moves): Right's moves for the rest of the
 *    game number at most ⌊(rightCells − k)/2⌋, k of these cells covered by Left's moves (Right's
 *    moves cover two of them each, Left's never meet Right's); each of Left's protective areas holds
 *    four of them (Left's two moves there cover them), and `leftVulnerableWide` (≤ leftVulnerable)
 *    of Left's vulnerable moves cover two of them each; `leftCells`, `rightVulnerableWide` the same
 *    with the players exchanged;
 *  - `leftMoves`, `rightMoves` (optional): the exact numbers of options, for move ordering only.
 * Hence leftSafe + 2 · leftProtective + leftVulnerable ≤ leftMost, and rightMost ≥ 2 ·
 * leftProtective (the solver checks both). Counts of a sum are the sums of the components' counts
 * (each property of a count holds for the union, a move being in one component). Example
 * (Domineering, after Lachmann, Moore and Rapaport, "Who wins Domineering on rectangular boards?",
 * 2002, and Bullock, "Domineering: Solving Large Combinatorial Search Spaces", M.Sc. thesis,
 * University of Alberta, 2002): Left's safe moves are vertical dominoes on cells with no free
 * horizontal neighbour, a protective area is a free 2×2 square whose rows are walled on both sides,
 * `leftMost` is Σ ⌊run/2⌋ over the columns' runs of free cells. How the solver uses them:
 * lib/solvers/solve/counts.ts.
 */
export interface MoveCounts {
  /** Left's safe moves: pairwise disjoint, none of them can be taken away by Right. */
  readonly leftSafe: number;
  /** An upper bound on the moves Left makes in the rest of the game. */
  readonly leftMost: number;
  /** Right's safe moves. */
  readonly rightSafe: number;
  /** An upper bound on the moves Right makes in the rest of the game. */
  readonly rightMost: number;
  /** Left's protective areas (optional, default 0): each a move that makes a second safe one and takes two of Right's counted moves. */
  readonly leftProtective?: number;
  /** Left's vulnerable moves (optional, default 0): each Right move takes away at most one of them (or one protective area). */
  readonly leftVulnerable?: number;
  /** Right's protective areas. */
  readonly rightProtective?: number;
  /** Right's vulnerable moves. */
  readonly rightVulnerable?: number;
  /** Of Left's vulnerable moves, those that cover two of `rightCells` (optional, default 0). */
  readonly leftVulnerableWide?: number;
  /** Of Right's vulnerable moves, those that cover two of `leftCells`. */
  readonly rightVulnerableWide?: number;
  /** Cells (or any units) Left's moves use two of each (optional; absent: 2 · leftMost). */
  readonly leftCells?: number;
  /** Cells Right's moves use two of each: the second bound on Right's moves (see the list above). */
  readonly rightCells?: number;
  /**
   * Optional: the number of Left's options of the position (exactly the length of its `leftOptions`),
   * which the solver's mobility ordering then reads instead of generating the options (a cheaper
   * count, the same order and node counts).
   */
  readonly leftMoves?: number;
  /** Optional: the number of Right's options (see {@link MoveCounts.leftMoves}). */
  readonly rightMoves?: number;
}

/**
 * Optional knowledge of a ruleset for the outcome solver (`solvers.solve`); every field optional,
 * each checked where the solver uses it (an InputError naming the ruleset and the position).
 */
export interface SolveKnowledge<P> {
  /**
   * Safe moves and move bounds ({@link MoveCounts}). The solver decides a sum without search when
   * the moves the player to move can be sure of outnumber the opponent's most moves (or, moving
   * second, are at least as many; lib/solvers/solve/counts.ts), and orders moves by the counts of the positions they lead to. Cost: the
   * function's, once per node and per move considered.
   */
  readonly moveCounts?: (position: P) => MoveCounts;
  /**
   * The default component size limit of the solver's sum simplification (components of at most
   * this size are replaced by their canonical values; `simplify.maxSize` overrides it).
   */
  readonly maxSubgameSize?: number;
  /**
   * The default of the solver's `simplify.combine`: "all" adds every small component's value into
   * one canonical sum (pays where the sums of the game's values stay small, as Domineering's), "simple"
   * (the solver's default) only numbers, ups and stars, keeping other values as summands of their own.
   */
  readonly combineValues?: "all" | "simple";
  /**
   * The size of a component that the solver's sum simplification compares with the size limit
   * (the default of `simplify.size`; without it the solver counts the cells of the position's
   * picture, a string built per component). A cheap count of the same thing (Domineering: its free
   * cells, a popcount) keeps that string off the search's hot path. A non-negative integer;
   * anything else is an InputError naming the ruleset and the position.
   */
  readonly componentSize?: (position: P) => number;
  /**
   * A preference for the move of `player` from `position` (a component) to `option`, one of its
   * options: among moves the solver's ordering scores alike, those of higher preference are
   * searched first. Only the order changes (the winner never does; the nodes may). A finite
   * number; anything else is an InputError naming the ruleset and the position. Cost: the
   * function's, once per move generated while moves are ordered.
   */
  readonly movePreference?: (position: P, option: P, player: "left" | "right") => number;
}

/** The parts every ruleset may have (see the module comment). */
export interface RulesetParts<P> {
  /** The game's name, used in messages ("Domineering"). */
  readonly name: string;
  /** Hashable key of a position; equal positions ⇔ equal keys. */
  readonly key: (position: P) => PositionKey;
  /** Optional test that a value is a position of this ruleset (used by `checkRuleset`). */
  readonly isPosition?: (value: unknown) => boolean;
  /** Independent components; the value of the position is the sum of theirs ([] = 0). */
  readonly components?: (position: P) => readonly P[];
  /** Value-preserving (or, with `swapsPlayers`, negating) maps of positions. */
  readonly symmetries?: readonly Symmetry<P>[];
  /** Fast path instead of `symmetries`: the folded key of a position and whether it is negated. */
  readonly normalize?: (position: P) => NormalForm;
  /**
   * Optional fast path for small positions: `index(p)` is an integer in [0, size) for positions
   * that get a slot in a dense table (a typed array of `size` entries, allocated on first use), or
   * −1. Equal positions must get equal indices, and a slot's value must be the position's own value
   * (no symmetry folding). Positions with an index skip `normalize` and the hash table when known.
   */
  readonly dense?: DenseIndex<P>;
  /**
   * Optional fast path: packed keys ({@link PackedKeys}). When present the engines key their tables
   * by these (interned to dense numbers) instead of `key` and `normalize`, which stay the reference
   * that `checkRuleset` compares them with. `packed.normalize` must fold the same symmetries as
   * `normalize`/`symmetries`; without it positions are keyed unfolded.
   */
  readonly packed?: PackedKeys<P>;
  /** Read a position picture; throws InputError naming the character, row and column. */
  readonly parse?: (picture: string) => P;
  /** Write a position picture (`parse(format(p))` must equal `p`). */
  readonly format?: (position: P) => string;
  /** An SVG drawing of a position. */
  readonly draw?: (position: P) => string;
  /**
   * Optional: how positions go to a worker thread and back (notebook sweeps). Without it, plain
   * data crosses as itself and other positions (class instances) as their picture, `format` out
   * and `parse` in; a position that can do neither is refused before the worker starts.
   */
  readonly transfer?: PositionTransfer<P>;
  /**
   * True when positions can repeat (a loopy ruleset): its values are loopy games
   * (`solvers.loopyValue`, `solvers.loopyNimValue`), and the short-game engines refuse it.
   */
  readonly loopy?: boolean;
  /** Optional knowledge for the outcome solver ({@link SolveKnowledge}). */
  readonly knowledge?: SolveKnowledge<P>;
}

/** The plain move generators of a partizan ruleset whose own ones are a fast path (see {@link PartizanRuleset.plainMoves}). */
export interface PartizanPlainMoves<P> {
  /** The positions after each of Left's moves, by the plain reference. */
  readonly leftOptions: (position: P) => Iterable<P>;
  /** The positions after each of Right's moves, by the plain reference. */
  readonly rightOptions: (position: P) => Iterable<P>;
}

/** The plain move generator of an impartial ruleset whose own one is a fast path. */
export interface ImpartialPlainMoves<P> {
  /** The positions after each move, by the plain reference. */
  readonly options: (position: P) => Iterable<P>;
}

/** A partizan ruleset: Left's and Right's options. */
export interface PartizanRuleset<P> extends RulesetParts<P> {
  readonly kind: "partizan";
  /** The positions after each of Left's moves. */
  readonly leftOptions: (position: P) => Iterable<P>;
  /** The positions after each of Right's moves. */
  readonly rightOptions: (position: P) => Iterable<P>;
  /** The value (a `cgt.Game`) of positions whose value is known without search, else undefined. */
  readonly knownValue?: (position: P) => Game | undefined;
  /**
   * For a loopy ruleset: the loopy value of positions whose value is known without search (e.g.
   * `cgt.loopy.off` once the fox has escaped the geese), else undefined. Used by `solvers.loopyValue`.
   */
  readonly knownLoopyValue?: (position: P) => loopy.LoopyGame | undefined;
  /**
   * Optional: the plain move generators that `leftOptions` / `rightOptions` are a fast path of
   * (Domineering's bitboards beside its row masks). Not used by the engines; `solvers.checkRuleset`
   * checks that both give the same options (as multisets of pictures, or of keys without `format`).
   */
  readonly plainMoves?: PartizanPlainMoves<P>;
}

/** An impartial ruleset: both players have the same options. */
export interface ImpartialRuleset<P> extends RulesetParts<P> {
  readonly kind: "impartial";
  /** The positions after each move (of either player). */
  readonly options: (position: P) => Iterable<P>;
  /** The nim-value of positions whose nim-value is known without search, else undefined. */
  readonly knownNimValue?: (position: P) => number | undefined;
  /** Optional: the plain move generator that `options` is a fast path of (see {@link PartizanRuleset.plainMoves}). */
  readonly plainMoves?: ImpartialPlainMoves<P>;
}

/** Either kind of ruleset. */
export type Ruleset<P> = PartizanRuleset<P> | ImpartialRuleset<P>;

/** Left's options of a position of either kind of ruleset (an impartial ruleset's options). O(the ruleset's move generation). */
export function leftOptionsOf<P>(ruleset: Ruleset<P>, position: P): Iterable<P> {
  return ruleset.kind === "partizan" ? ruleset.leftOptions(position) : ruleset.options(position);
}

/** Right's options of a position of either kind of ruleset. O(the ruleset's move generation). */
export function rightOptionsOf<P>(ruleset: Ruleset<P>, position: P): Iterable<P> {
  return ruleset.kind === "partizan" ? ruleset.rightOptions(position) : ruleset.options(position);
}

/** The ruleset function whose result {@link optionList} checks (named in its messages). */
export type OptionSide = "leftOptions" | "rightOptions" | "options" | "components";

function describeValue(x: unknown): string {
  if (x === undefined || x === null) return String(x);
  if (typeof x === "string") return `the string ${JSON.stringify(x.length > 40 ? x.slice(0, 37) + "..." : x)}`;
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- x is a primitive here (a symbol or bigint prints fine)
  if (typeof x !== "object" && typeof x !== "function") return `the ${typeof x} ${String(x)}`;
  if (typeof (x as { then?: unknown }).then === "function") return "a Promise";
  const proto: unknown = Object.getPrototypeOf(x);
  const name = (proto as { constructor?: { name?: unknown } } | null)?.constructor?.name;
  return typeof name === "string" && name !== "" && name !== "Object" ? `a ${name} object` : "an object";
}

/**
 * What a ruleset's `leftOptions` / `rightOptions` / `options` (or `components`) returned, as an
 * array of positions, checked where it is used: an array is returned as it is (O(1)) and any other
 * iterable (a generator, a Set) is copied (O(length)); anything else is an InputError naming the
 * ruleset, the function and the position — a string (which would iterate as one position per
 * character), a number, a Promise (an `async` function), undefined or null (a forgotten
 * `return`), an object that is not iterable (often a single position returned where a list was
 * expected). Not detectable here: a single position that is itself an array or another iterable
 * (its elements look like a list); the engines catch most of those when an element is not of the
 * position's type (see `checkRuleset` and the engines' option checks).
 */
export function optionList<P>(ruleset: RulesetParts<P>, position: P, side: OptionSide, result: unknown, budget?: { check(): void }): readonly P[] {
  if (Array.isArray(result)) return result as readonly P[];
  const r = result as { [Symbol.iterator]?: unknown; then?: unknown } | null | undefined;
  const ok = typeof r === "object" && r !== null && typeof r.then !== "function" && typeof r[Symbol.iterator] === "function";
  if (ok) {
    if (budget === undefined) return Array.from(result as Iterable<P>);
    // a lazy iterable (a generator) is collected with the budget's clock and memory checked every
    // 4096 options, so that a position with billions of options (Wythoff on heaps of 10^9) ends with
    // BudgetExceededError instead of exhausting the heap
    const out: P[] = [];
    for (const o of result as Iterable<P>) {
      out.push(o);
      if ((out.length & 4095) === 0) budget.check();
    }
    return out;
  }
  const what = describeValue(result);
  const hint =
    typeof result === "string"
      ? "; a string would be read as one position per character: return an array of positions, e.g. [s]"
      : typeof (r as { then?: unknown } | null | undefined)?.then === "function"
        ? "; options functions must be synchronous (not async)"
        : result === undefined
          ? "; a missing return?"
          : typeof result === "object" || typeof result === "number"
            ? "; a single position instead of a list of positions?"
            : "";
  const list = side === "components" ? "an array of components" : "a list of positions (an array or another iterable)";
  throw new InputError(`${ruleset.name}: ${side}(${describePosition(ruleset, position)}) returned ${what}, not ${list}${hint}`);
}

/**
 * A position as a person reads it in a message: the ruleset's picture when it has `format`
 * (falling back to the key if format throws), else the key. Long texts are cut at 120 characters. O(format).
 */
export function describePosition<P>(ruleset: RulesetParts<P>, position: P): string {
  let text: string;
  try {
    text = ruleset.format ? JSON.stringify(ruleset.format(position)) : `key ${String(ruleset.key(position))}`;
  } catch {
    try {
      text = `key ${String(ruleset.key(position))}`;
    } catch {
      text = String(position);
    }
  }
  return text.length > 120 ? text.slice(0, 117) + "..." : text;
}
