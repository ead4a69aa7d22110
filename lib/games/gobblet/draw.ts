/**
 * SVG drawings of Gobblet positions with the stacks visible: the top piece of each square is
 * drawn full size, the covered pieces as small chips along the bottom of the square (bottom
 * piece first). Pure string output (the notebook layer displays it with `notebook.html`).
 */
import { InputError, definePicture, checkOptions, optionNames } from "../../util";
import type { GobbletRules } from "./rules";
import { seedBoards } from "./seedPort";

/** One piece of a stack: size index (0 = smallest of the variant) and owner (0 = player to move). */
export interface StackPiece {
  size: number;
  owner: 0 | 1;
}

/** Drawing options. */
export interface BoardSvgOptions {
  /** Number of sizes in the variant (for the S/M/L letters and radii). Default 3. */
  sizes?: number;
  /** Caption under the board. */
  caption?: string;
  /** Pieces in hand per size `[toMove[], other[]]`, shown next to the board. */
  hands?: [number[], number[]];
  /** Square size in pixels. Default 64. */
  cell?: number;
}

const COLORS = ["#e4572e", "#2e86ab"];
const LETTERS = ["S", "M", "L"];

function esc(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** The fields of {@link BoardSvgOptions}. */
const SVG_OPTION_NAMES = optionNames<BoardSvgOptions>({ sizes: true, caption: true, hands: true, cell: true });

/** SVG of a 3×3 board of stacks (9 arrays, bottom piece first). O(pieces). */
export function boardSvg(stacks: readonly (readonly StackPiece[])[], options: BoardSvgOptions = {}): string {
  checkOptions(options, SVG_OPTION_NAMES, "boardSvg");
  if (stacks.length !== 9) throw new InputError(`a board has 9 squares, got ${stacks.length}`);
  const sizes = options.sizes ?? 3;
  const cell = options.cell ?? 64;
  const handW = options.hands ? 70 : 0;
  const capH = options.caption ? 18 : 0;
  const w = cell * 3 + handW + 2;
  const h = cell * 3 + capH + 2;
  const letter = (s: number) => LETTERS[s + 3 - sizes] ?? "?";
  const radius = (s: number) => Math.round(cell * (0.16 + 0.09 * (s + 3 - sizes)));
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" font-family="sans-serif">`,
    `<rect x="1" y="1" width="${cell * 3}" height="${cell * 3}" fill="#f7f3e8" stroke="#555"/>`,
  ];
  for (let i = 1; i < 3; i++) {
    parts.push(`<line x1="${1 + i * cell}" y1="1" x2="${1 + i * cell}" y2="${1 + 3 * cell}" stroke="#555"/>`);
    parts.push(`<line x1="1" y1="${1 + i * cell}" x2="${1 + 3 * cell}" y2="${1 + i * cell}" stroke="#555"/>`);
  }
  stacks.forEach((stack, q) => {
    const x = 1 + (q % 3) * cell;
    const y = 1 + Math.floor(q / 3) * cell;
    const top = stack[stack.length - 1];
    if (top) {
      const r = radius(top.size);
      parts.push(
        `<circle cx="${x + cell / 2}" cy="${y + cell / 2 - 5}" r="${r}" fill="${COLORS[top.owner]}" stroke="#222"/>`,
        `<text x="${x + cell / 2}" y="${y + cell / 2 - 1}" text-anchor="middle" font-size="12" fill="#fff">${letter(top.size)}</text>`,
      );
    }
    stack.slice(0, -1).forEach((p, k) => {
      const cx = x + 8 + k * 14;
      parts.push(
        `<circle cx="${cx}" cy="${y + cell - 8}" r="6" fill="${COLORS[p.owner]}" fill-opacity="0.55" stroke="#222" stroke-dasharray="2,1"/>`,
        `<text x="${cx}" y="${y + cell - 5}" text-anchor="middle" font-size="8" fill="#000">${letter(p.size)}</text>`,
      );
    });
  });
  if (options.hands) {
    options.hands.forEach((hand, o) => {
      const label = hand.map((n, s) => `${letter(s)}×${n}`).join(" ");
      parts.push(
        `<text x="${cell * 3 + 8}" y="${20 + o * 40}" font-size="10" fill="${COLORS[o]}">${o === 0 ? "to move" : "other"}</text>`,
        `<text x="${cell * 3 + 8}" y="${33 + o * 40}" font-size="10" fill="#222">${esc(label)}</text>`,
      );
    });
  }
  if (options.caption) {
    parts.push(`<text x="2" y="${cell * 3 + 14}" font-size="11" fill="#222">${esc(options.caption)}</text>`);
  }
  parts.push("</svg>");
  return parts.join("");
}

