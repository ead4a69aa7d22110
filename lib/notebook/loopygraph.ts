/**
 * A picture of a small loopy game's graph (issue 28, item 6): every position a vertex on a
 * circle, the game itself (vertex 0) at the top and ringed, Left's moves blue arrows and Right's
 * red ones (bent to opposite sides, so a Left and a Right move between the same two positions are
 * both seen), a pass (a move to the position itself) a small loop. Small graphs only: more than
 * `maxVertices` vertices is an InputError naming the limit.
 */
import * as cgt from "../cgt";
import { INSPECT, InputError, MIME, describeValue, checkOptions, optionNames, type MimeBundle } from "../util";
import { LEFT_COLOUR, RIGHT_COLOUR, escapeSvgText } from "./svgparts";

/** Options of {@link loopyGraphPicture}. */
export interface LoopyGraphPictureOptions {
  /** A label for each vertex (default: its number; vertex 0 is the game). */
  readonly labels?: readonly string[];
  /** Largest number of vertices drawn (default 24, at most 200). */
  readonly maxVertices?: number;
  /** Title drawn above the graph. */
  readonly title?: string;
}

/** A drawn loopy game graph: its SVG and size; `notebook.show` displays it, `console.log` describes it. */
export class LoopyGraphDrawing {
  constructor(
    /** Vertices (positions) drawn. */
    readonly vertices: number,
    /** Moves (arrows) drawn. */
    readonly moves: number,
    /** The SVG text. */
    readonly svg: string,
  ) {}

  /** A one-line description. O(1). */
  toString(): string {
    return `loopy game graph: ${this.vertices} position${this.vertices === 1 ? "" : "s"}, ${this.moves} move${this.moves === 1 ? "" : "s"} (notebook.show draws it)`;
  }

  /** How Node's inspect prints it: the one-line description. */
  [INSPECT](): string {
    return this.toString();
  }

  /** The MIME bundle `notebook.show` displays: the SVG drawing and the description. */
  [MIME](): MimeBundle {
    return { "image/svg+xml": this.svg, "text/plain": this.toString() };
  }
}

const esc = escapeSvgText;
const LEFT = LEFT_COLOUR;
const RIGHT = RIGHT_COLOUR;

/** The options {@link loopyGraphPicture} takes. */
const PICTURE_OPTION_NAMES = optionNames<LoopyGraphPictureOptions>({ labels: true, maxVertices: true, title: true });

/**
 * The SVG picture of a loopy game's graph (see the module comment). InputError for a game that is
 * not a `cgt.loopy` game, labels of the wrong length, or more vertices than `maxVertices`.
 * O(vertices + moves).
 *
 * @example
 * ```ts
 * const d = notebook.loopyGraphPicture(cgt.loopy.over); // over = {0 | pass}: 2 positions, 2 moves
 * d.vertices; // → 2
 * ```
 */
export function loopyGraphPicture(g: cgt.loopy.LoopyGame, options: LoopyGraphPictureOptions = {}): LoopyGraphDrawing {
  checkOptions(options, PICTURE_OPTION_NAMES, "loopyGraphPicture");
  if (!(g instanceof cgt.loopy.LoopyGame)) throw new InputError(`loopyGraphPicture: expected a cgt.loopy game, got ${describeValue(g)}`);
  const max = options.maxVertices ?? 24;
  if (!Number.isInteger(max) || max < 1 || max > 200) throw new InputError(`loopyGraphPicture: maxVertices must be an integer in [1, 200], got ${describeValue(max)}`);
  const n = g.size;
  if (n > max) throw new InputError(`loopyGraphPicture: the game has ${n} positions, more than maxVertices = ${max}; draw a smaller game or raise maxVertices (at most 200)`);
  const labels = options.labels ?? Array.from({ length: n }, (_, v) => String(v));
  if (labels.length !== n) throw new InputError(`loopyGraphPicture: ${labels.length} labels for ${n} positions`);
  // a vertex's circle holds its label (monospace, about 6.6 px a character)
  const r = Math.max(16, Math.ceil(3.4 * Math.max(...labels.map((l) => l.length))) + 4);
  const radius = n === 1 ? 0 : Math.max(70, (n * (2 * r + 38)) / (2 * Math.PI));
  const pad = 70;
  const top = options.title !== undefined ? 24 : 0;
  const size = 2 * (radius + pad);
  const at = (v: number): [number, number] => {
    const a = -Math.PI / 2 + (2 * Math.PI * v) / n;
    return [radius + pad + radius * Math.cos(a), top + radius + pad + radius * Math.sin(a)];
  };
  const parts: string[] = [];
  const defs = [LEFT, RIGHT].map((c, i) => `<marker id="a${i}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="${c}"/></marker>`).join("");
  let moves = 0;
  for (let v = 0; v < n; v++) {
    for (const [side, targets] of [[0, g.left[v]], [1, g.right[v]]] as const) {
      const colour = side === 0 ? LEFT : RIGHT;
      for (const w of targets) {
        moves++;
        const [x1, y1] = at(v);
        if (w === v) {
          // a pass: a small loop outside the circle, Left's on one side of the vertex and Right's on the other
          const [cx, cy] = [radius + pad, top + radius + pad];
          const dx = x1 - cx;
          const dy = y1 - cy;
          const len = Math.hypot(dx, dy) || 1;
          const ox = x1 + (dx / len) * (r + 10) + (side === 0 ? -8 : 8) * (dy / len);
          const oy = y1 + (dy / len) * (r + 10) - (side === 0 ? -8 : 8) * (dx / len);
          parts.push(`<circle cx="${ox.toFixed(1)}" cy="${oy.toFixed(1)}" r="10" fill="none" stroke="${colour}" stroke-width="1.6"/>`);
          continue;
        }
        const [x2, y2] = at(w);
        const dx = x2 - x1;
        const dy = y2 - y1;
        const len = Math.hypot(dx, dy);
        const ux = dx / len;
        const uy = dy / len;
        // bend Left's moves one way and Right's the other
        const bend = side === 0 ? 18 : -18;
        const mx = (x1 + x2) / 2 - uy * bend;
        const my = (y1 + y2) / 2 + ux * bend;
        const sx = x1 + ux * r;
        const sy = y1 + uy * r;
        const ex = x2 - ux * (r + 2);
        const ey = y2 - uy * (r + 2);
        parts.push(`<path d="M${sx.toFixed(1)},${sy.toFixed(1)} Q${mx.toFixed(1)},${my.toFixed(1)} ${ex.toFixed(1)},${ey.toFixed(1)}" fill="none" stroke="${colour}" stroke-width="1.6" marker-end="url(#a${side})"/>`);
      }
    }
  }
  for (let v = 0; v < n; v++) {
    const [x, y] = at(v);
    parts.push(`<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r}" fill="#ffffff" stroke="#222222" stroke-width="${v === 0 ? 3 : 1.2}"/>`);
    parts.push(`<text x="${x.toFixed(1)}" y="${(y + 4).toFixed(1)}" text-anchor="middle" font-family="monospace" font-size="11">${esc(labels[v])}</text>`);
  }
  const title = options.title !== undefined ? `<text x="${(size / 2).toFixed(1)}" y="16" text-anchor="middle" font-family="sans-serif" font-size="13">${esc(options.title)}</text>` : "";
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size.toFixed(0)}" height="${(size + top).toFixed(0)}" viewBox="0 0 ${size.toFixed(0)} ${(size + top).toFixed(0)}"><defs>${defs}</defs>${title}${parts.join("")}</svg>`;
  return new LoopyGraphDrawing(n, moves, svg);
}
