/**
 * Heap rulesets given by their single-heap moves (CGSuite's `HeapRuleset` and
 * `FunctionalHeapRuleset`): a rule says, for a heap of n, which multisets of heaps it may be replaced
 * by; a position is a multiset of heaps and a move replaces one heap by one of its options. Take-and-
 * break codes, spawning codes and a user's own function `(n) => [[a, b], [c], []]` all give such
 * rules, and {@link heapRuleset} turns any of them into an impartial ruleset for the generic engine
 * (`solvers.heapNimSequence` computes their nim-sequences).
 */
import { describeValue, InputError } from "../../util";
import { defineImpartial, type ImpartialRuleset } from "../../ruleset";
import { forEachTakeAndBreakOption, parseTakeAndBreak, type TakeAndBreakCode } from "./heapcode";
import { forEachSpawningOption, parseSpawning, type SpawningCode } from "./spawning";
import { drawHeaps, formatHeaps, parseHeaps, type Heaps } from "./takeandbreak";

/** The moves of single heaps: the name of the rules and, for a heap of n, each option's heaps. */
export interface HeapRules {
  /** A name for messages and ruleset names, e.g. `Spawning("1-3")`. */
  readonly name: string;
  /**
   * Call `visit(parts, count)` once per option of a heap of n: the heaps left are
   * `parts[0..count)`, each ≥ 1 (a buffer that may be reused: copy what you keep).
   */
  readonly forEachOption: (n: number, visit: (parts: readonly number[], count: number) => void) => void;
  /** True when every heap an option of n leaves is smaller than n (so a nim-sequence can be built upwards). */
  readonly shrinking: boolean;
}

/** The rules of a take-and-break code (CGSuite's `TakeAndBreak(code)`). O(code length). */
export function takeAndBreakRules(code: TakeAndBreakCode | string): HeapRules {
  const c = typeof code === "string" ? parseTakeAndBreak(code) : code;
  return { name: `TakeAndBreak("${c.code}")`, forEachOption: (n, visit) => { forEachTakeAndBreakOption(c, n, visit); }, shrinking: true };
}

/** The rules of a spawning code (CGSuite's `Spawning(code)`, see `spawning.ts`). O(code length). */
export function spawningRules(code: SpawningCode | string): HeapRules {
  const c = typeof code === "string" ? parseSpawning(code) : code;
  return { name: `Spawning("${c.code}")`, forEachOption: (n, visit) => { forEachSpawningOption(c, n, visit); }, shrinking: true };
}

/**
 * Heap rules from a user's function (CGSuite's `FunctionalHeapRuleset`): `options(n)` returns the
 * options of a heap of n as an array of arrays of heap sizes, e.g. `(n) => [[n - 1], [1, n - 2]]`
 * (heaps of 0 are dropped, as empty heaps). What the function returns is checked on every call:
 * anything but an array of arrays of non-negative integers is an {@link InputError} naming the
 * ruleset, the heap and the entry; a heap as large as n or larger is allowed here (the engine's
 * loop detection then reports a game that does not end) but makes `shrinking` false, and
 * nim-sequences need it true, which {@link checkShrinking} tests on the heaps used. Cost per heap:
 * the function's, plus O(total size of its answer) for the check.
 */
export function functionalHeapRules(name: string, options: (n: number) => readonly (readonly number[])[]): HeapRules {
  if (typeof name !== "string" || name.length === 0) throw new InputError(`functionalHeapRules(): name must be a non-empty string, got ${describeValue(name)}`);
  if (typeof options !== "function") throw new InputError(`functionalHeapRules("${name}"): options must be a function (n) => arrays of heap sizes, got ${describeValue(options)}`);
  const buf: number[] = [];
  const rules: HeapRules = {
    name,
    shrinking: true,
    forEachOption: (n, visit) => {
      const got: unknown = options(n);
      if (!Array.isArray(got)) throw new InputError(`heap ruleset "${name}": options(${n}) must return an array of options (arrays of heap sizes), got ${describeValue(got)}`, `heap ${n}`);
      got.forEach((o: unknown, i) => {
        if (!Array.isArray(o)) throw new InputError(`heap ruleset "${name}": option ${i} of a heap of ${n} must be an array of heap sizes, got ${describeValue(o)}`, `heap ${n}, option ${i}`);
        let k = 0;
        o.forEach((h: unknown, j) => {
          if (typeof h !== "number" || !Number.isSafeInteger(h) || h < 0) {
            throw new InputError(`heap ruleset "${name}": option ${i} of a heap of ${n} has ${describeValue(h)} at index ${j}; a heap size is a non-negative integer`, `heap ${n}, option ${i}`);
          }
          if (h > 0) buf[k++] = h;
        });
        const parts = buf.slice(0, k).sort((a, b) => a - b);
        visit(parts, k);
      });
    },
  };
  return rules;
}

