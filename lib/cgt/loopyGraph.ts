/**
 * Loopy games as finite game graphs (issue 28, part 1): the {@link LoopyGame} value, its
 * construction from a description of labelled nodes, from braces with `pass`, and from short
 * games; negation, sums, and the structural predicates (loop-free, stopper, plumtree).
 *
 * Definitions (Winning Ways ch. 11 "Games infinite and indefinite", Berlekamp–Conway–Guy 1982;
 * Conway, "Loopy games", Ann. Discrete Math. 3, 1978; Siegel, *Combinatorial Game Theory*, 2013,
 * ch. VI "Loopy games"):
 *  - a loopy game is a position of a finite directed graph whose vertices have Left and Right
 *    edges (options); a cycle is allowed, so play may go on for ever, and infinite play is a draw.
 *  - a stopper is a game with no infinite alternating run (Left, Right, Left, … moves, each from
 *    the position the last one reached) from any of its subpositions (Siegel, CGT ch. VI §1).
 *  - the sum G + H is the product graph: a move is a move in exactly one component. The sum of
 *    two stoppers need not be a stopper (on + off, over − over: Siegel, CGT ch. VI §3).
 *
 * Every {@link LoopyGame} holds the graph of the vertices reachable from its start, start first
 * (vertex 0), so the size of a game is its number of subpositions (followers, itself included).
 *
 * @module
 */
import { BudgetExceededError, InputError, checkOptionNames, describeValue, stronglyConnectedComponents } from "../util";
import { Game } from "./value";
import { toId, value } from "./value";
import * as StoreModule from "./store";
import type { Game as GameId } from "./store";
/** The store's exports read once into a plain object: one direct property load per call instead of a re-export getter chain (tsx and the CommonJS build both compile re-exports to getters). */
const S = { ...StoreModule };

/** Default cap on the vertices a loopy construction (sum, embedding) may build. */
export const DEFAULT_MAX_LOOPY_VERTICES = 2_000_000;

/** Options of the loopy constructions that may grow large (sums, embeddings of short games). */
export interface LoopyBudget {
  /** Largest number of vertices (reachable positions) the result may have; BudgetExceededError beyond. */
  readonly maxVertices?: number;
}

/**
 * A loopy game: a start vertex (0) of a finite graph whose vertices have Left and Right options,
 * cycles allowed (Winning Ways ch. 11; Siegel, CGT ch. VI). Immutable; the graph holds only the
 * vertices reachable from the start. Build one with `loopy.graph` (labelled nodes),
 * `loopy.braces` (`{L | R}` with `pass`), `loopy.fromShort` (a short game), or the constants
 * `on`, `off`, `over`, `under`, `dud`, `upon`, `tis`, `tisn`.
 */
export class LoopyGame {
  /** Left options of each vertex (vertex indices); vertex 0 is this game. */
  readonly left: readonly (readonly number[])[];
  /** Right options of each vertex (vertex indices). */
  readonly right: readonly (readonly number[])[];

  /**
   * Internal: use the constructors of the `loopy` namespace. The two lists have one entry per
   * vertex, each option a vertex index (InputError otherwise); every vertex should be reachable
   * from vertex 0 (the constructors pack the graph so). O(V + E).
   */
  constructor(left: readonly (readonly number[])[], right: readonly (readonly number[])[]) {
    if (!Array.isArray(left as unknown) || !Array.isArray(right as unknown) || left.length !== right.length || left.length === 0) {
      throw new InputError("LoopyGame: expected two option lists with one entry per vertex (at least one vertex)");
    }
    const n = left.length;
    for (const [side, lists] of [["Left", left], ["Right", right]] as const) {
      lists.forEach((ws: unknown, v) => {
        if (!Array.isArray(ws) || !(ws as unknown[]).every((w: unknown) => Number.isInteger(w) && (w as number) >= 0 && (w as number) < n)) {
          throw new InputError(`LoopyGame: the ${side} options of vertex ${v} must be vertex indices in [0, ${n - 1}], got ${describeValue(ws)}`);
        }
      });
    }
    this.left = Object.freeze(left.map((l) => Object.freeze([...l])));
    this.right = Object.freeze(right.map((r) => Object.freeze([...r])));
    Object.freeze(this);
  }

  /** Number of vertices of the graph: the subpositions of this game, itself included. O(1). */
  get size(): number {
    return this.left.length;
  }