/** Stacks of a seed 36-bit state (Medium = size 0, Large = size 1; seed square p = bit 8-p). O(9). */
export function seedStacks(seedState: number): StackPiece[][] {
  const [myL, myM, yourL, yourM] = seedBoards(seedState);
  return Array.from({ length: 9 }, (_, p) => {
    const bit = 1 << (8 - p);
    const st: StackPiece[] = [];
    if (myM & bit) st.push({ size: 0, owner: 0 });
    if (yourM & bit) st.push({ size: 0, owner: 1 });
    if (myL & bit) st.push({ size: 1, owner: 0 });
    if (yourL & bit) st.push({ size: 1, owner: 1 });
    return st;
  });
}

/**
 * A state code of a variant as a position that prints as its picture: three rows of three
 * squares, each square its stack bottom piece first (`S`/`M`/`L` the player to move, lower case
 * the other player, `.` empty), then the pieces in hand. JSON keeps the code, stacks and hands;
 * `notebook.show` draws {@link boardSvg}. Make one with {@link position}.
 */
export class GobbletPosition {
  constructor(
    /** The state code in its variant (`GobbletRules` codes). */
    readonly code: number,
    /** Stacks of the 9 squares (row by row), bottom piece first; owner 0 = the player to move. */
    readonly stacks: StackPiece[][],
    /** Pieces in hand per size `[toMove[], other[]]`. */
    readonly hands: [number[], number[]],
    /** Number of sizes of the variant. */
    readonly sizes: number,
  ) {}
}

/** The position of state `code` in `rules`' variant (InputError for an impossible state). O(27). */
export function position(rules: GobbletRules, code: number): GobbletPosition {
  return new GobbletPosition(code, rules.stacks(code), rules.hands(code), rules.config.sizes);
}

/** The text picture of a {@link GobbletPosition} (see the class). O(pieces). */
export function positionPicture(p: GobbletPosition): string {
  const letter = (s: number, owner: 0 | 1): string => {
    const l = LETTERS[s + 3 - p.sizes] ?? "?";
    return owner === 0 ? l : l.toLowerCase();
  };
  const squares = p.stacks.map((st) => (st.length === 0 ? "." : st.map((x) => letter(x.size, x.owner)).join("")));
  const width = Math.max(...squares.map((s) => s.length));
  const rows = [0, 1, 2].map((r) => squares.slice(3 * r, 3 * r + 3).map((s) => s.padEnd(width)).join(" ").trimEnd());
  const hand = (h: number[], owner: 0 | 1): string => h.map((n, s) => `${letter(s, owner)}×${n}`).join(" ");
  return [...rows, `in hand: ${hand(p.hands[0], 0)}; ${hand(p.hands[1], 1)}`].join("\n");
}

definePicture(GobbletPosition.prototype, {
  label: (p) => `Gobblet position ${p.code} (upper case: player to move)`,
  text: (p) => positionPicture(p),
  json: (p) => ({ code: p.code, stacks: p.stacks, hands: p.hands, sizes: p.sizes }),
  svg: (p) => boardSvg(p.stacks, { sizes: p.sizes, hands: p.hands }),
});
