/**
 * One generic engine for any ruleset (lib/ruleset): canonical values, outcome classes and
 * nim-values, with a transposition table on position keys.
 *
 * - Canonical value: the value of a position is the sum of the values of its components (when the
 *   ruleset splits positions); a component's value is `{ values of Left's options | values of
 *   Right's options }` canonicalized by lib/cgt, remembered under the component's key folded over
 *   the ruleset's symmetries (a player-swapping symmetry stores the negated value), and taken from
 *   `knownValue` when the ruleset knows it. A whole position (a root or an option) is first looked
 *   up by its plain key, then by its folded key, and only then split, so a symmetric image of a
 *   position met before costs two keys and no split; a position that splits is remembered under
 *   both keys with the sum of its components' values.
 * - Keys: the ruleset's `key` / `normalize` / `symmetries`, or, when it gives `packed`, runs of
 *   int32 words written into one reused buffer: folded keys are numbered by a PackedKeyInterner
 *   (lib/util), whose dense numbers index plain typed arrays (DenseTable) instead of hash tables;
 *   plain keys of whole options go to a bounded cache (RawKeyCache, at most 46 MB), which may
 *   forget, since the folded table holds every value too: no allocation per position, for keys too
 *   long for a 53-bit number (Konane boards), and the memory per position visited is one folded key.
 * - Outcome class: plain search on whole positions (no canonical forms, no components): for each
 *   position whether Left moving first wins and whether Right moving first wins, stopping at the
 *   first winning move; the table folds symmetries (a player swap exchanges the two bits).
 * - Nim-values (impartial rulesets): mex of the options' nim-values, components nim-summed.
 *
 * All three searches run on one iterative walker (an explicit stack, so deep games cannot overflow
 * the call stack) with per-search hooks (resolve a child, take its result, finish a frame), and detect loops: a position reached again while it is still being evaluated fails with
 * an InputError naming it. Each newly expanded position spends one unit of the budget
 * (`{maxPositions, maxMillis, maxHeapBytes}`; progress through `onProgress`).
 *
 * Cost: O(Σ over distinct folded components reached of (move generation + key folding +
 * canonicalization of its option values)); memory O(distinct folded keys) plus the bounded option cache. The tables live as long as
 * the engine, and a `cgt.resetStore()` clears every engine (the value table holds store ids, `cgt.GameId`).
 *
 * Why one file of ~1,000 lines: it is one class whose methods share the transposition tables, the
 * class numbering and the interrupt repair of both; split, those invariants would span files.
 */
import * as cgt from "../cgt";
import { Budget, InputError, KeyTable, checkOptionNames, PackedKeyInterner, MIME, describeValue, enterRegion, leaveRegion, repairCutRegions, type CutRegion, type ProgressReporter, type RunOptions } from "../util";
import { describePosition, optionList, type OptionSide, type PackedKeys, type PositionKey, type Ruleset } from "../ruleset";
import { ABSENT, DenseTable, RawKeyCache, type ValueTable } from "./table";
import { DebugSearch } from "./debug";

// lib/cgt's id-level functions, read once (a namespace property read goes through module getters on
// every call). The engine works on store ids throughout and converts to a cgt.Game only in value().
const ops = cgt.ops;
const add = ops.add;
const neg = ops.neg;
const makeGame = ops.game;
const ZERO = ops.ZERO;

/** Outcome class: L = Left wins whoever starts, R = Right wins, N = the player to move wins, P = the second player wins. */
export type OutcomeClass = "L" | "R" | "N" | "P";

/**
 * Options of the engine's searches: a budget and progress ({@link RunOptions}), and `debug`: check
 * the ruleset's contract on every position the search visits (keys: stable, valid, no two
 * positions with one key, pictures and packed keys that agree; options: lists of positions;
 * components: lists of positions whose values add up to the value of the whole position computed
 * without splitting), failing with a RulesetCheckError (an InputError) that names the ruleset, the
 * rule, the position and what was wrong. A debug search starts from empty tables (a fresh engine,
 * so every position of the search is visited and checked; the shared tables are not touched) and
 * costs a second move generation per position plus a plain search (memoized, without splitting)
 * of the positions that split: for small positions. Its budget is charged for both searches.
 */
export interface EngineOptions extends RunOptions {
  debug?: boolean;
}

/** The fields of {@link EngineOptions}: any other is refused by name (a misspelt option would be ignored). */
const ENGINE_OPTION_NAMES: readonly string[] = ["budget", "onProgress", "debug"];

/** Counters of an {@link Engine}. */
export interface EngineStats {
  /** Components whose value was computed by search (entries of the value table not from knownValue). */
  readonly valuePositions: number;
  /** Value look-ups answered by the table. */
  readonly valueHits: number;
  /** Positions expanded by the outcome search. */
  readonly outcomePositions: number;
  /** Components expanded by the nim-value search. */
  readonly nimPositions: number;
  /** Current entries of the value table (distinct folded component keys; dense slots not counted). */
  readonly valueEntries: number;
  /** Current entries of the value, outcome and nim tables. */
  readonly tableEntries: number;
}

interface ValueFrame<P> {
  readonly pos: P;
  readonly key: PositionKey;
  /** Slot in the dense table, or −1. */
  readonly slot: number;
  readonly negated: boolean;
  readonly lo: readonly P[];
  readonly ro: readonly P[];
  i: number;
  comps: readonly P[] | undefined;
  ci: number;
  acc: number;
  /** The current option's plain key (for the option table), when the engine keeps one. */
  rk: PositionKey;
  /** The current option's folded key and sign (when it splits, its sum is stored under them too). */
  fk: PositionKey;
  fneg: boolean;
  /** Whether the current option is its own single component (so its plain and folded keys are the component's). */
  same: boolean;
  /** This component's plain key (for the option table), when the engine keeps one. */
  readonly raw: PositionKey;
  readonly L: number[];
  readonly R: number[];
}

interface OutcomeFrame<P> {
  readonly pos: P;
  readonly key: PositionKey;
  readonly swapped: boolean;
  readonly lo: readonly P[];
  readonly ro: readonly P[];
  /** Index into lo, then lo.length + index into ro. */
  i: number;
  bits: number;
}

interface NimFrame<P> {
  readonly pos: P;
  readonly key: PositionKey;
  readonly opts: readonly P[];
  i: number;
  comps: readonly P[] | undefined;
  ci: number;
  acc: number;
  /** The current option's plain key (for the option table), when the engine keeps one. */
  rk: PositionKey;
  /** This component's plain key (for the option table), when the engine keeps one. */
  readonly raw: PositionKey;
  /** The current option's folded key (looked up and absent), when the engine keeps option tables. */
  fk: PositionKey;
  /** Whether the current option is its own single component (its plain and folded keys are rk and fk). */
  same: boolean;
  /** The options' nim-values below 32 seen so far, as bits (bit v: some option has nim-value v). */
  seen: number;
  /** The options' nim-values of 32 or more seen so far (rare: they matter only when 0…31 all occur). */
  big: number[] | undefined;
}

