/**
 * The engine meets loops (issue 28, item 4): values of positions of a loopy ruleset (one declared
 * `loopy: true`, whose positions can repeat), computed on the game graph of the position.
 *
 *  - {@link loopyGraph}: the reachable graph, one vertex per position keyed by the ruleset's key
 *    folded over its symmetries (a player-swapping symmetry gives the negated vertex: the image of
 *    a position met before costs no new search), positions with a `knownLoopyValue` (or a short
 *    `knownValue`) embedded as their value's graph; a `cgt.loopy.LoopyGame` with the position of
 *    each vertex.
 *  - {@link loopyValue}: the value. When the root splits into several components (the ruleset's
 *    `components`), each component's graph is built and simplified on its own and the value is
 *    their loopy sum (the product graph, `cgt.loopy.sum`); positions below the root are explored
 *    whole. A stopper (no infinite alternating play) is returned in canonical form (Siegel,
 *    *Combinatorial Game Theory*, 2013, ch. VI §4; CGSuite's CanonicalStopper); a value that is
 *    not a stopper is returned as its sided value (onside & offside, CGSuite's `G & H`,
 *    `cgt.loopy.SidedValue`): never a graph, which would print as something it is not.
 *  - {@link loopyOutcomeClass}: the outcome class with draws (L, R, N, P, D, and the mixed ones).
 *  - {@link loopyNimValue}: Smith's generalized Sprague-Grundy value of a position of an impartial
 *    loopy ruleset (finite or ∞(K)).
 *
 * Every explored position spends one unit of the budget (`{maxPositions, maxMillis, maxHeapBytes}`,
 * BudgetExceededError naming the limit; progress through `onProgress`). Nothing is cached between
 * calls: a call builds its graph in local arrays, so an interrupt or an error leaves no table
 * half-written. A short ruleset keeps the short-game engines: nothing here touches them.
 *
 * @module
 */
import * as cgt from "../cgt";
import { InputError, checkOptionNames, stronglyConnectedComponents, type Budget, type RunOptions } from "../util";
import { describePosition, optionList, type ImpartialRuleset, type PositionKey, type Ruleset } from "../ruleset";
import { foldedKey } from "./folding";
import { checkRoot, searchBudget } from "./engine";

type LoopyGame = cgt.loopy.LoopyGame;

/** Options of the loopy searches: a budget and progress ({@link RunOptions}), and the labelling's cap. */
export interface LoopyValueOptions extends RunOptions {
  /** Largest number of (position, player to move) states of a labelling (outcomes, canonical forms); see `cgt.loopy.LoopyPlayBudget`. */
  readonly maxStates?: number;
}

/** The fields of {@link LoopyValueOptions}: any other is refused by name. */
const LOOPY_OPTION_NAMES: readonly string[] = ["budget", "onProgress", "maxStates"];

/** The game graph of a position ({@link loopyGraph}): the game, and what each of its vertices is. */
export interface LoopyGraph<P> {
  /** The position as a loopy game; vertex 0 is the position. */
  readonly game: LoopyGame;
  /**
   * The position of each vertex (index = vertex of `game`), undefined for the vertices of an
   * embedded known value; with `negated[v]`, vertex v is −(that position) (a player-swapping symmetry).
   */
  readonly positions: readonly (P | undefined)[];
  /** Whether vertex v is the negative of `positions[v]` (see above). */
  readonly negated: readonly boolean[];
  /** Positions explored (the budget units spent). */
  readonly explored: number;
}

/** The options of p on one side, as an array of positions, each checked to be a position (InputError naming the ruleset, the side and the position). */
function sideOptions<P>(r: Ruleset<P>, p: P, side: "left" | "right"): readonly P[] {
  const name = r.kind === "impartial" ? "options" : side === "left" ? "leftOptions" : "rightOptions";
  const raw = r.kind === "impartial" ? r.options(p) : side === "left" ? r.leftOptions(p) : r.rightOptions(p);
  const list = optionList(r, p, name, raw);
  list.forEach((o: unknown, i) => {
    const ok = o !== undefined && o !== null && (r.isPosition !== undefined ? r.isPosition(o) : typeof o === typeof p);
    if (!ok) {
      throw new InputError(`${r.name}: ${name}(${describePosition(r, p)}) returned ${o === undefined || o === null ? String(o) : `a ${typeof o}`} as option ${i + 1}, which is not a position of ${r.name}`);
    }
  });
  return list;
}

