/**
 * Octal and take-and-break heap games, the rules: codes (octal "0.137" and CGSuite's take-and-break
 * syntax) and the options they give a heap, positions as multisets of heaps (nim-value and winning
 * moves given a nim-sequence), the seed's line game (seed 003: one of the five source documents; see
 * SOURCES.md), and the take-and-break ruleset for the generic engine. The engines over these
 * codes — nim-sequences with proven periods, misère genera — are in lib/solvers (`solvers.nimSequence`).
 *
 * @module
 */
export * from "./code";
export * from "./heapcode";
export * from "./position";
export * from "./line";
export * from "./takeandbreak";
export * from "./spawning";
export * from "./heaprules";
export * from "./products";