/** Record nim-value v among a frame's options' nim-values. O(1). */
function seeNim(f: NimFrame<unknown>, v: number): void {
  if (v < 32) f.seen |= 1 << v;
  else (f.big ??= []).push(v);
}

/** The mex of a frame's options' nim-values: the least bit clear in `seen`, then past 31 the sorted big ones. O(1), or O(b log b) for b big values. */
function frameMex(f: NimFrame<unknown>): number {
  const s = f.seen;
  const z = ~s & (s + 1); // the lowest clear bit of s alone (0 when all 32 are set)
  if (z !== 0) return 31 - Math.clz32(z);
  let mex = 32;
  if (f.big !== undefined) for (const v of f.big.sort((a, b) => a - b)) if (v === mex) mex++;
  return mex;
}

/**
 * The per-node hooks of the engine's explicit-stack walker ({@link makeWalker}), one set per
 * search (values, outcomes, nim-values), each called with the engine `e` searching. A frame is a
 * position being expanded. The hooks are one object per search kind for every engine (not closures
 * made per engine): the walker's optimized code inlines its calls to them, and a fresh engine's own
 * closures were other call targets, which threw that code away (a deoptimization and a recompile
 * on every fresh engine: a kernel rerunning a cell, one engine per worker job).
 */
interface Walk<E, P, F> {
  /** The result (≥ 0) of position p when a table or shortcut knows it, else push p's frame and return −1. */
  resolve(e: E, p: P, stack: F[]): number;
  /** Take the result of the child last resolved (−1: none) into f; the next child to resolve, or undefined when f is complete. */
  next(e: E, f: F, result: number): P | undefined;
  /** f's result once complete, stored in the tables. */
  finish(e: E, f: F): number;
  /** Forget the in-progress marks of the frames left on the stack (after an error, or after an interrupt cut the search off). */
  abandon(e: E, stack: readonly F[]): void;
  /** The engine's table generation (bumped by `clear()`): a cut-off search is repaired only in the tables it marked. */
  generation(e: E): number;
}

/** Name of the walker function, counted on the JavaScript stack to tell live searches from ones an interrupt cut off (lib/util/interrupts.ts). */
const WALKER = "cgtlabEngineWalk";

/**
 * One search's frames as an interrupt may leave them: V8's TerminateExecution (a kernel interrupt)
 * unwinds without running `finally`, so the walker's own cleanup never runs; the next engine call
 * finds this region still open with no walker on the stack and repairs it (clears the marks).
 */
class WalkRegion<E, P, F> implements CutRegion {
  readonly frame = WALKER;
  constructor(
    private readonly w: Walk<E, P, F>,
    private readonly e: E,
    private readonly stack: readonly F[],
    private readonly gen: number,
  ) {}
  repair(): void {
    if (this.w.generation(this.e) === this.gen) this.w.abandon(this.e, this.stack);
  }
}

/**
 * A depth-first walker with an explicit stack (deep games cannot overflow the call stack): resolve
 * each child the top frame asks for; a child that is not known pushes its own frame, which is
 * finished and popped before its parent resumes with its result. O(frames + children resolved)
 * steps plus the hooks' own work. Made once per search kind (values, outcomes, nim-values), so each
 * walker's calls into its hooks stay monomorphic for the JIT. The search is an interrupt region
 * (lib/util/interrupts.ts): its marks are cleared on an error here, or by the next engine call
 * after an interrupt cut it off.
 */
function makeWalker(): <E, P, F>(root: P, w: Walk<E, P, F>, e: E) => number {
  return function cgtlabEngineWalk<E, P, F>(root: P, w: Walk<E, P, F>, e: E): number {
    const stack: F[] = [];
    const region = new WalkRegion(w, e, stack, w.generation(e));
    enterRegion(region);
    try {
      let ret = w.resolve(e, root, stack);
      if (ret >= 0) return ret;
      ret = -1;
      while (stack.length > 0) {
        const f = stack[stack.length - 1];
        let child = w.next(e, f, ret);
        ret = -1;
        while (child !== undefined) {
          const v = w.resolve(e, child, stack);
          if (v < 0) break; // descend: the child's frame is on top now
          child = w.next(e, f, v);
        }
        if (child !== undefined) continue;
        ret = w.finish(e, f);
        stack.pop();
      }
      return ret;
    } finally {
      w.abandon(e, stack);
      leaveRegion(region);
    }
  };
}
const walkValues = makeWalker();
const walkOutcomes = makeWalker();
const walkNims = makeWalker();

/**
 * The engines used since the last store reset (weakly: a dropped engine is collected; dead refs
 * are pruned as the set doubles). An engine joins on its first search after a clear and leaves when
 * a reset clears it, so a reset costs O(engines used since the last one), not O(engines ever made):
 * a loop of reset + new engine + value in one synchronous job (a notebook cell, a benchmark), where
 * WeakRef targets stay alive until the job ends, visited every earlier engine on each reset.
 */
const usedEngines = new Set<WeakRef<Engine<unknown>>>();
/** The interner engines without packed keys hold and never use (made on first need). */
let unusedInterner: PackedKeyInterner | undefined;
let pruneAt = 64;

/** Remember an engine that has tables to clear on the next store reset. O(1) amortized. */
function registerUsed(e: Engine<unknown>): void {
  if (usedEngines.size >= pruneAt) {
    for (const ref of usedEngines) if (ref.deref() === undefined) usedEngines.delete(ref);
    pruneAt = Math.max(64, 2 * usedEngines.size);
  }
  usedEngines.add(new WeakRef(e));
}
cgt.onReset(() => {
  // each ref leaves after its engine is cleared: a reset cut off by an interrupt leaves the rest for the next one
  for (const ref of usedEngines) {
    ref.deref()?.clear();
    usedEngines.delete(ref);
  }
  pruneAt = 64;
});

/**
 * Throw an InputError naming the ruleset and the position unless `position` is one of the ruleset's
 * positions: not null or undefined, and accepted by its `isPosition` when it has one (a string where
 * a grid is expected, a grid of another game, a Domineering region handed to Clobber). Called where
 * a position is handed to an engine (value, outcome, nim-value); O(the ruleset's isPosition).
 */
export function checkRoot<P>(r: Ruleset<P>, position: P, call: string): void {
  if (position === undefined || position === null) throw new InputError(`${r.name}: ${call}() needs a position, got ${String(position)}`);
  if (r.isPosition === undefined || r.isPosition(position)) return;
  const p: unknown = position;
  throw new InputError(`${r.name}: ${call}() was handed ${handedText(p)}, which is not a position of ${r.name}${pictureHint(r, p)}`, "position");
}

