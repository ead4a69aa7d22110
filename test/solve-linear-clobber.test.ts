// Issue 30 item 7 (a new result): alternating linear Clobber (xo)^n against ↑ and ↓,
// scripts/solve/linear-clobber.ts and results/solve/clobber-linear.csv. Expected values:
//  - the MCGS results page (University of Alberta; MCGS repository, docs/MCGS-results.html,
//    Folkersen, MCGS 2026-03-03): ⇓ < (xo)^n < ⇑ and (xo)^n confused with ↓, 0 and ↑ for n = 1, 2,
//    4, 5; (xo)^3 = 0; ↓ < (xo)^n < ↑ for 5 < n < 25;
//  - independently of the solver, the same relations from the canonical values of the engine
//    (solvers.canonicalValue compared with ↑ and ↓ by cgt) for n ≤ 9;
//  - the symmetry argument the CSV relies on: (xo)^n reversed is (ox)^n, its negative, so
//    (xo)^n = −(xo)^n (checked on the canonical values for n ≤ 9).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { cgt, games, solvers } from "../lib";
import { parseCsv } from "../scripts/solve/tables";

const ROOT = resolve(__dirname, "..");
const tmp = mkdtempSync(join(tmpdir(), "cgtlab-linear-clobber-"));
afterAll(() => { rmSync(tmp, { recursive: true, force: true }); });
const cli = (...args: string[]) => spawnSync(process.execPath, [join(ROOT, "node_modules/tsx/dist/cli.mjs"), join(ROOT, "scripts/solve/linear-clobber.ts"), ...args], { cwd: ROOT, encoding: "utf8", timeout: 240_000 });

/** The relation of g to h: "<", ">", "=" or "‖". */
function relation(g: cgt.Game, h: cgt.Game): string {
  const le = cgt.leq(g, h);
  const ge = cgt.leq(h, g);
  return le && ge ? "=" : le ? "<" : ge ? ">" : "‖";
}

describe("(xo)^n against ↑ and ↓", () => {
  const c = games.clobber.clobber;
  const up = cgt.parse("^");
  const down = cgt.parse("v");

  it("canonical values, n ≤ 9: (xo)^n = −(xo)^n; ⇓ < (xo)^n < ⇑ and confused with ↓, 0, ↑ for n = 1, 2, 4, 5; (xo)^3 = 0; ↓ < (xo)^n < ↑ for n = 6…9 (the MCGS page)", () => {
    for (let n = 1; n <= 9; n++) {
      const g = solvers.canonicalValue(c, c.parse("xo".repeat(n)));
      expect(cgt.neg(g), `(xo)^${n} = −(xo)^${n}`).toEqual(g);
      if (n === 3) expect(relation(g, cgt.parse("0"))).toBe("=");
      else if (n <= 5) {
        expect([relation(g, up), relation(g, down), relation(g, cgt.parse("0")), relation(g, cgt.parse("^^")), relation(g, cgt.parse("vv"))], `n = ${n}`).toEqual(["‖", "‖", "‖", "<", ">"]);
      } else expect([relation(g, up), relation(g, down)], `n = ${n}`).toEqual(["<", ">"]);
    }
  });

  it("the script: run for n ≤ 7 (29 comparisons); every relation as the canonical values give, two rows per comparison, the df-pn check beside each; a job array's task and a merge missing a job", () => {
    const dir = join(tmp, "jobs");
    // n ≤ 5: five comparisons each, n = 6, 7: two → 29 jobs
    const m = cli("run", "--max-n", "7", "--dir", dir, "--out", join(tmp, "out"));
    expect(m.status, m.stderr).toBe(0);
    expect(m.stdout).toMatch(/29 comparisons for n = 1…7 \(58 solves, each checked by df-pn\)/);
    const rows = parseCsv(readFileSync(join(tmp, "out", "clobber-linear.csv"), "utf8"));
    expect(rows).toHaveLength(58);
    for (const r of rows) {
      const n = Number(r.cols) / 2;
      const g = solvers.canonicalValue(c, c.parse("xo".repeat(n)));
      const against = cgt.neg(cgt.parse(r.plus === "↓" ? "v" : r.plus === "↑" ? "^" : r.plus === "⇓" ? "vv" : r.plus === "⇑" ? "^^" : "0"));
      expect(r.relation).toBe(`(xo)^${n} ${relation(g, against)} ${r.plus === "↓" ? "↑" : r.plus === "↑" ? "↓" : r.plus === "⇓" ? "⇑" : r.plus === "⇑" ? "⇓" : "0"}`);
      expect(r.source).toMatch(/^MCGS results page/);
      expect(Number(r.check_nodes)).toBeGreaterThanOrEqual(0);
    }
    // the task of a job array (Slurm's SLURM_ARRAY_TASK_ID): job 29, (xo)^8 against ↑, alone
    const t = cli("task", "--index", "29", "--max-n", "8", "--dir", join(tmp, "array"));
    expect(t.status, t.stderr).toBe(0);
    expect(t.stdout).toMatch(/\(xo\)\^8 < ↑: left first right wins .*right first right wins/);
    const bad = cli("merge", "--max-n", "8", "--dir", dir, "--out", join(tmp, "out"));
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/job 29 \(\(xo\)\^8 against ↑\) has no valid file/);
  }, 300_000);

  it("results/solve/clobber-linear.csv: two rows per comparison, both players' winners giving its relation, published rows agreeing with the MCGS page, rows past n = 24 marked new with ↓ < (xo)^n < ↑", () => {
    const rows = parseCsv(readFileSync(join(ROOT, "results/solve/clobber-linear.csv"), "utf8"));
    const byComparison = new Map<string, Record<string, string>[]>();
    for (const r of rows) byComparison.set(r.relation!.replace(/ [<>=‖] /, " ? "), [...(byComparison.get(r.relation!.replace(/ [<>=‖] /, " ? ")) ?? []), r]);
    let fresh = 0;
    for (const [, pair] of byComparison) {
      expect(pair.map((r) => r.to_move).sort()).toEqual(["left", "right"]);
      const left = pair.find((r) => r.to_move === "left")!.winner;
      const right = pair.find((r) => r.to_move === "right")!.winner;
      const rel = left === right ? (left === "left" ? ">" : "<") : left === "right" ? "=" : "‖";
      expect(pair[0]!.relation).toMatch(new RegExp(` ${rel} `));
      const n = Number(pair[0]!.cols) / 2;
      if (n > 24) {
        expect(pair[0]!.source).toMatch(/^new: /);
        expect(pair[0]!.relation).toMatch(/ < ↑$| > ↓$/);
        fresh++;
      } else if (n >= 6) expect(pair[0]!.relation).toMatch(/ < ↑$| > ↓$/);
    }
    expect(fresh, "the new comparisons (n ≥ 25)").toBeGreaterThan(0);
  });
});
