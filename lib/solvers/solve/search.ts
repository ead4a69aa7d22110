/**
 * Who wins a position with a given player moving first (normal play), by depth-first proof search
 * on win/loss (negamax: the player to move wins iff some move leads to a position the opponent,
 * moving first there, loses), for any ruleset of lib/ruleset (partizan, or impartial with both
 * players' options the same), with a bounded transposition table, move ordering and sum
 * simplification.
 *
 * Why one file of ~950 lines: it is one class, the Solver, whose search, state keys, static
 * decisions (the ruleset's knowledge) and table export/import for resumable runs share its
 * private tables and path marks; the table, the keys, the values and the files are in their own
 * files (table.ts, keys.ts, values.ts, database.ts, resumable.ts), the static decision from the
 * move counts in counts.ts, df-pn in pns.ts.
 *
 * **The state searched** is a sum `C1 + … + Ck + V1 + … + Vj + s`: the *large* components Ci
 * (positions of the ruleset, each keyed by the ruleset's key folded over its symmetries, as the
 * engine keys them, with its sign when the fold swaps the players), the *value parts* Vi (canonical
 * values, `cgt.GameId`s, of small components, kept apart) and one canonical value `s`, the sum of the
 * small components' values that are added up (`simplify.combine`: with "simple", the default, those
 * of the form x + n·↑ + *m — numbers, ups, stars, nimbers — whose sums have a closed form, as MCGS
 * combines its simple subgames; with "all", every one, Vi then never occurs). A move is a move in
 * one Ci (its option split into components by the ruleset's `components`), in one Vi or in `s`
 * (an option of its canonical form).
 * Rules, each sound because it replaces a summand by an equal game, which keeps the outcome of every
 * sum it is part of (G = H ⇒ o(G + X) = o(H + X), the definition of equality of games):
 *  1. *Small components get their value.* A component whose size (the `size` option, default the
 *     number of cells of its picture) is at most `maxSize` is replaced by its canonical value,
 *     computed by the ruleset's shared engine (`solvers.canonicalValue`; on an impartial ruleset the
 *     nimber of its nim-value, `solvers.nimValue`, which is the same game), and either added into `s`
 *     exactly (lib/cgt's canonical sum: numbers add, infinitesimals such as ↑ + ↓ and * + * cancel)
 *     or kept as a value part (see the state above; which is a matter of cost, not of soundness:
 *     a canonical sum of many hot values can take far longer than searching them apart).
 *  2. *Negatives cancel.* Two large components with the same folded key and opposite signs are
 *     G and −G; their sum is 0 and both are dropped (`simplify: { cancel: false }` keeps them, to
 *     measure what the rule saves). Likewise two value parts v and −v (negation of a canonical form is
 *     canonical, so −v's id is found by `ops.neg`). On an impartial ruleset every game is its own
 *     negative (its options are the same for both players, so G + G is a second-player win: the
 *     second player copies), and two large components with the same folded key cancel whatever
 *     their signs.
 *  3. *Playing in `s` or in a value part is playing in the small components it replaced*: a
 *     canonical form has the same outcome in every sum as the components it is equal to, so its
 *     options are the moves; a value part's option of the form x + n·↑ + *m joins `s` (rule 1).
 *     When `s` is a number they are tried last: by the Number Avoidance Theorem (Winning Ways ch. 2;
 *     Siegel, Combinatorial Game Theory, 2013, Thm II.5.8 (weak number avoidance)), when the large
 *     part G is not equal to a number, a player with a winning move in G + x (x a number) has one in
 *     G, so the moves in x matter only when G equals a number, where they are still searched — the
 *     rule orders, it prunes nothing, so it is sound whatever G is.
 *  4. *The end.* With no large component and at most one value part V left, the state is the game
 *     `s` (or `V + s`, one canonical addition), whose outcome is read from its canonical form (Left
 *     moving first wins iff it is L or N, lib/cgt's `outcome`); in particular a number x alone is
 *     decided by its sign (x > 0: Left wins; x < 0: Right; x = 0: the player to move loses). Two or
 *     more value parts are searched like any sum.
 *  5. *Impartial sums learn nim-values.* For an impartial ruleset, when a state `G + *a` (large
 *     part G, s the nimber *a) is proved a second-player win, G = *a (G + *a = 0 iff G = *a), and the
 *     solver records nim(G) = a under G's key (the state's key without s). Then `G + *b` is known at
 *     once for every b: a second-player win iff b = a (G + *b = *(a ⊕ b), which is 0 iff a = b).
 *     Sound by the same equality; it only answers states exactly (no ordering, no pruning guess).
 *     The record is bounded (`tableSlots` entries; past that no more are kept).
 *  6. *Impartial sums split into nim-values* (`simplify.splitNimbers`, negamax). For an impartial
 *     ruleset, a state G₁ + … + G_k + *a of k ≥ 2 large parts is replaced by G_L + *(a ⊕ n₁ ⊕ …),
 *     G_L its largest part and nᵢ the nim-values of the others, each found as the least n with
 *     Gᵢ + *n a second-player win (proof searches of single parts on the same tables, so rule 5
 *     records them and each is searched once). Sound by Sprague–Grundy: Gᵢ = *nᵢ, and a sum of
 *     nimbers is their nim-sum, so both states are the same game. It costs the other parts' whole
 *     nim-values where a search of the sum might have stopped at one winning move, and saves the
 *     product of the parts' positions that a search of the sum visits (Lemoine and Viennot,
 *     "Nimbers are inevitable", TCS 462, 2012: the nim-values are needed anyway). Measured on Cram
 *     3×11 + *0 with components up to 6 cells small: 131,384 → 90,811 nodes; with the 16 cells of
 *     the Cram table it never fires on 3×11…3×13, 4×9 or 5×7 (no two parts past 16 cells meet).
 *     The nim-value of a part is at most its number of options (a mex): a search past that bound
 *     is an Error (a broken ruleset or solver), not an answer.
 * With `simplify: false` the state is always the whole position (no split, no values): plain
 * α-β-style search with the table, the baseline the simplifications are measured against.
 * With `search: "pns"` the same states are searched by df-pn (solve/pns.ts) instead of negamax.
 *
 * **Table.** Results are kept in a bounded transposition table (solve/table.ts; two-tier replacement by default)
 * under the state's key: a single component with `s = 0` under its folded key (a player swap
 * exchanges Left's and Right's bits), any other sum under a composite string of its components'
 * keys and signs (sorted; the sign of the first made positive, negating `s` and the value parts,
 * so a sum and its negative share an entry), `s`'s id and the value parts' ids (sorted), in a second
 * table so that the two kinds of keys never meet.
 *
 * **Move ordering.** Before searching a move the table is asked about every move's result
 * (a move to a state known lost for the opponent wins at once; one known won for the opponent is
 * dropped; the ruleset's move counts decide some of them statically, solve/counts.ts), then moves
 * are tried in increasing order of the opponent's number of replies (mobility; read from the move
 * counts' `leftMoves`/`rightMoves` when the ruleset gives them, else by generating the replies),
 * less four times the mover's safe moves with ordering "safe-moves", moves in `s` last; moves scored
 * alike go in the order of the ruleset's `knowledge.movePreference` (higher first; Domineering's
 * is Obsequi's positional preference, which cut the nodes of 6×6…8×7 by 36–62%), else the ruleset's.
 *
 * **Loops.** A ruleset declared loopy is refused at once (an InputError naming the loopy front
 * door, `solvers.loopyOutcomeClass`). In a ruleset not declared loopy, a state met again while it
 * is being searched is a loop: an InputError naming the ruleset and the position (the solver, like
 * the engines, handles short games only; a loop the search does not meet goes unreported, as the
 * search does not visit every position — `solvers.checkRuleset` looks for them).
 *
 * Cost: exponential in the position; one budget unit per search node (and one per position the
 * engine expands for a small component's value, on the same budget). Memory: the table's slots
 * (`tableSlots`, default 2^20, about 17 MB plus string keys), the engine's value table and, on impartial
 * rulesets, the nim-values of rule 5 (at most `tableSlots` entries).
 * The recursion is one JavaScript frame per move: lines of play of at most 2,500 moves (longer: an InputError).
 */
import * as cgt from "../../cgt";
import { Budget, InputError, KeyTable, describeValue, optionNames, type RunOptions } from "../../util";
import { describePosition, leftOptionsOf, optionList, rightOptionsOf, type MoveCounts, type OptionSide, type PositionKey, type Ruleset } from "../../ruleset";
import { engineFor } from "..";
import { compareKeys, foldedKey } from "./keys";
import { ValueCounts, staticOutcome, type CountTotals } from "./counts";
import { SubgameDatabase } from "./database";
import { LazyValueTable, ValueTableWriter, type ValueNodes } from "./values";
import { NumbersTable, dfpnWins, type ProofHost } from "./pns";
import { LEFT_KNOWN, LEFT_WINS, RIGHT_KNOWN, RIGHT_WINS, SolveTable, hashKey, swapSides, type Replacement, type SolveTableStats } from "./table";

