/**
 * Where the first-move job arrays of results/solve/first-moves stand (notebook 12): one line per
 * array (a folder of first-move shards of one board and player, read by
 * `solvers.firstMovesProgress`), and the nodes of each first move solved, for following a long
 * array (Clobber 5×6, run over several sessions) while it runs.
 *
 * @module
 */
import type { FirstMovesProgress } from "../../solvers";

/** One job array: its folder's name and where its shards stand. */
export interface FirstMoveArray {
  readonly folder: string;
  readonly progress: FirstMovesProgress;
}

/** A line of {@link firstMoveArrayRows}. */
export interface FirstMoveArrayRow {
  /** The folder's name (board and player: clobber-5x6-left). */
  readonly array: string;
  readonly ruleset: string;
  /** The position's picture. */
  readonly position: string;
  readonly to_move: string;
  /** First moves of the array (distinct up to symmetry where the array says so). */
  readonly first_moves: number;
  /** Shards present, "k of K". */
  readonly shards: string;
  /** First moves solved. */
  readonly solved: number;
  /** The first moves that win for the player to move (comma-separated; empty when none). */
  readonly winning_moves: string;
  /** Nodes of the moves solved, and of the largest one. */
  readonly nodes: number;
  readonly largest_move_nodes: number;
  /** "settled: …" (a winning first move in, or every move solved without one) or "in progress: …". */
  readonly status: string;
}

/** A line of {@link firstMoveNodeRows}: one first move solved. */
export interface FirstMoveNodesRow {
  readonly array: string;
  readonly move: number;
  /** Who wins after the move, the opponent moving first. */
  readonly winner: string;
  readonly nodes: number;
}

const otherPlayer = (p: string): string => (p === "left" ? "right" : "left");

/**
 * One line per array, in the order given: the moves solved, the winning ones, the nodes, and the
 * status read off the shards (settled with the winner and why, or in progress with what holds so
 * far). O(moves).
 */
export function firstMoveArrayRows(arrays: readonly FirstMoveArray[]): FirstMoveArrayRow[] {
  return arrays.map(({ folder, progress: p }) => {
    const solved = p.results.length;
    const winning = p.winningMoves.map((r) => r.move);
    const other = otherPlayer(p.toMove);
    const status =
      p.winner === undefined
        ? `in progress: ${solved} of ${p.moves} first moves solved${solved > 0 ? `, ${other} wins after each so far` : ""}`
        : p.winner === p.toMove
          ? `settled: ${p.toMove} wins (first move ${winning[0]} wins${p.missing.length > 0 ? `; ${p.missing.length} shards not needed` : ""})`
          : `settled: ${other} wins after every one of the ${p.moves} first moves`;
    return {
      array: folder,
      ruleset: p.ruleset,
      position: p.picture,
      to_move: p.toMove,
      first_moves: p.moves,
      shards: `${p.shards} of ${p.shardCount}`,
      solved,
      winning_moves: winning.join(", "),
      nodes: p.nodes,
      largest_move_nodes: p.results.reduce((a, r) => Math.max(a, r.nodes), 0),
      status,
    };
  });
}

/** The first moves solved of every array, by array then move: winner after the move and nodes. O(moves). */
export function firstMoveNodeRows(arrays: readonly FirstMoveArray[]): FirstMoveNodesRow[] {
  return arrays.flatMap(({ folder, progress }) => progress.results.map((r) => ({ array: folder, move: r.move, winner: r.winner, nodes: r.nodes })));
}
