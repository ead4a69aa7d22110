/**
 * Tokyo Doves: 4×4 bitboards, positions and their codes, rules engine (fast and reference move generators), diagrams.
 *
 * @module
 */
export * from "./bitboard";
export * from "./position";
export * from "./reference";
export * from "./moves";
export * from "./sample";
export * from "./game";
export * from "./diagram";