const ops = cgt.ops;

/**
 * The weight of the mover's safe moves against the opponent's replies in the "safe-moves" ordering.
 * Measured on Domineering with the move preference (nodes, Vertical / Horizontal first, weight
 * 1 → 2 → 4 → 10): 6×7 6,801 / 28,202 → 6,307 / 24,235 → 5,932 / 22,910 → 5,988 / 22,242;
 * 7×7 60,308 / 62,994 → 46,828 / 49,981 → 41,934 / 44,156 → 41,259 / 42,758; 8×6 (Vertical first)
 * 57,310 → 55,429 at 4; 8×6 with Horizontal first 297,964 → 290,986, 8×7 with Vertical first
 * 382,916 → 328,189 from 2 to 4.
 */
const SAFE_WEIGHT = 4;

/** The longest line of play searched (one JavaScript frame a move: a chain of 3,000 moves measured fine, 6,000 overflowed the default stack). */
const MAX_DEPTH = 2500;

/** Whether err is V8's stack overflow (a RangeError "Maximum call stack size exceeded"). O(1). */
function isStackOverflow(err: unknown): boolean {
  return err instanceof RangeError && /call stack/i.test(err.message);
}

const ZERO = ops.ZERO;

/** The player who moves first: Left or Right. */
export type Player = "left" | "right";

/** Which components the solver replaces by their canonical values (see {@link SolveOptions.simplify}). */
export interface SimplifyOptions<P> {
  /**
   * Components of at most this size are small. Default: the ruleset's `knowledge.maxSubgameSize`
   * (12 with `knowledge: false`), else 12 but at most half the size of the position solved (on a small board the canonical
   * values of its large pieces cost more than searching them: Clobber 2×8, measured, 40% less CPU).
   */
  maxSize?: number;
  /**
   * The size of a component (default: the ruleset's `knowledge.componentSize`, also with
   * `knowledge: false`, else the number of characters of its picture, the ruleset's
   * `format`, other than `#`, `|` and white space — free cells, stones; without a `format` no
   * component is small unless `size` is given).
   */
  size?: (component: P) => number;
  /**
   * Rule 2, negatives cancel (default true): `false` keeps both G and −G in the sum and searches
   * them (for measuring what the rule saves; the answer is the same).
   */
  cancel?: boolean;
  /**
   * Which small components' values are added into the one value s (rule 1): "all" (every value:
   * one canonical sum, whose options are the moves; its canonical form may take long to compute
   * when the values are many and hot) or "simple" (only values x + n·↑ + *m — numbers, ups, stars,
   * nimbers — whose sums have a closed form; every other value stays a summand of its own, a
   * *value part*, played by its canonical options, as MCGS keeps its subgames). Default: the
   * ruleset's `knowledge.combineValues` (also with `knowledge: false`), else "simple".
   */
  combine?: "all" | "simple";
  /**
   * Rule 6, impartial sums split into nim-values (impartial rulesets, negamax search; default
   * true): a state of two or more large parts is settled by the nim-values of all parts but the
   * largest, each found by proof search, and a search of the largest part plus their nim-sum.
   * `false` searches such sums as they are (for measuring what the rule saves; the answer is the same).
   */
  splitNimbers?: boolean;
}

/** Options of one {@link Solver.solve}: who moves first, a game added to the position, a budget. */
export interface SolveCallOptions extends RunOptions {
  toMove: Player;
  plus?: cgt.Game;
}

/** The fields of {@link SolveCallOptions}. */
const SOLVE_CALL_OPTION_NAMES = optionNames<SolveCallOptions>({ toMove: true, plus: true, budget: true, onProgress: true });

/** Options of {@link solve}. */
export interface SolveOptions<P = never> extends RunOptions {
  /** Who moves first ("left" or "right"). */
  toMove: Player;
  /** Sum simplification (see the module comment): `false` searches whole positions only; default `{}`. */
  simplify?: false | SimplifyOptions<P>;
  /** Slots of the transposition table (default 2^20; rounded up to a power of two). */
  tableSlots?: number;
  /** Replacement policy of the table (default "two-tier"; see {@link Replacement}). */
  replacement?: Replacement;
  /**
   * Move ordering: "mobility" (default: fewest replies first), "safe-moves" (replies minus four times
   * the mover's safe moves after the move, from the ruleset's `knowledge.moveCounts`; mobility
   * without it), "counts" (from the move counts alone, no replies generated: the opponent's most
   * and sure moves after the move less the mover's, {@link Solver} `countScore`; mobility without
   * counts) or "none" (the ruleset's order, moves in s last). Moves scored alike are tried in
   * the order of the ruleset's `knowledge.movePreference` (higher first), if it has one, else in
   * the ruleset's order.
   */
  ordering?: "mobility" | "safe-moves" | "counts" | "none";
  /**
   * Use the ruleset's `knowledge` (default true): its move counts decide states statically and
   * order moves, its move preference breaks the ordering's ties, its `maxSubgameSize` is the
   * default of `simplify.maxSize`. `false`: the rules only.
   */
  knowledge?: boolean;
  /**
   * A subgame database ({@link loadSubgameDatabase}) of this ruleset: a component found in it is
   * replaced by its value without search, whatever its size (with simplification on).
   */
  database?: SubgameDatabase;
  /**
   * The search: "negamax" (default: depth-first, moves in the ordering's order) or "pns"
   * (depth-first proof-number search, df-pn: the most-proving move first, by proof and disproof
   * numbers; solve/pns.ts). Same states, rules, tables, budgets and node count; nodes and time
   * differ (bench/solve.bench.ts measures both).
   */
  search?: "negamax" | "pns";
  /**
   * A game added to the position: the solver answers who wins `position + plus` (default 0). It
   * starts as the value s of the sum (rule 1 of the module comment: a summand given by its
   * canonical form). With `plus` = *k on an impartial position G this decides whether G = *k
   * (G + *k is a second-player win iff G = *k), one proof search in place of G's whole nim-value
   * computation — the method of Lemoine and Viennot ("Nimbers are inevitable", TCS 462, 2012).
   */
  plus?: cgt.Game;
}

/** What {@link solve} found and what it cost. */
export interface SolveResult {
  /** The player who wins with `toMove` moving first and both playing perfectly. */
  readonly winner: Player;
  /** Who moved first. */
  readonly toMove: Player;
  /** Search nodes (states expanded). */
  readonly nodes: number;
  /** Components replaced by their canonical values (rule 1), counted each time. */
  readonly valuedComponents: number;
  /** Pairs of components cancelled as G + (−G) (rule 2). */
  readonly cancelledPairs: number;
  /** Impartial sums of two or more large parts settled by their nim-values (rule 6). */
  readonly nimSplits: number;
  /** States decided by the ruleset's move counts without search (knowledge.moveCounts). */
  readonly staticDecisions: number;
  /** Components valued from the subgame database (counted each time, also in valuedComponents). */
  readonly databaseHits: number;
  /** The transposition tables' counters (single positions and sums). */
  readonly table: { readonly positions: SolveTableStats; readonly sums: SolveTableStats };
  /** Wall-clock milliseconds of the search. */
  readonly millis: number;
}

interface State<P> {
  readonly parts: readonly P[];
  readonly keys: readonly PositionKey[];
  readonly negs: readonly boolean[];
  /** The value parts (combine "simple"): canonical values of small components that are not x + n·↑ + *m, sorted by id. */
  readonly vals: readonly number[];
  readonly small: number;
  /** Table key: the single part's folded key, or the composite string. */
  readonly key: PositionKey;
  readonly composite: boolean;
  /** True when the key stands for the negated state (bits swapped). */
  readonly swapped: boolean;
  readonly hash: number;
  /** The key of the large parts and value parts without s, for rule 5. */
  readonly partsKey: string;
  /** The ruleset's preference of the move that led here (knowledge.movePreference; 0 without one): the tie-break of the ordering. */
  pref: number;
  /**
   * The move counts of the parts (knowledge.moveCounts), by index, filled on first use
   * ({@link Solver} `countsAt`) and handed on to the children with the parts they keep (a part's
   * counts are computed once along a line of play, not once per state it is part of).
   */
  readonly counts: (MoveCounts | undefined)[];
}

