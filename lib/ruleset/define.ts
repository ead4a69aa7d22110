/**
 * `definePartizan` / `defineImpartial` / `defineRuleset`: build a ruleset from a plain object,
 * checking its shape (required functions present, optional parts of the right type, no unknown
 * fields — a misspelt `leftOption` is reported, not ignored) with an InputError that names the
 * field. Example (Clobber on one row, "x" = Left's stone, "o" = Right's, "." = empty):
 *
 * ```ts
 * const clobber = ruleset.definePartizan({
 *   name: "Clobber strip",
 *   leftOptions: (s: string) => moves(s, "x", "o"),
 *   rightOptions: (s: string) => moves(s, "o", "x"),
 * });
 * ```
 */
import type { Game, loopy } from "../cgt";
import { InputError } from "../util";
import type { DenseIndex, ImpartialPlainMoves, ImpartialRuleset, NormalForm, PackedKeys, PartizanPlainMoves, PartizanRuleset, PositionKey, PositionTransfer, Ruleset, SolveKnowledge, Symmetry } from "./ruleset";

/** The fields shared by both definitions; `key` is optional (see {@link defaultKey}). */
interface DefinitionParts<P> {
  /** The game's name, used in messages ("Clobber strip"). */
  name: string;
  /** Hashable key of a position (equal positions ⇔ equal keys); default {@link defaultKey}. A number below 2^53 of packed bits is fastest, then a bigint, then a string. */
  key?: (position: P) => PositionKey;
  /** Optional test that a value is a position of this ruleset (used by `solvers.checkRuleset`). */
  isPosition?: (value: unknown) => boolean;
  /** Independent components: the position's value is the sum of theirs ([] = 0). Must not include the position itself. */
  components?: (position: P) => readonly P[];
  /** Value-preserving (or, with `swapsPlayers`, negating) maps of positions; the engine folds each position to the least key of its images. */
  symmetries?: readonly Symmetry<P>[];
  /** Your own symmetry folding instead of `symmetries`: the folded key of a position and whether it is negated. */
  normalize?: (position: P) => NormalForm;
  /** Slots for small positions (a dense table instead of hashing). */
  dense?: DenseIndex<P>;
  /** Keys as runs of int32 words written into the engine's buffer (positions too large for a 53-bit number). */
  packed?: PackedKeys<P>;
  /** Read a position picture; throw an InputError naming the character, row and column. */
  parse?: (picture: string) => P;
  /** Write a position picture (`parse(format(p))` must equal `p`). */
  format?: (position: P) => string;
  /** An SVG drawing of a position (notebook galleries and tables). */
  draw?: (position: P) => string;
  transfer?: PositionTransfer<P>;
  /** True when positions can repeat: values come from `solvers.loopyValue` (loopy games), and the short-game engines refuse the ruleset. */
  loopy?: boolean;
  /** Knowledge for the outcome solver: safe-move counts and move bounds, the subgame size limit (see {@link SolveKnowledge}). */
  knowledge?: SolveKnowledge<P>;
}

/** What {@link definePartizan} takes. */
export interface PartizanDefinition<P> extends DefinitionParts<P> {
  /** The positions after each of Left's moves (required). */
  leftOptions: (position: P) => Iterable<P>;
  /** The positions after each of Right's moves (required). */
  rightOptions: (position: P) => Iterable<P>;
  /** The value of positions whose value is known without search (a formula, a table), else undefined. */
  knownValue?: (position: P) => Game | undefined;
  /** For a loopy ruleset: the loopy value of positions known without search (e.g. `cgt.loopy.off`), else undefined. */
  knownLoopyValue?: (position: P) => loopy.LoopyGame | undefined;
  /** The plain move generators that `leftOptions` / `rightOptions` are a fast path of (checked against them by `solvers.checkRuleset`). */
  plainMoves?: PartizanPlainMoves<P>;
}

/** What {@link defineImpartial} takes. */
export interface ImpartialDefinition<P> extends DefinitionParts<P> {
  /** The positions after each move, of either player (required). */
  options: (position: P) => Iterable<P>;
  /** The nim-value of positions whose nim-value is known without search, else undefined. */
  knownNimValue?: (position: P) => number | undefined;
  /** The plain move generator that `options` is a fast path of (checked against it by `solvers.checkRuleset`). */
  plainMoves?: ImpartialPlainMoves<P>;
}

