/**
 * A position's key folded over its ruleset's symmetries, as the solver and the subgame databases
 * key positions: the ruleset's `normalize`, else the least key over its `symmetries`, else its key.
 */
import type { NormalForm, PositionKey, Ruleset } from "../../ruleset";

/** Order of keys: by type name, then by value. O(1), strings O(length). */
export function compareKeys(a: PositionKey, b: PositionKey): number {
  const ta = typeof a;
  const tb = typeof b;
  if (ta !== tb) return ta < tb ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The folded key of p and whether the fold swapped the players (value(p) = −value(key)). O(symmetries · key). */
export function foldedKey<P>(ruleset: Ruleset<P>, p: P): NormalForm {
  if (ruleset.normalize !== undefined) return ruleset.normalize(p);
  let key = ruleset.key(p);
  let negated = false;
  for (const s of ruleset.symmetries ?? []) {
    const k2 = ruleset.key(s.apply(p));
    if (compareKeys(k2, key) < 0) {
      key = k2;
      negated = s.swapsPlayers;
    }
  }
  return { key, negated };
}