/** Check the player to move: "left" or "right", else an InputError naming what was given. O(1). */
export function checkPlayer(rulesetName: string, toMove: unknown): Player {
  if (toMove === "left" || toMove === "right") return toMove;
  throw new InputError(`${rulesetName} solve: toMove must be "left" or "right", got ${describeValue(toMove)}`, "toMove");
}

/** Check a ruleset and a root position as the engines do (InputError naming the ruleset and the position). O(isPosition). */
export function checkSolveInput<P>(ruleset: Ruleset<P>, position: P): void {
  if (typeof ruleset !== "object" || ruleset === null || (ruleset.kind !== "partizan" && ruleset.kind !== "impartial")) {
    throw new InputError("solve needs a ruleset made by ruleset.definePartizan / defineImpartial / defineGridRuleset");
  }
  if (ruleset.loopy === true) {
    throw new InputError(`${ruleset.name} is a loopy ruleset (its positions can repeat), so solvers.solve (short games only) does not apply: use solvers.loopyOutcomeClass(ruleset, position), which works on the game graph of the position`);
  }
  if (position === undefined || position === null) throw new InputError(`${ruleset.name}: solve() needs a position, got ${String(position)}`);
  if (ruleset.isPosition !== undefined && !ruleset.isPosition(position)) {
    throw new InputError(`${ruleset.name}: solve() was handed ${describeValue(position)}, which is not a position of ${ruleset.name}`, "position");
  }
}

function pictureSize<P>(ruleset: Ruleset<P>): ((c: P) => number) | undefined {
  const format = ruleset.format;
  if (format === undefined) return undefined;
  return (c: P) => {
    const s = format(c);
    let n = 0;
    for (let i = 0; i < s.length; i++) {
      const ch = s.charCodeAt(i);
      if (ch !== 35 && ch !== 124 && ch !== 32 && ch !== 10 && ch !== 13 && ch !== 9) n++;
    }
    return n;
  };
}

/** A key in a composite key: numbers end with ";" (they contain none), strings and bigints carry their length. */
function keyText(k: PositionKey): string {
  if (typeof k === "number") return `n${k};`;
  const s = String(k);
  return `${typeof k === "string" ? "s" : "b"}${s.length}:${s}`;
}

/**
 * One solver: a ruleset, its options, its tables. {@link solve} makes a fresh one per call (so node
 * counts do not depend on earlier calls); keep one to share its tables across positions.
 */
export class Solver<P> {
  private readonly positions: SolveTable;
  /** Sums are keyed with the store id of their value s: emptied when `cgt.resetStore()` started a new store generation. */
  private sums: SolveTable;
  private generation = cgt.storeGeneration();
  private readonly sumSlots: number;
  private readonly replacement: Replacement;
  private readonly onPath = new Set<PositionKey>();
  private readonly onPathSums = new Set<PositionKey>();
  private readonly simplify: boolean;
  private readonly cancel: boolean;
  /** Rule 1 with combine "all": every small value into s; else only x + n·↑ + *m (the rest are value parts). */
  private readonly combineAll: boolean;
  private maxSize: number;
  /** Neither `simplify.maxSize` nor the ruleset's knowledge set the limit: 12, at most half the root's size (set per search). */
  private readonly maxSizeByRoot: boolean;
  private readonly size: ((c: P) => number) | undefined;
  private readonly mobility: boolean;
  private readonly pns: boolean;
  /** Rule 5 (impartial rulesets): nim-values of large parts proved by a second-player win of parts + *a, under their parts key. */
  private readonly impartial: boolean;
  private readonly nimOf = new Map<string, number>();
  private readonly maxNims: number;
  /** Rule 6 in force (impartial ruleset, simplification on, negamax, `simplify.splitNimbers` not false). */
  private readonly splitNimbers: boolean;
  /** df-pn's proof and disproof numbers (search "pns"), keyed like the tables: renewed with the sums. */
  private numbers: NumbersTable | undefined;
  private readonly safeOrdering: boolean;
  private readonly countOrdering: boolean;
  private readonly moveCounts: ((p: P) => MoveCounts) | undefined;
  /** The ruleset's move preference (knowledge.movePreference), when moves are ordered. */
  private readonly movePreference: ((p: P, o: P, player: Player) => number) | undefined;
  private statics = 0;
  /** Sure and most moves of the values s met (solve/counts.ts). */
  private readonly valueCounts = new ValueCounts();
  /** Scratch totals of {@link staticResult}. */
  private readonly totals: CountTotals = {
    leftSafe: 0,
    leftMost: 0,
    rightSafe: 0,
    rightMost: 0,
    leftProtective: 0,
    leftVulnerable: 0,
    rightProtective: 0,
    rightVulnerable: 0,
    leftWide: 0,
    rightWide: 0,
    leftCells: 0,
    rightCells: 0,
  };
  private readonly database: SubgameDatabase | undefined;
  private dbHits = 0;
  /**
   * Values of the small components met (rule 1), under their folded keys, each the value of the
   * key's orientation (store ids: emptied with the sums when `cgt.resetStore()` starts a new store
   * generation). Spares the engine's call (its walk and budget checks, ~10 µs) on a component the
   * search meets again; at most `tableSlots` entries.
   */
  private smallValues = new KeyTable();
  private readonly maxSmallValues: number;
  /** Option counts of large parts for move ordering ({@link optionCount}), per side of the key's orientation (Left, Right). */
  private readonly optionCounts = [new KeyTable(), new KeyTable()];
  private budget: Budget = new Budget({});
  private nodes = 0;
  private valued = 0;
  private cancelled = 0;
  private nimSplitCount = 0;
  private depth = 0;
  /** The states under search, root first (left as they were when a search is cut off). */
  private readonly trail: State<P>[] = [];
  private lastOpen: P[][] = [];
  private nodesAtStart = 0;

  constructor(
    readonly ruleset: Ruleset<P>,
    options: Omit<SolveOptions<P>, "toMove" | "budget" | "onProgress"> = {},
  ) {
    checkOptionNames(ruleset.name, options as Record<string, unknown>, ["simplify", "tableSlots", "replacement", "ordering", "knowledge", "database", "search"]);
    const search = options.search ?? "negamax";
    if (search !== "negamax" && search !== "pns") throw new InputError(`${ruleset.name} solve: search must be "negamax" or "pns", got ${describeValue(search)}`, "search");
    this.pns = search === "pns";
    if (options.database !== undefined && !(options.database instanceof SubgameDatabase)) throw new InputError(`${ruleset.name} solve: database must be a subgame database from solvers.loadSubgameDatabase, got ${describeValue(options.database)}`, "database");
    options.database?.checkRuleset(ruleset);
    this.database = options.database;
    const useKnowledge = options.knowledge ?? true;
    if (typeof useKnowledge !== "boolean") throw new InputError(`${ruleset.name} solve: knowledge must be true or false, got ${describeValue(useKnowledge)}`, "knowledge");
    const knowledge = useKnowledge ? ruleset.knowledge : undefined;
    this.moveCounts = knowledge?.moveCounts;
    if (this.moveCounts !== undefined && typeof this.moveCounts !== "function") throw new InputError(`${ruleset.name}: knowledge.moveCounts must be a function, got ${describeValue(this.moveCounts)}`, "knowledge.moveCounts");
    const slots = options.tableSlots ?? 1 << 20;
    if (!Number.isSafeInteger(slots) || slots < 1) throw new InputError(`${ruleset.name} solve: tableSlots must be a positive integer, got ${describeValue(slots)}`, "tableSlots");
    const replacement = options.replacement ?? "two-tier";
    if (replacement !== "two-tier" && replacement !== "always" && replacement !== "work") {
      throw new InputError(`${ruleset.name} solve: replacement must be "two-tier", "always" or "work", got ${describeValue(replacement)}`, "replacement");
    }
    const ordering = options.ordering ?? "mobility";
    if (ordering !== "mobility" && ordering !== "safe-moves" && ordering !== "counts" && ordering !== "none") {
      throw new InputError(`${ruleset.name} solve: ordering must be "mobility", "safe-moves", "counts" or "none", got ${describeValue(ordering)}`, "ordering");
    }
    this.mobility = ordering !== "none";
    const preference = knowledge?.movePreference;
    if (preference !== undefined && typeof preference !== "function") throw new InputError(`${ruleset.name}: knowledge.movePreference must be a function, got ${describeValue(preference)}`, "knowledge.movePreference");
    this.movePreference = this.mobility && !this.pns ? preference : undefined;
    this.safeOrdering = ordering === "safe-moves" && this.moveCounts !== undefined;
    this.countOrdering = ordering === "counts" && this.moveCounts !== undefined;
    // sums get a quarter of the slots: most states of a search are single components
    this.positions = new SolveTable(slots, replacement);
    this.impartial = ruleset.kind === "impartial";
    this.maxNims = slots;
    this.maxSmallValues = slots;
    this.sumSlots = Math.max(16, slots >> 2);
    this.replacement = replacement;
    this.sums = new SolveTable(this.sumSlots, replacement);
    const simp = options.simplify;
    if (simp !== undefined && simp !== false && (typeof simp !== "object" || simp === null)) {
      throw new InputError(`${ruleset.name} solve: simplify must be false or an object such as { maxSize: 12 }, got ${describeValue(simp)}`, "simplify");
    }
    this.simplify = simp !== false;
    const s = simp === false || simp === undefined ? {} : simp;
    if (typeof s === "object") checkOptionNames(ruleset.name, s as Record<string, unknown>, ["maxSize", "size", "cancel", "combine", "splitNimbers"], "simplify.");
    if (s.splitNimbers !== undefined && typeof s.splitNimbers !== "boolean") throw new InputError(`${ruleset.name} solve: simplify.splitNimbers must be true or false, got ${describeValue(s.splitNimbers)}`, "simplify.splitNimbers");
    this.splitNimbers = this.impartial && this.simplify && !this.pns && (s.splitNimbers ?? true);
    // (a ruleset's combineValues is a cost preference, not knowledge of the game: kept with knowledge: false)
    const combine = s.combine ?? ruleset.knowledge?.combineValues ?? "simple";
    if (combine !== "all" && combine !== "simple") throw new InputError(`${ruleset.name} solve: simplify.combine must be "all" or "simple", got ${describeValue(combine)}`, "simplify.combine");
    this.combineAll = combine === "all";
    if (s.cancel !== undefined && typeof s.cancel !== "boolean") throw new InputError(`${ruleset.name} solve: simplify.cancel must be true or false, got ${describeValue(s.cancel)}`, "simplify.cancel");
    this.cancel = s.cancel ?? true;
    // (with knowledge: false on a ruleset that has a size limit, the plain 12: the savings measured
    // for the knowledge are then those of its move counts alone)
    this.maxSizeByRoot = s.maxSize === undefined && ruleset.knowledge?.maxSubgameSize === undefined;
    this.maxSize = s.maxSize ?? knowledge?.maxSubgameSize ?? 12;
    if (typeof this.maxSize !== "number" || !(this.maxSize >= 0)) throw new InputError(`${ruleset.name} solve: simplify.maxSize must be a non-negative number, got ${describeValue(this.maxSize)}`, "simplify.maxSize");
    if (s.size !== undefined && typeof s.size !== "function") throw new InputError(`${ruleset.name} solve: simplify.size must be a function of a component, got ${describeValue(s.size)}`, "simplify.size");
    const componentSize = ruleset.knowledge?.componentSize;
    if (componentSize !== undefined && typeof componentSize !== "function") throw new InputError(`${ruleset.name}: knowledge.componentSize must be a function, got ${describeValue(componentSize)}`, "knowledge.componentSize");
    // (like combineValues, a component's size is a cost setting, not knowledge of the game: kept with knowledge: false)
    this.size = s.size ?? componentSize ?? pictureSize(ruleset);
  }