const COMMON_FUNCTIONS = ["key", "isPosition", "components", "normalize", "parse", "format", "draw"] as const;
const PARTIZAN_FIELDS = new Set<string>(["kind", "name", "symmetries", "dense", "packed", "transfer", "loopy", "knowledge", ...COMMON_FUNCTIONS, "leftOptions", "rightOptions", "knownValue", "knownLoopyValue", "plainMoves"]);
const IMPARTIAL_FIELDS = new Set<string>(["kind", "name", "symmetries", "dense", "packed", "transfer", "loopy", "knowledge", ...COMMON_FUNCTIONS, "options", "knownNimValue", "plainMoves"]);

/**
 * The default key: the position itself when it is a string, number or bigint, else its JSON text
 * (O(size of the position); give a packed `key` for speed).
 */
export function defaultKey(position: unknown): PositionKey {
  if (typeof position === "string" || typeof position === "bigint") return position;
  if (typeof position === "number") {
    if (Number.isNaN(position)) throw new InputError("a position is NaN, which has no key");
    return position;
  }
  if (position === undefined || position === null) throw new InputError(`a position is ${String(position)}, which has no key`);
  if (ArrayBuffer.isView(position)) return JSON.stringify(Array.from(position as unknown as ArrayLike<number>));
  return JSON.stringify(position);
}

function checkShape(def: unknown, kind: "partizan" | "impartial"): Record<string, unknown> {
  const what = kind === "partizan" ? "definePartizan" : "defineImpartial";
  if (typeof def !== "object" || def === null || Array.isArray(def)) {
    throw new InputError(`${what}() needs a definition object such as { name, ${kind === "partizan" ? "leftOptions, rightOptions" : "options"} }, got ${def === null ? "null" : typeof def}`);
  }
  const d = def as Record<string, unknown>;
  const allowed = kind === "partizan" ? PARTIZAN_FIELDS : IMPARTIAL_FIELDS;
  for (const field of Object.keys(d)) {
    if (!allowed.has(field)) {
      throw new InputError(`${what}(): unknown field "${field}"; allowed fields are ${[...allowed].join(", ")}`, `field ${field}`);
    }
  }
  if (d.kind !== undefined && d.kind !== kind) {
    throw new InputError(`${what}(): kind must be "${kind}", got ${JSON.stringify(d.kind)}`, "field kind");
  }
  if (typeof d.name !== "string" || d.name.trim() === "") {
    throw new InputError(`${what}(): name must be a non-empty string, got ${JSON.stringify(d.name)}`, "field name");
  }
  const required = kind === "partizan" ? ["leftOptions", "rightOptions"] : ["options"];
  for (const field of required) {
    if (typeof d[field] !== "function") {
      throw new InputError(`${what}(): ${field} must be a function from a position to its options, got ${typeof d[field]}`, `field ${field}`);
    }
  }
  const optional = [...COMMON_FUNCTIONS, ...(kind === "partizan" ? ["knownValue", "knownLoopyValue"] : ["knownNimValue"])];
  if (d.loopy !== undefined && typeof d.loopy !== "boolean") {
    throw new InputError(`${what}(): loopy must be true or false, got ${JSON.stringify(d.loopy)}`, "field loopy");
  }
  if (d.knownLoopyValue !== undefined && d.loopy !== true) {
    throw new InputError(`${what}(): knownLoopyValue needs loopy: true (it gives loopy values of a loopy ruleset)`, "field knownLoopyValue");
  }
  for (const field of optional) {
    if (d[field] !== undefined && typeof d[field] !== "function") {
      throw new InputError(`${what}(): ${field} must be a function or absent, got ${typeof d[field]}`, `field ${field}`);
    }
  }
  if (d.symmetries !== undefined) {
    if (!Array.isArray(d.symmetries)) {
      throw new InputError(`${what}(): symmetries must be an array of { name, apply, swapsPlayers }`, "field symmetries");
    }
    d.symmetries.forEach((s: unknown, i: number) => {
      const o = s as Record<string, unknown> | null;
      if (typeof o !== "object" || o === null || typeof o.apply !== "function" || typeof o.swapsPlayers !== "boolean" || typeof o.name !== "string") {
        throw new InputError(`${what}(): each symmetry needs { name: string, apply: function, swapsPlayers: boolean }`, `symmetries[${i}]`);
      }
    });
    if (d.normalize !== undefined) {
      throw new InputError(`${what}(): give either symmetries or normalize, not both (normalize already folds the symmetries)`, "field normalize");
    }
  }
  if (d.dense !== undefined) {
    const dn = d.dense as Record<string, unknown> | null;
    if (typeof dn !== "object" || dn === null || typeof dn.index !== "function" || !Number.isInteger(dn.size) || (dn.size as number) < 1 || (dn.size as number) > 2 ** 26) {
      throw new InputError(`${what}(): dense must be { size: an integer in [1, 2^26], index: function }`, "field dense");
    }
  }
  if (d.packed !== undefined) {
    const pk = d.packed as Record<string, unknown> | null;
    if (typeof pk !== "object" || pk === null || typeof pk.maxWords !== "function" || typeof pk.write !== "function" || (pk.normalize !== undefined && typeof pk.normalize !== "function")) {
      throw new InputError(`${what}(): packed must be { maxWords: function, write: function, normalize?: function }`, "field packed");
    }
    if (pk.normalize === undefined && (d.normalize !== undefined || d.symmetries !== undefined)) {
      throw new InputError(`${what}(): packed keys need packed.normalize when the ruleset folds symmetries (normalize or symmetries), or the engine would key positions unfolded`, "field packed");
    }
  }
  if (d.plainMoves !== undefined) {
    const pm = d.plainMoves as Record<string, unknown> | null;
    const fields = kind === "partizan" ? ["leftOptions", "rightOptions"] : ["options"];
    if (typeof pm !== "object" || pm === null || fields.some((f) => typeof pm[f] !== "function")) {
      throw new InputError(`${what}(): plainMoves must be { ${fields.map((f) => `${f}: function`).join(", ")} }, the plain move generator${fields.length > 1 ? "s" : ""} of the ruleset's fast ${fields.join(" / ")}`, "field plainMoves");
    }
  }
  if (d.transfer !== undefined) {
    const t = d.transfer as Record<string, unknown> | null;
    if (typeof t !== "object" || t === null || typeof t.encode !== "function" || typeof t.decode !== "function") {
      throw new InputError(`${what}(): transfer must be { encode: function, decode: function }`, "field transfer");
    }
  }
  if (d.knowledge !== undefined) checkKnowledge(d.knowledge, what);
  return d;
}

