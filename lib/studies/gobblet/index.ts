/**
 * Gobblet Gobblers analyses: the seed notebook's pipeline ported faithfully (bugs switchable),
 * the strong solution of small variants by retrograde analysis, a bounded proof search for the
 * full game, and placement counts.
 *
 * @module
 */
export * from "./seed";
export * from "./solve";
export * from "./proof";
export * from "./count";
export * from "./reach";
export * from "./tablebase";
export * from "./claims";
export { RankedGobblet } from "./ranked";
export * from "./report";
