/**
 * Coin-turning games (Winning Ways ch. 14 "Turn and Turn About"; CGSuite's `game.heap.Spawning`):
 * a row of coins, heads "H" or tails "T", numbered 1, 2, … from the left. A move turns a set of
 * coins whose rightmost coin goes from heads to tails; the rule says how many coins may be turned
 * (`counts`) and whether they must be `consecutive`. Every such game is a sum of its single heads
 * (each head is a component), so a position's nim-value is the XOR of its heads' values.
 *
 *  - Mock Turtles: turn 1, 2 or 3 coins (`mockTurtles()`), values = the odious numbers.
 *  - Ruler: turn any number of consecutive coins ending at the rightmost (`ruler()`).
 *  - Triplets (`turningGame({ counts: [3] })`) and the like.
 *
 * Pictures are the coin rows ("THHT"); trailing tails do not matter. Cost of a single head at n:
 * O(n^(max count − 1)) options (consecutive: O(n)).
 *
 * @module
 */
import { checkInteger, InputError } from "../../util";
import { defineImpartial, type ImpartialRuleset } from "../../ruleset";

/** A coin row, "H" heads and "T" tails, with no trailing tails. */
export type Coins = string;

/** Options of {@link turningGame}. */
export interface TurningRule {
  /** Allowed numbers of coins turned per move (default: any). */
  counts?: readonly number[];
  /** Turned coins must be consecutive (default false). */
  consecutive?: boolean;
}

function trimTails(s: string): string {
  let e = s.length;
  while (e > 0 && s[e - 1] === "T") e--;
  return s.slice(0, e);
}

/** Read a coin row ("THHT"); throws InputError naming the bad character and its column. O(length). */
export function parseCoins(picture: string): Coins {
  const s = String(picture).trim();
  for (let i = 0; i < s.length; i++) {
    if (s[i] !== "H" && s[i] !== "T") throw new InputError(`coin row "${s}": "${s[i]}" is neither H (heads) nor T (tails)`, `column ${i + 1}`);
  }
  return trimTails(s);
}

/**
 * A coin-turning game. `headValue(n)`, when given, is a known formula for the nim-value of a single
 * head at coin n (used as `knownNimValue`). Throws InputError for unknown options or bad counts.
 */
export function turningGame(rule: TurningRule = {}, name = "Turning game", headValue?: (n: number) => number): ImpartialRuleset<Coins> {
  for (const k of Object.keys(rule)) if (k !== "counts" && k !== "consecutive") throw new InputError(`turningGame(): unknown option "${k}"; options are counts, consecutive`);
  const counts = rule.counts;
  if (counts !== undefined) {
    if (!Array.isArray(counts as unknown) || counts.length === 0) throw new InputError("turningGame(): counts must be a non-empty array of positive integers");
    counts.forEach((c, i) => {
      if (!Number.isSafeInteger(c) || c < 1) throw new InputError(`turningGame(): counts hold positive integers, got ${JSON.stringify(c)}`, `counts index ${i}`);
    });
  }
  const allowed = (k: number): boolean => counts === undefined || counts.includes(k);
  const maxCount = counts === undefined ? Infinity : Math.max(...counts);
  const consecutive = rule.consecutive ?? false;
  return defineImpartial<Coins>({
    name,
    options: (s) => {
      const out: Coins[] = [];
      const flip = (row: string[], i: number): void => {
        row[i] = row[i] === "H" ? "T" : "H";
      };
      for (let n = 0; n < s.length; n++) {
        if (s[n] !== "H") continue;
        if (consecutive) {
          const row = [...s];
          for (let k = 1; k <= n + 1 && k <= maxCount; k++) {
            flip(row, n - k + 1);
            if (allowed(k)) out.push(trimTails(row.join("")));
          }
          continue;
        }
        // the other turned coins: subsets of the coins left of n
        const rec = (from: number, chosen: number, row: string[]): void => {
          if (allowed(chosen + 1)) out.push(trimTails(row.join("")));
          if (chosen + 1 >= maxCount) return;
          for (let j = from; j < n; j++) {
            flip(row, j);
            rec(j + 1, chosen + 1, row);
            flip(row, j);
          }
        };
        const row = [...s];
        flip(row, n);
        rec(0, 0, row);
      }
      return out;
    },
    isPosition: (v) => typeof v === "string" && /^[HT]*$/.test(v) && !v.endsWith("T"),
    knownNimValue: headValue ? (s) => (s.length > 0 && s.indexOf("H") === s.length - 1 ? headValue(s.length) : undefined) : undefined,
    components: (s) => {
      const heads: Coins[] = [];
      for (let i = 0; i < s.length; i++) if (s[i] === "H") heads.push("T".repeat(i) + "H");
      return heads.length <= 1 ? [s] : heads;
    },
    parse: parseCoins,
    format: (s) => s,
    draw: (s) => {
      const parts = [...s].map((c, i) => `<circle cx="${14 + 24 * i}" cy="14" r="10" fill="${c === "H" ? "#e0b030" : "#bbb"}" stroke="#555"/><text x="${14 + 24 * i}" y="18" font-size="10" text-anchor="middle">${c}</text>`);
      const w = 24 * Math.max(1, s.length) + 4;
      return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="28" viewBox="0 0 ${w} 28">${parts.join("")}</svg>`;
    },
  });
}

/** The k-th odious number (k = 0, 1, …: 1, 2, 4, 7, 8, …): 2k plus 1 when k has an even number of 1 bits. O(log k). */
export function odious(k: number): number {
  checkInteger(k, "odious(k): k", { min: 0 });
  let b = 0;
  for (let x = k; x > 0; x = Math.floor(x / 2)) b ^= x & 1;
  return 2 * k + (b === 0 ? 1 : 0);
}

/** Mock Turtles: turn one, two or three coins; a head at coin n is worth the (n−1)-th odious number (Winning Ways ch. 14). */
export const mockTurtles = (): ImpartialRuleset<Coins> => turningGame({ counts: [1, 2, 3] }, "Mock Turtles", (n) => odious(n - 1));
/** Ruler: turn any number of consecutive coins; a head at coin n is worth the largest power of 2 dividing n (Winning Ways ch. 14). */
export const ruler = (): ImpartialRuleset<Coins> => turningGame({ consecutive: true }, "Ruler", (n) => n & -n);
/** A single head at coin n (1-based): "T…TH". O(n). */
export const head = (n: number): Coins => {
  if (!Number.isSafeInteger(n) || n < 0) throw new InputError(`head(n): n must be a non-negative integer, got ${JSON.stringify(n)}`);
  return n === 0 ? "" : "T".repeat(n - 1) + "H";
};
