/**
 * Grids print as their pictures (issue 15): a grid that carries its ruleset's alphabet (every
 * grid read by `parseGrid` or made by a ruleset's move) prints as that ruleset's picture, e.g.
 * `Clobber 2×3⟨xo.|.ox⟩`; a bare grid prints its cell values as digits (`Grid 2×2⟨01|20⟩`).
 * `JSON.stringify` keeps the data (`height`, `width`, `cells` as an array, and the `picture`);
 * `notebook.show(grid)` draws it as SVG with the alphabet's glyphs.
 */
import { definePicture } from "../util";
import { Grid } from "./grid";
import { formatGrid } from "./picture";
import { gridSvg, type CellGlyph } from "./svg";

const DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz";

/** The picture of `grid` in its own alphabet, or as base-36 digits (`[v]` past 35) for a bare grid. O(cells). */
export function gridPicture(grid: Grid, separator: "|" | "\n" = "\n"): string {
  const a = grid.alphabet;
  let top = -1;
  for (const v of grid.cells) if (v > top) top = v;
  if (a !== undefined && [...a.chars].length > top) return formatGrid(grid, a, separator);
  const rows: string[] = [];
  for (let r = 0; r < grid.height; r++) {
    let s = "";
    for (let c = 0; c < grid.width; c++) {
      const v = grid.cells[r * grid.width + c]!;
      s += v < DIGITS.length ? DIGITS[v] : `[${v}]`;
    }
    rows.push(s);
  }
  return rows.join(separator);
}

/** The default glyph of a cell character: `.` or space empty, `#` blocked, anything else a letter. O(1). */
function defaultGlyph(ch: string | undefined, v: number): CellGlyph {
  if (ch === "." || ch === " " || (ch === undefined && v === 0)) return { kind: "empty" };
  if (ch === "#") return { kind: "blocked" };
  return { kind: "letter", text: ch ?? String(v) };
}

/** An SVG drawing of `grid` with its alphabet's glyphs (letters by default). O(cells). */
export function gridDrawing(grid: Grid): string {
  const a = grid.alphabet;
  const chars = a ? [...a.chars] : [];
  const glyph = a?.glyph ?? ((v: number) => defaultGlyph(a ? chars[v] : v === 0 ? "." : DIGITS[v], v));
  return gridSvg(grid, { glyph, title: `${a?.name ?? "Grid"} ${gridPicture(grid, "|")}` });
}

definePicture(Grid.prototype, {
  label: (g) => `${g.alphabet?.name ?? "Grid"} ${g.height}×${g.width}`,
  text: (g) => gridPicture(g),
  json: (g) => ({ height: g.height, width: g.width, cells: Array.from(g.cells), picture: gridPicture(g, "|") }),
  svg: (g) => gridDrawing(g),
});