function checkKnowledge(k: unknown, what: string): void {
  if (typeof k !== "object" || k === null || Array.isArray(k)) throw new InputError(`${what}(): knowledge must be an object { moveCounts?, maxSubgameSize?, combineValues?, componentSize?, movePreference? }`, "field knowledge");
  const o = k as Record<string, unknown>;
  for (const f of Object.keys(o)) {
    if (f !== "moveCounts" && f !== "maxSubgameSize" && f !== "combineValues" && f !== "componentSize" && f !== "movePreference") throw new InputError(`${what}(): unknown field "knowledge.${f}"; allowed fields are moveCounts, maxSubgameSize, combineValues, componentSize, movePreference`, `field knowledge.${f}`);
  }
  if (o.combineValues !== undefined && o.combineValues !== "all" && o.combineValues !== "simple") {
    throw new InputError(`${what}(): knowledge.combineValues must be "all", "simple" or absent, got ${JSON.stringify(o.combineValues)}`, "field knowledge.combineValues");
  }
  if (o.componentSize !== undefined && typeof o.componentSize !== "function") throw new InputError(`${what}(): knowledge.componentSize must be a function or absent, got ${typeof o.componentSize}`, "field knowledge.componentSize");
  if (o.moveCounts !== undefined && typeof o.moveCounts !== "function") throw new InputError(`${what}(): knowledge.moveCounts must be a function or absent, got ${typeof o.moveCounts}`, "field knowledge.moveCounts");
  if (o.movePreference !== undefined && typeof o.movePreference !== "function") throw new InputError(`${what}(): knowledge.movePreference must be a function or absent, got ${typeof o.movePreference}`, "field knowledge.movePreference");
  const m = o.maxSubgameSize;
  if (m !== undefined && (typeof m !== "number" || !Number.isInteger(m) || m < 0)) {
    throw new InputError(`${what}(): knowledge.maxSubgameSize must be a non-negative integer or absent, got ${JSON.stringify(m)}`, "field knowledge.maxSubgameSize");
  }
}

