/**
 * A position's key folded over its ruleset's symmetries, for the searches that keep their own
 * tables beside the engine (misère outcomes, loopy game graphs).
 */
import { InputError } from "../util";
import { describePosition, type PositionKey, type Ruleset } from "../ruleset";

/**
 * The ruleset's key of p folded over its symmetries (or its `normalize`): the least key of p's
 * images, and whether that image swaps the players (never by a symmetry of an impartial ruleset,
 * where swapping the players changes nothing; `normalize` says so itself). A key that is
 * not a string, number or bigint (or is NaN) is an InputError naming the ruleset and the position.
 * O(key × symmetries).
 */
export function foldedKey<P>(r: Ruleset<P>, p: P): { key: PositionKey; swapped: boolean } {
  const check = (k: unknown): PositionKey => {
    if (typeof k === "string" || typeof k === "bigint" || (typeof k === "number" && !Number.isNaN(k))) return k;
    throw new InputError(`${r.name}: key() must return a string, number or bigint, got ${typeof k === "number" ? "NaN" : typeof k} for position ${describePosition({ ...r, key: String }, p)}`);
  };
  if (r.normalize !== undefined) {
    const n = r.normalize(p);
    return { key: check(n.key), swapped: n.negated };
  }
  let key = check(r.key(p));
  let swapped = false;
  for (const s of r.symmetries ?? []) {
    const k = check(r.key(s.apply(p)));
    if (k < key) {
      key = k;
      swapped = s.swapsPlayers;
    }
  }
  return { key, swapped: r.kind === "impartial" ? false : swapped };
}
