/**
 * The readers' answers in seed 003: a first move on a line of N cells described in Japanese
 * ("中央" = the centre cell, "端" = an end cell, "端からk番目" = the k-th cell from an end) and
 * checked against all winning first moves computed from the nim-sequence of 0.137.
 */
import { InputError } from "../../util";
import { octal } from "../../games";

/** Describe cell j of a line of N cells as the readers do: 中央, 端, or 端からk番目. O(1). */
export function describeCell(N: number, j: number): string {
  octal.placementResult(N, j); // validates N and j
  if (N % 2 === 1 && 2 * j === N + 1) return "中央";
  const k = Math.min(j, N + 1 - j);
  return k === 1 ? "端" : `端から${k}番目`;
}

/**
 * The cells a description denotes on a line of N cells: "中央" → the centre (odd N; both centre
 * cells for even N), "端" or "端から1番目" → {1, N}, "端からk番目" → {k, N + 1 − k}. Also accepts
 * full-width digits. Throws {@link InputError} for anything else. O(1).
 */
export function parseCellClaim(N: number, text: string): number[] {
  octal.requireHeap(N, "N");
  const t = text.trim().replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0));
  let cells: number[];
  if (t === "中央") cells = N % 2 === 1 ? [(N + 1) / 2] : [N / 2, N / 2 + 1];
  else if (t === "端") cells = [1, N];
  else {
    const m = /^端から(\d+)番目$/.exec(t);
    if (!m) throw new InputError(`unrecognised cell description "${text}" (expected 中央, 端 or 端からk番目)`);
    const k = Number(m[1]);
    cells = [k, N + 1 - k];
  }
  const uniq = [...new Set(cells)].sort((a, b) => a - b);
  for (const c of uniq) {
    if (c < 1 || c > N) throw new InputError(`"${text}" denotes cell ${c}, outside 1..${N}`);
  }
  return uniq;
}

/** One row of the first-move table for a single line of N cells. */
export interface FirstMoveRow {
  readonly N: number;
  readonly firstPlayerWins: boolean;
  /** Every winning first cell, ascending. */
  readonly winningMoves: readonly number[];
}

/** Outcome and all winning first moves for lines of N = from..to cells (G of 0.137 must cover `to`). O(Σ N). */
export function firstMoveTable(G: ArrayLike<number>, from: number, to: number): FirstMoveRow[] {
  const rows: FirstMoveRow[] = [];
  for (let N = from; N <= to; N++) {
    rows.push({ N, firstPlayerWins: G[N] !== 0, winningMoves: octal.winningPlacements(G, N) });
  }
  return rows;
}

/** A reader's claim for one N: who wins and (optionally) a described first move. */
export interface FirstMoveClaim {
  readonly N: number;
  readonly firstPlayerWins: boolean;
  readonly move?: string;
}

/** Verdict on a claim: correct iff the winner is right and every cell the move denotes wins. O(N). */
export function checkFirstMoveClaim(row: FirstMoveRow, claim: FirstMoveClaim): { correct: boolean; reason: string } {
  if (row.N !== claim.N) throw new InputError(`claim is for N = ${claim.N} but the row is for N = ${row.N}`);
  if (row.firstPlayerWins !== claim.firstPlayerWins) {
    return { correct: false, reason: `claims ${claim.firstPlayerWins ? "first" : "second"}-player win; G(${row.N}) = ${row.firstPlayerWins ? "non-zero" : "0"}` };
  }
  if (claim.move === undefined || claim.move === "") return { correct: true, reason: "outcome confirmed" };
  const cells = parseCellClaim(row.N, claim.move);
  const losing = cells.filter((c) => !row.winningMoves.includes(c));
  if (losing.length > 0) {
    return { correct: false, reason: `cell ${losing.join(", ")} ("${claim.move}") does not win; winning cells: ${row.winningMoves.join(", ")}` };
  }
  return { correct: true, reason: `cell ${cells.join(", ")} wins` };
}
