/**
 * SVG drawings of Tokyo Doves positions (for galleries in notebooks): the field in a 4×4 frame,
 * red doves as red discs with upper-case letters, green doves as green discs with lower-case
 * letters, walls as thick bars on the sides where the doves span 4 columns or rows, and the
 * doves in hand listed below.
 */
import { InputError, definePicture, checkOptions, optionNames } from "../../util";
import { DOVE_COUNT, DovesPosition, doveLetter, encodePosition, formatPosition, surroundedBosses, type Position } from "./position";

// Positions print as their diagram ("Tokyo Doves, red to move" then the 4×4 field), in a line as
// `Tokyo Doves red to move⟨Bb..|....|....|....⟩`; JSON keeps the dove cells, the turn and the code.
definePicture(DovesPosition.prototype, {
  label: (p) => `Tokyo Doves, ${p.turn === 0 ? "red" : "green"} to move`,
  text: (p) => formatPosition(p, false),
  json: (p) => ({ cells: Array.from(p.cells), turn: p.turn, code: encodePosition(p), diagram: formatPosition(p, false).split("\n").join("|") }),
  svg: (p) => positionSvg(p),
});

/** Options of {@link positionSvg}. */
export interface DiagramOptions {
  /** Cell size in pixels (default 28). */
  cell?: number;
  /** Caption under the board (escaped). */
  caption?: string;
}

function escapeXml(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** The fields of {@link DiagramOptions}. */
const DIAGRAM_OPTION_NAMES = optionNames<DiagramOptions>({ cell: true, caption: true });

/** An SVG image of one position (a few hundred bytes per dove). O(16). */
export function positionSvg(p: Position, options: DiagramOptions = {}): string {
  checkOptions(options, DIAGRAM_OPTION_NAMES, "positionSvg");
  const cell = options.cell ?? 28;
  if (!(cell > 4)) throw new InputError(`cell size must be > 4 pixels, got ${cell}`, "cell");
  const pad = 8;
  const board = 4 * cell;
  const width = board + 2 * pad;
  const height = board + 2 * pad + 34;
  // place the field in the top-left corner of the frame (cells use bottom-right normalization)
  let minRow = 3;
  let minCol = 3;
  let maxRow = 0;
  let maxCol = 0;
  for (let d = 0; d < DOVE_COUNT; d++) {
    const c = p.cells[d]!;
    if (c < 0) continue;
    const r = 3 - (c >> 2);
    const k = 3 - (c & 3);
    minRow = Math.min(minRow, r);
    minCol = Math.min(minCol, k);
    maxRow = Math.max(maxRow, r);
    maxCol = Math.max(maxCol, k);
  }
  const parts: string[] = [];
  parts.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif">`);
  parts.push(`<rect x="0" y="0" width="${width}" height="${height}" fill="white"/>`);
  for (let r = 0; r < 4; r++) {
    for (let k = 0; k < 4; k++) {
      parts.push(`<rect x="${pad + k * cell}" y="${pad + r * cell}" width="${cell}" height="${cell}" fill="#f4f1e8" stroke="#c8c2b0"/>`);
    }
  }
  const spanRows = maxRow - minRow + 1;
  const spanCols = maxCol - minCol + 1;
  const wall = (x1: number, y1: number, x2: number, y2: number): string =>
    `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#333" stroke-width="4"/>`;
  if (spanRows === 4) {
    parts.push(wall(pad, pad, pad + board, pad), wall(pad, pad + board, pad + board, pad + board));
  }
  if (spanCols === 4) {
    parts.push(wall(pad, pad, pad, pad + board), wall(pad + board, pad, pad + board, pad + board));
  }
  const [redOut, greenOut] = surroundedBosses(p);
  for (let d = 0; d < DOVE_COUNT; d++) {
    const c = p.cells[d]!;
    if (c < 0) continue;
    const r = 3 - (c >> 2) - minRow;
    const k = 3 - (c & 3) - minCol;
    const cx = pad + k * cell + cell / 2;
    const cy = pad + r * cell + cell / 2;
    const red = d < 6;
    const boss = d % 6 === 0;
    const trapped = boss && (red ? redOut : greenOut);
    parts.push(
      `<circle cx="${cx}" cy="${cy}" r="${cell * 0.4}" fill="${red ? "#d9534f" : "#4c9a52"}" stroke="${trapped ? "#000" : boss ? "#f0c419" : "#fff"}" stroke-width="${boss ? 3 : 1}"/>`,
      `<text x="${cx}" y="${cy + cell * 0.15}" font-size="${cell * 0.45}" text-anchor="middle" fill="white" font-weight="bold">${doveLetter(d)}</text>`,
    );
  }
  const hand = (colour: number): string =>
    Array.from({ length: 6 }, (_, k) => 6 * colour + k)
      .filter((d) => p.cells[d]! < 0)
      .map(doveLetter)
      .join("") || "–";
  parts.push(`<text x="${pad}" y="${pad + board + 14}" font-size="10" fill="#333">hand: ${hand(0)} / ${hand(1)}; ${p.turn === 0 ? "red" : "green"} to move</text>`);
  if (options.caption) parts.push(`<text x="${pad}" y="${pad + board + 28}" font-size="10" fill="#333">${escapeXml(options.caption)}</text>`);
  parts.push("</svg>");
  return parts.join("");
}

/** The options {@link gallerySvg} takes. */
const GALLERY_OPTION_NAMES = optionNames<NonNullable<Parameters<typeof gallerySvg>[1]>>({ cell: true, caption: true, perRow: true, captions: true });

/** A row-wrapped gallery of positions as one SVG image. O(16 · positions). */
export function gallerySvg(positions: readonly Position[], options: DiagramOptions & { perRow?: number; captions?: readonly string[] } = {}): string {
  checkOptions(options, GALLERY_OPTION_NAMES, "gallerySvg");
  const perRow = options.perRow ?? 4;
  if (!Number.isInteger(perRow) || perRow < 1) throw new InputError(`perRow must be a positive integer, got ${perRow}`, "perRow");
  const cell = options.cell ?? 28;
  const w = 4 * cell + 16;
  const h = 4 * cell + 16 + 34;
  const rows = Math.max(1, Math.ceil(positions.length / perRow));
  const inner = positions.map((p, i) => {
    const svg = positionSvg(p, { cell, caption: options.captions?.[i] });
    const x = (i % perRow) * w;
    const y = Math.floor(i / perRow) * h;
    return svg.replace("<svg ", `<svg x="${x}" y="${y}" `);
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${perRow * w}" height="${rows * h}" viewBox="0 0 ${perRow * w} ${rows * h}">${inner.join("")}</svg>`;
}