  /** The game whose start is vertex `v` of this game's graph (its reachable part). O(size). */
  follower(v: number): LoopyGame {
    if (!Number.isInteger(v) || v < 0 || v >= this.size) throw new InputError(`loopy follower: vertex must be an integer in [0, ${this.size - 1}], got ${describeValue(v)}`);
    return v === 0 ? this : pack(this.left, this.right, v);
  }

  /** The Left options of this game, each as a game. O(size) per option. */
  leftOptions(): LoopyGame[] {
    return this.left[0].map((v) => this.follower(v));
  }

  /** The Right options of this game, each as a game. O(size) per option. */
  rightOptions(): LoopyGame[] {
    return this.right[0].map((v) => this.follower(v));
  }

  /** CGSuite's notation of this form (`loopy.format`). */
  toString(): string {
    return printer(this);
  }

  /** Node's util.inspect (console.log, a notebook cell's last expression): the notation. */
  [Symbol.for("nodejs.util.inspect.custom")](): string {
    return printer(this);
  }

  /** JSON: the notation. */
  toJSON(): string {
    return printer(this);
  }
}

/** The printer of loopy games, set by loopyNotation.ts (which imports this file). */
let printer: (g: LoopyGame) => string = (g) => `<loopy game of ${g.size} positions>`;

/** Internal: install the notation's printer (called once by loopyNotation.ts). */
export function setLoopyPrinter(p: (g: LoopyGame) => string): void {
  printer = p;
}

/**
 * The one limit `field` of a loopy budget (`{ maxVertices }`, `{ maxStates }`, `{ maxSteps }`), or
 * undefined when absent (the caller's default applies), checked where the budget is handed over:
 * InputError unless the budget is an object whose only field is `field`, a non-negative number (a
 * misspelt limit would be ignored, a string compared as one). O(1).
 */
export function loopyLimit(budget: object | undefined, field: string, what: string): number | undefined {
  if (budget === undefined) return undefined;
  if (typeof budget !== "object" || budget === null) throw new InputError(`${what}: a loopy budget must be an object such as { ${field}: 1000000 }, got ${describeValue(budget)}`);
  checkOptionNames(budget, [field], `${what}: the loopy budget`);
  const m = (budget as Record<string, unknown>)[field];
  if (m === undefined) return undefined;
  if (typeof m !== "number" || !(m >= 0)) throw new InputError(`${what}: ${field} must be a non-negative number, got ${describeValue(m)}`);
  return m;
}

/** Check a budget's maxVertices (checked by {@link loopyLimit} where it was handed over) against a count; BudgetExceededError naming what was built. O(1). */
function checkVertices(count: number, budget: LoopyBudget | undefined, what: string): void {
  const max = budget?.maxVertices ?? DEFAULT_MAX_LOOPY_VERTICES;
  if (count > max) throw new BudgetExceededError("maxPositions", max, count, what);
}

/**
 * The game at vertex `start` of a graph given by option lists: the reachable vertices renumbered
 * in breadth-first order from `start` (so `start` becomes 0), duplicate options dropped. O(V + E).
 */
export function pack(left: readonly (readonly number[])[], right: readonly (readonly number[])[], start: number): LoopyGame {
  const index = new Map<number, number>([[start, 0]]);
  const order = [start];
  for (let i = 0; i < order.length; i++) {
    const v = order[i];
    for (const w of [...left[v], ...right[v]]) {
      if (!index.has(w)) {
        index.set(w, order.length);
        order.push(w);
      }
    }
  }
  const remap = (ws: readonly number[]): number[] => [...new Set(ws.map((w) => index.get(w) ?? -1))];
  return new LoopyGame(order.map((v) => remap(left[v])), order.map((v) => remap(right[v])));
}

// ---------------------------------------------------------------------------------------------
// Construction
// ---------------------------------------------------------------------------------------------

/** An option in a node description: a node's label, a short game, or a loopy game. */
export type LoopyOption = string | Game | LoopyGame;

/** A node of a loopy graph description: its Left and Right options (absent = none). */
export interface LoopyNode {
  readonly left?: readonly LoopyOption[];
  readonly right?: readonly LoopyOption[];
}

