// Writes results/solve/domineering.csv (issue 30 item 5): every m×n Domineering board with
// 2 ≤ m, n ≤ MAX (default 6), each player moving first, solved by solvers.solve and set beside the
// published statement it agrees with (studies.domineering.solvedDomineeringRectangles; a board that
// contradicts its source stops the run). Columns: ruleset, rows, cols, to_move, winner, nodes, source
// (source "" where no encoded source covers the board). Seconds go to the git-ignored sidecar
// results/solve/domineering.timings.csv (timings are kept apart from results, README). Both files
// are written whole or not at all (temporary file, then rename).
// Usage: npx tsx scripts/solve/domineering.ts [MAX_ROWS [MAX_COLS]]   (each board under a 10-minute budget)
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { studies } from "../../lib";
import { requireInteger, writeFileAtomic } from "../../lib/util";

const maxRows = requireInteger("MAX_ROWS", Number(process.argv[2] ?? "6"), 2, 12);
const maxCols = requireInteger("MAX_COLS", Number(process.argv[3] ?? String(maxRows)), 2, 12);
const out = resolve(__dirname, "../../results/solve");

const csvField = (v: string | number): string => (typeof v === "number" ? String(v) : /[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

const rows = studies.domineering.solvedDomineeringRectangles({
  maxRows,
  maxCols,
  budget: { maxMillis: 600_000 },
});
const columns = ["ruleset", "rows", "cols", "to_move", "winner", "nodes", "source"] as const;
const results = [columns.join(","), ...rows.map((r) => columns.map((c) => csvField(r[c])).join(","))].join("\n") + "\n";
const timings = ["rows,cols,to_move,nodes,seconds", ...rows.map((r) => `${r.rows},${r.cols},${r.to_move},${r.nodes},${r.seconds}`)].join("\n") + "\n";
mkdirSync(out, { recursive: true });
writeFileAtomic(join(out, "domineering.csv"), results);
writeFileAtomic(join(out, "domineering.timings.csv"), timings);
const total = rows.reduce((s, r) => s + r.seconds, 0);
const covered = rows.filter((r) => r.source !== "").length;
process.stdout.write(`cgtlab: solve: ${rows.length} Domineering boards (2..${maxRows} × 2..${maxCols}, each player first) in ${total.toFixed(1)} s of search; ${covered} agree with a published source, ${rows.length - covered} not covered by one; results/solve/domineering.csv\n`);
