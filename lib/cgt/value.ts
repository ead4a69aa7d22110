/**
 * Game values as thin objects (issue 15): CGSuite's model, integer ids inside the engine and one
 * small object per canonical form outside.
 *
 * A {@link Game} holds a store id and the store generation it was made in. Objects are interned
 * per generation (an array indexed by id, filled lazily), so equal games are the same object and
 * `===`, `Map`, `Set` work on them. `resetStore()` starts a new generation: a value from an older
 * generation is refused everywhere with a {@link StaleValueError} instead of silently naming
 * whatever game reuses its id. The constants (0, *, ↑, ↓, 1, -1) have fixed ids and stay valid
 * in every generation.
 *
 * This file only converts (id ↔ object) and defines the class; the arithmetic and printing it
 * delegates to are the id-level functions of store.ts, notation.ts, thermo.ts and allsmall.ts.
 * Those never import this file, so there is no runtime import cycle.
 */
import { InputError, MIME, type MimeBundle } from "../util";
import { notationHtml } from "./typeset";
import * as StoreModule from "./store";
import type { Game as GameId } from "./store";
/** The store's exports read once into a plain object: one direct property load per call instead of a re-export getter chain (tsx and the CommonJS build both compile re-exports to getters). */
const S = { ...StoreModule };
import { format } from "./notation";
import { type Dyadic, dyadicToString } from "./dyadic";
import { leftStop, rightStop, mean, temperature, thermograph, type Thermograph } from "./thermo";
import { isAllSmall } from "./allsmall";
import { isInfinitesimalId, kindOfId, type ValueKind } from "./kinds";

/** A game value used after `cgt.resetStore()` emptied the store it came from. */
export class StaleValueError extends InputError {
  constructor(what: string) {
    super(
      `${what} is a game value made before cgt.resetStore(); the store it belonged to was emptied, ` +
        `so it no longer names a game: recompute it after the reset`,
    );
    this.name = "StaleValueError";
  }
}

/** Ids below this are the constants, fixed in every store generation. */
const FIXED = Math.max(S.ZERO, S.STAR, S.UP, S.DOWN, S.ONE, S.MINUS_ONE) + 1;

let generation = 0;
let table: (Game | undefined)[] = [];

// The id and generation are own enumerable properties under module-private symbols (not `#private`
// fields): deep-equality checks (vitest's toEqual, node's assert.deepStrictEqual) compare
// enumerable symbol-keyed properties, so two different games are never "deeply equal", while
// Object.keys, JSON and util.inspect (custom) never show a store id.
const ID: unique symbol = Symbol("cgt.Game store id");
const GEN: unique symbol = Symbol("cgt.Game store generation");
const idOf = (g: Game): GameId => g[ID];
const generationOf = (g: Game): number => g[GEN];
/** The object for a fresh id of the current generation (set in the class's static block: the constructor is private). */
let create: (id: GameId) => Game;

/**
 * A short partizan game in canonical form: an immutable, interned value (equal games are the same
 * object). Prints in CGT notation (`String(g)`, template strings, `console.log`, a notebook
 * cell, JSON). Methods are the readable forms of the free functions of `cgt` and cost what those
 * cost; the integer-id path for hot loops is `cgt.ops` (`cgt.ops.id(g)`, `cgt.ops.value(id)`).
 */
export class Game {
  /** Store id (internal: use `cgt.ops.id(g)`, which checks the generation). */
  private readonly [ID]: GameId;
  /** Store generation (-1 for the constants, valid in every generation). */
  private readonly [GEN]: number;

  /** Internal: values come from the cgt functions (and `cgt.ops.value(id)`), never from `new`. */
  private constructor(id: GameId, gen: number) {
    this[ID] = id;
    this[GEN] = gen;
    Object.freeze(this);
  }

  static {
    create = (id) => new Game(id, id < FIXED ? -1 : generation);
  }