/** Internal: accumulates a graph while short and loopy games are copied in (each copied once). */
export class GraphBuilder {
  readonly left: number[][] = [];
  readonly right: number[][] = [];
  private readonly shortIndex = new Map<GameId, number>();
  private readonly loopyIndex = new Map<LoopyGame, number>();
  constructor(private readonly budget: LoopyBudget | undefined) {
    loopyLimit(budget, "maxVertices", "a loopy game graph");
  }

  /** A new vertex without options. */
  vertex(): number {
    this.left.push([]);
    this.right.push([]);
    checkVertices(this.left.length, this.budget, "a loopy game graph");
    return this.left.length - 1;
  }

  /** The vertex of a short game (its canonical form's followers, each once). O(followers). */
  short(g: GameId): number {
    const known = this.shortIndex.get(g);
    if (known !== undefined) return known;
    // iterative depth-first: vertices are created first, edges filled after
    const stack = [g];
    const first = this.vertex();
    this.shortIndex.set(g, first);
    const todo: GameId[] = [g];
    while (stack.length > 0) {
      const x = stack.pop()!;
      for (const o of [...S.leftOptions(x), ...S.rightOptions(x)]) {
        if (!this.shortIndex.has(o)) {
          this.shortIndex.set(o, this.vertex());
          stack.push(o);
          todo.push(o);
        }
      }
    }
    for (const x of todo) {
      const v = this.shortIndex.get(x)!;
      this.left[v] = S.leftOptions(x).map((o) => this.shortIndex.get(o)!);
      this.right[v] = S.rightOptions(x).map((o) => this.shortIndex.get(o)!);
    }
    return first;
  }

  /** The vertex of a loopy game copied into this graph (once per game object). O(size). */
  loopy(g: LoopyGame): number {
    const known = this.loopyIndex.get(g);
    if (known !== undefined) return known;
    const base = this.left.length;
    for (let v = 0; v < g.size; v++) this.vertex();
    for (let v = 0; v < g.size; v++) {
      this.left[base + v] = g.left[v].map((w) => base + w);
      this.right[base + v] = g.right[v].map((w) => base + w);
    }
    this.loopyIndex.set(g, base);
    return base;
  }

  /** The game at `start` (its reachable part, packed). */
  finish(start: number): LoopyGame {
    return pack(this.left, this.right, start);
  }
}

/**
 * A loopy game given as a graph of labelled nodes: `nodes` maps each label to its Left and Right
 * options, each a label (cycles allowed: a node may name itself or any other node), a short game
 * (`cgt.Game`) or a loopy game; `start` (default: the first label) is the game returned. An
 * option naming no node, an unknown kind of option or an unknown start is an InputError naming
 * the node. O(nodes + options + sizes of the games embedded).
 *
 * @example
 * ```ts
 * // over = {0 | over} (Winning Ways ch. 11; Siegel, CGT ch. VI)
 * const over = cgt.loopy.graph({ a: { left: [cgt.ZERO], right: ["a"] } });
 * cgt.loopy.format(over); // → "over"
 * ```
 */
export function graph(nodes: Readonly<Record<string, LoopyNode>> | ReadonlyMap<string, LoopyNode>, start?: string, budget?: LoopyBudget): LoopyGame {
  if (nodes === null || typeof nodes !== "object") throw new InputError(`loopy.graph: nodes must be a record or Map of labelled nodes, got ${describeValue(nodes)}`);
  const entries: [string, LoopyNode][] = nodes instanceof Map ? [...(nodes as ReadonlyMap<string, LoopyNode>).entries()] : Object.entries(nodes as Readonly<Record<string, LoopyNode>>);
  if (entries.length === 0) throw new InputError("loopy.graph: the graph has no node");
  const b = new GraphBuilder(budget);
  const vertexOf = new Map<string, number>();
  for (const [label] of entries) vertexOf.set(label, b.vertex());
  const resolve = (o: unknown, label: string, side: "Left" | "Right", i: number): number => {
    if (typeof o === "string") {
      const v = vertexOf.get(o);
      if (v === undefined) throw new InputError(`loopy.graph: node "${label}" has a ${side} option "${o}" that names no node (nodes: ${[...vertexOf.keys()].map((k) => `"${k}"`).join(", ")})`, `node "${label}", ${side} option ${i}`);
      return v;
    }
    if (o instanceof Game) return b.short(toId(o, `loopy.graph: node "${label}", ${side} option ${i}`));
    if (o instanceof LoopyGame) return b.loopy(o);
    throw new InputError(`loopy.graph: node "${label}" has a ${side} option that is not a node label, a cgt.Game or a loopy game: ${describeValue(o)}`, `node "${label}", ${side} option ${i}`);
  };
  for (const [label, node] of entries) {
    if (node === null || typeof node !== "object") throw new InputError(`loopy.graph: node "${label}" must be an object { left?, right? }, got ${describeValue(node)}`, `node "${label}"`);
    const v = vertexOf.get(label)!;
    for (const side of ["left", "right"] as const) {
      const opts: unknown = node[side];
      if (opts === undefined) continue;
      const name = side === "left" ? "Left" : "Right";
      if (!Array.isArray(opts)) throw new InputError(`loopy.graph: node "${label}": ${side} must be an array of options, got ${describeValue(opts)}`, `node "${label}"`);
      const targets = opts.map((o: unknown, i) => resolve(o, label, name, i));
      if (side === "left") b.left[v] = targets;
      else b.right[v] = targets;
    }
  }
  const s = start ?? entries[0][0];
  const sv = vertexOf.get(s);
  if (sv === undefined) throw new InputError(`loopy.graph: the start "${s}" names no node`);
  return b.finish(sv);
}

