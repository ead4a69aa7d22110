/**
 * Mem and generalised Mem (CGSuite's `game.heap.Mem` and `GenMem((memory, j) -> ...)`): a position
 * [h, memory] is a heap of h tokens and the number taken by the previous move; a move takes j
 * tokens (1 ≤ j ≤ h) allowed by the rule and leaves [h − j, j]. Mem allows j ≥ memory; `genMem`
 * takes any rule. Impartial. Cost of a nim-value: O(h²) positions × O(h) options.
 *
 * @module
 */
import { InputError } from "../../util";
import { defineImpartial, type ImpartialRuleset } from "../../ruleset";

/** A heap with the previous move remembered: [tokens, memory]. */
export type MemPosition = readonly [number, number];

/** Generalised Mem with the rule `allowed(memory, j)`. O(1); throws InputError if the rule is not a function. */
export function genMem(allowed: (memory: number, j: number) => boolean, name = "GenMem"): ImpartialRuleset<MemPosition> {
  if (typeof allowed !== "function") throw new InputError(`genMem() needs a rule (memory, j) => boolean, got ${typeof allowed}`);
  return defineImpartial<MemPosition>({
    name,
    options: ([h, memory]) => {
      const out: MemPosition[] = [];
      for (let j = 1; j <= h; j++) if (allowed(memory, j)) out.push([h - j, j]);
      return out;
    },
    key: ([h, m]) => h * 2 ** 26 + m,
    isPosition: (v) => Array.isArray(v) && v.length === 2 && v.every((x) => Number.isSafeInteger(x) && x >= 0 && x < 2 ** 26),
    parse: (s) => {
      const m = /^\s*(\d+)\s*,\s*(\d+)\s*$/.exec(String(s));
      if (!m) throw new InputError(`a Mem position is written "h,memory", got ${JSON.stringify(s)}`);
      return [Number(m[1]), Number(m[2])];
    },
    format: ([h, m]) => `${h},${m}`,
  });
}

/** Mem: take at least as many tokens as the previous move took. */
export const mem = (): ImpartialRuleset<MemPosition> => genMem((memory, j) => j >= memory, "Mem");
