/**
 * The grid toolkit and the shared hash table, measured side by side in one run: IntHashTable
 * against a JavaScript Map (insert then look up 10⁶ packed keys), and the grid operations a
 * ruleset calls per position — connected components, the canonical image under the 8
 * symmetries, packed keys — on random 5×6 boards.
 */
import { loadavg } from "node:os";
import { bestOf, type BenchReport, type BenchRow } from "./harness";
import { IntHashTable } from "../lib/util";
import { ALL_SYMMETRIES, Grid, canonicalImage, connectedComponents, packedKey, transposes } from "../lib/grid";

function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (Math.imul(a, 1103515245) + 12345) >>> 0;
    return a / 4294967296;
  };
}

export async function run(): Promise<BenchReport> {
  const loadBefore = loadavg()[0]!;
  const rows: BenchRow[] = [];
  const ratios: Record<string, number> = {};

  const N = 1_000_000;
  const rand = rng(7);
  const keys = new Float64Array(N);
  for (let i = 0; i < N; i++) keys[i] = Math.floor(rand() * 2 ** 40);
  const table = bestOf(3, () => {
    const t = new IntHashTable();
    for (let i = 0; i < N; i++) t.set(keys[i]!, i);
    let s = 0;
    for (let i = 0; i < N; i++) s += t.get(keys[i]!);
    return s;
  });
  const map = bestOf(3, () => {
    const m = new Map<number, number>();
    for (let i = 0; i < N; i++) m.set(keys[i]!, i);
    let s = 0;
    for (let i = 0; i < N; i++) s += m.get(keys[i]!)!;
    return s;
  });
  rows.push({ name: "IntHashTable: 10^6 inserts + 10^6 lookups (keys < 2^40)", ms: table.ms, checksum: table.value });
  rows.push({ name: "Map<number, number>: the same operations", ms: map.ms, checksum: map.value });
  ratios.map_over_inthashtable_time = map.ms / table.ms;

  const boards = Array.from({ length: 20000 }, () => Grid.of(5, 6, Array.from({ length: 30 }, () => (rand() < 0.4 ? 0 : 1 + Math.floor(rand() * 2)))));
  const comps = bestOf(3, () => boards.reduce((s, g) => s + connectedComponents(g).length, 0));
  rows.push({ name: "connectedComponents (4-neighbour), 20000 random 5×6 boards", ms: comps.ms, us_per_board: (comps.ms * 1000) / boards.length, components: comps.value });
  const group = { symmetries: ALL_SYMMETRIES, swapsPlayers: transposes };
  const canon = bestOf(3, () => boards.reduce((s, g) => s + (canonicalImage(g, group).swapsPlayers ? 1 : 0), 0));
  rows.push({ name: "canonicalImage under the 8 symmetries, 20000 random 5×6 boards", ms: canon.ms, us_per_board: (canon.ms * 1000) / boards.length });
  const keysMs = bestOf(3, () => boards.reduce((s, g) => s + packedKey(g, 2)[1]!, 0));
  rows.push({ name: "packedKey (2 bits per cell), 20000 random 5×6 boards", ms: keysMs.ms, us_per_board: (keysMs.ms * 1000) / boards.length });

  return { topic: "grid", rows, ratios, notes: [`load average before: ${loadBefore.toFixed(2)} (2 cores shared; ratios are side by side in one run)`] };
}
