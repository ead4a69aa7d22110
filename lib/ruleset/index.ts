/**
 * Layer 3 (above util, cgt and grid; below games): ruleset interfaces. A game is described once as a
 * {@link PartizanRuleset} or {@link ImpartialRuleset} over its own position type; the generic engines
 * of lib/solvers compute canonical values, outcomes and nim-values for any ruleset. Games on
 * rectangular boards are grid rulesets ({@link defineGridRuleset}): cells and moves, the base gives the rest.
 *
 * @module
 */
export {
  type PositionKey,
  type Symmetry,
  type NormalForm,
  type DenseIndex,
  type PackedKeys,
  type PositionTransfer,
  type RulesetParts,
  type PartizanRuleset,
  type ImpartialRuleset,
  type PartizanPlainMoves,
  type ImpartialPlainMoves,
  type Ruleset,
  type MoveCounts,
  type SolveKnowledge,
  leftOptionsOf,
  rightOptionsOf,
  describePosition,
  optionList,
  type OptionSide,
} from "./ruleset";
export { type PartizanDefinition, type ImpartialDefinition, definePartizan, defineImpartial, defineRuleset, defaultKey } from "./define";
export { impartialVariant } from "./variant";
export { longestPlay } from "./onesided";
export { type GridPlayer, type GridMove, type GridCell, type GridComponentRule, type GridSymmetries, type PartizanGridDefinition, type ImpartialGridDefinition, type GridRuleset, type ImpartialGridRuleset, type GridPictures, type GridPictureDefinition, defineGridRuleset, defineImpartialGridRuleset, gridPictures } from "./grid";
export { type PartizanPlacementDefinition, type ImpartialPlacementDefinition, type PlacementRuleset, type ImpartialPlacementRuleset, definePlacementRuleset, defineImpartialPlacementRuleset } from "./placement";
