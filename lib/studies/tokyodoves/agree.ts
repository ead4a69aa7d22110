/**
 * Oracle agreement of the two Tokyo Doves move generators (bitboard and reference) on seeded
 * random positions: the same successors (position and action) and the same surrounded bosses.
 */
import { requireInteger } from "../../util";
import * as td from "../../games/tokyodoves";

/** Result of an oracle-agreement run; runs with different seeds add up (see {@link mergeAgreements}). */
export interface AgreementResult {
  seeds: number[];
  positions: number;
  successors: number;
  disagreements: number;
  /** The first position where the generators disagree, as a diagram, or null. */
  firstDisagreement: string | null;
  millis: number;
}

/**
 * Compare `td.successors` with `td.referenceSuccessors` (as sets of position code + action) and
 * the surrounded-boss tests on `positions` random positions from `td.seededRandom(seed)`.
 * Cost: O(positions × actions per position × log actions).
 */
export function generatorAgreement(positions: number, seed = 1): AgreementResult {
  requireInteger("positions", positions, 0);
  requireInteger("seed", seed);
  const t0 = Date.now();
  const rnd = td.seededRandom(seed);
  const key = (s: td.Successor): string => `${td.encodePosition(s.position)} ${JSON.stringify(s.action)}`;
  const res: AgreementResult = { seeds: [seed], positions: 0, successors: 0, disagreements: 0, firstDisagreement: null, millis: 0 };
  for (let i = 0; i < positions; i++) {
    const p = td.randomPosition(rnd);
    const a = td.successors(p).map(key).sort().join("|");
    const b = td.referenceSuccessors(p).map(key).sort().join("|");
    const sa = td.surroundedBosses(p);
    const sb = td.referenceSurroundedBosses(p);
    res.positions++;
    res.successors += td.countActions(p);
    if (a !== b || sa[0] !== sb[0] || sa[1] !== sb[1]) {
      res.disagreements++;
      res.firstDisagreement ??= td.formatPosition(p);
    }
  }
  res.millis = Date.now() - t0;
  return res;
}

/** Add up agreement runs (seeds concatenated, counts summed, wall time the maximum: runs are parallel). O(runs). */
export function mergeAgreements(parts: readonly AgreementResult[]): AgreementResult {
  const total: AgreementResult = { seeds: [], positions: 0, successors: 0, disagreements: 0, firstDisagreement: null, millis: 0 };
  for (const p of parts) {
    total.seeds.push(...p.seeds);
    total.positions += p.positions;
    total.successors += p.successors;
    total.disagreements += p.disagreements;
    total.firstDisagreement ??= p.firstDisagreement;
    total.millis = Math.max(total.millis, p.millis);
  }
  return total;
}