  /** g + h (disjunctive sum). */
  add(h: Game): Game {
    return value(S.add(toId(this), toId(h, "the game added")));
  }
  /** g − h. */
  sub(h: Game): Game {
    return value(S.sub(toId(this), toId(h, "the game subtracted")));
  }
  /** −g (Left and Right swapped). */
  neg(): Game {
    return value(S.neg(toId(this)));
  }
  /** g ≤ h in the game order (Left, moving first in g − h, loses). */
  leq(h: Game): boolean {
    return S.leq(toId(this), toId(h, "the game compared"));
  }
  /** g ≥ h. */
  geq(h: Game): boolean {
    return S.leq(toId(h, "the game compared"), toId(this));
  }
  /** g < h. */
  lt(h: Game): boolean {
    return S.compare(toId(this), toId(h, "the game compared")) === "<";
  }
  /** g > h. */
  gt(h: Game): boolean {
    return S.compare(toId(this), toId(h, "the game compared")) === ">";
  }
  /** g = h (same canonical form, so also `g === h`). */
  equals(h: Game): boolean {
    return toId(this) === toId(h, "the game compared");
  }
  /** g ‖ h (incomparable: confused with). */
  isConfusedWith(h: Game): boolean {
    return S.compare(toId(this), toId(h, "the game compared")) === "||";
  }
  /** "<", "=", ">" or "||" (incomparable). */
  compare(h: Game): "<" | "=" | ">" | "||" {
    return S.compare(toId(this), toId(h, "the game compared"));
  }
  /** Outcome class: L (Left wins), R, N (first player wins), P (second player wins). */
  get outcome(): "L" | "R" | "P" | "N" {
    return S.outcome(toId(this));
  }
  /** Left stop (exact). O(1). */
  get leftStop(): Dyadic {
    return leftStop(toId(this));
  }
  /** Right stop (exact). O(1). */
  get rightStop(): Dyadic {
    return rightStop(toId(this));
  }
  /** Mean value (exact; the thermograph's mast). */
  get mean(): Dyadic {
    return mean(toId(this));
  }
  /** Temperature (exact; -1 for integers, -1/2^k for m/2^k, ≥ 0 otherwise). */
  get temperature(): Dyadic {
    return temperature(toId(this));
  }
  /** Thermograph (exact walls, see `cgt.thermograph`). */
  thermograph(): Thermograph {
    return thermograph(toId(this));
  }
  /** Birthday of the canonical form. O(1). */
  get birthday(): number {
    return S.birthday(toId(this));
  }
  /** Left options of the canonical form. */
  get leftOptions(): readonly Game[] {
    return values(S.leftOptions(toId(this)));
  }
  /** Right options of the canonical form. */
  get rightOptions(): readonly Game[] {
    return values(S.rightOptions(toId(this)));
  }
  /** True if g is a number. O(1). */
  get isNumber(): boolean {
    return S.isNumber(toId(this));
  }
  /** True if g is a nimber *n. O(1). */
  get isNimber(): boolean {
    return S.isNimber(toId(this));
  }
  /** True if g is infinitesimal (both stops 0; 0 included). O(1). */
  get isInfinitesimal(): boolean {
    return isInfinitesimalId(toId(this));
  }
  /** True if g is all-small (every subposition with options for one player has options for both). */
  get isAllSmall(): boolean {
    return isAllSmall(toId(this));
  }

  /**
   * A plain record of the value's facts, for tables and a quick look: notation, outcome, stops,
   * mean and temperature (exact, written as `3/2`), birthday, option counts, the kind of value
   * (`cgt.valueKind`) and whether it is a number, a nimber, infinitesimal, all-small. The one
   * record of these facts: `cgt.valueInfo` is its table form (numbers as doubles, plus the
   * canonical size). Cost: the thermograph's (memoized).
   */
  describe(): GameDescription {
    const id = toId(this);
    return {
      notation: format(id),
      outcome: S.outcome(id),
      leftStop: dyadicToString(leftStop(id)),
      rightStop: dyadicToString(rightStop(id)),
      mean: dyadicToString(mean(id)),
      temperature: dyadicToString(temperature(id)),
      birthday: S.birthday(id),
      leftOptions: S.leftCount(id),
      rightOptions: S.rightCount(id),
      kind: kindOfId(id),
      isNumber: S.isNumber(id),
      isNimber: S.isNimber(id),
      isInfinitesimal: isInfinitesimalId(id),
      isAllSmall: isAllSmall(id),
    };
  }

