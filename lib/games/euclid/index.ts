/**
 * Partizan Euclid (McKay and Nowakowski, "Outcomes of Partizan Euclid", INTEGERS 12B (2012/13) #A9;
 * CGSuite's `game.heap.PartizanEuclid`): a position is a pair of non-negative integers (p, q), read
 * with p ≥ q. Write p = kq + t with 0 ≤ t < q. If q = 0 or q divides p the game is over; otherwise
 * Left moves to (q, t) and Right to (q, q − t). Each player has at most one move; sums are where
 * the values matter. Pictures "8,3". Cost of a value: O(log p) positions (the Euclidean algorithm).
 *
 * @module
 */
import { InputError } from "../../util";
import { definePartizan, type PartizanRuleset } from "../../ruleset";

/** A pair (p, q), stored with p ≥ q. */
export type EuclidPair = readonly [number, number];

function order(a: number, b: number): EuclidPair {
  return a >= b ? [a, b] : [b, a];
}

/** Read "p,q" (either order). Throws InputError. O(length). */
export function parseEuclid(picture: string): EuclidPair {
  const m = /^\s*(\d+)\s*,\s*(\d+)\s*$/.exec(String(picture));
  if (!m) throw new InputError(`a Partizan Euclid position is written "p,q" with two non-negative integers, got ${JSON.stringify(picture)}`);
  return order(Number(m[1]), Number(m[2]));
}

const move = ([p, q]: EuclidPair, left: boolean): EuclidPair[] => {
  if (q === 0 || p % q === 0) return [];
  const t = p % q;
  return [order(q, left ? t : q - t)];
};

/** The Partizan Euclid ruleset (positions are pairs; a pair given in either order is read with p ≥ q). */
export const partizanEuclid: PartizanRuleset<EuclidPair> = definePartizan<EuclidPair>({
  name: "Partizan Euclid",
  leftOptions: (p) => move(order(p[0], p[1]), true),
  rightOptions: (p) => move(order(p[0], p[1]), false),
  key: (p) => {
    const [a, b] = order(p[0], p[1]);
    return a * 2 ** 26 + b;
  },
  isPosition: (v) => Array.isArray(v) && v.length === 2 && v.every((x) => Number.isSafeInteger(x) && x >= 0 && x < 2 ** 26),
  parse: parseEuclid,
  format: ([p, q]) => `${p},${q}`,
});