  /**
   * Who wins `position` with `toMove` moving first. Cost: see the module comment. A budget overrun
   * ends with a BudgetExceededError naming the limit; the table keeps what was proved, so a retry
   * with a larger budget on the same Solver resumes from it.
   */
  solve(position: P, options: SolveCallOptions): SolveResult {
    checkSolveInput(this.ruleset, position);
    if (typeof options !== "object" || options === null) throw new InputError(`${this.ruleset.name} solve: options must be an object such as { toMove: "left" }, got ${describeValue(options)}`);
    const toMove = checkPlayer(this.ruleset.name, options.toMove);
    const plus = this.plusId(options.plus);
    const budget = Budget.from(options, `${this.ruleset.name} solve`, SOLVE_CALL_OPTION_NAMES);
    const start = Date.now();
    const nodes0 = this.nodes;
    const valued0 = this.valued;
    const cancelled0 = this.cancelled;
    const nimSplits0 = this.nimSplitCount;
    const statics0 = this.statics;
    const dbHits0 = this.dbHits;
    const leftWins = this.run(position, toMove === "left" ? 0 : 1, budget, plus);
    return {
      winner: leftWins === (toMove === "left") ? "left" : "right",
      toMove,
      nodes: this.nodes - nodes0,
      valuedComponents: this.valued - valued0,
      cancelledPairs: this.cancelled - cancelled0,
      nimSplits: this.nimSplitCount - nimSplits0,
      staticDecisions: this.statics - statics0,
      databaseHits: this.dbHits - dbHits0,
      table: { positions: this.positions.stats, sums: this.sums.stats },
      millis: Date.now() - start,
    };
  }

  /**
   * Whether the player to move (0 Left, 1 Right) wins. The marks of the path (loop detection) are
   * cleared when a search starts: an interrupt (which runs no `finally`) may leave them set, and a
   * Solver runs one search at a time (not reentrant). The table needs no repair: its writes leave
   * each slot empty or whole, and the engine repairs its own tables at its next call.
   */
  private run(position: P, player: number, budget: Budget, plus: number): boolean {
    if (this.generation !== cgt.storeGeneration()) {
      this.sums = new SolveTable(this.sumSlots, this.replacement);
      this.numbers = undefined;
      this.smallValues = new KeyTable();
      this.generation = cgt.storeGeneration();
    }
    this.onPath.clear();
    this.onPathSums.clear();
    this.depth = 0;
    this.trail.length = 0;
    this.lastOpen = [];
    this.nodesAtStart = this.nodes;
    const outer = this.budget;
    this.budget = budget;
    try {
      const root = this.rootState(position, plus);
      if (!this.pns) return this.wins(root, player);
      this.numbers ??= new NumbersTable(this.positions.maxSlots);
      return dfpnWins(this.proofHost(), root, player, this.numbers, this.mobility);
    } catch (err) {
      this.lastOpen = this.trail.map((st) => [...st.parts]);
      if (isStackOverflow(err)) throw this.stackError(this.trail.length);
      throw err;
    } finally {
      this.budget = outer;
      this.onPath.clear();
      this.onPathSums.clear();
      this.depth = 0;
    }
  }

  /** The store id of the `plus` option (0 when absent); an InputError naming the option for anything but a game value of cgt. */
  private plusId(plus: unknown): number {
    if (plus === undefined) return ZERO;
    try {
      return ops.id(plus as cgt.Game);
    } catch (err) {
      throw new InputError(`${this.ruleset.name} solve: plus must be a game value of cgt (such as cgt.nimber(2)), got ${describeValue(plus)}: ${err instanceof Error ? err.message : String(err)}`, "plus");
    }
  }

  private rootState(position: P, plus: number): State<P> {
    if (this.maxSizeByRoot && this.size !== undefined) this.maxSize = Math.min(12, Math.floor(this.size(position) / 2));
    const vals: number[] = [];
    const s0 = this.addValue(ZERO, plus, vals);
    if (!this.simplify) return this.makeState([position], [this.foldKey(position)], [this.foldNeg], s0, vals);
    const parts: P[] = [];
    const keys: PositionKey[] = [];
    const negs: boolean[] = [];
    const small = this.addComponents(position, parts, keys, negs, s0, vals);
    return this.normalizeState(parts, keys, negs, small, vals);
  }

  /**
   * Add the value v of a small component (or of `plus`) to the state being built: into s when
   * combining all values or when both are x + n·↑ + *m (a closed-form sum), else as a value part
   * pushed on `vals`. Returns the new s. O(1) but for combine "all" (a canonical sum).
   */
  private addValue(small: number, v: number, vals: number[]): number {
    if (v === ZERO) return small;
    if (this.combineAll || (ops.isNus(v) && ops.isNus(small))) return small === ZERO ? v : ops.add(small, v);
    vals.push(v);
    return small;
  }

  // ------------------------------------------------------------------------------------------
  // keys and states
  // ------------------------------------------------------------------------------------------

  private foldNeg = false;

  /** The folded key of p ({@link foldedKey}); sets foldNeg. */
  private foldKey(p: P): PositionKey {
    const f = foldedKey(this.ruleset, p);
    this.foldNeg = f.negated;
    return f.key;
  }