/** A value handed as a position, as a reader knows it: a library object by its label and picture (`Clobber 2×2⟨xo|ox⟩`), else its JSON. */
function handedText(p: unknown): string {
  if (typeof p === "object" && p !== null && typeof (p as { [MIME]?: unknown })[MIME] === "function") {
    try {
      const text = String((p as { [MIME]: () => Record<string, unknown> })[MIME]()["text/plain"]).split("\n");
      const shown = `${text[0]}⟨${text.slice(1).join("|")}⟩`;
      return shown.length > 120 ? shown.slice(0, 117) + "..." : shown;
    } catch {
      // fall through to the data
    }
  }
  return describeValue(p);
}

/** How to read a picture, when a string was handed to a ruleset whose positions are not strings. */
function pictureHint<P>(r: Ruleset<P>, p: unknown): string {
  if (typeof p !== "string" || r.parse === undefined) return "";
  return `; a picture is read into a position by the ruleset's parse, e.g. ruleset.parse(${JSON.stringify(p.length > 40 ? p.slice(0, 37) + "..." : p)})`;
}

/**
 * The store id of a knownValue() result; InputError unless it is a (current) game value. O(1): the
 * message naming the ruleset and the position is written only when there is an error (it formats the
 * position, which cost more than the look-up on every position a shortcut settled).
 */
function knownId<P>(k: unknown, r: Ruleset<P>, p: P): cgt.GameId {
  if (!(k instanceof cgt.Game)) {
    throw new InputError(`${knownWhat(r, p)} returned ${typeof k === "number" ? `the number ${k}` : String(k)}, which is not a game value (cgt.Game)`);
  }
  try {
    return ops.id(k);
  } catch {
    return ops.id(k, knownWhat(r, p)); // throws again (a value of an earlier store), now naming the ruleset and the position
  }
}

function knownWhat<P>(r: Ruleset<P>, p: P): string {
  return `${r.name}: knownValue(${describePosition(r, p)})`;
}


/**
 * Whether the engines check what a ruleset's move generators return (a list, and positions in it:
 * {@link Engine} `list` / `checkOption`). Always on; bench/option-check.bench.ts switches it off
 * with {@link setOptionChecksForBench} to measure what the checks cost. Not part of the public API
 * (not exported from lib/solvers' index).
 */
let optionChecks = true;

/** Switch the option checks off (false) or on (true) for a side-by-side benchmark; returns the previous setting. Internal. */
export function setOptionChecksForBench(on: boolean): boolean {
  const was = optionChecks;
  optionChecks = on;
  return was;
}

/**
 * Expected keys of a fresh engine's interner of folded packed keys: small (2 KB), since a fresh
 * engine (one per cell rerun, per worker job, per store reset) often values one small position; it
 * doubles as keys come (amortised O(1) per key).
 */
const INTERNER_START = 64;

/** An engine's key buffer before its first search with packed keys (shared, never written: sizeKeyBuffer replaces it). */
const NO_WORDS = new Int32Array(0);

/** The budget field of every engine between searches (each search sets its own; nothing spends this one). */
const NO_SEARCH = new Budget({}, undefined, "an engine between searches");

/** Outcome bits: 1 = Left moving first wins, 2 = Right moving first wins. */
/** Marks a value-table entry (or dense slot) whose position is being computed: meeting it again is a loop. */
const IN_PROGRESS = -2;
/** Marks a dense slot whose position is being computed (dense slots hold game id + 1, so a new table of zeros is empty). */
const SLOT_IN_PROGRESS = -1;

function outcomeOfBits(bits: number): OutcomeClass {
  return bits === 3 ? "N" : bits === 1 ? "L" : bits === 2 ? "R" : "P";
}

function swapBits(bits: number): number {
  return ((bits & 1) << 1) | ((bits >> 1) & 1);
}

/**
 * The generic engine for one ruleset, with its own transposition tables. Reuse one engine across
 * many positions to share work; {@link engineFor} gives the shared engine of a ruleset.
 */
export class Engine<P> {
  private values: ValueTable;
  private outcomes: ValueTable;
  private nims: ValueTable;
  /**
   * Whole options by their plain key (`ruleset.key`, no splitting, no folding) → value (the sum
   * over its components) or nim-value: one key and one look-up per option met again, the cost of
   * the plain reference search, before the engine pays for components and symmetry folding.
   * Kept when the ruleset splits or folds and has no dense slots (those are already a raw look-up).
   * With packed keys it is a {@link RawKeyCache}: bounded, and a forgotten option costs its fold.
   */
  private optionValues: ValueTable;
  private optionNims: ValueTable;
  private readonly optionTables: boolean;
  /**
   * The ruleset's packed keys, if any: then a folded key is its number in classIds, and a plain key
   * is a handle of the option table, a {@link RawKeyCache} (bounded: it may forget, since every
   * value it holds is in the folded table too).
   */
  private readonly packed: PackedKeys<P> | undefined;
  /** Folded packed keys → class numbers; one shared, never-used interner for a ruleset without packed keys (none allocated per engine or per reset). */
  private classIds: PackedKeyInterner;
  /** The buffer packed keys are written into (sized by packed.maxWords of each root position). */
  private keyBuf: Int32Array = NO_WORDS;
  private readonly onPath = new Set<PositionKey>();
  /** Values of the ruleset's dense slots, stored as game id + 1: 0 unknown, −1 being computed (a loop if met again). */
  private dense: Int32Array | undefined;
  private counts = { valuePositions: 0, valueHits: 0, outcomePositions: 0, nimPositions: 0 };
  private foldedKey: PositionKey = 0;
  private foldedNeg = false;
  /** The budget of the search under way (between searches a shared placeholder nothing spends: no Budget made per engine). */
  private budget: Budget = NO_SEARCH;
  /** Set by nextValueChild / nextNimChild when the component it returns is an option already looked up by its plain key rawOfNext. */
  private knownRaw = false;
  private rawOfNext: PositionKey = 0;
  /** Set by nextValueChild / nextNimChild when the component it returns is an option already folded (foldedKey / foldedNeg are its folded key; looked up and absent). */
  private knownFold = false;
  /** Bumped by clear(): the tables a search marked belong to one generation. */
  private gen = 0;
  /**
   * Whether a search has started since the tables were last made (set by every public search on
   * entry, before it touches a table, which also puts the engine on the list a store reset clears):
   * one that has not searched since holds nothing to forget, so its clear() allocates nothing.
   */
  private used = false;

  constructor(readonly ruleset: Ruleset<P>) {
    if (typeof ruleset !== "object" || ruleset === null || (ruleset.kind !== "partizan" && ruleset.kind !== "impartial")) {
      throw new InputError("an engine needs a ruleset made by ruleset.definePartizan / defineImpartial / defineRuleset");
    }
    this.packed = ruleset.packed;
    this.classIds = this.newInterner();
    this.optionTables = ruleset.dense === undefined && (ruleset.components !== undefined || ruleset.normalize !== undefined || ruleset.symmetries !== undefined || ruleset.packed?.normalize !== undefined);
    this.values = this.newTable();
    this.outcomes = this.newTable();
    this.nims = this.newTable();
    this.optionValues = this.newOptionTable();
    this.optionNims = this.newOptionTable();
  }