/**
 * `pass`, CGSuite's keyword inside braces for the game being defined (a move to itself):
 * `braces([pass], [])` is on = {pass | }. It is not a game and is accepted only by {@link braces}.
 */
export const pass: Pass = Object.freeze({ kind: "pass" as const, toString: () => "pass" });

/** The type of {@link pass} (a marker, not a game). */
export interface Pass {
  /** Always "pass". */
  readonly kind: "pass";
  /** The text "pass". */
  toString(): string;
}

/** An option of {@link braces}: a short game, a loopy game, or {@link pass}. */
export type BracesOption = Game | LoopyGame | typeof pass;

/**
 * {L | R} with `pass` for the game itself (CGSuite's plumtree notation): `braces([pass], [])` is
 * on, `braces([ZERO], [pass])` is over = {0 | pass}, `braces([pass], [STAR])` is upon. Other
 * options are short games or loopy games. O(total size of the options).
 */
export function braces(left: readonly BracesOption[], right: readonly BracesOption[], budget?: LoopyBudget): LoopyGame {
  const b = new GraphBuilder(budget);
  const v = b.vertex();
  const resolve = (o: unknown, side: string, i: number): number => {
    if (o === pass) return v;
    if (o instanceof Game) return b.short(toId(o, `loopy.braces: ${side} option ${i}`));
    if (o instanceof LoopyGame) return b.loopy(o);
    throw new InputError(`loopy.braces: ${side} option ${i} is not a cgt.Game, a loopy game or loopy.pass: ${describeValue(o)}`);
  };
  for (const [side, opts, out] of [["Left", left, b.left], ["Right", right, b.right]] as const) {
    if (!Array.isArray(opts)) throw new InputError(`loopy.braces: the ${side} options must be an array, got ${describeValue(opts)}`);
    out[v] = opts.map((o: unknown, i) => resolve(o, side, i));
  }
  return b.finish(v);
}

/**
 * A short game as a loopy game: the graph of its canonical form's followers (each once; a number
 * n has n + 1 of them). O(followers); BudgetExceededError past `maxVertices`.
 */
export function fromShort(g: Game, budget?: LoopyBudget): LoopyGame {
  const b = new GraphBuilder(budget);
  return b.finish(b.short(toId(g, "loopy.fromShort: game")));
}

/** The game itself if it is a loopy game, else the short game embedded. */
export function asLoopy(g: Game | LoopyGame, what: string): LoopyGame {
  if (g instanceof LoopyGame) return g;
  if (g instanceof Game) return fromShort(g);
  throw new InputError(`${what} must be a loopy game or a cgt.Game, got ${describeValue(g)}`);
}

// ---------------------------------------------------------------------------------------------
// The constants, from their definitions (Winning Ways ch. 11; Siegel, CGT ch. VI §1)
// ---------------------------------------------------------------------------------------------

