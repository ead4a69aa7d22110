/**
 * Engines for heap games given by a take-and-break code (the codes and their moves are the rules of
 * `games.octal`): nim-sequences G(0..N) (an O(N²) reference, the rare-values method, and the
 * period-aware engine that stops computing once the octal periodicity theorem proves a period),
 * period detection and its proof, nim-sequences of any take-and-break code, the analysis of a
 * position, and misère play (simplest forms, genera and outcomes of heaps; misère quotients of
 * the heaps 1..n with a presentation, P-portion and a plain reference).
 */
export * from "./sequence";
export * from "./period";
export * from "./engine";
export * from "./takeandbreak";
export * from "./position";
export * from "./misere";
export * from "./heaprules";
export * from "./quotient";
export * from "./quotientReference";
