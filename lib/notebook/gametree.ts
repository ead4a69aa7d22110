/**
 * A value's canonical game tree drawn on request (issue 15 item 6): the canonical form expanded
 * as a tree (a subposition reached twice is drawn twice), each node labelled with its notation,
 * Left's options below and to the left of their parent (blue edges), Right's below and to the
 * right (red edges), as Winning Ways draws game trees. Small trees only: a tree with more than
 * `maxNodes` nodes is refused with an InputError naming the limit.
 */
import * as cgt from "../cgt";
import { INSPECT, InputError, MIME, checkOptions, optionNames, type MimeBundle } from "../util";

// The int-id boundary of lib/cgt: the tree walks store ids and labels them as values.
const idOf = (g: cgt.Game): cgt.GameId => cgt.ops.id(g);
const valueOf = (id: cgt.GameId): cgt.Game => cgt.ops.value(id);

/** Options of {@link gameTree}. */
export interface GameTreeOptions {
  /** Largest number of nodes drawn (default 40, at most 2000). */
  maxNodes?: number;
  /** Vertical distance between levels in pixels (default 56). */
  levelHeight?: number;
}

/** A drawn game tree: its SVG and size; `notebook.show` displays it, `console.log` describes it. */
export class GameTreeDrawing {
  constructor(
    /** The value drawn, in CGT notation. */
    readonly value: string,
    /** Nodes of the expanded tree. */
    readonly nodes: number,
    /** Depth of the tree (0 for a leaf). */
    readonly depth: number,
    /** The SVG text. */
    readonly svg: string,
  ) {}

  /** A one-line description. O(1). */
  toString(): string {
    return `game tree of ${this.value}: ${this.nodes} node${this.nodes === 1 ? "" : "s"}, depth ${this.depth} (notebook.show draws it)`;
  }

  /** How Node's inspect (a notebook cell's output, console.log) prints it: the one-line description. */
  [INSPECT](): string {
    return this.toString();
  }

  /** The MIME bundle `notebook.show` displays: the SVG drawing and the description. */
  [MIME](): MimeBundle {
    return { "image/svg+xml": this.svg, "text/plain": this.toString() };
  }
}

interface Node {
  id: cgt.GameId;
  label: string;
  left: Node[];
  right: Node[];
  col: number;
  depth: number;
}

function escapeXml(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** The options {@link gameTree} takes. */
const GAME_TREE_OPTION_NAMES = optionNames<GameTreeOptions>({ maxNodes: true, levelHeight: true });

/**
 * The SVG game tree of `g`'s canonical form (see the module comment). Throws {@link InputError}
 * when the expanded tree has more than `maxNodes` nodes (the count stops as soon as it passes
 * the limit) or for a bad option. Cost: O(canonical size) to count, O(maxNodes) to draw.
 */
export function gameTree(g: cgt.Game, options: GameTreeOptions = {}): GameTreeDrawing {
  checkOptions(options, GAME_TREE_OPTION_NAMES, "gameTree");
  const maxNodes = options.maxNodes ?? 40;
  if (!Number.isInteger(maxNodes) || maxNodes < 1 || maxNodes > 2000) throw new InputError(`gameTree: maxNodes must be an integer in [1, 2000], got ${JSON.stringify(maxNodes)}`);
  const levelHeight = options.levelHeight ?? 56;
  if (!(levelHeight > 0) || !Number.isFinite(levelHeight)) throw new InputError(`gameTree: levelHeight must be a positive number, got ${JSON.stringify(levelHeight)}`);
  const root = idOf(g);
  const ops = cgt.ops;
  // tree sizes per canonical id, capped just past the limit (a DAG can expand exponentially)
  const size = new Map<cgt.GameId, number>();
  // A node at depth ≥ maxNodes lies on a path of more than maxNodes nodes: stop there (this also
  // bounds the recursion for deep values such as the integer 30000).
  const sizeOf = (x: cgt.GameId, depth: number): number => {
    if (depth >= maxNodes) return maxNodes + 1;
    const known = size.get(x);
    if (known !== undefined) return known;
    let n = 1;
    for (const o of [...ops.leftOptions(x), ...ops.rightOptions(x)]) {
      n += sizeOf(o, depth + 1);
      if (n > maxNodes) break;
    }
    n = Math.min(n, maxNodes + 1);
    size.set(x, n);
    return n;
  };
  const total = sizeOf(root, 0);
  const label = (x: cgt.GameId): string => cgt.format(valueOf(x));
  if (total > maxNodes) throw new InputError(`the game tree of ${label(root)} has more than maxNodes = ${maxNodes} nodes; raise the maxNodes option (at most 2000) to draw it`);
  // layout: a subtree takes the columns of its Left subtrees, its own column, then its Right subtrees
  let maxDepth = 0;
  let maxLabel = 1;
  const nodes: Node[] = [];
  const place = (x: cgt.GameId, start: number, depth: number): { node: Node; width: number } => {
    maxDepth = Math.max(maxDepth, depth);
    const text = label(x);
    maxLabel = Math.max(maxLabel, [...text].length);
    const node: Node = { id: x, label: text, left: [], right: [], col: 0, depth };
    nodes.push(node);
    let col = start;
    for (const o of ops.leftOptions(x)) {
      const c = place(o, col, depth + 1);
      node.left.push(c.node);
      col += c.width;
    }
    node.col = col;
    col += 1;
    for (const o of ops.rightOptions(x)) {
      const c = place(o, col, depth + 1);
      node.right.push(c.node);
      col += c.width;
    }
    return { node, width: col - start };
  };
  const { width: columns } = place(root, 0, 0);
  const colWidth = Math.max(28, 8 * maxLabel + 12);
  const W = columns * colWidth + 8;
  const H = (maxDepth + 1) * levelHeight;
  const cx = (n: Node): number => 4 + n.col * colWidth + colWidth / 2;
  const cy = (n: Node): number => 20 + n.depth * levelHeight;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="serif" font-size="14">`,
    `<title>${escapeXml(`game tree of ${label(root)}`)}</title>`,
  ];
  for (const n of nodes) {
    for (const [kids, colour] of [[n.left, "#1f5fd1"], [n.right, "#d12a1f"]] as const) {
      for (const k of kids) parts.push(`<line x1="${cx(n)}" y1="${cy(n) + 8}" x2="${cx(k)}" y2="${cy(k) - 10}" stroke="${colour}" stroke-width="1.5"/>`);
    }
  }
  for (const n of nodes) {
    const w = 8 * [...n.label].length + 10;
    parts.push(`<rect x="${cx(n) - w / 2}" y="${cy(n) - 11}" width="${w}" height="20" rx="4" fill="#fff" stroke="#888"/>`);
    parts.push(`<text x="${cx(n)}" y="${cy(n) + 4}" text-anchor="middle">${escapeXml(n.label)}</text>`);
  }
  parts.push("</svg>");
  return new GameTreeDrawing(label(root), nodes.length, maxDepth, parts.join(""));
}
