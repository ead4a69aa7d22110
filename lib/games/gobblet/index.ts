/**
 * Gobblet Gobblers (3×3): the correct rules for 1–3 sizes (full game: S, M, L × 2 per player)
 * with a configurable reveal rule, a simple reference implementation for tests, SVG drawings,
 * and a faithful port of the seed notebook's (buggy) simplified rules.
 *
 * @module
 */
export {
  FULL_GAME,
  SIMPLIFIED_GAME,
  GobbletRules,
  IS_LINE,
  LAYER,
  LINES,
  SYMMETRIES,
  formatMove,
  layerCode,
  layerImage,
  layerOf,
  packMove,
  revealedBelow,
  sizeName,
  swapLayer,
  unpackMove,
  validateConfig,
  visibility,
  type GobbletConfig,
  type Layer,
  type Move,
  type RevealRule,
} from "./rules";
export { referenceExpand } from "./reference";
export { boardSvg, seedStacks, position, positionPicture, GobbletPosition, type BoardSvgOptions, type StackPiece } from "./draw";
export * from "./seedPort";
