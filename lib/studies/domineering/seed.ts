/**
 * Reading seed 001's value notation and matching value lists up to orientation.
 *
 * Seed 001 (Qiita, "超現実数応用編: Domineeringの局面の値(その4)") prints values as Python
 * tuples: `(a, b)` means `{a | b}`, `(0, 0)` is `{0|0} = *`, and plain numbers are dyadic
 * rationals such as `-3/2`. Its regions are in its own order and orientation, and transposing a
 * region negates its value, so lists are compared by a perfect matching in which each seed
 * value must equal our value of the matched region or its negative.
 */
import * as cgt from "../../cgt";
import { InputError } from "../../util";

/**
 * Parse one value in the seed's tuple notation: `-3/2`, `3/4`, `0`, `(1, -1)`, `((0, 0), -1/2)`.
 * Tuples nest. O(length). Throws {@link InputError} with the character index on bad input.
 */
export function parseSeedValue(text: string): cgt.Game {
  let i = 0;
  const s = text;
  const skip = (): void => {
    while (i < s.length && s[i] === " ") i++;
  };
  const fail = (what: string): never => {
    throw new InputError(`bad seed value ${JSON.stringify(text)}: expected ${what}`, `index ${i}`);
  };
  const value = (): cgt.Game => {
    skip();
    if (s[i] === "(") {
      i++;
      const left = value();
      skip();
      if (s[i] !== ",") fail('","');
      i++;
      const right = value();
      skip();
      if (s[i] !== ")") fail('")"');
      i++;
      return cgt.game([left], [right]);
    }
    const m = /^(-?\d+)(?:\/(\d+))?/.exec(s.slice(i));
    if (!m) return fail("a number or a tuple");
    i += m[0].length;
    const den = m[2] === undefined ? 1 : Number(m[2]);
    const log2 = Math.log2(den);
    if (!Number.isInteger(log2)) fail("a dyadic denominator (a power of 2)");
    return cgt.dyadic(BigInt(m[1]), log2);
  };
  const g = value();
  skip();
  if (i !== s.length) fail("end of input");
  return g;
}

/** One pair of a {@link matchUpToSign} matching. */
export interface SignedMatch {
  /** Index in the reference list (e.g. the seed's 0-based enumeration order). */
  readonly theirs: number;
  /** Index in our list. */
  readonly ours: number;
  /** True when their value is the negative of ours (their region is a transpose of ours). */
  readonly negated: boolean;
}

/**
 * A perfect matching between two equally long lists of values such that each of `theirs` equals
 * the matched one of `ours` or its negative (preferring equal values), or `undefined` when none
 * exists. Augmenting paths (Kuhn's algorithm), O(n³) comparisons of game values.
 */
export function matchUpToSign(ours: readonly cgt.Game[], theirs: readonly cgt.Game[]): SignedMatch[] | undefined {
  const n = ours.length;
  if (theirs.length !== n) return undefined;
  const negOurs = ours.map((g) => cgt.neg(g));
  const edges = theirs.map((t) => {
    const same: number[] = [];
    const opposite: number[] = [];
    for (let j = 0; j < n; j++) {
      if (ours[j] === t) same.push(j);
      else if (negOurs[j] === t) opposite.push(j);
    }
    return [...same, ...opposite];
  });
  const owner = new Array<number>(n).fill(-1);
  const augment = (i: number, seen: boolean[]): boolean => {
    for (const j of edges[i]) {
      if (seen[j]) continue;
      seen[j] = true;
      if (owner[j] < 0 || augment(owner[j], seen)) {
        owner[j] = i;
        return true;
      }
    }
    return false;
  };
  for (let i = 0; i < n; i++) if (!augment(i, new Array<boolean>(n).fill(false))) return undefined;
  const out: SignedMatch[] = [];
  for (let j = 0; j < n; j++) out.push({ theirs: owner[j], ours: j, negated: ours[j] !== theirs[owner[j]] });
  return out.sort((a, b) => a.theirs - b.theirs);
}