/**
 * A partizan ruleset from a definition object, after checking its shape (throws InputError naming
 * the bad field). O(number of fields); the rules themselves are checked by `solvers.checkRuleset`.
 *
 * @example
 * ```ts
 * // Clobber on one row: "x" Left's stones, "o" Right's; a stone captures an adjacent enemy stone
 * const moves = (s: string, me: string, you: string): string[] => {
 *   const out: string[] = [];
 *   for (let i = 0; i < s.length; i++)
 *     for (const j of [i - 1, i + 1])
 *       if (s[i] === me && s[j] === you) out.push(Array.from(s, (c, k) => (k === i ? "." : k === j ? me : c)).join(""));
 *   return out;
 * };
 * const clobber = ruleset.definePartizan({
 *   name: "Clobber strip",
 *   leftOptions: (s: string) => moves(s, "x", "o"),
 *   rightOptions: (s: string) => moves(s, "o", "x"),
 * });
 * // Lessons in Play: the strip xo is *, xxo is ↑
 * solvers.canonicalValue(clobber, "xo"); // → *
 * solvers.canonicalValue(clobber, "xxo"); // → ↑
 * ```
 */
export function definePartizan<P>(definition: PartizanDefinition<P>): PartizanRuleset<P> {
  const d = checkShape(definition, "partizan") as unknown as PartizanDefinition<P>;
  return Object.freeze({ ...d, kind: "partizan" as const, key: d.key ?? (defaultKey as (p: P) => PositionKey), symmetries: d.symmetries ? Object.freeze([...d.symmetries]) : undefined });
}

/**
 * An impartial ruleset from a definition object, after checking its shape (throws InputError naming
 * the bad field). O(number of fields).
 *
 * @example
 * ```ts
 * // the subtraction game S = {1, 2}: take one or two tokens; G(n) = n mod 3 (Winning Ways ch. 4)
 * const s12 = ruleset.defineImpartial({
 *   name: "subtraction {1,2}",
 *   options: (n: number) => [n - 1, n - 2].filter((m) => m >= 0),
 * });
 * solvers.nimValue(s12, 7); // → 1
 * solvers.canonicalValue(s12, 5); // → *2
 * ```
 */
export function defineImpartial<P>(definition: ImpartialDefinition<P>): ImpartialRuleset<P> {
  const d = checkShape(definition, "impartial") as unknown as ImpartialDefinition<P>;
  return Object.freeze({ ...d, kind: "impartial" as const, key: d.key ?? (defaultKey as (p: P) => PositionKey), symmetries: d.symmetries ? Object.freeze([...d.symmetries]) : undefined });
}

/**
 * Either kind, chosen by the definition: `options` makes it impartial, `leftOptions`/`rightOptions`
 * partizan (an explicit `kind` field must agree). O(number of fields).
 */
export function defineRuleset<P>(definition: (PartizanDefinition<P> & { kind?: "partizan" }) | (ImpartialDefinition<P> & { kind?: "impartial" })): Ruleset<P> {
  const d = definition as unknown as Record<string, unknown> | null;
  if (typeof d !== "object" || d === null) throw new InputError(`defineRuleset() needs a definition object, got ${d === null ? "null" : typeof d}`);
  const impartial = d.kind === "impartial" || (d.kind === undefined && "options" in d && !("leftOptions" in d) && !("rightOptions" in d));
  if (d.kind === undefined && "options" in d && ("leftOptions" in d || "rightOptions" in d)) {
    throw new InputError("defineRuleset(): give either options (impartial) or leftOptions and rightOptions (partizan), not both", "field options");
  }
  return impartial ? defineImpartial(definition as ImpartialDefinition<P>) : definePartizan(definition as PartizanDefinition<P>);
}
