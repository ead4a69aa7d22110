/**
 * A proof tree of a solved position, small enough to draw: from the root, the player who wins
 * shows one winning move and the player who loses shows every move, each answered in turn, to a
 * number of plies. With the first player winning that is the winning first move, all the
 * opponent's replies and a refutation of each; with the second player winning, every first move
 * and its refutation. Every node's winner comes from solvers.Solver (one solver for the tree, so
 * its table is shared); {@link verifyProofTree} re-checks each node by the plain reference search
 * and the tree's shape against the rules' moves.
 *
 * @module
 */
import * as solvers from "../../solvers";
import { InputError, checkOptions, describeValue, optionNames, type BudgetLimits } from "../../util";
import { describePosition, leftOptionsOf, optionList, rightOptionsOf, type Ruleset } from "../../ruleset";

/** A node of a proof tree: a position, who moves, who wins, and the moves drawn. */
export interface ProofNode<P> {
  readonly position: P;
  /** The player to move here. */
  readonly toMove: solvers.Player;
  /** Who wins with `toMove` moving first (both playing perfectly). */
  readonly winner: solvers.Player;
  /** The moves drawn: one winning move when `winner === toMove`, else every move (none at the last ply). */
  readonly children: readonly ProofNode<P>[];
  /** Moves of `toMove` here that are not drawn. */
  readonly omitted: number;
}

/** A proof tree (see {@link proofTree}). */
export interface ProofTree<P> {
  readonly root: ProofNode<P>;
  /** Nodes of the tree. */
  readonly nodes: number;
  /** The plies drawn below the root. */
  readonly plies: number;
  /** Search nodes the solver spent deciding the tree's nodes. */
  readonly searchNodes: number;
}

/** Options of {@link proofTree}. */
export interface ProofTreeOptions {
  readonly toMove: solvers.Player;
  /** Plies below the root (default 3: the winning first move, the replies, their refutations). */
  readonly plies?: number;
  /** The largest tree built (default 80 nodes): more is an InputError naming the limit. */
  readonly maxNodes?: number;
  /** Budget of the solver over the whole tree (default 5,000,000 nodes). */
  readonly budget?: BudgetLimits;
}

const other = (p: solvers.Player): solvers.Player => (p === "left" ? "right" : "left");

function movesOf<P>(ruleset: Ruleset<P>, p: P, player: solvers.Player): readonly P[] {
  const side = ruleset.kind === "impartial" ? "options" : player === "left" ? "leftOptions" : "rightOptions";
  return optionList(ruleset, p, side, player === "left" ? leftOptionsOf(ruleset, p) : rightOptionsOf(ruleset, p));
}

/** The fields of {@link ProofTreeOptions}. */
const PROOF_TREE_OPTION_NAMES = optionNames<ProofTreeOptions>({ toMove: true, plies: true, maxNodes: true, budget: true });

/**
 * The proof tree of `position` with `options.toMove` first (see the module comment). Among
 * several winning moves the one leaving the opponent the fewest replies is drawn (a smaller
 * tree). Cost: one solve per move of each node expanded (the solver's table shared), plus the
 * moves generated; at most `maxNodes` nodes.
 */
export function proofTree<P>(ruleset: Ruleset<P>, position: P, options: ProofTreeOptions): ProofTree<P> {
  checkOptions(options, PROOF_TREE_OPTION_NAMES, "proofTree");
  const plies = options.plies ?? 3;
  const maxNodes = options.maxNodes ?? 80;
  if (!Number.isInteger(plies) || plies < 0 || plies > 12) throw new InputError(`proofTree: plies must be an integer in [0, 12], got ${JSON.stringify(plies)}`);
  if (!Number.isInteger(maxNodes) || maxNodes < 1) throw new InputError(`proofTree: maxNodes must be a positive integer, got ${JSON.stringify(maxNodes)}`);
  const solver = new solvers.Solver(ruleset);
  const budget = options.budget ?? { maxPositions: 5_000_000 };
  let searchNodes = 0;
  let count = 0;
  const winnerOf = (p: P, toMove: solvers.Player): solvers.Player => {
    const r = solver.solve(p, { toMove, budget });
    searchNodes += r.nodes;
    return r.winner;
  };
  const build = (p: P, toMove: solvers.Player, winner: solvers.Player, depth: number): ProofNode<P> => {
    if (++count > maxNodes) throw new InputError(`proofTree: the ${ruleset.name} tree of ${describePosition(ruleset, position)} to ${plies} plies has more than maxNodes = ${maxNodes} nodes; draw fewer plies or raise maxNodes`);
    const moves = movesOf(ruleset, p, toMove);
    if (depth === plies || moves.length === 0) return { position: p, toMove, winner, children: [], omitted: moves.length };
    const next = other(toMove);
    if (winner === toMove) {
      // one winning move: the opponent, moving first there, loses; fewest replies first
      let best: P | undefined;
      let bestReplies = Infinity;
      for (const m of moves) {
        if (winnerOf(m, next) !== toMove) continue;
        const replies = movesOf(ruleset, m, next).length;
        if (replies < bestReplies) [best, bestReplies] = [m, replies];
      }
      if (best === undefined) throw new InputError(`proofTree: ${ruleset.name} ${describePosition(ruleset, p)}: the solver says ${toMove} wins moving first but finds no winning move (an inconsistent ruleset?)`);
      return { position: p, toMove, winner, children: [build(best, next, toMove, depth + 1)], omitted: moves.length - 1 };
    }
    return { position: p, toMove, winner, children: moves.map((m) => build(m, next, winner, depth + 1)), omitted: 0 };
  };
  const root = build(position, options.toMove, winnerOf(position, options.toMove), 0);
  return { root, nodes: count, plies, searchNodes };
}

