/**
 * Thermographs, cold: the fixed-width fast path of lib/cgt/thermo.ts (walls in doubles, every
 * operation checked exact, BigInt only on overflow) against the BigInt engine it replaced, kept
 * unchanged as lib/cgt/thermoReference.ts (the frozen "today"), side by side in one process.
 *
 * "Cold" means the thermograph memo is empty at each call (the game itself is already in the
 * store, as after a solver returned it): each timed call is `clear the memo; thermograph(g)` (or
 * `temperature(g)`), so it computes the walls of every canonical subposition of g. Times are CPU
 * time per call (harness' cpuPerCall: runs of calls until they used ≥ 100 ms of CPU), fast and
 * reference alternating over 7 rounds, median; ratio = reference / fast (≥ 1: the fast path is
 * faster). The JIT is warm (a kernel's or a worker's steady state), not a process's very first
 * call.
 *
 * Both run on the compiled library (lib/dist, what a notebook or a worker loads; `npm run bench`
 * builds it first), as the engine-speed bench does: under tsx every call across modules goes
 * through the loader's export getters (see cgt.bench.ts), which cost the two engines differently.
 * Under tsx and with the clock read after every call, Domineering 3×6 read 3.7× and 4×4 33×; on
 * the compiled library with the clock read per batch, 5.0–5.5× and 13.6–16.1× (two runs of
 * December 1, 2026).
 */
import { resolve } from "node:path";
import type { Game } from "../lib/cgt/store";
import { cpuPerCall, median, type BenchReport, type BenchRow } from "./harness";

const dist = resolve(__dirname, "..", "lib", "dist");
/** A module of the compiled library (typed at each use as its source). */
function compiled(path: string): unknown {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the compiled library is loaded at run time, not bundled by tsx
  return require(resolve(dist, path));
}
const games = compiled("games/index.js") as typeof import("../lib/games");
const solvers = compiled("solvers/index.js") as typeof import("../lib/solvers");
const { randomCanonicalGames } = compiled("cgt/random.js") as typeof import("../lib/cgt/random");
const S = compiled("cgt/store.js") as typeof import("../lib/cgt/store");
const T = compiled("cgt/thermo.js") as typeof import("../lib/cgt/thermo");
const { clearThermoReferenceCache, thermoReference } = compiled("cgt/thermoReference.js") as typeof import("../lib/cgt/thermoReference");
const { toId } = compiled("cgt/value.js") as typeof import("../lib/cgt/value");

/** The functions timed, read once. */
const fastThermograph = T.thermograph;
const fastTemperature = T.temperature;
const clearFast = T.clearThermoCache;
const refThermograph = T.thermographReference;

/** Canonical value of Domineering on an h×w rectangle (computed once, outside the timings). */
function domineering(h: number, w: number): Game {
  return toId(solvers.canonicalValue(games.domineering.ruleset, games.domineering.rectangle(h, w)));
}

export function run(): Promise<BenchReport> {
  const rows: BenchRow[] = [];
  const ratios: Record<string, number> = {};
  const hot = randomCanonicalGames(7, 60, 6, 3).slice(-100);
  const big = randomCanonicalGames(8, 20, 3, 3).slice(-20).map((g) => S.add(g, S.dyadic(2n ** 53n - 1n, 0)));
  const cases: [string, string, () => unknown, () => unknown][] = [];
  for (const [h, w] of [[4, 4], [3, 6], [4, 5]] as const) {
    const g = domineering(h, w);
    cases.push([
      `thermograph of Domineering ${h}×${w}'s value, cold`,
      `domineering_${h}x${w}`,
      () => {
        clearFast();
        return fastThermograph(g);
      },
      () => {
        clearThermoReferenceCache();
        return refThermograph(g);
      },
    ]);
  }
  cases.push([
    "thermographs of 100 random hot games, each cold",
    "random_hot_100",
    () => {
      for (const g of hot) {
        clearFast();
        fastThermograph(g);
      }
    },
    () => {
      for (const g of hot) {
        clearThermoReferenceCache();
        refThermograph(g);
      }
    },
  ]);
  cases.push([
    "temperatures of 100 random hot games, each cold",
    "temperature_random_hot_100",
    () =>
      hot.map((g) => {
        clearFast();
        return fastTemperature(g);
      }),
    () =>
      hot.map((g) => {
        clearThermoReferenceCache();
        return thermoReference(g).temp;
      }),
  ]);
  cases.push([
    "thermographs of 20 random games + (2^53 − 1), each cold (the BigInt fallback runs)",
    "near_overflow_20",
    () => {
      for (const g of big) {
        clearFast();
        fastThermograph(g);
      }
    },
    () => {
      for (const g of big) {
        clearThermoReferenceCache();
        refThermograph(g);
      }
    },
  ]);
  for (const [name, key, fast, ref] of cases) {
    const f: number[] = [];
    const r: number[] = [];
    for (let round = 0; round < 7; round++) {
      if (round % 2 === 0) {
        f.push(cpuPerCall(fast, 100).ms);
        r.push(cpuPerCall(ref, 100).ms);
      } else {
        r.push(cpuPerCall(ref, 100).ms);
        f.push(cpuPerCall(fast, 100).ms);
      }
    }
    const fm = median(f);
    const rm = median(r);
    rows.push({ name, fast_us: fm * 1000, reference_us: rm * 1000, reference_over_fast: rm / fm });
    ratios[`reference_over_fast_${key}`] = rm / fm;
  }
  const notes = [
    "CPU µs per cold call, median of 7 alternating rounds in one process; reference = lib/cgt/thermoReference.ts, the BigInt engine before the fast path; both on the compiled library (lib/dist).",
    "Domineering 4×5's value is the integer 1: its thermograph is a mast with nothing to compute, and both engines build the same answer (corner objects with BigInt dyadics), so the ratio is about 1.",
    "The machine may be shared: CPU time, not wall time, is compared.",
  ];
  return Promise.resolve({ topic: "thermograph", rows, ratios, notes });
}