  /** A table for this engine's keys: dense arrays for interned packed keys, else hashing. */
  private newTable(): ValueTable {
    return this.packed !== undefined ? new DenseTable() : new KeyTable();
  }

  /** A table for plain keys of whole options: a bounded cache of packed keys, else hashing. */
  private newOptionTable(): ValueTable {
    // (an engine whose option tables stay unused gets a small one: at most 256 slots, 11 KB; the others start there and double up to 2^20)
    return this.packed === undefined ? new KeyTable() : this.optionTables ? new RawKeyCache() : new RawKeyCache(1 << 8, 1 << 8);
  }

  /** The interner of folded packed keys: a fresh one (sized for INTERNER_START keys at first; it doubles) with packed keys, else the shared unused one. */
  private newInterner(): PackedKeyInterner {
    return this.packed !== undefined ? new PackedKeyInterner(INTERNER_START) : (unusedInterner ??= new PackedKeyInterner(1));
  }

  /**
   * Forget every table entry (called by `cgt.resetStore()` for every engine that searched since the
   * last reset). O(1): fresh small tables (they grow as keys come), and nothing allocated for an
   * engine that has not searched since its tables were made.
   */
  clear(): void {
    if (!this.used) {
      this.gen++;
      return;
    }
    this.values = this.newTable();
    this.outcomes = this.newTable();
    this.nims = this.newTable();
    this.optionValues = this.newOptionTable();
    this.optionNims = this.newOptionTable();
    this.classIds = this.newInterner();
    this.dense = undefined;
    this.onPath.clear();
    this.gen++;
    this.counts = { valuePositions: 0, valueHits: 0, outcomePositions: 0, nimPositions: 0 };
    this.used = false; // last: a clear cut off by an interrupt is done again by the next reset
  }

  /** Counters and table sizes. O(1). */
  get stats(): EngineStats {
    return { ...this.counts, valueEntries: this.values.size, tableEntries: this.values.size + this.outcomes.size + this.nims.size + this.optionValues.size + this.optionNims.size };
  }

  // -------------------------------------------------------------------------------------------
  // keys
  // -------------------------------------------------------------------------------------------

  private checkKey(k: unknown, p: P): PositionKey {
    const t = typeof k;
    if (t === "number" ? Number.isNaN(k) : t !== "string" && t !== "bigint") {
      throw new InputError(`${this.ruleset.name}: key() must return a string, number or bigint, got ${t === "number" ? "NaN" : t} for position ${describePosition({ ...this.ruleset, key: String }, p)}`);
    }
    return k as PositionKey;
  }

  /** Size the packed-key buffer for the positions reachable from root (no-op without packed keys). O(1). */
  private sizeKeyBuffer(root: P): void {
    const pk = this.packed;
    if (pk === undefined) return;
    const words = pk.maxWords(root);
    if (!Number.isSafeInteger(words) || words < 1) throw new InputError(`${this.ruleset.name}: packed.maxWords(${describePosition(this.ruleset, root)}) must be a positive integer, got ${String(words)}`);
    if (this.keyBuf.length < words) this.keyBuf = new Int32Array(Math.max(words, 64, 2 * this.keyBuf.length));
  }

  /** The length a packed writer returned, checked against the buffer (a longer key was cut off: maxWords lied). */
  private packedLength(n: number, p: P, what: string): number {
    if (!Number.isInteger(n) || n < 1 || n > this.keyBuf.length) {
      throw new InputError(`${this.ruleset.name}: packed.${what}(${describePosition(this.ruleset, p)}) returned length ${String(n)}, outside [1, ${this.keyBuf.length}] (packed.maxWords of the root position bounds every key)`);
    }
    return n;
  }

  /** The plain key of p in option table `table`: the ruleset's key, or the handle of its packed key in that {@link RawKeyCache}. */
  private rawKey(p: P, table: ValueTable): PositionKey {
    const pk = this.packed;
    if (pk === undefined) return this.checkKey(this.ruleset.key(p), p);
    const buf = this.keyBuf;
    const len = pk.write(p, buf);
    if (!(len >= 1 && len <= buf.length)) this.packedLength(len, p, "write");
    // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- hot: with packed keys on, every option table is a RawKeyCache (no instanceof per key)
    return (table as RawKeyCache).handle(buf, len);
  }

  /** Set foldedKey / foldedNeg: the least key over the symmetry images (or the ruleset's normalize). */
  private fold(p: P, withSymmetries: boolean): void {
    const r = this.ruleset;
    const pk = this.packed;
    if (pk !== undefined) {
      const buf = this.keyBuf;
      if (withSymmetries && pk.normalize !== undefined) {
        const n = pk.normalize(p, buf);
        const len = n < 0 ? -n : n;
        if (!(len >= 1 && len <= buf.length)) this.packedLength(n, p, "normalize");
        this.foldedKey = this.classIds.intern(buf, len);
        this.foldedNeg = n < 0;
      } else {
        const len = pk.write(p, buf);
        if (!(len >= 1 && len <= buf.length)) this.packedLength(len, p, "write");
        this.foldedKey = this.classIds.intern(buf, len);
        this.foldedNeg = false;
      }
      return;
    }
    if (withSymmetries && r.normalize !== undefined) {
      const n = r.normalize(p);
      this.foldedKey = this.checkKey(n.key, p);
      this.foldedNeg = n.negated;
      return;
    }
    let k = this.checkKey(r.key(p), p);
    let neg = false;
    const syms = withSymmetries ? r.symmetries : undefined;
    if (syms !== undefined) {
      for (let i = 0; i < syms.length; i++) {
        const k2 = r.key(syms[i].apply(p));
        if (k2 < k) {
          k = this.checkKey(k2, p);
          neg = syms[i].swapsPlayers;
        }
      }
    }
    this.foldedKey = k;
    this.foldedNeg = neg;
  }

  /**
   * An option must be a position: not undefined or null, and the same kind of JavaScript value
   * (typeof) as the position it comes from unless the ruleset's `isPosition` accepts it (asked only
   * then, so the common case costs one typeof comparison) — a number in the options of an array position is usually a single position
   * returned where a list was expected. O(1).
   */
  private checkOption(o: unknown, parent: P, side: string, index: number): void {
    if (!optionChecks) return;
    if (o === undefined || o === null || (typeof o !== typeof parent && (!this.ruleset.isPosition?.(o)))) {
      const what = o === undefined || o === null ? String(o) : `a ${typeof o}`;
      const hint = o === undefined || o === null ? "" : ` where its positions are of type ${typeof parent}${typeof parent === "object" ? ` (did ${side} return a single position instead of a list of positions?)` : ""}`;
      throw new InputError(`${this.ruleset.name}: ${side}(${describePosition(this.ruleset, parent)}) returned ${what} as option ${index + 1}, which is not a position${hint}`);
    }
  }

  private components(p: P): readonly P[] {
    const split = this.ruleset.components;
    if (split === undefined) return [p];
    const cs = split(p);
    if (Array.isArray(cs)) return cs as readonly P[];
    return optionList(this.ruleset, p, "components", cs);
  }

