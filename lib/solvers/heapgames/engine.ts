/**
 * The nim-sequence engine: the rare-values method, plus the octal periodicity theorem — once a
 * period is *proven* from the values computed so far, the rest of G(0..N) follows from it
 * exactly (no guessing), so periodic games cost O(N) after a short prefix.
 */
import { Budget, definePicture, optionNames } from "../../util";
import { toOctalGame, type OctalGame } from "../../games/octal";
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

/** How many values a printed nim-sequence shows before "…". */
const SHOWN_VALUES = 64;

/**
 * The values G(0..) as CGSuite writes a nim-sequence: digits run together when every value is
 * below 10, else separated by commas; at most `limit` values, then "…". O(min(N, limit)).
 */
export function formatNimValues(values: ArrayLike<number>, limit = SHOWN_VALUES): string {
  const n = Math.min(values.length, limit);
  const shown = Array.from({ length: n }, (_, i) => values[i]!);
  const small = shown.every((v) => v < 10);
  const body = small ? shown.join("") : shown.join(",");
  return values.length > n ? `${body}${small ? "" : ","}…` : body;
}

/** One line on a sequence's period: "period 34, preperiod 53 (proven)" or "no period found". O(1). */
function periodLine(p: PeriodResult | null): string {
  if (p === null) return "no period found";
  return `period ${p.period}, preperiod ${p.preperiod} (${p.proven ? "proven" : `not proven: needs G up to ${p.requiredN}`})`;
}

/** The library's nim-sequences print compactly: code, range, the first values and the period. O(1) to make. */
class NimSequenceRecord implements NimSequence {
  constructor(
    readonly game: OctalGame,
    readonly N: number,
    readonly values: Uint16Array,
    readonly period: PeriodResult | null,
    readonly computedDirectly: number,
    readonly stats: NimSequenceStats,
  ) {}
}

definePicture(NimSequenceRecord.prototype, {
  label: (s) => `nim-sequence of ${s.game.code}, G(0..${s.N})`,
  text: (s) => `${formatNimValues(s.values)}\n${periodLine(s.period)}`,
  line: (s) => `${formatNimValues(s.values, 24)}; ${periodLine(s.period)}`,
  json: (s) => ({ game: s.game.code, N: s.N, values: Array.from(s.values), period: s.period, computedDirectly: s.computedDirectly, stats: s.stats }),
});

/** Options of {@link nimSequence}. */
export interface NimSequenceEngineOptions extends NimSequenceOptions {
  /** Use a proven period to extend the sequence (default true). */
  usePeriodicity?: boolean;
}

/** The fields of {@link NimSequenceEngineOptions}. */
const NIM_SEQUENCE_OPTION_NAMES = optionNames<NimSequenceEngineOptions>({ budget: true, onProgress: true, mask: true, usePeriodicity: true });

/**
 * Nim-sequence G(0..N) of an octal game (code string or parsed game). Computes by the
 * rare-values method; at n = 127, 255, 511, … it looks for a period and, when the periodicity
 * theorem proves one, fills the rest as G(n) = G(n − p). Cost: O(n*·(R + s)) for the directly
 * computed prefix n* (see `nimSequenceRare`) plus O(N) for the extension. Budgeted per pair.
 * Throws InputError for a bad code or a negative / non-integer N.
 *
 * @example
 * ```ts
 * // Kayles 0.77 and Dawson's Kayles 0.07, heaps 0..11 (Winning Ways ch. 4)
 * solvers.nimSequence("0.77", 11).values; // → [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]
 * solvers.nimSequence("0.07", 11).values; // → [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3]
 * ```
 */
export function nimSequence(game: OctalGame | string, N: number, options: NimSequenceEngineOptions = {}): NimSequence {
  const g = toOctalGame(game);
  const budget = Budget.from(options, `nim-sequence of ${g.code} up to ${N}`, NIM_SEQUENCE_OPTION_NAMES);
  if (typeof N === "number" && N > 0) budget.reserve(2 * (N + 1), "the nim-value table");
  const comp = new RareValuesComputer(g, N, options.mask);
  const usePeriod = options.usePeriodicity ?? true;
  const G = comp.G;
  let checkpoint = 127;
  while (comp.next <= N) {
    const upTo = Math.min(checkpoint, N);
    comp.advance(upTo, budget);
    if (usePeriod && upTo < N) {
      const r = findPeriod(G.subarray(0, upTo + 1), g.k, { maxPeriod: Math.floor(upTo / 2) });
      if (r?.proven) {
        for (let n = upTo + 1; n <= N; n++) G[n] = G[n - r.period];
        budget.report(N + 1, N + 1, `period ${r.period} proven at n = ${upTo}`);
        return new NimSequenceRecord(g, N, G, r, upTo, comp.stats);
      }
    }
    checkpoint = 2 * checkpoint + 1;
    budget.report(comp.next, N + 1);
  }
  const r = findPeriod(G, g.k);
  return new NimSequenceRecord(g, N, G, r, N, comp.stats);
}
