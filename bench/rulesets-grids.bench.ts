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

const REPEATS = 7;
const round = (x: number): number => Math.round(x * 100) / 100;

/** CPU and wall milliseconds of one call. */
function measure<T>(fn: () => T): { ms: number; cpuMs: number; value: T } {
  const c0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  const value = fn();
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  const c = process.cpuUsage(c0);
  return { ms, cpuMs: (c.user + c.system) / 1000, value };
}

/** Best (least CPU) of `repeats` runs of each of a and b, run alternately (a b, b a, a b, ...). */
function alternating<T>(repeats: number, a: () => T, b: () => T): [{ ms: number; cpuMs: number; value: T }, { ms: number; cpuMs: number; value: T }] {
  let bestA: { ms: number; cpuMs: number; value: T } | undefined;
  let bestB: { ms: number; cpuMs: number; value: T } | undefined;
  for (let i = 0; i < repeats; i++) {
    for (const which of i % 2 === 0 ? [0, 1] : [1, 0]) {
      const m = measure(which === 0 ? a : b);
      if (which === 0 && (bestA === undefined || m.cpuMs < bestA.cpuMs)) bestA = m;
      if (which === 1 && (bestB === undefined || m.cpuMs < bestB.cpuMs)) bestB = m;
    }
  }
  return [bestA!, bestB!];
}

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
  // warm-up (JIT): both searches on every case once, before anything is measured
  for (const [, rs, picture] of cases) {
    cgt.resetStore();
    referenceValue(rs, rs.parse(picture));
    cgt.resetStore();
    new Engine(rs).value(rs.parse(picture));
  }
  for (const [name, rs, picture] of cases) {
    const p = rs.parse(picture);
    // each run from an empty game store (canonical forms are hash-consed across calls) and a fresh engine;
    // the two alternate in order and the best CPU time of the repeats counts (the machine is shared)
    const plainRun = (): string => {
      cgt.resetStore();
      return cgt.format(referenceValue(rs, p), Infinity);
    };
    const engineRun = (): string => {
      cgt.resetStore();
      return cgt.format(new Engine(rs).value(p), Infinity);
    };
    const [plain, engine] = alternating(REPEATS, plainRun, engineRun);
    const engineText = engine.value;
    if (engineText !== plain.value) throw new Error(`${name}: engine and reference disagree on ${picture}`);
    rows.push({ name: `${name} ${picture}`, value: engineText.slice(0, 60), engine_cpu_ms: round(engine.cpuMs), reference_cpu_ms: round(plain.cpuMs), engine_ms: round(engine.ms), reference_ms: round(plain.ms) });
    ratios[`${name}_reference_over_engine_cpu`] = Math.round((plain.cpuMs / engine.cpuMs) * 100) / 100;
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
      `ruleset cases: after one warm-up run of both on every case, best CPU time of ${REPEATS} runs each, engine and reference alternating in order; *_reference_over_engine_cpu = reference CPU / engine CPU (≥ 1: the engine is at least as fast; issue 14's target); the game store is reset before each run (cgt.resetStore), so no run reuses another's canonical forms`,
      "Cram rows: best wall time of 3 runs each",
      "engine = a fresh solvers.Engine per position (its own table); reference = solvers.referenceValue (no table, no folding)",
      "Cram: the module's ruleset (grid, 8-fold symmetry, Dawson's Kayles strips and even×even shortcut) against impartialVariant(domineering.ruleset) (Domineering's packed keys and dense table, the transposition folded)",
    ],
  };
}