/** What {@link verifyProofTree} found. */
export interface ProofTreeCheck {
  /** Nodes whose winner the plain reference search re-computed. */
  readonly checked: number;
  /** Each disagreement or shape error, naming the position (empty: the tree is verified). */
  readonly errors: readonly string[];
}

/** The options {@link verifyProofTree} takes. */
const VERIFY_OPTION_NAMES = optionNames<NonNullable<Parameters<typeof verifyProofTree>[2]>>({ budget: true });

/**
 * An InputError naming the node (`tree.root.children[2]`) when `n` is not a proof node: an object
 * with a position, `toMove` and `winner` each "left" or "right", an array of children and a
 * count of omitted moves. The position itself is checked by the plain search. O(1).
 */
function checkProofNode(n: unknown, path: string): void {
  const x = n as Partial<ProofNode<unknown>> | null;
  const bad = (what: string): never => { throw new InputError(`verifyProofTree: ${path} is not a proof node: ${what}`); };
  if (typeof x !== "object" || x === null) bad(`got ${describeValue(n)}`);
  if (!("position" in x!)) bad("it has no position");
  for (const f of ["toMove", "winner"] as const) if (x![f] !== "left" && x![f] !== "right") bad(`${f} must be "left" or "right", got ${describeValue(x![f])}`);
  if (!Array.isArray(x!.children)) bad(`children must be an array, got ${describeValue(x!.children)}`);
  if (!Number.isSafeInteger(x!.omitted) || x!.omitted! < 0) bad(`omitted must be a count of moves, got ${describeValue(x!.omitted)}`);
}

/**
 * An independent check of a proof tree: every node's winner re-computed by the plain reference
 * search (solvers.referenceSolve: whole positions, no table, no simplification), and its shape
 * against the rules: each child is a move of the player to move (compared by the ruleset's key),
 * a winner's drawn move leaves the opponent losing, and a loser's node draws all its moves.
 * Cost: one plain search per node (exponential in each position: for small boards).
 */
export function verifyProofTree<P>(ruleset: Ruleset<P>, tree: ProofTree<P>, options: { budget?: BudgetLimits } = {}): ProofTreeCheck {
  checkOptions(options, VERIFY_OPTION_NAMES, "verifyProofTree");
  const errors: string[] = [];
  let checked = 0;
  const walk = (n: ProofNode<P>, path: string): void => {
    checkProofNode(n, path);
    const where = `${describePosition(ruleset, n.position)} (${n.toMove} to move)`;
    const w = solvers.referenceSolve(ruleset, n.position, { toMove: n.toMove, budget: options.budget });
    checked++;
    if (w !== n.winner) errors.push(`${where}: the tree says ${n.winner} wins, the plain search ${w}`);
    const moves = movesOf(ruleset, n.position, n.toMove);
    const keys = new Set(moves.map((m) => ruleset.key(m)));
    for (const c of n.children) {
      if (!keys.has(ruleset.key(c.position))) errors.push(`${where}: ${describePosition(ruleset, c.position)} is not a move of ${n.toMove}`);
      if (c.toMove === n.toMove) errors.push(`${where}: the player to move does not alternate`);
    }
    if (n.children.length > 0 && n.winner === n.toMove && (n.children.length !== 1 || n.children[0]!.winner !== n.toMove)) errors.push(`${where}: the winner's node must draw one winning move`);
    if (n.children.length > 0 && n.winner !== n.toMove && n.children.length !== moves.length) errors.push(`${where}: the loser's node must draw all ${moves.length} moves, it draws ${n.children.length}`);
    if (n.children.length + n.omitted !== moves.length) errors.push(`${where}: ${n.children.length} drawn + ${n.omitted} omitted ≠ ${moves.length} moves`);
    n.children.forEach((c, i) => { walk(c, `${path}.children[${i}]`); });
  };
  if (typeof tree !== "object" || (tree as unknown) === null) throw new InputError(`verifyProofTree: tree must be a proof tree from studies.solving.proofTree, got ${describeValue(tree)}`);
  walk(tree.root, "tree.root");
  return { checked, errors };
}
