/**
 * The grid rulesets of issue 14 through the generic engine, side by side in one run: a fresh engine
 * (transposition table, components, symmetry folding, shortcuts) against the plain reference search
 * (no table, no folding) on one position per ruleset, and Cram's own ruleset against the generic
 * impartial variant of Domineering (`ruleset.impartialVariant`) on empty 3×n boards.
 */
import { loadavg } from "node:os";
import { bestOf, type BenchReport, type BenchRow } from "./harness";
import * as cgt from "../lib/cgt";
import { amazons, clobber, cram, domineering, fission, gridcolouring, skijumps } from "../lib/games";
import { impartialVariant, type PartizanRuleset } from "../lib/ruleset";
import { Engine, referenceNimValue, referenceValue } from "../lib/solvers";
import type { Grid } from "../lib/grid";

export async function run(): Promise<BenchReport> {
  const loadBefore = loadavg()[0]!;
  const rows: BenchRow[] = [];
  const ratios: Record<string, number> = {};
  const cases: [string, PartizanRuleset<Grid> & { parse: (p: string) => Grid }, string][] = [
    ["clobber", clobber.clobber, "xoxox|oxoxo"],
    ["kings", clobber.kings, "xox|oxo|xox"],
    ["antiClobber", clobber.antiClobber, "xo...|...ox|.o..."],
    ["snort", gridcolouring.snort, "...|...|..."],
    ["col", gridcolouring.col, "x...|....|...."],
    ["fission", fission.ruleset, ".......|...x...|......."],
    ["skijumps", skijumps.ruleset, "L......|......R|l......"],
    ["amazons", amazons.ruleset, "x...|...o"],
  ];
  for (const [name, rs, picture] of cases) {
    const p = rs.parse(picture);
    // best of 3, each run from an empty game store (canonical forms are hash-consed across calls) and a fresh engine
    const plain = bestOf(3, () => {
      cgt.resetStore();
      return cgt.format(referenceValue(rs, p), Infinity);
    });
    const plainText = plain.value;
    const engine = bestOf(3, () => {
      cgt.resetStore();
      return cgt.format(new Engine(rs).value(p), Infinity);
    });
    const engineText = engine.value;
    if (engineText !== plainText) throw new Error(`${name}: engine and reference disagree on ${picture}`);
    rows.push({ name: `${name} ${picture}`, value: engineText.slice(0, 60), engine_ms: engine.ms, reference_ms: plain.ms });
    ratios[`${name}_reference_over_engine_time`] = plain.ms / engine.ms;
  }
  const variant = impartialVariant(domineering.ruleset);
  const region = (h: number, w: number) => domineering.parseRegion(Array.from({ length: h }, () => "#".repeat(w)).join("|"));
  for (const n of [4, 5, 6]) {
    const own = bestOf(3, () => new Engine(cram.ruleset).nimValue(cram.emptyBoard(3, n)));
    const generic = bestOf(3, () => new Engine(variant).nimValue(region(3, n)));
    if (own.value !== generic.value) throw new Error(`Cram 3×${n}: module and impartial variant disagree`);
    const plain = n <= 4 ? bestOf(3, () => referenceNimValue(cram.ruleset, cram.emptyBoard(3, n))) : undefined;
    rows.push({ name: `cram 3x${n}`, nimValue: own.value, cram_module_ms: own.ms, impartial_variant_of_domineering_ms: generic.ms, reference_ms: plain?.ms ?? null });
    ratios[`cram_3x${n}_variant_over_module_time`] = generic.ms / own.ms;
  }
  return {
    topic: "rulesets-grids",
    rows,
    ratios,
    notes: [
      `load average before: ${loadBefore.toFixed(2)}, after: ${loadavg()[0]!.toFixed(2)} (2 shared cores)`,
      "best of 3 runs each; the game store is reset before each run (cgt.resetStore), so no run reuses another's canonical forms",
      "a fresh engine costs a few ms to set up its tables, so tiny positions favour the reference; the positions here search thousands of positions",
      "engine = a fresh solvers.Engine per position (its own table); reference = solvers.referenceValue (no table, no folding)",
      "Cram: the module's ruleset (grid, 8-fold symmetry, Dawson's Kayles strips and even×even shortcut) against impartialVariant(domineering.ruleset) (Domineering's packed keys and dense table, the transposition folded)",
    ],
  };
}
