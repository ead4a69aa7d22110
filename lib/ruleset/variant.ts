/**
 * The impartial variant of a partizan ruleset (as CGSuite's `ImpartialVariant`): both players may
 * make every move of either player, so a position's options are Left's and Right's options together.
 * Cram is the impartial variant of Domineering.
 */
import { InputError } from "../util";
import { defineImpartial } from "./define";
import { optionList, type ImpartialRuleset, type NormalForm, type PartizanRuleset, type Symmetry } from "./ruleset";

/**
 * The impartial ruleset whose options of a position are the partizan ruleset's Left options followed
 * by its Right options. Keys, components, pictures, drawings and dense slots carry over; symmetries
 * and `normalize` carry over with the player swap dropped (a map σ with σ(Left options) = Right
 * options of σ(p) gives equal option sets in the variant, so the nim-values of p and σ(p) agree);
 * `knownValue` is dropped (a partizan value says nothing about the variant's nim-value). Of the
 * solver's `knowledge` only `componentSize` carries over (a component's size does not depend on who
 * moves; move counts, the size limit and the way values combine were chosen for the partizan game).
 * O(1) to build; each `options` call costs the two move generators (and one array of both lists).
 */
export function impartialVariant<P>(ruleset: PartizanRuleset<P>, name?: string): ImpartialRuleset<P> {
  if (typeof ruleset !== "object" || ruleset?.kind !== "partizan") {
    throw new InputError(`impartialVariant() needs a partizan ruleset (from definePartizan), got ${ruleset === null ? "null" : typeof ruleset === "object" ? `a ruleset of kind ${JSON.stringify((ruleset as { kind?: unknown }).kind)}` : typeof ruleset}`);
  }
  if (name !== undefined && (typeof name !== "string" || name.trim() === "")) throw new InputError(`impartialVariant(): name must be a non-empty string, got ${JSON.stringify(name)}`);
  const left = ruleset.leftOptions;
  const right = ruleset.rightOptions;
  const normalize = ruleset.normalize;
  return defineImpartial<P>({
    name: name ?? `impartial ${ruleset.name}`,
    // one array of both lists, each checked where it is made (a side that returns no list of
    // positions is an InputError naming the partizan ruleset, the side and the position)
    options: (p: P): P[] => optionList(ruleset, p, "leftOptions", left(p)).concat(optionList(ruleset, p, "rightOptions", right(p))),
    key: ruleset.key,
    isPosition: ruleset.isPosition,
    components: ruleset.components,
    symmetries: ruleset.symmetries?.map((s): Symmetry<P> => ({ name: s.name, apply: s.apply, swapsPlayers: false })),
    normalize: normalize ? (p: P): NormalForm => ({ key: normalize(p).key, negated: false }) : undefined,
    dense: ruleset.dense,
    parse: ruleset.parse,
    format: ruleset.format,
    draw: ruleset.draw,
    knowledge: ruleset.knowledge?.componentSize === undefined ? undefined : { componentSize: ruleset.knowledge.componentSize },
  });
}
