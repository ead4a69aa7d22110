/**
 * cgt benchmark: the hash-consed store against the naive tree reference, side by side.
 *
 *  1. canonical forms of random explicit trees: fast `fromTree` vs `refCanonical`;
 *  2. sums of pairs of random trees: fast `add` (fresh store, operands canonicalized inside the
 *     timed region) vs `refCanonical(refAdd(a, b))`;
 *  3. sums of many hot random games (fast only: the reference cannot do these), with store size;
 *  4. a realistic consumer workload: canonical values of every position of Domineering on small
 *     rectangles by plain memoized recursion over bitmask boards (a bench-local toy, not lib code),
 *     game() calls per second and store size.
 */
import * as cgt from "../lib/cgt";
import { bestOf, timeIt, type BenchReport, type BenchRow } from "./harness";

function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomTree(r: () => number, depth: number, width: number): cgt.GameTree {
  if (depth === 0) return { left: [], right: [] };
  const side = (): cgt.GameTree[] =>
    Array.from({ length: Math.floor(r() * (width + 1)) }, () => randomTree(r, Math.floor(r() * depth), width));
  return { left: side(), right: side() };
}

function treeSize(t: cgt.GameTree): number {
  let n = 1;
  for (const x of [...t.left, ...t.right]) n += treeSize(x);
  return n;
}

/** Random canonical hot games built bottom-up from a pool (fast store only). */
function randomHotGames(seed: number, perRound: number, rounds: number): cgt.Game[] {
  const r = rng(seed);
  let pool: cgt.Game[] = [cgt.ZERO, cgt.STAR, cgt.ONE, cgt.MINUS_ONE, cgt.UP, cgt.dyadic(1, 1)];
  for (let k = 0; k < rounds; k++) {
    const next: cgt.Game[] = [];
    for (let i = 0; i < perRound; i++) {
      const pick = (): cgt.Game[] => Array.from({ length: 1 + Math.floor(r() * 3) }, () => pool[Math.floor(r() * pool.length)]);
      next.push(cgt.game(pick(), pick()));
    }
    pool = [...pool, ...next];
  }
  return pool.filter((g) => !cgt.isNumber(g) && !cgt.isInfinitesimal(g));
}

/** Domineering on a rows×cols board (bit i = square i occupied): Left places vertical dominoes, Right horizontal. */
function domineeringValues(rows: number, cols: number): { value: cgt.Game; positions: number } {
  const memo = new Map<number, cgt.Game>();
  const solve = (b: number): cgt.Game => {
    const m = memo.get(b);
    if (m !== undefined) return m;
    const L: cgt.Game[] = [];
    const R: cgt.Game[] = [];
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const i = r * cols + c;
        if (b & (1 << i)) continue;
        if (r + 1 < rows && !(b & (1 << (i + cols)))) L.push(solve(b | (1 << i) | (1 << (i + cols))));
        if (c + 1 < cols && !(b & (1 << (i + 1)))) R.push(solve(b | (1 << i) | (1 << (i + 1))));
      }
    }
    const g = cgt.game(L, R);
    memo.set(b, g);
    return g;
  };
  const value = solve(0);
  return { value, positions: memo.size };
}

export async function run(): Promise<BenchReport> {
  const rows: BenchRow[] = [];
  const ratios: Record<string, number> = {};
  const notes: string[] = [];

  // 1. canonical forms of random trees
  {
    const r = rng(2026);
    const trees = Array.from({ length: 400 }, () => randomTree(r, 3, 3));
    const nodes = trees.reduce((a, t) => a + treeSize(t), 0);
    const fast = bestOf(3, () => {
      cgt.resetStore();
      return trees.map((t) => cgt.fromTree(t));
    });
    const ref = bestOf(3, () => trees.map((t) => cgt.refCanonical(t)));
    let agree = 0;
    for (let i = 0; i < trees.length; i++) if (cgt.refEqual(cgt.toTree(fast.value[i]), ref.value[i])) agree++;
    rows.push({ name: "canonical form, random trees (depth 3, ≤3 options)", games: trees.length, tree_nodes: nodes, fast_ms: fast.ms, reference_ms: ref.ms, fast_ops_per_s: Math.round(trees.length / (fast.ms / 1000)), reference_ops_per_s: Math.round(trees.length / (ref.ms / 1000)), agree });
    ratios.canonical_reference_over_fast_time = ref.ms / fast.ms;
  }

  // 2. sums of pairs of random trees
  {
    const r = rng(7);
    const pairs = Array.from({ length: 150 }, () => [randomTree(r, 3, 2), randomTree(r, 3, 2)] as const);
    const fast = bestOf(3, () => {
      cgt.resetStore();
      return pairs.map(([a, b]) => cgt.add(cgt.fromTree(a), cgt.fromTree(b)));
    });
    const ref = bestOf(1, () => pairs.map(([a, b]) => cgt.refCanonical(cgt.refAdd(a, b))));
    let agree = 0;
    for (let i = 0; i < pairs.length; i++) if (cgt.refEqual(cgt.toTree(fast.value[i]), ref.value[i])) agree++;
    rows.push({ name: "sum of two random trees (depth 3, ≤2 options), canonical", sums: pairs.length, fast_ms: fast.ms, reference_ms: ref.ms, fast_ops_per_s: Math.round(pairs.length / (fast.ms / 1000)), reference_ops_per_s: Math.round(pairs.length / (ref.ms / 1000)), agree });
    ratios.sum_reference_over_fast_time = ref.ms / fast.ms;
  }

  // 3. sums of many hot games (fast only)
  {
    cgt.resetStore();
    const hot = randomHotGames(1, 200, 5);
    for (const k of [4, 6, 8, 10]) {
      cgt.clearMemos();
      const before = cgt.storeSize();
      const terms = Array.from({ length: k }, (_, i) => hot[hot.length - 1 - i * 7]);
      const t = timeIt(() => cgt.sum(terms));
      const st = cgt.storeStats();
      rows.push({ name: `sum of ${k} random hot games (birthday ≤ 7)`, ms: t.ms, canonical_size: cgt.canonicalSize(t.value), birthday: cgt.birthday(t.value), new_games: st.games - before, store_games: st.games, store_mib: st.totalBytes / 2 ** 20, leq_computed: st.leqComputed });
    }
    // Repeating the same sums is pure memo lookups.
    const terms = Array.from({ length: 10 }, (_, i) => hot[hot.length - 1 - i * 7]);
    const again = bestOf(5, () => cgt.sum(terms));
    rows.push({ name: "the 10-game sum again (memoized)", ms: again.ms });
  }

  // 4. Domineering-style consumer workload
  for (const [h, w] of [[4, 4], [4, 5], [5, 5]] as const) {
    cgt.resetStore();
    const t = timeIt(() => domineeringValues(h, w));
    const st = cgt.storeStats();
    rows.push({ name: `Domineering ${h}×${w}: game() for every position`, ms: t.ms, positions: t.value.positions, game_calls_per_s: Math.round(t.value.positions / (t.ms / 1000)), value: cgt.format(t.value.value, 200_000).slice(0, 80), store_games: st.games, store_mib: st.totalBytes / 2 ** 20, leq_computed: st.leqComputed });
  }
  notes.push("fast = hash-consed store (lib/cgt/store.ts); reference = naive trees (lib/cgt/reference.ts), same inputs, same run");
  notes.push("store_mib counts the typed arrays of the store and memo tables (memo tables are capped at 2^22 entries each)");
  cgt.resetStore();
  return { topic: "cgt", rows, ratios, notes };
}
