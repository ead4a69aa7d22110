/**
 * Seeded random games, for property tests, benchmarks and notebook experiments.
 */
import { checkInteger, InputError } from "../util";
import type { GameTree } from "./reference";
import * as StoreModule from "./store";
import type { Game as GameId } from "./store";
/** The store's exports read once into a plain object: one direct property load per call instead of a re-export getter chain (tsx and the CommonJS build both compile re-exports to getters). */
const S = { ...StoreModule };

/** mulberry32: a small, fast, seeded PRNG returning floats in [0, 1). O(1) per draw. */
export function mulberry32(seed: number): () => number {
  checkInteger(seed, "mulberry32(seed): seed");
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A random explicit (generally non-canonical) game tree of height ≤ depth with 0 … width options
 * on each side, drawn from `random`. O(width^depth) at worst.
 */
export function randomGameTree(random: () => number, depth: number, width: number): GameTree {
  if (!Number.isInteger(depth) || depth < 0 || !Number.isInteger(width) || width < 0) {
    throw new InputError(`randomGameTree needs integers depth ≥ 0 and width ≥ 0, got ${depth}, ${width}`);
  }
  if (depth === 0) return { left: [], right: [] };
  const side = (): GameTree[] =>
    Array.from({ length: Math.floor(random() * (width + 1)) }, () => randomGameTree(random, Math.floor(random() * depth), width));
  return { left: side(), right: side() };
}

/**
 * Random canonical games grown bottom-up: start from 0, *, 1, -1, ↑, 1/2 and, for each of
 * `rounds` rounds, add `perRound` games {L|R} whose 1–2 options a side are drawn from everything
 * so far. Returns the whole pool (seeds included). Birthdays grow by about one per round.
 */
export function randomCanonicalGames(seed: number, perRound: number, rounds: number, maxOptions = 2): GameId[] {
  checkInteger(seed, "randomCanonicalGames(): seed");
  checkInteger(perRound, "randomCanonicalGames(): perRound", { min: 0 });
  checkInteger(rounds, "randomCanonicalGames(): rounds", { min: 0 });
  checkInteger(maxOptions, "randomCanonicalGames(): maxOptions", { min: 0 });
  const r = mulberry32(seed);
  let pool: GameId[] = [S.ZERO, S.STAR, S.ONE, S.MINUS_ONE, S.UP, S.dyadic(1, 1)];
  for (let k = 0; k < rounds; k++) {
    const next: GameId[] = [];
    for (let i = 0; i < perRound; i++) {
      const pick = (): GameId[] => Array.from({ length: 1 + Math.floor(r() * maxOptions) }, () => pool[Math.floor(r() * pool.length)]);
      next.push(S.game(pick(), pick()));
    }
    pool = [...pool, ...next];
  }
  return pool;
}