/**
 * The game graph of a position of any ruleset (loopy or not): breadth-first from the position,
 * one vertex per (folded key, sign), the options of a vertex being its position's options (Left's
 * and Right's swapped, and each option negated, for a negated vertex). A position with a
 * `knownLoopyValue` (or, partizan, a short `knownValue`) is not explored: its value's graph is
 * embedded. One budget unit per position explored; BudgetExceededError (naming the limit) past
 * it. Cost: O(Σ over distinct folded positions of (move generation + key folding)); memory
 * O(vertices + edges).
 *
 * @example
 * ```ts
 * // Backsliding Toads and Frogs: t.f has 7 positions once mirror images are folded
 * const g = solvers.loopyGraph(games.toadsfrogs.backsliding, "t.f");
 * g.game.size > 1; // → true
 * ```
 */
export function loopyGraph<P>(ruleset: Ruleset<P>, position: P, options?: LoopyValueOptions): LoopyGraph<P> {
  checkRoot(ruleset, position, "loopyGraph");
  checkOptionNames(options, LOOPY_OPTION_NAMES, `${ruleset.name} loopyGraph`);
  const budget = searchBudget(options, `${ruleset.name} loopy graph`);
  return buildGraph(ruleset, position, budget);
}

function buildGraph<P>(r: Ruleset<P>, root: P, budget: Budget): LoopyGraph<P> {
  const classOf = new Map<PositionKey, number>();
  const reps: P[] = []; // the first position met of each folded class
  const repNeg: boolean[] = []; // value(class) = repNeg ? −value(rep) : value(rep)
  const vertexOf = new Map<number, number>(); // 2·class + σ → vertex, of value σ ? −value(class) : value(class)
  const vClass: number[] = []; // −1 for the vertices of an embedded known value
  const vSigma: boolean[] = [];
  const todo: number[] = []; // vertices to expand, in order
  const left: number[][] = [];
  const right: number[][] = [];
  const selfNegative: boolean[] = []; // the class's position is its own image under a player-swapping symmetry (so −v is v)
  const vertexOfClass = (c: number, sigma: boolean): number => {
    const sign = sigma && !selfNegative[c];
    const id = 2 * c + (sign ? 1 : 0);
    let v = vertexOf.get(id);
    if (v === undefined) {
      v = vClass.length;
      vertexOf.set(id, v);
      vClass.push(c);
      vSigma.push(sign);
      left.push([]);
      right.push([]);
      todo.push(v);
    }
    return v;
  };
  /** The class of p and p's sign relative to it: value(p) = σ ? −value(class) : value(class). */
  const classAndSign = (p: P): [number, boolean] => {
    const f = foldedKey(r, p);
    let c = classOf.get(f.key);
    if (c === undefined) {
      c = reps.length;
      classOf.set(f.key, c);
      reps.push(p);
      repNeg.push(f.swapped);
      const k = r.key(p);
      selfNegative.push(r.kind === "partizan" && r.normalize === undefined && (r.symmetries ?? []).some((sym) => sym.swapsPlayers && r.key(sym.apply(p)) === k));
    }
    return [c, f.swapped];
  };
  /** The vertex of p, or of −p when `negate`. */
  const vertex = (p: P, negate: boolean): number => {
    const [c, sigma] = classAndSign(p);
    return vertexOfClass(c, sigma !== negate);
  };
  const embed = (v: number, g: LoopyGame): void => {
    const base = vClass.length;
    for (let i = 0; i < g.size; i++) {
      vClass.push(-1);
      vSigma.push(false);
      left.push(g.left[i].map((w) => base + w));
      right.push(g.right[i].map((w) => base + w));
    }
    left[v] = left[base];
    right[v] = right[base];
  };
  vertex(root, false);
  let explored = 0;
  for (let t = 0; t < todo.length; t++) {
    const v = todo[t];
    const c = vClass[v];
    const p = reps[c];
    // value(v) = ±value(rep): negated when σ and repNeg differ
    const negated = vSigma[v] !== repNeg[c];
    const known = r.kind === "partizan" ? (r.knownLoopyValue?.(p) ?? shortKnown(r.knownValue?.(p))) : undefined;
    if (known !== undefined) {
      if (!(known instanceof cgt.loopy.LoopyGame)) throw new InputError(`${r.name}: knownLoopyValue(${describePosition(r, p)}) must return a cgt.loopy game or undefined, got ${typeof known}`);
      embed(v, negated ? cgt.loopy.neg(known) : known);
      continue;
    }
    budget.spend(1);
    explored++;
    if (r.kind === "impartial") {
      const os = sideOptions(r, p, "left").map((o) => vertex(o, false));
      left[v] = os;
      right[v] = os;
    } else if (!negated) {
      left[v] = sideOptions(r, p, "left").map((o) => vertex(o, false));
      right[v] = sideOptions(r, p, "right").map((o) => vertex(o, false));
    } else {
      // −p: Left's options are the negatives of p's Right options, and the other way round
      left[v] = sideOptions(r, p, "right").map((o) => vertex(o, true));
      right[v] = sideOptions(r, p, "left").map((o) => vertex(o, true));
    }
  }
  const packedGraph = pack(left, right);
  return {
    game: new cgt.loopy.LoopyGame(packedGraph.left, packedGraph.right),
    positions: packedGraph.order.map((v) => (vClass[v] < 0 ? undefined : reps[vClass[v]])),
    negated: packedGraph.order.map((v) => vClass[v] >= 0 && vSigma[v] !== repNeg[vClass[v]]),
    explored,
  };
}