/**
 * Throw an {@link InputError} naming the rules and the heap unless every option of heaps 0..N leaves
 * only heaps smaller than the heap moved in (what a nim-sequence built upwards needs). O(options of
 * heaps ≤ N).
 */
export function checkShrinking(rules: HeapRules, N: number): void {
  for (let n = 0; n <= N; n++) {
    rules.forEachOption(n, (parts, count) => {
      for (let i = 0; i < count; i++) {
        if (parts[i] >= n) throw new InputError(`heap ruleset "${rules.name}": a heap of ${n} has an option leaving a heap of ${parts[i]}; a nim-sequence needs every heap left smaller than the heap moved in`, `heap ${n}`);
      }
    });
  }
}

function isHeaps(value: unknown): boolean {
  return Array.isArray(value) && value.every((h, i) => Number.isSafeInteger(h) && h > 0 && (i === 0 || h >= value[i - 1]));
}

/**
 * The impartial ruleset of heap rules over multisets of heaps (ascending arrays of positive sizes,
 * pictures "3+5+7"): a move replaces one heap by the heaps of one of its options; components are the
 * single heaps. Give a {@link HeapRules} (from {@link takeAndBreakRules}, {@link spawningRules} or
 * {@link functionalHeapRules}), or a name and a function as for {@link functionalHeapRules}. Cost
 * per position: O(options of its distinct heaps). The engine (`solvers.nimValue`) checks positions
 * and options; a rule that never ends is reported by its loop detection.
 */
export function heapRuleset(rules: HeapRules): ImpartialRuleset<Heaps>;
export function heapRuleset(name: string, options: (n: number) => readonly (readonly number[])[]): ImpartialRuleset<Heaps>;
export function heapRuleset(rulesOrName: HeapRules | string, options?: (n: number) => readonly (readonly number[])[]): ImpartialRuleset<Heaps> {
  const rules = typeof rulesOrName === "string" ? functionalHeapRules(rulesOrName, options as (n: number) => readonly (readonly number[])[]) : rulesOrName;
  if (typeof (rules as Partial<HeapRules>).forEachOption !== "function") throw new InputError(`heapRuleset(): expected heap rules (games.octal.spawningRules(...), takeAndBreakRules(...)) or a name and a function, got ${describeValue(rulesOrName)}`);
  return defineImpartial<Heaps>({
    name: rules.name,
    options: (heaps) => {
      const out: Heaps[] = [];
      for (let i = 0; i < heaps.length; i++) {
        if (i > 0 && heaps[i] === heaps[i - 1]) continue;
        const rest = heaps.slice(0, i).concat(heaps.slice(i + 1));
        rules.forEachOption(heaps[i], (parts, count) => {
          out.push(rest.concat(parts.slice(0, count)).sort((a, b) => a - b));
        });
      }
      return out;
    },
    key: (heaps) => heaps.join("+"),
    isPosition: isHeaps,
    components: (heaps) => (heaps.length <= 1 ? [heaps] : heaps.map((h) => [h])),
    parse: parseHeaps,
    format: formatHeaps,
    draw: drawHeaps,
  });
}

/** The ruleset of a spawning code (CGSuite's `Spawning(code)`): {@link heapRuleset} of {@link spawningRules}. */
export function spawning(code: SpawningCode | string): ImpartialRuleset<Heaps> {
  return heapRuleset(spawningRules(code));
}
