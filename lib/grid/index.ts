/**
 * Layer 2 (below rulesets and games): the shared grid toolkit — rectangular grids over a small
 * cell alphabet, pictures in and out, the 8 symmetries of the rectangle (and which swap the
 * players), connected components, bit-grid fast paths (packed keys, row masks), bitboards (boards of
 * up to 64 cells as two words: moves, components and symmetry images by word operations), cell sets
 * for placement games (free cells as two words, pieces placed by word operations) and SVG drawings.
 *
 * @module
 */
export { Grid, MAX_GRID_CELLS, MAX_GRID_SIDE } from "./grid";
export { cellAlphabet, formatGrid, parseGrid, parseGridFirstFit, type CellAlphabet } from "./picture";
export {
  ALL_SYMMETRIES,
  ANTI_TRANSPOSE,
  FLIP_COLUMNS,
  FLIP_ROWS,
  IDENTITY,
  RECTANGLE_SYMMETRIES,
  ROTATE_180,
  ROTATE_270,
  ROTATE_90,
  STRIP_SYMMETRIES,
  TRANSPOSE,
  applySymmetry,
  canonicalImage,
  canonicalKey,
  cellPermutation,
  composeSymmetries,
  gridImages,
  imageShape,
  inverseSymmetry,
  isSubgroup,
  mapCell,
  symmetryName,
  transposes,
  type GridImage,
  type GridSymmetryGroup,
  type Symmetry,
} from "./symmetry";
export { ADJACENCY_4, ADJACENCY_8, bitBox, connectedComponents, cutOutBits, floodFillComponents, type Adjacency, type ComponentOptions, type GridComponent } from "./components";
export {
  countCells,
  forEachBit,
  fullRowMask,
  gridOfPackedKey,
  gridOfRowMasks,
  horizontalPairs,
  neighbours4,
  packedBigKey,
  packedKey,
  packedKeyWords,
  rowMasks,
  shiftLeft,
  shiftRight,
  writePackedKey,
  type BitsPerCell,
} from "./bits";
export {
  BITBOARD_CELLS,
  bitImage,
  bitRow,
  bitShape,
  bitsOfRows,
  fitsBitboard,
  leastTwoColourImage,
  lowestComponent,
  patternAnchors,
  popcountWord,
  type BitShape,
  type CellPattern,
  type PatternMoves,
} from "./bitboard";
export { gridSvg, type CellGlyph, type Domino, type GridDrawing } from "./svg";
export { foldedGridKey, gridKey, type FoldedGridKey } from "./fastkey";
export {
  CellSet,
  FILLED,
  FREE,
  cellSetComponents,
  cellSetGrid,
  cellSetKey,
  cellSetOfBits,
  cellSetOfGrid,
  cellSetPicture,
  cellSetSize,
  checkPieces,
  cropCellSet,
  cropWords,
  fitsCellBits,
  foldedCellSetKey,
  hasPlacement,
  pieceShape,
  placementOptions,
  plainPlacementOptions,
  splitWords,
  type FoldedCellSetKey,
} from "./cellset";
export {
  formatGraph,
  graphComponents,
  graphSvg,
  inducedSubgraph,
  isConnected,
  labelledGraphOf,
  makeVertexGraph,
  parseGraph,
  vertexGraph,
  vertexGraphComponents,
  vertexGraphKey,
  type GraphDrawing,
  type GraphEdge,
  type GraphPictureOptions,
  type LabelledGraph,
  type VertexGraph,
} from "./graph";
export { canonicalGraphKey, clearCanonicalGraphCache, DEFAULT_MAX_LEAVES, foldedGraphKey } from "./canonical";
export { gridDrawing, gridPicture } from "./show";
