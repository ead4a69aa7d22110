/**
 * Generalized Konane (seed 000_280edabfccf82ce1): boards of `B`, `W`, `.` on any rectangle,
 * moves in the standard and maximal-jump rule variants, and decomposition into independent
 * sub-positions.
 */
export * from "./board";
export * from "./moves";
export * from "./decompose";
