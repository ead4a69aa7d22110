/**
 * Octal games (heap games given by a code like "0.137"): code parsing, nim-sequences (O(N²)
 * reference, rare-values method, period-aware engine), period detection with the octal
 * periodicity theorem as proof, positions as multisets of heaps, and the seed's line game.
 * Misère play: simplest forms, genera and outcomes of heaps (`misere.ts`).
 */
export * from "./code";
export * from "./heapcode";
export * from "./position";
export * from "./line";
export * from "./takeandbreak";