/** A short known value as a loopy game (undefined stays undefined). */
function shortKnown(g: cgt.Game | undefined): LoopyGame | undefined {
  return g === undefined ? undefined : cgt.loopy.fromShort(g);
}

/** The vertices reachable from `start`, renumbered breadth-first (start becomes 0), duplicate options dropped. O(V + E). */
function pack(left: readonly (readonly number[])[], right: readonly (readonly number[])[], start = 0): { left: number[][]; right: number[][]; order: number[] } {
  const index = new Map<number, number>([[start, 0]]);
  const order = [start];
  for (let i = 0; i < order.length; i++) {
    for (const w of [...left[order[i]], ...right[order[i]]]) {
      if (!index.has(w)) {
        index.set(w, order.length);
        order.push(w);
      }
    }
  }
  const remap = (ws: readonly number[]): number[] => [...new Set(ws.map((w) => index.get(w)!))];
  return { left: order.map((v) => remap(left[v])), right: order.map((v) => remap(right[v])), order };
}

/**
 * The canonical form of a stopper, one strongly connected component at a time, sinks first: a
 * component's vertices with every option leaving the component replaced by that option's
 * canonical form (equal stoppers, each embedded once: forms are shared by their CGSuite text),
 * then `cgt.loopy.canonical` of each vertex of that small graph. A game graph of a ruleset is
 * mostly loop-free between its cycles (a goose's move never comes back), so this costs the
 * components' squared sizes instead of the whole graph's (`cgt.loopy.canonical` labels pairs of
 * positions: 14,000 positions are 400 million states). O(Σ components (S² · options)), S the
 * component's size with its exits' forms.
 */