  /** Split p into components: small ones' values added into `small` (returned) or pushed on `vals` ({@link addValue}), large ones pushed with their keys. */
  private addComponents(p: P, parts: P[], keys: PositionKey[], negs: boolean[], small: number, vals: number[]): number {
    const r = this.ruleset;
    const comps = r.components === undefined ? [p] : optionList(r, p, "components", r.components(p));
    const db = this.database;
    for (const c of comps) {
      const f = foldedKey(r, c);
      if (db !== undefined) {
        const d = db.valueOfKey(f.key);
        if (d !== undefined) {
          this.valued++;
          this.dbHits++;
          small = this.addValue(small, f.negated ? ops.neg(d) : d, vals);
          continue;
        }
      }
      // a small component met before (under its folded key, the value of the key's orientation)
      const known = this.smallValues.get(f.key);
      if (known >= 0) {
        this.valued++;
        small = this.addValue(small, f.negated ? ops.neg(known) : known, vals);
        continue;
      }
      const v = this.smallValue(c);
      if (v >= 0) {
        this.valued++;
        if (this.smallValues.size < this.maxSmallValues) this.smallValues.set(f.key, f.negated ? ops.neg(v) : v);
        small = this.addValue(small, v, vals);
        continue;
      }
      parts.push(c);
      keys.push(f.key);
      negs.push(f.negated);
    }
    return small;
  }

  /** The canonical value (store id) of a small component, or −1 for a large one. */
  private smallValue(c: P): number {
    const size = this.size;
    if (size === undefined) return -1;
    const n = size(c);
    if (typeof n !== "number" || !(n >= 0)) throw this.sizeError(c, n);
    if (n > this.maxSize) return -1;
    // an impartial component's canonical value is the nimber of its nim-value: the nim-value
    // engine finds it without canonical forms (mex of option nim-values, components nim-summed)
    if (this.impartial) return ops.nimber(engineFor(this.ruleset).nimValue(c, { budget: this.budget }));
    return engineFor(this.ruleset).valueId(c, { budget: this.budget });
  }

  private sizeError(c: P, n: unknown): InputError {
    return new InputError(`${this.ruleset.name}: the size of component ${describePosition(this.ruleset, c)} (simplify.size, else knowledge.componentSize) is ${describeValue(n)}, not a non-negative number`, "simplify.size");
  }

  /**
   * Sort the value parts and cancel v + (−v) pairs among them, sort parts by key, cancel G + (−G)
   * pairs (both unless `simplify.cancel` is false), and key the state. O(k log k) for k parts.
   */
  private normalizeState(parts: P[], keys: PositionKey[], negs: boolean[], small: number, vals: number[], counts: (MoveCounts | undefined)[] = []): State<P> {
    const v2 = this.normalizeValues(vals);
    const k = parts.length;
    if (k <= 1) return this.makeState(parts, keys, negs, small, v2, counts);
    const order = Array.from({ length: k }, (_, i) => i).sort((a, b) => compareKeys(keys[a]!, keys[b]!) || Number(negs[a]) - Number(negs[b]));
    const P2: P[] = [];
    const K2: PositionKey[] = [];
    const N2: boolean[] = [];
    const C2: (MoveCounts | undefined)[] = [];
    for (const i of order) {
      const j = K2.length - 1;
      // same key, opposite sign: G + (−G) = 0 (sorted by sign within a key, so the pair is adjacent
      // or separated only by parts of the same key: scan back over them)
      let cancelled = false;
      for (let t = j; this.cancel && t >= 0 && K2[t] === keys[i]; t--) {
        if (this.impartial || N2[t] !== negs[i]) {
          P2.splice(t, 1);
          K2.splice(t, 1);
          N2.splice(t, 1);
          C2.splice(t, 1);
          this.cancelled++;
          cancelled = true;
          break;
        }
      }
      if (cancelled) continue;
      P2.push(parts[i]!);
      K2.push(keys[i]!);
      N2.push(negs[i]!);
      C2.push(counts[i]);
    }
    return this.makeState(P2, K2, N2, small, v2, C2);
  }

  /** The value parts sorted by id, v + (−v) pairs cancelled (rule 2 on values; unless `simplify.cancel` is false). O(k log k). */
  private normalizeValues(vals: number[]): number[] {
    if (vals.length <= 1) return vals;
    vals.sort((a, b) => a - b);
    if (!this.cancel) return vals;
    const out: number[] = [];
    const used = new Uint8Array(vals.length);
    for (let i = 0; i < vals.length; i++) {
      if (used[i] === 1) continue;
      const n = ops.neg(vals[i]!);
      let j = -1;
      if (n !== vals[i]) for (let t = i + 1; t < vals.length; t++) if (used[t] === 0 && vals[t] === n) { j = t; break; }
      if (j >= 0) {
        used[j] = 1;
        this.cancelled++;
        continue;
      }
      out.push(vals[i]!);
    }
    return out;
  }

  private makeState(parts: readonly P[], keys: readonly PositionKey[], negs: readonly boolean[], small: number, vals: readonly number[], counts: (MoveCounts | undefined)[] = []): State<P> {
    if (parts.length === 1 && small === ZERO && vals.length === 0) {
      const key = keys[0]!;
      return { parts, keys, negs, vals, small, key, composite: false, swapped: negs[0]!, hash: hashKey(key), partsKey: this.impartial ? keyText(key) + "+" : "", pref: 0, counts };
    }
    // a sum and its negative share one key: the first part's sign made positive (the value
    // parts and s negated with it); the ids after the last "|": s, then the value parts
    const flip = parts.length > 0 && negs[0]!;
    let text = "";
    for (let i = 0; i < parts.length; i++) text += keyText(keys[i]!) + (negs[i] !== flip ? "-" : "+");
    let valIds = "";
    if (vals.length > 0) {
      const vs = flip ? vals.map((v) => ops.neg(v)).sort((a, b) => a - b) : vals;
      for (const v of vs) valIds += `,${v}`;
    }
    const key = `${text}|${flip ? ops.neg(small) : small}${valIds}`;
    return { parts, keys, negs, vals, small, key, composite: true, swapped: flip, hash: hashKey(key), partsKey: valIds === "" ? text : `${text}v${valIds};`, pref: 0, counts };
  }

  /** The state after replacing part i by option o. */
  private child(st: State<P>, i: number, o: P): State<P> {
    const vals = st.vals.slice();
    const parts: P[] = [];
    const keys: PositionKey[] = [];
    const negs: boolean[] = [];
    // the kept parts' move counts (computed here once for all of st's children), the new parts' none yet
    const counts: (MoveCounts | undefined)[] = [];
    const withCounts = this.moveCounts !== undefined;
    for (let j = 0; j < st.parts.length; j++) {
      if (j === i) continue;
      parts.push(st.parts[j]!);
      keys.push(st.keys[j]!);
      negs.push(st.negs[j]!);
      counts.push(withCounts ? this.countsAt(st, j) : undefined);
    }
    if (!this.simplify) {
      parts.push(o);
      keys.push(this.foldKey(o));
      negs.push(this.foldNeg);
      return this.makeState(parts, keys, negs, st.small, st.vals, counts);
    }
    // (the new parts have no entry in counts: an index past its end reads as not yet counted)
    const small = this.addComponents(o, parts, keys, negs, st.small, vals);
    return this.normalizeState(parts, keys, negs, small, vals, counts);
  }

  /** The state after replacing value part i by its option g (into s when g is x + n·↑ + *m and so is s). */
  private valueChild(st: State<P>, i: number, g: number): State<P> {
    const vals: number[] = [];
    for (let j = 0; j < st.vals.length; j++) if (j !== i) vals.push(st.vals[j]!);
    const small = this.addValue(st.small, g, vals);
    return this.makeState(st.parts, st.keys, st.negs, small, this.normalizeValues(vals), st.counts);
  }

  // ------------------------------------------------------------------------------------------
  // the search
  // ------------------------------------------------------------------------------------------

  /** Known result of st for player (0 Left, 1 Right): 1 wins, 0 loses, −1 unknown. */
  private known(st: State<P>, player: number): number {
    if (st.parts.length === 0 && st.vals.length <= 1) {
      // rule 4: s alone, or one value part and s (their sum: one canonical addition)
      const o = ops.outcome(st.vals.length === 0 ? st.small : ops.add(st.vals[0]!, st.small));
      return player === 0 ? (o === "L" || o === "N" ? 1 : 0) : o === "R" || o === "N" ? 1 : 0;
    }
    let bits = (st.composite ? this.sums : this.positions).get(st.key, st.hash);
    if (st.swapped) bits = swapSides(bits);
    const mask = player === 0 ? LEFT_KNOWN : RIGHT_KNOWN;
    if ((bits & mask) !== 0) return (bits & (player === 0 ? LEFT_WINS : RIGHT_WINS)) !== 0 ? 1 : 0;
    if (this.impartial) {
      // rule 5: G + *b with nim(G) = a proved
      const a = this.nimOf.get(st.partsKey);
      if (a !== undefined) {
        const b = ops.nimberValue(st.small);
        if (b >= 0) return a === b ? 0 : 1;
      }
    }
    if (bits === 0 && this.moveCounts !== undefined) return this.staticResult(st, player);
    return -1;
  }

