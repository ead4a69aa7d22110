/**
 * Tokyo Doves analyses: position counts (seed 002), enumeration of positions, checkmate and non-suicide surveys.
 *
 * @module
 */
export * from "./counts";
export * from "./enumerate";
export * from "./checkmate";
export * from "./survey";
export * from "./census";
export * from "./censusfiles";
export * from "./agree";
export * from "./report";