/** on = {on | } = {pass | }: Left always has a move, Right never (Winning Ways ch. 11). */
export const on: LoopyGame = braces([pass], []);
/** off = { | off} = −on (Winning Ways ch. 11). */
export const off: LoopyGame = braces([], [pass]);
/** dud = {dud | dud} = {pass | pass}, the "deathless universal draw" (Winning Ways ch. 11). */
export const dud: LoopyGame = braces([pass], [pass]);
/** over = {0 | over} = {0 | pass}: positive but smaller than every positive number (Winning Ways ch. 11). */
export const over: LoopyGame = braces([value(S.ZERO)], [pass]);
/** under = {under | 0} = −over (Winning Ways ch. 11). */
export const under: LoopyGame = braces([pass], [value(S.ZERO)]);
/** upon = {upon | *} = {pass | *}, printed `^[on]` by CGSuite (Winning Ways ch. 11; Siegel, CGT ch. VI). */
export const upon: LoopyGame = braces([pass], [value(S.STAR)]);
/** tis = {tisn | }, with tisn = { | tis} (Winning Ways ch. 11). Not a stopper: tis, tisn, tis, … alternates for ever. */
export const tis: LoopyGame = graph({ tis: { left: ["tisn"] }, tisn: { right: ["tis"] } }, "tis");
/** tisn = { | tis}, with tis = {tisn | } (Winning Ways ch. 11). Not a stopper. */
export const tisn: LoopyGame = graph({ tis: { left: ["tisn"] }, tisn: { right: ["tis"] } }, "tisn");

// ---------------------------------------------------------------------------------------------
// Operations and predicates
// ---------------------------------------------------------------------------------------------

/** −G: Left and Right swapped at every vertex (Winning Ways ch. 11). O(size). */
export function neg(g: Game | LoopyGame): LoopyGame {
  const x = asLoopy(g, "loopy.neg: game");
  return new LoopyGame(x.right, x.left);
}

/**
 * G + H, the disjunctive sum: the product graph on the pairs of subpositions reachable from
 * (G, H), a move changing one component (Winning Ways ch. 11; Siegel, CGT ch. VI §1). The sum of
 * two stoppers need not be a stopper (on + off; over − over = over + under, where Left passes in
 * under and Right in over for ever: see `isStopper`): the graph is returned as it is, and functions
 * that need a stopper (`leq`, `canonical`) say so when given a sum that is not one.
 * O(|G| · |H| + edges of the product); BudgetExceededError past `maxVertices`.
 */
export function add(g: Game | LoopyGame, h: Game | LoopyGame, budget?: LoopyBudget): LoopyGame {
  const a = asLoopy(g, "loopy.add: first game");
  const b = asLoopy(h, "loopy.add: second game");
  loopyLimit(budget, "maxVertices", "a loopy sum");
  const nb = b.size;
  const index = new Map<number, number>([[0, 0]]);
  const order = [0];
  const left: number[][] = [];
  const right: number[][] = [];
  const id = (x: number, y: number): number => {
    const key = x * nb + y;
    let v = index.get(key);
    if (v === undefined) {
      v = order.length;
      index.set(key, v);
      order.push(key);
      checkVertices(order.length, budget, "a loopy sum");
    }
    return v;
  };
  for (let i = 0; i < order.length; i++) {
    const x = Math.floor(order[i] / nb);
    const y = order[i] - x * nb;
    left.push([...a.left[x].map((x2) => id(x2, y)), ...b.left[y].map((y2) => id(x, y2))]);
    right.push([...a.right[x].map((x2) => id(x2, y)), ...b.right[y].map((y2) => id(x, y2))]);
  }
  return new LoopyGame(left, right);
}

/** G₁ + G₂ + … (left to right); the empty sum is 0. Cost: the product of the sizes. */
export function sum(gs: readonly (Game | LoopyGame)[], budget?: LoopyBudget): LoopyGame {
  if (!Array.isArray(gs)) throw new InputError(`loopy.sum: expected an array of games, got ${describeValue(gs)}`);
  let acc = fromShort(value(S.ZERO));
  (gs as readonly unknown[]).forEach((g, i) => (acc = add(acc, asLoopy(g as Game | LoopyGame, `loopy.sum: game ${i}`), budget)));
  return acc;
}

/** G − H = G + (−H). Cost as {@link add}. */
export function sub(g: Game | LoopyGame, h: Game | LoopyGame, budget?: LoopyBudget): LoopyGame {
  return add(g, neg(h), budget);
}