  /** The ruleset's move counts of p, checked (non-negative integers, safe + 2 · protective + vulnerable ≤ most, each most ≥ 2 · the other's protective): an InputError naming the ruleset and the position otherwise. */
  private counts(p: P): MoveCounts {
    const c = this.moveCounts!(p);
    if (
      typeof c !== "object" || c === null ||
      !isCount(c.leftSafe) || !isCount(c.leftMost) || !isCount(c.rightSafe) || !isCount(c.rightMost) ||
      !isOptionalCount(c.leftProtective) || !isOptionalCount(c.leftVulnerable) || !isOptionalCount(c.rightProtective) || !isOptionalCount(c.rightVulnerable) ||
      !isOptionalCount(c.leftMoves) || !isOptionalCount(c.rightMoves) ||
      !isOptionalCount(c.leftVulnerableWide) || !isOptionalCount(c.rightVulnerableWide) || !isOptionalCount(c.leftCells) || !isOptionalCount(c.rightCells) ||
      (c.leftVulnerableWide ?? 0) > (c.leftVulnerable ?? 0) || (c.rightVulnerableWide ?? 0) > (c.rightVulnerable ?? 0) ||
      (c.rightCells !== undefined && c.rightCells < 4 * (c.leftProtective ?? 0) + 2 * (c.leftVulnerableWide ?? 0)) ||
      (c.leftCells !== undefined && c.leftCells < 4 * (c.rightProtective ?? 0) + 2 * (c.rightVulnerableWide ?? 0)) ||
      c.leftSafe + 2 * (c.leftProtective ?? 0) + (c.leftVulnerable ?? 0) > c.leftMost ||
      c.rightSafe + 2 * (c.rightProtective ?? 0) + (c.rightVulnerable ?? 0) > c.rightMost ||
      c.rightMost < 2 * (c.leftProtective ?? 0) || c.leftMost < 2 * (c.rightProtective ?? 0)
    ) {
      throw new InputError(
        `${this.ruleset.name}: knowledge.moveCounts(${describePosition(this.ruleset, p)}) returned ${describeValue(c)}; it must be { leftSafe, leftMost, rightSafe, rightMost } and optionally { leftProtective, leftVulnerable, leftVulnerableWide, leftCells, leftMoves } and the same for right, non-negative integers with safe ≤ most (safe + 2 · protective + vulnerable ≤ most, each most ≥ 2 · the other's protective, wide ≤ vulnerable, cells ≥ 4 · the other's protective + 2 · the other's wide)`,
      );
    }
    return c;
  }

  /**
   * The move counts of part i of st ({@link counts}), kept in the state (`st.counts`, which its
   * children inherit for the parts they keep). O(1) after the first call for the part.
   */
  private countsAt(st: State<P>, i: number): MoveCounts {
    const known = st.counts[i];
    if (known !== undefined) return known;
    const c = this.counts(st.parts[i]!);
    st.counts[i] = c;
    return c;
  }

  /**
   * The static result of st for player (1 wins, 0 loses, −1 unknown) from the move counts summed
   * over its parts and s's sure and most moves ({@link ValueCounts}: an integer n is |n| safe moves
   * of its owner), decided by {@link staticOutcome} (solve/counts.ts: the moves the player to move can be
   * sure of against the opponent's most moves, and the same with the players' roles exchanged,
   * each with its soundness argument). O(parts · moveCounts).
   */
  private staticResult(st: State<P>, player: number): number {
    const t = this.totals;
    t.leftSafe = t.leftMost = t.rightSafe = t.rightMost = 0;
    t.leftProtective = t.leftVulnerable = t.rightProtective = t.rightVulnerable = 0;
    t.leftWide = t.rightWide = t.leftCells = t.rightCells = 0;
    const s = st.small;
    if (s !== ZERO) {
      const v = this.valueCounts.of(s);
      t.leftSafe = v[0];
      t.leftMost = v[1];
      t.rightSafe = v[2];
      t.rightMost = v[3];
      t.leftCells = 2 * v[1];
      t.rightCells = 2 * v[3];
    }
    for (const g of st.vals) {
      const v = this.valueCounts.of(g);
      t.leftSafe += v[0];
      t.leftMost += v[1];
      t.rightSafe += v[2];
      t.rightMost += v[3];
      t.leftCells += 2 * v[1];
      t.rightCells += 2 * v[3];
    }
    for (let i = 0; i < st.parts.length; i++) {
      const c = this.countsAt(st, i);
      // a part keyed by its negative still is the position itself: its counts are its own
      t.leftSafe += c.leftSafe;
      t.leftMost += c.leftMost;
      t.rightSafe += c.rightSafe;
      t.rightMost += c.rightMost;
      t.leftProtective += c.leftProtective ?? 0;
      t.leftVulnerable += c.leftVulnerable ?? 0;
      t.rightProtective += c.rightProtective ?? 0;
      t.rightVulnerable += c.rightVulnerable ?? 0;
      t.leftWide += c.leftVulnerableWide ?? 0;
      t.rightWide += c.rightVulnerableWide ?? 0;
      t.leftCells += c.leftCells ?? 2 * c.leftMost;
      t.rightCells += c.rightCells ?? 2 * c.rightMost;
    }
    const r = staticOutcome(t, player);
    if (r >= 0) this.statics++;
    return r;
  }

  private store(st: State<P>, player: number, win: boolean, work: number): void {
    if (!win && this.impartial && st.parts.length > 0 && this.nimOf.size < this.maxNims) {
      const a = ops.nimberValue(st.small);
      if (a >= 0) this.nimOf.set(st.partsKey, a);
    }
    let bits = player === 0 ? LEFT_KNOWN | (win ? LEFT_WINS : 0) : RIGHT_KNOWN | (win ? RIGHT_WINS : 0);
    if (st.swapped) bits = swapSides(bits);
    (st.composite ? this.sums : this.positions).put(st.key, st.hash, bits, work);
  }

  private options(p: P, player: number): readonly P[] {
    const r = this.ruleset;
    const side: OptionSide = r.kind === "impartial" ? "options" : player === 0 ? "leftOptions" : "rightOptions";
    const list = optionList(r, p, side, player === 0 ? leftOptionsOf(r, p) : rightOptionsOf(r, p), this.budget);
    for (let i = 0; i < list.length; i++) {
      const o = list[i];
      if (o === undefined || o === null || (typeof o !== typeof p && r.isPosition === undefined)) {
        throw new InputError(`${r.name}: ${side}(${describePosition(r, p)}) returned ${o === undefined || o === null ? String(o) : `a ${typeof o}`} as option ${i + 1}, which is not a position`);
      }
    }
    return list;
  }

  /**
   * The number of moves `player` has in st (its parts' options and s's): from the ruleset's move
   * counts when they give the number of options (`leftMoves` / `rightMoves`), else by generating
   * the options.
   */
  private mobilityOf(st: State<P>, player: number): number {
    let n = player === 0 ? ops.leftCount(st.small) : ops.rightCount(st.small);
    for (const g of st.vals) n += player === 0 ? ops.leftCount(g) : ops.rightCount(g);
    for (let i = 0; i < st.parts.length; i++) {
      if (this.moveCounts !== undefined) {
        const k = this.countsAt(st, i);
        const m = player === 0 ? k.leftMoves : k.rightMoves;
        if (m !== undefined) {
          n += m;
          continue;
        }
      }
      n += this.optionCount(st, i, player);
    }
    return n;
  }

  /**
   * The number of options of part i of st for `player`, generated once per folded key and side:
   * parts with one folded key and sign are images of one another under the ruleset's symmetries
   * (the players exchanged when the sign is negative), so they have as many moves. Only move
   * ordering reads it (a ruleset whose symmetries were not true ones would change the order, not a
   * result). At most `tableSlots` keys a side; O(1) expected after the first call for a key.
   */
  private optionCount(st: State<P>, i: number, player: number): number {
    const memo = this.optionCounts[this.impartial ? 0 : player ^ (st.negs[i]! ? 1 : 0)]!;
    const key = st.keys[i]!;
    const known = memo.get(key);
    if (known >= 0) return known;
    const n = this.options(st.parts[i]!, player).length;
    if (memo.size < this.maxSmallValues) memo.set(key, n);
    return n;
  }

  /**
   * Ordering score of a child c with `other` to move (lower searched first): the opponent's
   * replies (mobility), minus {@link SAFE_WEIGHT} times the mover's safe moves there with ordering "safe-moves".
   */
  private orderScore(c: State<P>, other: number): number {
    if (this.countOrdering) return this.countScore(c, other);
    const mobility = this.mobilityOf(c, other);
    if (!this.safeOrdering) return mobility;
    let safe = 0;
    for (let i = 0; i < c.parts.length; i++) {
      const k = this.countsAt(c, i);
      safe += other === 1 ? k.leftSafe : k.rightSafe;
    }
    return mobility - SAFE_WEIGHT * safe;
  }

