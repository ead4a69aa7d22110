/**
 * A Tokyo Doves game record: the position, the history and the rules, including the seed's
 * repetition (千日手) rules, which depend on the history and so live outside the move generator.
 */
import { InputError } from "../../util";
import { successors } from "./moves";
import { canonicalCode, encodePosition, initialPosition, makeRules, outcomeForMover, type ActionOutcome, type Position, type Rules } from "./position";
import type { Successor } from "./reference";

/** State of a game: still going, or won by a colour, or drawn. */
export type GameStatus = "ongoing" | "redWins" | "greenWins" | "draw";

/**
 * A game in progress. `legal()` lists the successors allowed by the rules, including the
 * repetition rule: with "forbid", an action may not produce a position that already stood at the
 * start of one of the opponent's turns; with "forbidSymmetric", not even a rotated or reflected
 * one. A player without a legal action loses (no passing). O(actions) per call.
 */
export class Game {
  readonly rules: Rules;
  /** Positions so far, the current one last. */
  readonly history: Position[] = [];
  status: GameStatus = "ongoing";
  private readonly seen = [new Set<number>(), new Set<number>()];

  constructor(start: Position = initialPosition(), rules: Partial<Rules> = {}) {
    this.rules = makeRules(rules);
    this.record(start);
  }

  /** The current position. */
  get position(): Position {
    return this.history[this.history.length - 1]!;
  }

  private key(p: Position): number {
    return this.rules.repetition === "forbidSymmetric" ? canonicalCode(p) : encodePosition(p);
  }

  private record(p: Position): void {
    this.history.push(p);
    this.seen[p.turn]!.add(this.key(p));
  }

  /** Legal successors of the current position under all rules (empty when the game is over). */
  legal(): Successor[] {
    if (this.status !== "ongoing") return [];
    const all = successors(this.position, this.rules);
    if (this.rules.repetition === "none") return all;
    const forbidden = this.seen[1 - this.position.turn]!;
    return all.filter((s) => !forbidden.has(this.key(s.position)));
  }

  /** Play the `index`-th successor of {@link Game.legal}; returns the action's outcome for the mover. */
  play(index: number): ActionOutcome {
    const options = this.legal();
    const s = options[index];
    if (s === undefined) throw new InputError(`no legal action number ${index} (there are ${options.length})`, "index");
    const mover = this.position.turn;
    this.record(s.position);
    const outcome = outcomeForMover(s.position, mover, this.rules);
    if (outcome === "win") this.status = mover === 0 ? "redWins" : "greenWins";
    else if (outcome === "loss") this.status = mover === 0 ? "greenWins" : "redWins";
    else if (outcome === "draw") this.status = "draw";
    else if (this.legal().length === 0) this.status = mover === 0 ? "redWins" : "greenWins";
    return outcome;
  }
}