function canonicalByComponents(g: LoopyGame, maxStates: number | undefined): LoopyGame {
  const n = g.size;
  const succ = g.left.map((l, v) => [...l, ...g.right[v]]);
  const canon = new Array<LoopyGame | undefined>(n); // undefined: the vertex reaches a part that is not a stopper
  const interned = new Map<string, LoopyGame>();
  const intern = (x: LoopyGame): LoopyGame => {
    if (x.size > 64) return x; // share small forms only: the text of a large form costs more than it saves
    const text = cgt.loopy.format(x);
    const known = interned.get(text);
    if (known !== undefined) return known;
    interned.set(text, x);
    return x;
  };
  const budget = { maxStates };
  for (const members of stronglyConnectedComponents(succ)) {
    const inside = new Set(members);
    if (members.some((v) => succ[v].some((w) => !inside.has(w) && canon[w] === undefined))) continue; // reaches a part that is not a stopper
    const local = localGraph(g, members, (w) => canon[w]!);
    // every member is reachable from the first, so this checks the whole component
    if (!cgt.loopy.isStopper(new cgt.loopy.LoopyGame(...packed(local, 0)))) continue;
    members.forEach((v, i) => {
      canon[v] = intern(cgt.loopy.canonical(new cgt.loopy.LoopyGame(...packed(local, i)), budget));
    });
  }
  if (canon[0] !== undefined) return canon[0];
  // not a stopper: keep the vertices that are not stoppers, the others replaced by their canonical forms
  const raw: number[] = [];
  for (let v = 0; v < n; v++) if (canon[v] === undefined) raw.push(v);
  return new cgt.loopy.LoopyGame(...packed(localGraph(g, raw, (w) => canon[w]!), 0));
}

/**
 * The graph of vertices `members` of g (numbered 0, 1, … in that order), every option leaving
 * them replaced by `form(option)`, a stopper embedded once per distinct form object. O(V + E + forms).
 */
function localGraph(g: LoopyGame, members: readonly number[], form: (w: number) => LoopyGame): { left: number[][]; right: number[][] } {
  const local = new Map<number, number>();
  members.forEach((v, i) => local.set(v, i));
  const left: number[][] = members.map(() => []);
  const right: number[][] = members.map(() => []);
  const embedded = new Map<LoopyGame, number>();
  const target = (w: number): number => {
    const i = local.get(w);
    if (i !== undefined) return i;
    const f = form(w);
    let base = embedded.get(f);
    if (base === undefined) {
      const b = left.length;
      base = b;
      embedded.set(f, b);
      for (let k = 0; k < f.size; k++) {
        left.push(f.left[k].map((x) => b + x));
        right.push(f.right[k].map((x) => b + x));
      }
    }
    return base;
  };
  members.forEach((v, i) => {
    left[i] = g.left[v].map(target);
    right[i] = g.right[v].map(target);
  });
  return { left, right };
}

/** The option lists of the game at vertex `start` of a local graph, packed (reachable part, start first). */
function packed(local: { left: number[][]; right: number[][] }, start: number): [number[][], number[][]] {
  const p = pack(local.left, local.right, start);
  return [p.left, p.right];
}

/** The components of the root (the ruleset's `components`, checked), or the root alone. */
function rootComponents<P>(r: Ruleset<P>, p: P): readonly P[] {
  if (r.components === undefined) return [p];
  const cs = optionList(r, p, "components", r.components(p));
  return cs;
}

/** A graph simplified: its canonical form when it is a stopper, else the graph with its stopper followers in canonical form. */
function simplest(g: LoopyGame, options: LoopyValueOptions | undefined): LoopyGame {
  return canonicalByComponents(g, options?.maxStates);
}

/**
 * The value of a position of a loopy ruleset (or of any ruleset), as CGSuite gives it
 * (`cgt.loopy.value`, a `cgt.loopy.LoopyValue`): the canonical form of a stopper, a
 * `cgt.loopy.LoopyGame` (`2over`, `{6|2over}`), when the value is a stopper; otherwise its sided
 * value onside & offside, a `cgt.loopy.SidedValue` (`{on||0|-1/2} & {1/2|0||off}`), whose
 * sides are simplified as CGSuite simplifies them. Either prints in CGSuite's notation
 * (`String(v)`); `v instanceof cgt.loopy.LoopyGame` tells a stopper. The position's game graph
 * itself is {@link loopyGraph}. The root's components are valued one by one and added (see the
 * module comment). This is the front door for a ruleset declared `loopy: true`, which
 * `solvers.canonicalValue` refuses with an InputError naming this one (a loopy value is not a
 * short `cgt.Game`). Cost:
 * {@link loopyGraph} per component, then the canonical form (O(states · options) per labelling
 * pass on the graph's (position, player) states), or, for a value that is no stopper, the two
 * sides (labellings of the side's order on all pairs of positions, O(k · V² · degree) each);
 * budget as {@link loopyGraph}, and `maxStates` for the labellings.
 *
 * @example
 * ```ts
 * // Fox and Geese (games.foxgeese): geese on (3,1) (3,3) (3,5) (3,7), fox on (2,2) is 2over
 * // (CGSuite 2.x, GameGridTest.scala, FoxAndGeese.ValuesTable)
 * const fg = games.foxgeese.ruleset;
 * String(solvers.loopyValue(fg, games.foxgeese.position([[3, 1], [3, 3], [3, 5], [3, 7]], [2, 2]))); // → "2over"
 * // Backsliding Toads and Frogs tt..ff: its graph has cycles, its value is the stopper *
 * // (a regression pin computed by cgtlab; the strip is its own mirror image, so the value is its own negative)
 * String(solvers.loopyValue(games.toadsfrogs.backsliding, "tt..ff")); // → "*"
 * ```
 */
