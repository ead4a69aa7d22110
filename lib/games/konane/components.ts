/**
 * Fast decomposition of a Konane position into independent components (the engine-ready
 * `components(board)` of the Konane rules; {@link decompose} in decompose.ts is the plain
 * reference it is tested against).
 *
 * ## What is decided, and why it is sound
 *
 * The partition rule and its proof are those of decompose.ts (read its module comment): the
 * stones are split into groups; each group G gets a *reach* R(G), a superset of the cells (with
 * colours) that G's stones can ever occupy when G is alone on the board; the partition is
 * *stable* when (1) no two groups' reaches share a cell and (2) no reach cell of one group with
 * a colour c is orthogonally adjacent to a reach cell of another group that may hold a colour
 * other than c (unless both cells can only hold the same single colour). The proof there shows
 * that a stable partition's groups never interact, in either rule variant, so the position is
 * the disjunctive sum of the groups, each cut out to the bounding box of its reach. That proof
 * only uses that each R(G) is a *superset* of G's reachable cells; any sound reach works, and a
 * smaller one splits more often.
 *
 * Two reaches are used here, both sound:
 *
 * - **Jump-bounded reach** (every group, first): labels d_B(x), d_W(x) ∈ ℕ ∪ {∞}; the least
 *   labelling with d_c(s) = 0 for every c-stone s of G, closed under: if d_c(a) = d < K_c and
 *   colour c' (the other one) may be at b (d_c'(b) < ∞), where a, b, x are consecutive cells of
 *   a row or column, then d_c(x) ≤ d + 1. Here K_c is the number of c' stones in G. R(G) holds
 *   c at x iff d_c(x) < ∞. Soundness, by induction on the moves of G alone: in every reachable
 *   position, a c-stone at x that has made j jumps so far has d_c(x) ≤ j, and j ≤ K_c (each
 *   jump removed a different c' stone of G). A jump of that stone from a over a c'-stone at b
 *   onto x then satisfies the rule's premises (d_c(a) ≤ j < K_c since one more c' stone is
 *   captured, and the c'-stone at b has a finite label by the induction hypothesis), so
 *   d_c(x) ≤ j + 1. This is the fixpoint of decompose.ts with the extra jump bound, hence never
 *   larger than it: the bound stops the "alternating pair spreads along an empty line forever"
 *   over-estimate. Computed by a label-correcting worklist (labels only decrease, each takes at
 *   most K_c + 2 values): O(cells × K) per group.
 * - **Exact reach** (for a group in a conflict under the cheap reaches, and for cutting out a
 *   final component — the smallest sound box, so components recur as the same board — with 2 to
 *   {@link EXACT_MAX_STONES} stones and at most {@link EXACT_MAX_POSITIONS} reachable
 *   positions): the union of G's cells over all positions G reaches alone, enumerated by a
 *   depth-first search that applies jumps in place and undoes them (no allocation per
 *   position), deduplicated by the packed board in a stamped hash set. It is the reach
 *   decompose.ts uses, so the conflicts it decides are decided as there.
 *
 * Mixing the two in one check is sound: each is a superset of G's reachable cells. In a
 * conflict the smaller group gets its exact reach first, the larger one only if the conflict
 * remains. A lone stone (no adjacent stone of the other colour) never moves: its reach is its
 * cell.
 *
 * The groups start as the components of "orthogonally adjacent stones of opposite colours"
 * (such stones always violate (2)); groups whose reaches violate (1) or (2) are merged and the
 * check repeats until the partition is stable; merging is always allowed (stability concerns
 * only the final partition). Groups with no move now are dropped (they never move: value 0).
 *
 * Both reaches are memoized by a translation-invariant key (the group's stones in their bounding
 * box, and the distances from the box to the edges capped at 2·max(#B, #W), beyond which no edge
 * stops a jump of the group alone), so a group recurring anywhere on any board is looked up.
 * A final component is cut out to the box of its exact reach, found by the same search stopped
 * as soon as the stones have filled the jump-bounded reach's box (often at once).
 *
 * Boards of at most 31 columns (the 3×n boards) run on bit rows: groups and reaches as two masks
 * per row, the exact search with jumps found by shifts, conflicts by ANDs of rows. Wider boards
 * run cell by cell ({@link componentsCellwise}). The bit-row path skips checks whose answer is
 * known, without changing the partition: two lone stones never conflict (distinct cells, and
 * adjacent ones have the same colour, else they would be one cluster); after a round of merging
 * only pairs with a merged group are checked (every other pair was free of conflict at the end
 * of the last round, and a group's active reach only shrinks while it is not merged: exact ⊆
 * jump-bounded, and both conditions are monotone in the reaches); after exact reaches are
 * computed only the pairs in conflict so far are checked again. The pairs found are those of
 * the full double loop, in its order. Its exact search deduplicates positions by a Zobrist hash
 * kept up to date by each jump, every hash match confirmed by comparing the position's words.
 *
 * Cost: O(rounds × (groups + cells)) cell by cell, O(rounds × groups² × rows) on bit rows (the
 * pairs with a new group only, after the first round), plus, per group not in the memo,
 * O(cells × K) for the jump-bounded reach (O(K × rows) per round of colours on bit rows) and,
 * when it is needed, O(positions × stones × 4) for the exact one (O(positions × rows) plus
 * O(1) per jump on bit rows).
 *
 * Files: componentsState.ts (constants, scratch, the cell-by-cell reach memo, the state object),
 * componentsExact.ts (the exact reach: depth-first search cell by cell and on bit rows),
 * componentsCells.ts (jump-bounded reach, conflicts and the cell-by-cell partition),
 * componentsBitReach.ts (the bit-row memo and reaches), componentsBits.ts (the bit-row partition);
 * this file chooses between the two paths.
 */
import type { Board } from "./board";
import type { Component } from "./decompose";
import { EXACT_MAX_STONES } from "./componentsState";
import * as ExactM from "./componentsExact";
import * as CellsM from "./componentsCells";
import * as BitsM from "./componentsBits";

export { EXACT_MAX_POSITIONS, EXACT_MAX_STONES } from "./componentsState";
export { componentsCellwise } from "./componentsCells";

// Bound once with `var` (see componentsState.ts: no temporal-dead-zone check, no import getter per call).
var BIT_MAX_COLS = ExactM.BIT_MAX_COLS;
var componentsCellwiseBound = CellsM.componentsCellwise;
var componentsBits = BitsM.componentsBits;

/**
 * The independent components of `board` (see the module comment for the proof): their
 * disjunctive sum is the board's value, in both rule variants. Each is the board cut out to the
 * bounding box of its group's exact reach when that can be enumerated, else of its
 * jump-bounded reach, at (`row`, `col`) of the original (the same group always gives the same
 * cut-out); groups with no move are dropped, so a position where nobody can move gives `[]`. Uses module-level scratch memory and a reach memo. Cost: see the
 * module comment; O(cells) per round when every group's reach is memoized.
 * `exactMaxStones` (default {@link EXACT_MAX_STONES}, at most that) lowers the size of groups
 * that may get an exact reach; 0 uses only jump-bounded reaches (for testing that path).
 */
export function components(board: Board, exactMaxStones: number = EXACT_MAX_STONES): Component[] {
  return board.cols <= BIT_MAX_COLS ? componentsBits(board, exactMaxStones) : componentsCellwiseBound(board, exactMaxStones);
}
