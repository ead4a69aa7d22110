/**
 * The nim-sequence engine: the rare-values method, plus the octal periodicity theorem — once a
 * period is *proven* from the values computed so far, the rest of G(0..N) follows from it
 * exactly (no guessing), so periodic games cost O(N) after a short prefix.
 */
import { Budget } from "../../util";
import { toOctalGame, type OctalGame } from "./code";
import { findPeriod, type PeriodResult } from "./period";
import { RareValuesComputer, type NimSequenceOptions, type NimSequenceStats } from "./sequence";

/** A nim-sequence G(0..N) with how it was obtained. */
export interface NimSequence {
  readonly game: OctalGame;
  /** Largest heap size covered. */
  readonly N: number;
  /** G(0..N). */
  readonly values: Uint16Array;
  /**
   * The proven period used to extend the sequence, or (when none was proven) the best unproven
   * candidate on G(0..N), or null when there is none.
   */
  readonly period: PeriodResult | null;
  /** Largest n whose value was computed by a mex; values above it follow from the proven period. */
  readonly computedDirectly: number;
  readonly stats: NimSequenceStats;
}

/** Options of {@link nimSequence}. */
export interface EngineOptions extends NimSequenceOptions {
  /** Use a proven period to extend the sequence (default true). */
  usePeriodicity?: boolean;
}

/**
 * Nim-sequence G(0..N) of an octal game (code string or parsed game). Computes by the
 * rare-values method; at n = 127, 255, 511, … it looks for a period and, when the periodicity
 * theorem proves one, fills the rest as G(n) = G(n − p). Cost: O(n*·(R + s)) for the directly
 * computed prefix n* (see `nimSequenceRare`) plus O(N) for the extension. Budgeted per pair.
 * Throws InputError for a bad code or a negative / non-integer N.
 */
export function nimSequence(game: OctalGame | string, N: number, options: EngineOptions = {}): NimSequence {
  const g = toOctalGame(game);
  const comp = new RareValuesComputer(g, N, options.mask);
  const budget = Budget.from(options, `nim-sequence of ${g.code} up to ${N}`);
  const usePeriod = options.usePeriodicity ?? true;
  const G = comp.G;
  let checkpoint = 127;
  while (comp.next <= N) {
    const upTo = Math.min(checkpoint, N);
    comp.advance(upTo, budget);
    if (usePeriod && upTo < N) {
      const r = findPeriod(G.subarray(0, upTo + 1), g.k, { maxPeriod: Math.floor(upTo / 2) });
      if (r && r.proven) {
        for (let n = upTo + 1; n <= N; n++) G[n] = G[n - r.period];
        budget.report(N + 1, N + 1, `period ${r.period} proven at n = ${upTo}`);
        return { game: g, N, values: G, period: r, computedDirectly: upTo, stats: comp.stats };
      }
    }
    checkpoint = 2 * checkpoint + 1;
    budget.report(comp.next, N + 1);
  }
  const r = findPeriod(G, g.k);
  return { game: g, N, values: G, period: r, computedDirectly: N, stats: comp.stats };
}
