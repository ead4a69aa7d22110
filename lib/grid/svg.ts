/**
 * SVG drawings of grid positions. The ruleset says how each cell looks (a {@link CellGlyph}:
 * empty, a stone of some colour, a blocked cell, a letter such as T/F for toads and frogs) and
 * may add dominoes covering two adjacent cells; the result is a deterministic SVG string (same
 * input, same bytes) that the notebook layer can display.
 */
import { InputError } from "../util";
import { Grid } from "./grid";

/** How one cell is drawn. */
export type CellGlyph =
  | { readonly kind: "empty" }
  | { readonly kind: "stone"; readonly fill: string; readonly stroke?: string }
  | { readonly kind: "blocked"; readonly fill?: string }
  | { readonly kind: "letter"; readonly text: string; readonly fill?: string };

/** A domino lying on two orthogonally adjacent cells [row, column] (0-based). */
export interface Domino {
  readonly cells: readonly [readonly [number, number], readonly [number, number]];
  readonly fill?: string;
}

/** What to draw: a glyph per cell value (and position), optional dominoes, the cell size in px. */
export interface GridDrawing {
  /** The glyph of a cell from its value, row and column (from 0). */
  readonly glyph: (value: number, row: number, column: number) => CellGlyph;
  readonly dominoes?: readonly Domino[];
  /** Side of a cell in pixels (default 32). */
  readonly cellSize?: number;
  /** Text of the `<title>` element (accessibility; default none). */
  readonly title?: string;
}

function escapeXml(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function num(x: number): string {
  return Number.isInteger(x) ? String(x) : x.toFixed(2).replace(/\.?0+$/, "");
}

/**
 * The SVG text of `grid` drawn with `drawing`: a light board with grid lines, one glyph per
 * cell, then the dominoes on top. Deterministic. Throws {@link InputError} for a domino off the
 * grid or on non-adjacent cells, or an unknown glyph kind. O(cells + dominoes).
 */
export function gridSvg(grid: Grid, drawing: GridDrawing): string {
  const s = drawing.cellSize ?? 32;
  if (!(s > 0) || !Number.isFinite(s)) throw new InputError(`cellSize must be a positive number, got ${s}`);
  const W = grid.width * s;
  const H = grid.height * s;
  const parts: string[] = [];
  parts.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${num(W + 2)}" height="${num(H + 2)}" viewBox="-1 -1 ${num(W + 2)} ${num(H + 2)}">`);
  if (drawing.title !== undefined) parts.push(`<title>${escapeXml(drawing.title)}</title>`);
  parts.push(`<rect x="0" y="0" width="${num(W)}" height="${num(H)}" fill="#f4ecd8" stroke="#555" stroke-width="1"/>`);
  for (let r = 1; r < grid.height; r++) parts.push(`<line x1="0" y1="${num(r * s)}" x2="${num(W)}" y2="${num(r * s)}" stroke="#999" stroke-width="0.5"/>`);
  for (let c = 1; c < grid.width; c++) parts.push(`<line x1="${num(c * s)}" y1="0" x2="${num(c * s)}" y2="${num(H)}" stroke="#999" stroke-width="0.5"/>`);
  for (let r = 0; r < grid.height; r++) {
    for (let c = 0; c < grid.width; c++) {
      const g = drawing.glyph(grid.cells[r * grid.width + c]!, r, c);
      const x = c * s;
      const y = r * s;
      switch (g.kind) {
        case "empty":
          break;
        case "blocked":
          parts.push(`<rect x="${num(x)}" y="${num(y)}" width="${num(s)}" height="${num(s)}" fill="${escapeXml(g.fill ?? "#333")}"/>`);
          break;
        case "stone":
          parts.push(`<circle cx="${num(x + s / 2)}" cy="${num(y + s / 2)}" r="${num(s * 0.38)}" fill="${escapeXml(g.fill)}" stroke="${escapeXml(g.stroke ?? "#222")}" stroke-width="1"/>`);
          break;
        case "letter":
          parts.push(`<text x="${num(x + s / 2)}" y="${num(y + s * 0.7)}" font-family="sans-serif" font-size="${num(s * 0.6)}" text-anchor="middle" fill="${escapeXml(g.fill ?? "#222")}">${escapeXml(g.text)}</text>`);
          break;
        default:
          throw new InputError(`unknown glyph kind ${JSON.stringify((g as { kind?: unknown }).kind)}; use "empty", "stone", "blocked" or "letter"`, `row ${r + 1}, column ${c + 1} (1-based)`);
      }
    }
  }
  (drawing.dominoes ?? []).forEach((d, i) => {
    const [[r1, c1], [r2, c2]] = d.cells;
    if (!grid.contains(r1, c1) || !grid.contains(r2, c2) || Math.abs(r1 - r2) + Math.abs(c1 - c2) !== 1) {
      throw new InputError(`domino ${i + 1} must cover two orthogonally adjacent cells of the ${grid.height}×${grid.width} grid (0-based), got ${JSON.stringify(d.cells)}`);
    }
    const pad = s * 0.1;
    const x = Math.min(c1, c2) * s + pad;
    const y = Math.min(r1, r2) * s + pad;
    const w = (Math.abs(c1 - c2) + 1) * s - 2 * pad;
    const h = (Math.abs(r1 - r2) + 1) * s - 2 * pad;
    parts.push(`<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" rx="${num(pad)}" fill="${escapeXml(d.fill ?? "#8b5a2b")}" stroke="#222" stroke-width="1"/>`);
  });
  parts.push("</svg>");
  return parts.join("");
}