  /**
   * Ordering score "counts" of a child c with `other` to move (lower first): the opponent's most
   * moves plus sure moves (safe, and two per protective area) less the mover's, summed over c's
   * parts and s's ({@link ValueCounts}). No options are generated.
   * O(parts · moveCounts).
   */
  private countScore(c: State<P>, other: number): number {
    let left = 0;
    let right = 0;
    for (const g of c.small === ZERO ? c.vals : [c.small, ...c.vals]) {
      const v = this.valueCounts.of(g);
      left += v[0] + v[1];
      right += v[2] + v[3];
    }
    for (let i = 0; i < c.parts.length; i++) {
      const k = this.countsAt(c, i);
      left += k.leftMost + k.leftSafe + 2 * (k.leftProtective ?? 0);
      right += k.rightMost + k.rightSafe + 2 * (k.rightProtective ?? 0);
    }
    return other === 0 ? left - right : right - left;
  }

  /** The InputError of a line of play the JavaScript stack could not hold (a smaller stack than node's default, or deep frames of the ruleset's own). */
  private stackError(line: number): InputError {
    return new InputError(
      `${this.ruleset.name} solve: the JavaScript stack ran out ${line.toLocaleString("en-US")} moves deep (the solver recurses once per move; lines of up to ${MAX_DEPTH.toLocaleString("en-US")} moves fit in node's default stack, so this stack is smaller, or the ruleset's own functions recurse deeply)`,
    );
  }

  private depthError(): InputError {
    return new InputError(`${this.ruleset.name} solve: a line of play longer than ${MAX_DEPTH.toLocaleString("en-US")} moves; the solver recurses once per move and handles shorter games only`);
  }

  private loopError(st: State<P>): InputError {
    const what = st.parts.length === 1 ? describePosition(this.ruleset, st.parts[0]!) : `the sum of ${st.parts.map((p) => describePosition(this.ruleset, p)).join(" + ")}`;
    return new InputError(`${this.ruleset.name}: position ${what} can be reached again from itself (a loop); solve handles short (loop-free) games only`);
  }

  /** The states after each move of player in st: in each large part, in each value part, then in s. */
  private moves(st: State<P>, player: number): State<P>[] {
    const children: State<P>[] = [];
    const prefer = this.movePreference;
    for (let i = 0; i < st.parts.length; i++) {
      const part = st.parts[i]!;
      for (const o of this.options(part, player)) {
        const c = this.child(st, i, o);
        if (prefer !== undefined) c.pref = this.preferenceOf(prefer, part, o, player);
        children.push(c);
      }
    }
    for (let i = 0; i < st.vals.length; i++) {
      const v = st.vals[i]!;
      const n = player === 0 ? ops.leftCount(v) : ops.rightCount(v);
      for (let j = 0; j < n; j++) children.push(this.valueChild(st, i, player === 0 ? ops.leftOption(v, j) : ops.rightOption(v, j)));
    }
    const nSmall = player === 0 ? ops.leftCount(st.small) : ops.rightCount(st.small);
    for (let j = 0; j < nSmall; j++) {
      const g = player === 0 ? ops.leftOption(st.small, j) : ops.rightOption(st.small, j);
      children.push(this.makeState(st.parts, st.keys, st.negs, g, st.vals, st.counts));
    }
    return children;
  }

  /** The ruleset's preference of the move from p to o (knowledge.movePreference), checked: a finite number, else an InputError naming the ruleset and the position. */
  private preferenceOf(prefer: (p: P, o: P, player: Player) => number, p: P, o: P, player: number): number {
    const x = prefer(p, o, player === 0 ? "left" : "right");
    if (typeof x !== "number" || !Number.isFinite(x)) {
      throw new InputError(`${this.ruleset.name}: knowledge.movePreference(${describePosition(this.ruleset, p)}, ${describePosition(this.ruleset, o)}, ${player === 0 ? "left" : "right"}) returned ${describeValue(x)}, not a finite number`, "knowledge.movePreference");
    }
    return x;
  }

  /**
   * The solver as df-pn sees it (solve/pns.ts): expanding a state counts a node, spends a budget
   * unit, checks the depth and marks the state on the path and the trail, as negamax does.
   */
  private proofHost(): ProofHost<State<P>> {
    return {
      known: (st, player) => this.known(st, player),
      expand: (st, player) => {
        const path = st.composite ? this.onPathSums : this.onPath;
        if (path.has(st.key)) throw this.loopError(st);
        this.budget.spend(1);
        this.nodes++;
        if (++this.depth > MAX_DEPTH) throw this.depthError();
        this.trail.push(st);
        const children = this.moves(st, player);
        path.add(st.key);
        return children;
      },
      leave: (st) => {
        (st.composite ? this.onPathSums : this.onPath).delete(st.key);
        this.trail.pop();
        this.depth--;
      },
      moves: (st, player) => this.mobilityOf(st, player),
      store: (st, player, win, work) => {
        this.store(st, player, win, work);
      },
      slot: (st, player) => ({ tier: (st.composite ? 2 : 0) + (player ^ (st.swapped ? 1 : 0)), key: st.key }),
      nodes: () => this.nodes,
    };
  }

  /** Whether `player` (0 Left, 1 Right) moving first in st wins. */
  private wins(st: State<P>, player: number): boolean {
    const k = this.known(st, player);
    if (k >= 0) return k === 1;
    if (this.splitNimbers && st.parts.length >= 2 && st.vals.length === 0) {
      const rest = this.splitByNimbers(st);
      if (rest !== undefined) {
        const w = this.wins(rest, player);
        this.store(st, player, w, 1);
        return w;
      }
    }
    // a state met again on the path is a loop (in a short game every move lowers the birthday of
    // the state's game form, so no state repeats on a path whoever is to move)
    const path = st.composite ? this.onPathSums : this.onPath;
    const pathKey = st.key;
    if (path.has(pathKey)) throw this.loopError(st);
    const trailAt = this.trail.length;
    this.trail.push(st);
    this.budget.spend(1);
    const nodes0 = ++this.nodes;
    if (++this.depth > MAX_DEPTH) throw this.depthError();
    const other = 1 - player;
    const children = this.moves(st, player);
    // enhanced transposition cut-off: a move to a state the table (or the end rule) knows
    let win = false;
    const open: State<P>[] = [];
    for (const c of children) {
      const r = this.known(c, other);
      if (r === 0) {
        win = true;
        break;
      }
      if (r < 0) open.push(c);
    }
    if (!win && open.length > 0) {
      path.add(pathKey);
      try {
        let order = open;
        if (this.mobility && open.length > 1) {
          // fewest replies first; moves in s (after the parts' and value parts' moves in `children`) keep their place at the end
          const score = open.map((c) => (c.parts === st.parts && c.vals === st.vals ? Infinity : this.orderScore(c, other)));
          order = open.map((_, i) => i).sort((a, b) => score[a]! - score[b]! || open[b]!.pref - open[a]!.pref || a - b).map((i) => open[i]!);
        }
        for (const c of order) {
          if (!this.wins(c, other)) {
            win = true;
            break;
          }
        }
      } finally {
        path.delete(pathKey);
      }
    }
    this.depth--;
    this.trail.length = trailAt;
    this.store(st, player, win, this.nodes - nodes0 + 1);
    return win;
  }

  /**
   * Rule 6: st (k ≥ 2 large parts, s a nimber) as its largest part plus the nim-sum of s and the
   * other parts' nim-values ({@link nimValueOf}); undefined when s is not a nimber (a `plus` that
   * is not one). The largest part by `simplify.size`, the first on a tie (the parts are sorted by key).
   */
  private splitByNimbers(st: State<P>): State<P> | undefined {
    let a = ops.nimberValue(st.small);
    if (a < 0) return undefined;
    let largest = 0;
    if (this.size !== undefined) {
      let best = -1;
      for (let i = 0; i < st.parts.length; i++) {
        const n = this.size(st.parts[i]!);
        if (n > best) {
          best = n;
          largest = i;
        }
      }
    }
    for (let i = 0; i < st.parts.length; i++) if (i !== largest) a ^= this.nimValueOf(st.parts[i]!, st.keys[i]!, st.negs[i]!);
    this.nimSplitCount++;
    return this.makeState([st.parts[largest]!], [st.keys[largest]!], [st.negs[largest]!], ops.nimber(a), []);
  }