export function loopyValue<P>(ruleset: Ruleset<P>, position: P, options?: LoopyValueOptions): cgt.loopy.LoopyValue {
  checkRoot(ruleset, position, "loopyValue");
  checkOptionNames(options, LOOPY_OPTION_NAMES, `${ruleset.name} loopyValue`);
  const budget = searchBudget(options, `${ruleset.name} loopy value`);
  const parts = rootComponents(ruleset, position).map((c) => simplest(buildGraph(ruleset, c, budget).game, options));
  const total = parts.length === 1 ? parts[0] : simplest(parts.length === 0 ? cgt.loopy.zero : parts.reduce((a, b) => cgt.loopy.add(a, b)), options);
  return cgt.loopy.isStopper(total) ? total : cgt.loopy.value(total, { maxStates: options?.maxStates });
}

/**
 * The outcome class of a position of a loopy ruleset, draws included (`cgt.loopy.outcomeClass`:
 * L, R, N, P, D, and PHat, PCheck, NHat, NCheck when one player can force a draw but not a win),
 * on the whole position's game graph. Cost: {@link loopyGraph} plus O(V + E) labelling.
 *
 * @example
 * ```ts
 * // Backsliding Toads and Frogs ttt..fff = {on||0|-1/2} & {1/2|0||off} (CGSuite's tests): a draw
 * // whoever starts (Left first draws by the onside's move to on, Right first by the offside's to off)
 * solvers.loopyOutcomeClass(games.toadsfrogs.backsliding, "ttt..fff"); // → "D"
 * ```
 */
export function loopyOutcomeClass<P>(ruleset: Ruleset<P>, position: P, options?: LoopyValueOptions): cgt.loopy.LoopyOutcomeClass {
  checkRoot(ruleset, position, "loopyOutcomeClass");
  checkOptionNames(options, LOOPY_OPTION_NAMES, `${ruleset.name} loopyOutcomeClass`);
  const budget = searchBudget(options, `${ruleset.name} loopy outcome`);
  const g = buildGraph(ruleset, position, budget).game;
  const lab = cgt.loopy.outcomeLabels(g, { maxStates: options?.maxStates });
  return cgt.loopy.outcomeClassOf(lab.left[0], lab.right[0]);
}

/**
 * Smith's generalized Sprague-Grundy value of a position of an impartial (loopy) ruleset: finite
 * k, or ∞(K) (Smith 1966; Fraenkel and Yesha 1986; `cgt.loopy.loopyNimValue`), on the whole
 * position's game graph. InputError for a partizan ruleset. Cost: {@link loopyGraph} plus
 * Fraenkel's labelling (O(V · E) per value and pass).
 */
export function loopyNimValue<P>(ruleset: ImpartialRuleset<P>, position: P, options?: LoopyValueOptions): cgt.loopy.LoopyNimValue {
  if ((ruleset as Ruleset<P>).kind !== "impartial") throw new InputError(`${ruleset.name}: loopyNimValue needs an impartial ruleset (use solvers.loopyValue for a partizan one)`);
  checkRoot(ruleset, position, "loopyNimValue");
  checkOptionNames(options, LOOPY_OPTION_NAMES, `${ruleset.name} loopyNimValue`);
  const budget = searchBudget(options, `${ruleset.name} loopy nim-value`);
  return cgt.loopy.loopyNimValue(buildGraph(ruleset, position, budget).game);
}