  /**
   * Start of every public search: repair the marks of a search an interrupt cut off (O(1) when
   * none is open), and forget the hand-over flags between nextValueChild and resolveValue, which a
   * cut between the two would leave set (a stale flag would key the root by another position).
   */
  private startCall(): void {
    if (!this.used) {
      this.used = true;
      registerUsed(this as Engine<unknown>);
    }
    repairCutRegions();
    this.knownRaw = false;
    this.knownFold = false;
  }

  /** The budget of a search: the caller's, with the default progress sink ({@link setDefaultProgress}) when the caller asked for none. O(1). */
  private budgetFor(options: RunOptions | undefined, context: string): Budget {
    if (defaultProgress !== undefined && options?.onProgress === undefined && !(options?.budget instanceof Budget)) {
      const sink = defaultProgress(context);
      if (sink !== undefined) return Budget.from({ budget: options?.budget, onProgress: sink }, context);
    }
    // the budget's fields only: the caller has checked its own options by name (they may be wider)
    return Budget.from({ budget: options?.budget, onProgress: options?.onProgress }, context);
  }

  /** A ruleset's options (or components) as an array, checked: see `ruleset.optionList`. O(1) for an array. */
  private list(result: Iterable<P>, p: P, side: OptionSide): readonly P[] {
    return Array.isArray(result) ? (result as readonly P[]) : optionChecks ? optionList(this.ruleset, p, side, result, this.budget) : Array.from(result);
  }

  private loopError(p: P): InputError {
    return new InputError(
      `${this.ruleset.name}: position ${describePosition(this.ruleset, p)} can be reached again from itself (a loop); the short-game engines handle loop-free games only: declare the ruleset loopy (loopy: true) and ask solvers.loopyValue${this.ruleset.kind === "impartial" ? " or solvers.loopyNimValue" : ""}`,
    );
  }

  private unwind(stack: readonly { key: PositionKey }[]): void {
    for (const f of stack) this.onPath.delete(f.key);
  }

  // -------------------------------------------------------------------------------------------
  // canonical values
  // -------------------------------------------------------------------------------------------

  /**
   * Canonical value (a cgt.Game) of a position: the sum of its components' values.
   * Cost: see the module comment; one budget unit per newly searched component. On a budget
   * overrun the finished table entries stay, so a retry with a larger budget resumes.
   */
  value(position: P, options?: EngineOptions): cgt.Game {
    return ops.value(this.valueId(position, options));
  }

  /** The debug search of a public call (see {@link EngineOptions.debug}): a fresh engine over the checked ruleset, on this call's budget. */
  private debugEngine(position: P, options: EngineOptions, search: string): { engine: Engine<P>; budget: Budget } {
    if (options.debug !== true) throw new InputError(`${this.ruleset.name} ${search}: the debug option must be true or false, got ${JSON.stringify(options.debug)}`);
    this.startCall();
    const budget = this.budgetFor(options, `${this.ruleset.name} ${search} (debug)`);
    const dbg = new DebugSearch(this.ruleset, position, budget);
    dbg.visit(position);
    return { engine: new Engine(dbg.ruleset), budget };
  }

  /** {@link value} as a store id (the id-level path for engines built on this one; valid until `cgt.resetStore()`). */
  valueId(position: P, options?: EngineOptions): cgt.GameId {
    checkRoot(this.ruleset, position, "value");
    if (options !== undefined) checkOptionNames(options, ENGINE_OPTION_NAMES, `${this.ruleset.name} value`);
    if (options?.debug !== undefined && options.debug) {
      const d = this.debugEngine(position, options, "value");
      return d.engine.valueId(position, { budget: d.budget });
    }
    this.startCall();
    const budget = this.budgetFor(options, `${this.ruleset.name} value`);
    this.sizeKeyBuffer(position);
    const rk = this.optionTables ? this.rawKey(position, this.optionValues) : 0;
    if (this.optionTables) {
      const hit = this.optionValues.get(rk);
      if (hit >= 0) {
        this.counts.valueHits++;
        return hit;
      }
    }
    let fk: PositionKey = 0;
    let fneg = false;
    if (this.optionTables) {
      this.fold(position, true);
      fk = this.foldedKey;
      fneg = this.foldedNeg;
      const hit = this.values.get(fk);
      if (hit === IN_PROGRESS) throw this.loopError(position); // a ruleset hook asked for a position being computed
      if (hit >= 0) {
        this.counts.valueHits++;
        const v = fneg ? neg(hit) : hit;
        this.optionValues.set(rk, v);
        return v;
      }
    }
    const comps = this.components(position);
    if (this.optionTables && comps.length === 1 && comps[0] === position) {
      // its own single component, whose plain and folded keys were looked up above
      this.knownRaw = true;
      this.rawOfNext = rk;
      this.knownFold = true;
      this.foldedKey = fk;
      this.foldedNeg = fneg;
      return this.componentValue(position, budget);
    }
    let total: cgt.GameId = ZERO;
    for (const c of comps) {
      const v = this.componentValue(c, budget);
      total = total === ZERO ? v : add(total, v);
    }
    if (this.optionTables) {
      this.optionValues.set(rk, total);
      this.values.set(fk, fneg ? neg(total) : total);
    }
    return total;
  }

  private componentValue(c: P, budget: Budget): cgt.GameId {
    const outer = this.budget; // a ruleset hook may call the engine again
    this.budget = budget;
    try {
      return walkValues(c, Engine.valueWalk, this as Engine<unknown>);
    } finally {
      this.budget = outer;
    }
  }

  /** Per-node hooks of the canonical-value search (see {@link Walk}), one object for every engine. */
  private static readonly valueWalk: Walk<Engine<unknown>, unknown, ValueFrame<unknown>> = {
    resolve: (e, c, stack) => e.resolveValue(c, stack),
    next: (e, f, v) => e.nextValueChild(f, v),
    finish: (e, f) => {
      const g = makeGame(f.L, f.R);
      e.values.set(f.key, f.negated ? neg(g) : g);
      if (f.slot >= 0) (e.dense!)[f.slot] = g + 1;
      if (e.optionTables) e.optionValues.set(f.raw, g);
      return g;
    },
    generation: (e) => e.gen,
    abandon: (e, stack) => {
      // after an error (budget, loop, bad input) or an interrupt: forget the entries marked as being computed
      for (const f of stack) {
        if (e.values.get(f.key) === IN_PROGRESS) e.values.set(f.key, ABSENT);
        if (f.slot >= 0 && e.dense?.[f.slot] === SLOT_IN_PROGRESS) e.dense[f.slot] = 0;
      }
    },
  };