  /** CGT notation (`cgt.format(g)`): `↑`, `±1`, `{2|-1}`, ... */
  toString(): string {
    return format(toId(this));
  }
  /** The notation, so JSON, CSV and tables show the value. */
  toJSON(): string {
    return this.toString();
  }
  /** The notation in every context (template strings, `+ ""`); a game value is not a JS number. */
  [Symbol.toPrimitive](): string {
    return this.toString();
  }
  /**
   * Node's util.inspect (console.log, a notebook cell's last expression): the notation. Never
   * throws: a value from before `resetStore()` shows as `[stale Game: …]`, never as another game.
   */
  [Symbol.for("nodejs.util.inspect.custom")](): string {
    const gen = generationOf(this);
    if (gen !== generation && gen !== -1) return "[stale Game: made before cgt.resetStore(), recompute it]";
    return this.toString();
  }
  /** The Showable protocol (lib/util/show.ts): `notebook.show(g)` typesets the notation. O(format). */
  [MIME](): MimeBundle {
    const text = this.toString();
    return { "text/plain": text, "text/html": notationHtml(text) };
  }
  /** Shown by `Object.prototype.toString`. */
  // eslint-disable-next-line @typescript-eslint/class-literal-property-style -- a getter on the prototype, not a field on every Game
  get [Symbol.toStringTag](): string {
    return "Game";
  }
}

/** The record returned by {@link Game.describe}. */
export interface GameDescription {
  /** CGT notation. */
  notation: string;
  /** Outcome class L, R, N or P. */
  outcome: "L" | "R" | "P" | "N";
  /** Left stop, exact (`3/2`). */
  leftStop: string;
  /** Right stop, exact. */
  rightStop: string;
  /** Mean, exact. */
  mean: string;
  /** Temperature, exact (-1 for integers). */
  temperature: string;
  /** Birthday of the canonical form. */
  birthday: number;
  /** Number of Left options of the canonical form. */
  leftOptions: number;
  /** Number of Right options of the canonical form. */
  rightOptions: number;
  /** Kind of value: number, infinitesimal, tepid, switch or hot (`cgt.valueKind`). */
  kind: ValueKind;
  /** A number. */
  isNumber: boolean;
  /** A nimber *n. */
  isNimber: boolean;
  /** Infinitesimal (both stops 0). */
  isInfinitesimal: boolean;
  /** All-small. */
  isAllSmall: boolean;
}

/**
 * The store id of a game value (for engines' hot loops). InputError if `g` is not a Game,
 * StaleValueError if it was made before the last `resetStore()`. O(1).
 */
export function toId(g: Game, what = "game"): GameId {
  if (!(g instanceof Game)) {
    // eslint-disable-next-line @typescript-eslint/restrict-template-expressions -- an untyped caller may pass a store id (a number) for a Game
    const got = typeof g === "number" ? `the number ${g} (a store id? convert ids with cgt.ops.value(id))` : describe(g);
    throw new InputError(`${what} must be a game value (cgt.Game), got ${got}`);
  }
  const gen = generationOf(g);
  if (gen !== generation && gen !== -1) throw new StaleValueError(what);
  return idOf(g);
}

/** The interned value of a store id (one object per id per store generation). O(1). */
export function value(id: GameId): Game {
  const g = table[id];
  return g ?? intern(id);
}

/** The first object for id in this generation; the table stays a packed array (fast indexing). */
function intern(id: GameId): Game {
  S.checkGame(id, "store id");
  while (table.length <= id) table.push(undefined);
  const g = create(id);
  table[id] = g;
  return g;
}

/** Values of a list of ids (a fresh array). O(n). */
export function values(ids: readonly GameId[]): Game[] {
  const out = new Array<Game>(ids.length);
  for (let i = 0; i < ids.length; i++) out[i] = value(ids[i]);
  return out;
}

/** Ids of a list of values (a fresh array); `what` names the list in errors. O(n). */
export function toIds(gs: readonly Game[], what = "game"): GameId[] {
  if (!Array.isArray(gs as unknown)) throw new InputError(`${what}s must be an array of game values, got ${describe(gs)}`);
  const out = new Array<GameId>(gs.length);
  for (let i = 0; i < gs.length; i++) out[i] = toId(gs[i], `${what} ${i}`);
  return out;
}

/** The store generation: 0 at start, one more at every `resetStore()`. O(1). */
export function storeGeneration(): number {
  return generation;
}

function describe(x: unknown): string {
  if (x === null || x === undefined) return String(x);
  if (typeof x === "object") return `a ${x.constructor?.name ?? "object"}`;
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- x is a primitive or a function here, both print usefully
  return `${typeof x} ${String(x)}`;
}

// The constants' objects, shared by every generation.
const constants: Game[] = [];
for (let id = 0; id < FIXED; id++) constants.push(value(id));
S.onReset(() => {
  generation++;
  table = constants.slice();
});
