/**
 * Partizan subtraction games (CGSuite's `game.heap.PartizanSubtraction(left, right)`; Lessons in Play
 * ch. 2 exercises; Fraenkel–Kotzig 1987): heaps of tokens; Left removes t ∈ L tokens from one heap,
 * Right t ∈ R. A position is a list of heaps (ascending); each heap is a component. Pictures "3+5".
 * Cost of a value: O(largest heap) components × O(|L| + |R|) options each.
 *
 * @module
 */
import { InputError } from "../../util";
import { definePartizan, type PartizanRuleset } from "../../ruleset";

/** Heap sizes, ascending, all ≥ 1. */
export type Heaps = readonly number[];

function checkSet(set: readonly number[], who: string): number[] {
  if (!Array.isArray(set as unknown) || set.length === 0) throw new InputError(`${who}'s subtraction set must be a non-empty array of positive integers, got ${JSON.stringify(set)}`);
  set.forEach((t, i) => {
    if (!Number.isSafeInteger(t) || t < 1) throw new InputError(`${who}'s subtraction set holds positive integers, got ${JSON.stringify(t)}`, `${who} set index ${i}`);
  });
  return [...new Set(set)].sort((a, b) => a - b);
}

/** Read "3+5" (or "3 5"); "0" or "" is no heap. Throws InputError naming the bad token. O(length). */
export function parseHeaps(picture: string): Heaps {
  const out: number[] = [];
  const re = /[^+\s,]+/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(String(picture))) !== null) {
    if (!/^[0-9]+$/.test(m[0])) throw new InputError(`heap picture "${picture}": "${m[0]}" is not a heap size`, `character ${m.index + 1}`);
    if (Number(m[0]) > 0) out.push(Number(m[0]));
  }
  return out.sort((a, b) => a - b);
}

/** The partizan subtraction game with Left's set `left` and Right's set `right`. Throws InputError for bad sets. */
export function partizanSubtraction(left: readonly number[], right: readonly number[]): PartizanRuleset<Heaps> {
  const L = checkSet(left, "Left");
  const R = checkSet(right, "Right");
  const moves = (heaps: Heaps, set: number[]): Heaps[] => {
    const out: Heaps[] = [];
    heaps.forEach((h, i) => {
      if (i > 0 && heaps[i - 1] === h) return;
      for (const t of set) if (t <= h) out.push(heaps.slice(0, i).concat(heaps.slice(i + 1), h - t > 0 ? [h - t] : []).sort((a, b) => a - b));
    });
    return out;
  };
  return definePartizan<Heaps>({
    name: `PartizanSubtraction(${L.join(",")} | ${R.join(",")})`,
    leftOptions: (h) => moves(h, L),
    rightOptions: (h) => moves(h, R),
    key: (h) => h.join("+"),
    isPosition: (v) => Array.isArray(v) && v.every((x) => Number.isSafeInteger(x) && x > 0),
    components: (h) => (h.length <= 1 ? [h] : h.map((x) => [x])),
    parse: parseHeaps,
    format: (h) => (h.length === 0 ? "0" : h.join("+")),
  });
}