  /**
   * Add the value v of the component last resolved (v < 0: none) to frame f's current option, and
   * return the next component to resolve (of this option, or of the next option not in the option
   * table), or undefined when every option's value is known.
   */
  private nextValueChild(f: ValueFrame<P>, v: number): P | undefined {
    if (v >= 0) {
      f.acc = f.acc === ZERO ? v : add(f.acc, v);
      f.ci++;
    }
    const nl = f.lo.length;
    const n = nl + f.ro.length;
    while (f.i < n) {
      let comps = f.comps;
      if (comps === undefined) {
        const o = f.i < nl ? f.lo[f.i] : f.ro[f.i - nl];
        this.checkOption(o, f.pos, f.i < nl ? "leftOptions" : "rightOptions", f.i < nl ? f.i : f.i - nl);
        if (this.optionTables) {
          const k = this.rawKey(o, this.optionValues);
          const hit = this.optionValues.get(k);
          if (hit >= 0) {
            this.counts.valueHits++;
            (f.i < nl ? f.L : f.R).push(hit);
            f.i++;
            continue;
          }
          f.rk = k;
          // fold the whole option before splitting it: a symmetric image seen before costs no split
          this.fold(o, true);
          const fh = this.values.get(this.foldedKey);
          if (fh !== ABSENT) {
            if (fh === IN_PROGRESS) throw this.loopError(o);
            this.counts.valueHits++;
            const v = this.foldedNeg ? neg(fh) : fh;
            this.optionValues.set(k, v);
            (f.i < nl ? f.L : f.R).push(v);
            f.i++;
            continue;
          }
          f.fk = this.foldedKey;
          f.fneg = this.foldedNeg;
        }
        comps = f.comps = this.components(o);
        f.ci = 0;
        f.acc = ZERO;
        // an option that does not split is its own component: its plain and folded keys are known already
        f.same = this.optionTables && comps.length === 1 && comps[0] === o;
      }
      if (f.ci < comps.length) {
        this.knownRaw = f.same;
        this.rawOfNext = f.rk;
        if (f.same) {
          this.knownFold = true;
          this.foldedKey = f.fk;
          this.foldedNeg = f.fneg;
        }
        return comps[f.ci];
      }
      if (this.optionTables) {
        this.optionValues.set(f.rk, f.acc);
        if (!f.same) this.values.set(f.fk, f.fneg ? neg(f.acc) : f.acc);
      }
      (f.i < nl ? f.L : f.R).push(f.acc);
      f.i++;
      f.comps = undefined;
    }
    return undefined;
  }

  /** The value of component c if known (dense slot, table or shortcut), else push its frame and return −1. */
  private resolveValue(c: P, stack: ValueFrame<P>[]): number {
    const r = this.ruleset;
    const knownRaw = this.knownRaw;
    const knownFold = this.knownFold;
    this.knownRaw = false;
    this.knownFold = false;
    let slot = -1;
    if (r.dense !== undefined) {
      slot = r.dense.index(c);
      if (slot >= 0) {
        const table = this.dense ?? (this.dense = new Int32Array(r.dense.size)); // zeroed by the allocator: no fill pass
        const v = table[slot];
        if (v > 0) {
          this.counts.valueHits++;
          return v - 1;
        }
        if (v === SLOT_IN_PROGRESS) throw this.loopError(c);
      }
    }
    let raw: PositionKey = 0;
    if (this.optionTables) {
      if (knownRaw) raw = this.rawOfNext; // already looked up (and absent)
      else {
        raw = this.rawKey(c, this.optionValues);
        const v = this.optionValues.get(raw);
        if (v >= 0) {
          this.counts.valueHits++;
          return v;
        }
      }
    }
    if (!knownFold) this.fold(c, true); // else foldedKey / foldedNeg are c's, already looked up (and absent)
    const key = this.foldedKey;
    const negated = this.foldedNeg;
    const hit = knownFold ? ABSENT : this.values.get(key);
    if (hit !== ABSENT) {
      if (hit === IN_PROGRESS) throw this.loopError(c);
      this.counts.valueHits++;
      const v = negated ? neg(hit) : hit;
      if (slot >= 0) (this.dense!)[slot] = v + 1;
      if (this.optionTables) this.optionValues.set(raw, v);
      return v;
    }
    if (r.kind === "partizan" && r.knownValue !== undefined) {
      const known = r.knownValue(c);
      if (known !== undefined) {
        const k = knownId(known, r, c);
        this.values.set(key, negated ? neg(k) : k);
        if (slot >= 0) (this.dense!)[slot] = k + 1;
        if (this.optionTables) this.optionValues.set(raw, k);
        return k;
      }
    }
    this.budget.spend(1);
    this.counts.valuePositions++;
    let lo: readonly P[];
    let ro: readonly P[];
    if (r.kind === "partizan") {
      lo = this.list(r.leftOptions(c), c, "leftOptions");
      ro = this.list(r.rightOptions(c), c, "rightOptions");
    } else {
      lo = ro = this.list(r.options(c), c, "options");
    }
    // the frame first, then its marks: an interrupt between the two leaves no mark without a frame to clear it
    stack.push({ pos: c, key, slot, negated, lo, ro, i: 0, comps: undefined, ci: 0, acc: ZERO, rk: 0, fk: 0, fneg: false, same: false, raw, L: [], R: [] });
    this.values.set(key, IN_PROGRESS);
    if (slot >= 0) (this.dense!)[slot] = SLOT_IN_PROGRESS;
    return -1;
  }

  // -------------------------------------------------------------------------------------------
  // outcome classes
  // -------------------------------------------------------------------------------------------

  /**
   * Outcome class of a position by plain search with a transposition table (no canonical forms,
   * no components). Cost: O(positions visited × move generation), at most the reachable positions
   * (folded by symmetry), often far fewer since a search stops at the first winning move. One
   * budget unit per expanded position.
   */
  outcome(position: P, options?: EngineOptions): OutcomeClass {
    checkRoot(this.ruleset, position, "outcome");
    if (options !== undefined) checkOptionNames(options, ENGINE_OPTION_NAMES, `${this.ruleset.name} outcome`);
    if (options?.debug !== undefined && options.debug) {
      const d = this.debugEngine(position, options, "outcome");
      return d.engine.outcome(position, { budget: d.budget });
    }
    this.startCall();
    const budget = this.budgetFor(options, `${this.ruleset.name} outcome`);
    this.sizeKeyBuffer(position);
    return outcomeOfBits(this.outcomeBits(position, budget));
  }

  private outcomeBits(p: P, budget: Budget): number {
    const outer = this.budget; // a ruleset hook may call the engine again
    this.budget = budget;
    try {
      return walkOutcomes(p, Engine.outcomeWalk, this as Engine<unknown>);
    } finally {
      this.budget = outer;
    }
  }

  /** Per-node hooks of the outcome search (see {@link Walk}), one object for every engine. */
  private static readonly outcomeWalk: Walk<Engine<unknown>, unknown, OutcomeFrame<unknown>> = {
    resolve: (e, p, stack) => e.resolveOutcome(p, stack),
    next: (e, f, bits) => e.nextOutcomeChild(f, bits),
    finish: (e, f) => {
      e.outcomes.set(f.key, f.swapped ? swapBits(f.bits) : f.bits);
      e.onPath.delete(f.key);
      return f.bits;
    },
    abandon: (e, stack) => { e.unwind(stack); },
    generation: (e) => e.gen,
  };

