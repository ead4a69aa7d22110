/**
 * Thermographs, cold: the fixed-width fast path of lib/cgt/thermo.ts (walls in doubles, every
 * operation checked exact, BigInt only on overflow) against the BigInt engine it replaced, kept
 * unchanged as lib/cgt/thermoReference.ts (the frozen "today"), side by side in one process.
 *
 * "Cold" means the thermograph memo is empty at each call (the game itself is already in the
 * store, as after a solver returned it): each timed call is `clear the memo; thermograph(g)` (or
 * `temperature(g)`), so it computes the walls of every canonical subposition of g. Times are CPU
 * time per call (a batch repeated until it used ≥ 100 ms of CPU), fast and reference alternating
 * over 7 rounds, median; ratio = reference / fast (≥ 1: the fast path is faster). The JIT is warm
 * (a kernel's or a worker's steady state), not a process's very first call.
 */
import * as games from "../lib/games";
import * as solvers from "../lib/solvers";
import { randomCanonicalGames } from "../lib/cgt/random";
import * as S from "../lib/cgt/store";
import * as T from "../lib/cgt/thermo";
import { clearThermoReferenceCache, thermoReference } from "../lib/cgt/thermoReference";
import { toId } from "../lib/cgt/value";
import { median, type BenchReport, type BenchRow } from "./harness";

/** CPU ms per call of fn: a batch repeated until it used ≥ minMs of CPU. */
function cpuPerCall(fn: () => unknown, minMs = 100): number {
  let n = 0;
  let used: number;
  const c0 = process.cpuUsage();
  do {
    fn();
    n++;
    const c = process.cpuUsage(c0);
    used = (c.user + c.system) / 1000;
  } while (used < minMs);
  return used / n;
}


/** The functions timed, read once into plain closures (tsx's namespace getters cost per call, see cgt.bench.ts). */
const fastThermograph = T.thermograph;
const fastTemperature = T.temperature;
const clearFast = T.clearThermoCache;
const refThermograph = T.thermographReference;

/** Canonical value of Domineering on an h×w rectangle (computed once, outside the timings). */
function domineering(h: number, w: number): S.Game {
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
        f.push(cpuPerCall(fast));
        r.push(cpuPerCall(ref));
      } else {
        r.push(cpuPerCall(ref));
        f.push(cpuPerCall(fast));
      }
    }
    const fm = median(f);
    const rm = median(r);
    rows.push({ name, fast_us: fm * 1000, reference_us: rm * 1000, reference_over_fast: rm / fm });
    ratios[`reference_over_fast_${key}`] = rm / fm;
  }
  const notes = [
    "CPU µs per cold call, median of 7 alternating rounds in one process; reference = lib/cgt/thermoReference.ts, the BigInt engine before the fast path.",
    "The machine may be shared: CPU time, not wall time, is compared.",
  ];
  return Promise.resolve({ topic: "thermograph", rows, ratios, notes });
}
