/**
 * Janken (じゃんけん) vs two-pen (ツーペン), seed 002: exact transition probabilities p(n→m),
 * mean steps s(n→m) and expected steps t_n to pick one winner (BigInt rationals), a brute-force
 * enumeration of single rounds and a seeded hand-by-hand Monte Carlo simulation as checks.
 *
 * @module
 */
export { Rational, binomial } from "./rational";
export {
  GAMES,
  MAX_EXACT_PLAYERS,
  expectedSteps,
  jankenDrawSteps,
  jankenDrawStepsBySum,
  requireGame,
  roundTransitions,
  solveExpectedSteps,
  stepsTable,
  transitionRows,
  type Game,
  type StepsRow,
  type Transition,
  type TransitionRow,
} from "./exact";
export {
  compareWithEnumeration,
  enumerateRound,
  handCount,
  survivors,
  JANKEN_HANDS,
  TWOPEN_HANDS,
  type EnumerateOptions,
  type RoundCheck,
} from "./bruteforce";
export {
  Rng,
  Z95,
  confidenceInterval,
  intervalCoverage,
  playRound,
  playSelection,
  simulateRange,
  simulateSteps,
  type CoverageResult,
  type RoundResult,
  type SimulationResult,
} from "./simulate";
export {
  SEED_002_CLAIMED,
  firstRatioAtLeast,
  seedClaims,
  stepDrops,
  twopenDropsDescription,
  type JankenClaimData,
  type JankenSeedClaimed,
} from "./claims";
export {
  CALIBRATION_CASES,
  calibrate,
  conclusions,
  countDecisionGains,
  drawStepsRows,
  growthRows,
  simulationCoverage,
  simulationRows,
  type CountGainRow,
  type SimulationRow,
  type SimulationCoverage,
  type GrowthRow,
} from "./report";