  /**
   * Take the outcome bits of the option last resolved (< 0: none) into frame f — Left wins moving
   * first if Right moving first from some Left option loses, and symmetrically, stopping at the first
   * winning move of each side — and return the next option to resolve, or undefined when f is decided.
   */
  private nextOutcomeChild(f: OutcomeFrame<P>, bits: number): P | undefined {
    const nl = f.lo.length;
    const n = nl + f.ro.length;
    if (bits >= 0) {
      if (f.i < nl) {
        if ((bits & 2) === 0) {
          f.bits |= 1;
          f.i = nl;
        } else f.i++;
      } else if ((bits & 1) === 0) {
        f.bits |= 2;
        f.i = n;
      } else f.i++;
    }
    if (f.i >= n) return undefined;
    const o = f.i < nl ? f.lo[f.i] : f.ro[f.i - nl];
    this.checkOption(o, f.pos, f.i < nl ? "leftOptions" : "rightOptions", f.i < nl ? f.i : f.i - nl);
    return o;
  }

  private resolveOutcome(p: P, stack: OutcomeFrame<P>[]): number {
    this.fold(p, true);
    const key = this.foldedKey;
    const swapped = this.foldedNeg;
    const hit = this.outcomes.get(key);
    if (hit !== ABSENT) return swapped ? swapBits(hit) : hit;
    if (this.onPath.has(key)) throw this.loopError(p);
    const r = this.ruleset;
    if (r.kind === "partizan" && r.knownValue !== undefined) {
      const known = r.knownValue(p);
      if (known !== undefined) {
        const o = ops.outcome(knownId(known, r, p));
        const bits = o === "N" ? 3 : o === "L" ? 1 : o === "R" ? 2 : 0;
        this.outcomes.set(key, swapped ? swapBits(bits) : bits);
        return bits;
      }
    }
    this.budget.spend(1);
    this.counts.outcomePositions++;
    let lo: readonly P[];
    let ro: readonly P[];
    if (r.kind === "partizan") {
      lo = this.list(r.leftOptions(p), p, "leftOptions");
      ro = this.list(r.rightOptions(p), p, "rightOptions");
    } else {
      lo = ro = this.list(r.options(p), p, "options");
    }
    stack.push({ pos: p, key, swapped, lo, ro, i: 0, bits: 0 }); // the frame before its mark (see resolveValue)
    this.onPath.add(key);
    return -1;
  }

  // -------------------------------------------------------------------------------------------
  // nim-values
  // -------------------------------------------------------------------------------------------

  /**
   * Nim-value (Grundy value) of a position of an impartial ruleset: the nim-sum of its components'
   * values, each the mex of its options' nim-values. Cost: O(Σ over distinct folded components of
   * (move generation + options)); one budget unit per newly searched component.
   */
  nimValue(position: P, options?: EngineOptions): number {
    const r = this.ruleset;
    if (r.kind !== "impartial") throw new InputError(`${r.name} is a partizan ruleset; nim-values need an impartial one (use value() for canonical values)`);
    checkRoot(r, position, "nimValue");
    if (options !== undefined) checkOptionNames(options, ENGINE_OPTION_NAMES, `${r.name} nim-value`);
    if (options?.debug !== undefined && options.debug) {
      const d = this.debugEngine(position, options, "nim-value");
      return d.engine.nimValue(position, { budget: d.budget });
    }
    this.startCall();
    const budget = this.budgetFor(options, `${r.name} nim-value`);
    this.sizeKeyBuffer(position);
    const rk = this.optionTables ? this.rawKey(position, this.optionNims) : 0;
    if (this.optionTables) {
      const hit = this.optionNims.get(rk);
      if (hit >= 0) return hit;
    }
    let total = 0;
    for (const c of this.components(position)) total ^= this.componentNim(c, budget);
    if (this.optionTables) this.optionNims.set(rk, total);
    return total;
  }

  private componentNim(c: P, budget: Budget): number {
    const outer = this.budget; // a ruleset hook may call the engine again
    this.budget = budget;
    try {
      return walkNims(c, Engine.nimWalk, this as Engine<unknown>);
    } finally {
      this.budget = outer;
    }
  }

  /** Per-node hooks of the nim-value search (see {@link Walk}), one object for every engine. */
  private static readonly nimWalk: Walk<Engine<unknown>, unknown, NimFrame<unknown>> = {
    resolve: (e, c, stack) => e.resolveNim(c, stack),
    next: (e, f, v) => e.nextNimChild(f, v),
    finish: (e, f) => {
      const mex = frameMex(f);
      e.nims.set(f.key, mex);
      if (e.optionTables) e.optionNims.set(f.raw, mex);
      e.onPath.delete(f.key);
      return mex;
    },
    abandon: (e, stack) => { e.unwind(stack); },
    generation: (e) => e.gen,
  };

  /** As {@link nextValueChild} for nim-values: components nim-summed, each option's nim-value collected for the mex. */
  private nextNimChild(f: NimFrame<P>, v: number): P | undefined {
    if (v >= 0) {
      f.acc ^= v;
      f.ci++;
    }
    while (f.i < f.opts.length) {
      let comps = f.comps;
      if (comps === undefined) {
        const o = f.opts[f.i];
        this.checkOption(o, f.pos, "options", f.i);
        if (this.optionTables) {
          const k = this.rawKey(o, this.optionNims);
          const hit = this.optionNims.get(k);
          if (hit >= 0) {
            seeNim(f, hit);
            f.i++;
            continue;
          }
          f.rk = k;
          // fold the whole option before splitting it: a symmetric image seen before costs no split
          this.fold(o, true);
          const fh = this.nims.get(this.foldedKey);
          if (fh !== ABSENT) {
            this.optionNims.set(k, fh);
            seeNim(f, fh);
            f.i++;
            continue;
          }
          f.fk = this.foldedKey;
        }
        comps = f.comps = this.components(o);
        f.ci = 0;
        f.acc = 0;
        // an option that does not split is its own component: its plain and folded keys are known already
        f.same = this.optionTables && comps.length === 1 && comps[0] === o;
      }
      if (f.ci < comps.length) {
        if (f.same) {
          this.knownRaw = true;
          this.rawOfNext = f.rk;
          this.knownFold = true;
          this.foldedKey = f.fk;
        }
        return comps[f.ci];
      }
      if (this.optionTables) {
        this.optionNims.set(f.rk, f.acc);
        if (!f.same) this.nims.set(f.fk, f.acc);
      }
      seeNim(f, f.acc);
      f.i++;
      f.comps = undefined;
    }
    return undefined;
  }