/**
 * Whether the directed graph with the given successor lists has no cycle (self-loops count):
 * Kahn's algorithm on in-degrees. O(V + E).
 */
function acyclic(succ: readonly (readonly number[])[]): boolean {
  const n = succ.length;
  const indeg = new Int32Array(n);
  for (const ws of succ) for (const w of ws) indeg[w]++;
  const queue: number[] = [];
  for (let v = 0; v < n; v++) if (indeg[v] === 0) queue.push(v);
  let seen = 0;
  while (queue.length > 0) {
    const v = queue.pop()!;
    seen++;
    for (const w of succ[v]) if (--indeg[w] === 0) queue.push(w);
  }
  return seen === n;
}

/** True if no position repeats: the game graph has no cycle, so G is a short game. O(V + E). */
export function isLoopfree(g: LoopyGame): boolean {
  return acyclic(g.left.map((l, v) => [...l, ...g.right[v]]));
}

/**
 * True if G is a stopper: no infinite alternating run (a Left move, then a Right move from where
 * it led, and so on, or starting with Right) from any subposition (Siegel, CGT ch. VI §1;
 * Conway, "Loopy games", 1978). Computed as acyclicity of the graph on (vertex, player to move)
 * with an edge for each move of the player to move. O(V + E).
 */
export function isStopper(g: LoopyGame): boolean {
  const n = g.size;
  // (v, Left to move) is state 2v, (v, Right to move) is 2v + 1
  const states: number[][] = new Array<number[]>(2 * n);
  for (let v = 0; v < n; v++) {
    states[2 * v] = g.left[v].map((w) => 2 * w + 1);
    states[2 * v + 1] = g.right[v].map((w) => 2 * w);
  }
  return acyclic(states);
}

/**
 * True if G is a plumtree: every cycle of its graph is a single pass move (a vertex that is its
 * own option), as in CGSuite's `IsPlumtree`. O(V + E).
 */
export function isPlumtree(g: LoopyGame): boolean {
  return acyclic(g.left.map((l, v) => [...l, ...g.right[v]].filter((w) => w !== v)));
}

/**
 * The short game a loop-free loopy game is equal to (its canonical form, built bottom-up with
 * `cgt.game`); InputError if G has a cycle. O(V + E) store operations.
 */
export function toShort(g: LoopyGame): Game {
  if (!isLoopfree(g)) throw new InputError("loopy.toShort: the game has a cycle (a position can repeat), so it is not a short game");
  return value(shortIds(g)[0]);
}

/** Canonical short ids of every vertex of a loop-free graph (post-order, iterative). O(V + E). */
function shortIds(g: LoopyGame): GameId[] {
  const ids = new Array<GameId | undefined>(g.size);
  const stack = [0];
  while (stack.length > 0) {
    const v = stack[stack.length - 1];
    if (ids[v] !== undefined) {
      stack.pop();
      continue;
    }
    const pending = [...g.left[v], ...g.right[v]].filter((w) => ids[w] === undefined);
    if (pending.length > 0) {
      stack.push(...pending);
      continue;
    }
    ids[v] = S.game(g.left[v].map((w) => ids[w]!), g.right[v].map((w) => ids[w]!));
    stack.pop();
  }
  return ids.map((x) => x ?? S.ZERO);
}

/**
 * For each vertex, the short game it is equal to when no cycle is reachable from it, else
 * undefined: strongly connected components (Tarjan, iterative), then loop-free vertices valued
 * bottom-up. O(V + E) plus the store's `game` per loop-free vertex.
 */
export function shortParts(g: LoopyGame): (Game | undefined)[] {
  const succ = g.left.map((l, v) => [...l, ...g.right[v]]);
  const loopy = new Uint8Array(g.size);
  const result = new Array<Game | undefined>(g.size);
  // components come sinks first: the successors of a component's vertices are already decided
  for (const members of stronglyConnectedComponents(succ)) {
    const v = members[0];
    const cyclic = members.length > 1 || succ[v].includes(v);
    for (const m of members) loopy[m] = cyclic || succ[m].some((x) => loopy[x] === 1) ? 1 : 0;
    if (members.length === 1 && loopy[v] === 0) {
      result[v] = value(S.game(g.left[v].map((x) => toId(result[x]!)), g.right[v].map((x) => toId(result[x]!))));
    }
  }
  return result;
}