  /**
   * The nim-value of a large part p of an impartial position: recorded by rule 5, else the least n
   * with p + *n a second-player win, searched for n = 0, 1, … (each search records what it proves;
   * the one that loses records nim(p) = n). At most its number of options + 1 searches.
   */
  private nimValueOf(p: P, key: PositionKey, neg: boolean): number {
    const alone = this.makeState([p], [key], [neg], ZERO, []);
    const recorded = this.nimOf.get(alone.partsKey);
    if (recorded !== undefined) return recorded;
    const bound = this.options(p, 0).length;
    for (let n = 0; n <= bound; n++) {
      const st = n === 0 ? alone : this.makeState([p], [key], [neg], ops.nimber(n), []);
      if (!this.wins(st, 0)) {
        if (this.nimOf.size < this.maxNims) this.nimOf.set(alone.partsKey, n);
        return n;
      }
    }
    throw new Error(`${this.ruleset.name} solve: ${describePosition(this.ruleset, p)} + *n is a first-player win for every n up to its ${bound} options, so it has no nim-value (a ruleset whose options are not a short impartial game, or a solver fault)`);
  }

  /**
   * The open subproblems of the last search that was cut off (a budget, an error): the states
   * under search from the root down, each as its large components (the small ones are in the
   * value s, not listed). Empty after a search that finished. O(depth).
   */
  get openStates(): readonly (readonly P[])[] {
    return this.lastOpen;
  }

  /** Search nodes of the last search, finished or cut off. O(1). */
  get lastNodes(): number {
    return this.nodes - this.nodesAtStart;
  }

  /**
   * Everything the tables have proved, as data for a file ({@link SolverTables}): single
   * positions under their folded keys, sums under their composite keys with the value s as a
   * node of a value table (store ids are this process's). O(entries). Large tables:
   * {@link exportTableChunks}, which never holds them whole.
   */
  exportTables(): SolverTables {
    const positions: SolverTables["positions"] = [];
    const sums: SolverTables["sums"] = [];
    let values: ValueNodes = [];
    for (const c of this.exportTableChunks(Infinity)) {
      if (c[0] === "positions") for (const e of c[1]) positions.push(e);
      else if (c[0] === "sums") for (const e of c[1]) sums.push(e);
      else values = c[1];
    }
    return { values, positions, sums };
  }

  /**
   * The entries of {@link exportTables} in chunks of at most `size` entries: the positions, then
   * the sums, then (last, as the sums name its nodes) the value table. O(entries); memory O(size)
   * besides the value table.
   */
  *exportTableChunks(size: number): Generator<TableChunk> {
    let positions: SolverTables["positions"] = [];
    for (const [k, bits, work] of this.positions.entries()) {
      positions.push([keyJson(k), bits, work]);
      if (positions.length >= size) {
        yield ["positions", positions];
        positions = [];
      }
    }
    if (positions.length > 0) yield ["positions", positions];
    const w = new ValueTableWriter();
    let sums: SolverTables["sums"] = [];
    for (const [k, bits, work] of this.sums.entries()) {
      const text = k as string;
      const bar = text.lastIndexOf("|");
      // after the last "|": s, then the value parts, store ids as decimals separated by ","
      const ids = text.slice(bar + 1).split(",").map((x) => w.add(Number(x)));
      sums.push([text.slice(0, bar), ids.length === 1 ? ids[0]! : ids, bits, work]);
      if (sums.length >= size) {
        yield ["sums", sums];
        sums = [];
      }
    }
    if (sums.length > 0) yield ["sums", sums];
    yield ["values", w.nodes];
  }

  /** Put the entries of {@link exportTables} (of this ruleset, maybe another process) into the tables. O(entries). */
  importTables(t: SolverTables, where: string): void {
    this.importPositions(t.positions, where);
    this.importSums(t.sums, new LazyValueTable(t.values, where), where);
  }

  /** Put single-position entries of {@link exportTableChunks} into the table. O(entries). */
  importPositions(entries: SolverTables["positions"], where: string): void {
    for (const [k, bits, work] of entries) {
      const key = keyFromJson(k, where);
      this.positions.put(key, hashKey(key), bits, work);
    }
  }

  /** Put sum entries of {@link exportTableChunks} into the table, their value nodes read from `values` (the file's value table). O(entries). */
  importSums(entries: SolverTables["sums"], values: LazyValueTable, where: string): void {
    if (this.generation !== cgt.storeGeneration()) {
      this.sums = new SolveTable(this.sumSlots, this.replacement);
      this.numbers = undefined;
      this.smallValues = new KeyTable();
      this.generation = cgt.storeGeneration();
    }
    for (const [prefix, node, bits, work] of entries) {
      if (typeof node !== "number" && !(Array.isArray(node) && node.length > 0)) throw new InputError(`a sum's value is ${JSON.stringify(node)}, not a value node or a list of them`, where);
      const key = `${prefix}|${typeof node === "number" ? values.id(node) : node.map((n) => values.id(n)).join(",")}`;
      this.sums.put(key, hashKey(key), bits, work);
    }
  }

  /** Counters of the tables. O(1). */
  get tableStats(): { positions: SolveTableStats; sums: SolveTableStats } {
    return { positions: this.positions.stats, sums: this.sums.stats };
  }
}

/** A position key as JSON (a bigint as { b: digits }). */
export type KeyJson = number | string | { b: string };

function keyJson(k: PositionKey): KeyJson {
  return typeof k === "bigint" ? { b: k.toString() } : k;
}

function keyFromJson(k: unknown, where: string): PositionKey {
  if (typeof k === "number" || typeof k === "string") return k;
  if (typeof k === "object" && k !== null && typeof (k as { b?: unknown }).b === "string") return BigInt((k as { b: string }).b);
  throw new InputError(`a table key is ${JSON.stringify(k)}, not a number, a string or { b: digits }`, where);
}

/** One chunk of {@link Solver.exportTableChunks}: entries of one table, or the value table. */
export type TableChunk = ["positions", SolverTables["positions"]] | ["sums", SolverTables["sums"]] | ["values", ValueNodes];

/**
 * A solver's tables as data ({@link Solver.exportTables}): entries are [key, outcome bits, work]; a
 * sum's key is its composite text without the values, given as nodes of `values`: s's node, or
 * [s, value parts…] when the sum has value parts.
 */
export interface SolverTables {
  readonly values: ValueNodes;
  readonly positions: [KeyJson, number, number][];
  readonly sums: [string, number | number[], number, number][];
}

function isCount(x: unknown): boolean {
  return typeof x === "number" && Number.isSafeInteger(x) && x >= 0;
}

function isOptionalCount(x: unknown): boolean {
  return x === undefined || isCount(x);
}

function checkOptionNames(name: string, options: Record<string, unknown>, allowed: readonly string[], prefix = ""): void {
  if (typeof options !== "object" || options === null) return;
  for (const k of Object.keys(options)) {
    if (!allowed.includes(k)) throw new InputError(`${name} solve: unknown option "${prefix}${k}" (the options are ${allowed.map((a) => prefix + a).join(", ")})`, `option ${prefix}${k}`);
  }
}

/**
 * Who wins `position` of `ruleset` with `options.toMove` ("left" or "right") moving first, both
 * playing perfectly (normal play: the player unable to move loses), by proof search with a bounded
 * transposition table, move ordering and sum simplification (small components replaced by their
 * canonical values from the engine; see the module comment for each rule and why it is sound).
 * A fresh {@link Solver} per call. Cost: exponential in the position; one budget unit per node
 * (`{ budget: { maxPositions, maxMillis, maxHeapBytes } }`, a BudgetExceededError naming the limit
 * past it), progress through `onProgress`; an interrupt leaves the shared engine's tables consistent.
 *
 * @example
 * ```ts
 * // 2×2 Domineering is a first-player win (whoever starts makes a second move for themself)
 * const dom = games.domineering;
 * solvers.solve(dom.ruleset, dom.rectangle(2, 2), { toMove: "left" }).winner; // → "left"
 * solvers.solve(dom.ruleset, dom.rectangle(2, 2), { toMove: "right" }).winner; // → "right"
 * ```
 */
export function solve<P>(ruleset: Ruleset<P>, position: P, options: SolveOptions<P>): SolveResult {
  if (typeof options !== "object" || (options as unknown) === null) {
    throw new InputError(`${typeof ruleset === "object" && (ruleset as unknown) !== null ? ruleset.name : "solve"} solve: options must be an object such as { toMove: "left" }, got ${describeValue(options)}`);
  }
  checkSolveInput(ruleset, position);
  const { toMove, budget, onProgress, plus, ...rest } = options;
  checkPlayer(ruleset.name, toMove);
  return new Solver(ruleset, rest).solve(position, { toMove, budget, onProgress, plus });
}