  private resolveNim(c: P, stack: NimFrame<P>[]): number {
    const r = this.ruleset;
    if (r.kind !== "impartial") throw new InputError(`${r.name} is not impartial`);
    const knownRaw = this.knownRaw;
    const knownFold = this.knownFold;
    this.knownRaw = false;
    this.knownFold = false;
    let raw: PositionKey = 0;
    if (this.optionTables) {
      if (knownRaw) raw = this.rawOfNext; // already looked up (and absent)
      else {
        raw = this.rawKey(c, this.optionNims);
        const v = this.optionNims.get(raw);
        if (v >= 0) return v;
      }
    }
    if (!knownFold) this.fold(c, true); // else foldedKey is c's, already looked up (and absent)
    const key = this.foldedKey;
    const hit = knownFold ? ABSENT : this.nims.get(key);
    if (hit !== ABSENT) {
      if (this.optionTables) this.optionNims.set(raw, hit);
      return hit;
    }
    if (this.onPath.has(key)) throw this.loopError(c);
    if (r.knownNimValue !== undefined) {
      const k = r.knownNimValue(c);
      if (k !== undefined) {
        if (!Number.isSafeInteger(k) || k < 0) throw new InputError(`${r.name}: knownNimValue(${describePosition(r, c)}) must be a non-negative integer, got ${String(k)}`);
        this.nims.set(key, k);
        if (this.optionTables) this.optionNims.set(raw, k);
        return k;
      }
    }
    this.budget.spend(1);
    this.counts.nimPositions++;
    const opts = this.list(r.options(c), c, "options");
    stack.push({ pos: c, key, opts, i: 0, comps: undefined, ci: 0, acc: 0, rk: 0, raw, fk: 0, same: false, seen: 0, big: undefined }); // the frame before its mark (see resolveValue)
    this.onPath.add(key);
    return -1;
  }
}

/** Makes the progress sink of a search called without one (see {@link setDefaultProgress}); undefined: none. */
export type DefaultProgress = (context: string) => ProgressReporter | undefined;

// eslint-disable-next-line no-var -- module state read by every search: `let` pays a dead-zone check per read (DEVELOPING, hot code)
var defaultProgress: DefaultProgress | undefined;

/**
 * Set (or clear, with undefined) where a search called without `onProgress` reports its progress:
 * `provider(context)` is called once per public engine call (value, outcome, nimValue; context
 * names the ruleset and the search) and returns a reporter, or undefined for none. Budgets report
 * at most every 250 ms, so a reporter sees a long search only. lib/notebook installs a heartbeat
 * here inside a notebook kernel (`notebook.heartbeat`); scripts and tests have none unless they
 * ask. Sweeps pass their own budget and are not affected. O(1).
 */
export function setDefaultProgress(provider: DefaultProgress | undefined): void {
  defaultProgress = provider;
}

/** The InputError of a short-game front door handed a ruleset declared loopy, naming the loopy front door to use. */
function loopyRulesetError<P>(ruleset: Ruleset<P>, call: string, instead: string): InputError {
  return new InputError(`${ruleset.name} is a loopy ruleset (its positions can repeat), so solvers.${call} (short games only) does not apply: use solvers.${instead}(ruleset, position), which works on the game graph of the position`);
}

/**
 * The budget of a search outside the engine (the loopy searches): the caller's limits and
 * progress, or, when the caller asked for no progress, the default sink ({@link setDefaultProgress},
 * a notebook's heartbeat), as the engine's own searches do. O(1).
 */
export function searchBudget(options: RunOptions | undefined, context: string): Budget {
  if (defaultProgress !== undefined && options?.onProgress === undefined && !(options?.budget instanceof Budget)) {
    const sink = defaultProgress(context);
    if (sink !== undefined) return Budget.from({ budget: options?.budget, onProgress: sink }, context);
  }
  // the budget's fields only: the caller has checked its own options by name (they may be wider)
  return Budget.from({ budget: options?.budget, onProgress: options?.onProgress }, context);
}

const shared = new WeakMap<object, Engine<unknown>>();

/** The shared engine of a ruleset (created on first use; its tables persist between calls). O(1). */
export function engineFor<P>(ruleset: Ruleset<P>): Engine<P> {
  let e = shared.get(ruleset) as Engine<P> | undefined;
  if (e === undefined) {
    e = new Engine(ruleset);
    shared.set(ruleset, e as Engine<unknown>);
  }
  return e;
}

/**
 * Canonical value of a position through the ruleset's shared engine: the one public way to a
 * short position's value, a `cgt.Game` (every game's value is
 * `solvers.canonicalValue(games.<game>.<ruleset>, position)`). A ruleset declared `loopy: true`
 * is refused with an InputError naming its front door, `solvers.loopyValue`, which returns a
 * `cgt.loopy.LoopyValue` (a canonical stopper, else a sided value); a ruleset that loops without
 * declaring it stops with the engine's loop error saying so. The position is checked by the
 * ruleset's `isPosition` (InputError naming the ruleset and the position). Cost: {@link Engine.value}.
 *
 * @example
 * ```ts
 * // Clobber (games.clobber): the strip xxo is ↑ (Lessons in Play ch. 2)
 * const c = games.clobber.clobber;
 * solvers.canonicalValue(c, c.parse!("xxo")); // → ↑
 * // debug mode: the same value, with keys, options and components checked on every position visited
 * solvers.canonicalValue(c, c.parse!("xxo"), { debug: true }); // → ↑
 * ```
 */
export function canonicalValue<P>(ruleset: Ruleset<P>, position: P, options?: EngineOptions): cgt.Game {
  if (ruleset.loopy === true) throw loopyRulesetError(ruleset, "canonicalValue", "loopyValue");
  return engineFor(ruleset).value(position, options);
}

/**
 * Outcome class of a position through the ruleset's shared engine (the position checked as in
 * {@link canonicalValue}). Cost: {@link Engine.outcome}.
 *
 * @example
 * ```ts
 * // the Clobber strip xo is *, a first-player win (Lessons in Play ch. 2)
 * const c = games.clobber.clobber;
 * solvers.outcomeClass(c, c.parse!("xo")); // → "N"
 * ```
 */
export function outcomeClass<P>(ruleset: Ruleset<P>, position: P, options?: EngineOptions): OutcomeClass {
  if (ruleset.loopy === true) throw loopyRulesetError(ruleset, "outcomeClass", "loopyOutcomeClass");
  return engineFor(ruleset).outcome(position, options);
}

/**
 * Nim-value of a position of an impartial ruleset through its shared engine (the position checked
 * as in {@link canonicalValue}). Cost: {@link Engine.nimValue}.
 *
 * @example
 * ```ts
 * // Kayles (octal 0.77): G(5) = 4, G(3) ⊕ G(4) = 3 ⊕ 1 = 2 (Winning Ways ch. 4)
 * const kayles = games.octal.takeAndBreak("0.77");
 * solvers.nimValue(kayles, kayles.parse!("5")); // → 4
 * solvers.nimValue(kayles, kayles.parse!("3 4")); // → 2
 * ```
 */
export function nimValue<P>(ruleset: Ruleset<P>, position: P, options?: EngineOptions): number {
  if (ruleset.loopy === true) throw loopyRulesetError(ruleset, "nimValue", "loopyNimValue");
  return engineFor(ruleset).nimValue(position, options);
}
