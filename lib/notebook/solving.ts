/**
 * Notebook 12's reading and drawing (issue 30): the outcome tables of results/solve/ read by their
 * columns, nodes and seconds against board size as one plotly chart, the first-move job arrays of
 * results/solve/first-moves and the nodes of their moves, and a proof tree drawn as an SVG with the
 * ruleset's own board pictures.
 *
 * @module
 */
import { readFileSync } from "node:fs";
import { INSPECT, InputError, MIME, checkOptions, optionNames, type MimeBundle } from "../util";
import type { Ruleset } from "../ruleset";
import { firstMovesProgress } from "../solvers";
import type * as studies from "../studies";
import { findResult, listResultFolders, listResults, parseCsv, resultProducer } from "./results";
import type { Figure, PlotlyTrace } from "./plot";
import { LEFT_COLOUR, RIGHT_COLOUR, escapeSvgText } from "./svgparts";

const NEEDED = ["rows", "cols", "nodes", "source"];

/** InputError from reader `fn` unless `folder` is a relative path of plain names (such as `example`). O(length). */
function checkFolder(fn: string, folder: string, example: string): void {
  if (!/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/.test(folder)) throw new InputError(`${fn}: folder must be a relative path such as "${example}", got ${JSON.stringify(folder)}`);
}

/**
 * The outcome tables in results/`folder` (default "solve") as this run sees them (the folders of
 * notebook.resultsSearchPath, as readResult reads: a test-profile run never reads the committed
 * copies): every CSV whose header has rows, cols, nodes and source, with its `*.timings.csv`
 * sidecar when there is one; other CSVs there (a notebook's own outputs) are listed in `skipped`.
 * `note` is "" when tables were found, else a sentence saying none are in this run's results and
 * which command writes them. O(size of the files).
 */
export function readSolveTables(folder = "solve"): { tables: studies.solving.SolveTable[]; skipped: string[]; note: string } {
  checkFolder("readSolveTables", folder, "solve");
  const tables: studies.solving.SolveTable[] = [];
  const skipped: string[] = [];
  const files = listResults(folder);
  for (const file of files.filter((f) => f.endsWith(".csv") && !f.endsWith(".timings.csv"))) {
    const rows = parseCsv(readFileSync(findResult(file)!, "utf8"), file);
    if (rows.length === 0 || !NEEDED.every((c) => c in rows[0]!)) {
      skipped.push(file);
      continue;
    }
    const sidecar = findResult(file.replace(/\.csv$/, ".timings.csv"));
    tables.push({ file, rows, ...(sidecar === undefined ? {} : { timings: parseCsv(readFileSync(sidecar, "utf8"), file.replace(/\.csv$/, ".timings.csv")) }) });
  }
  const producer = resultProducer(`${folder}/x.csv`);
  const note = tables.length > 0 ? "" : `No outcome table in results/${folder}/ of this run` + (producer?.kind === "command" ? ` (the tables are written by command-line jobs: \`${producer.command}\`).` : ".");
  return { tables, skipped, note };
}

const SHARD_FILE = /\/first-moves-\d+-of-\d+\.json$/;

/**
 * The first-move job arrays in results/`folder` (default "solve/first-moves") as this run sees them
 * (the folders of notebook.resultsSearchPath): each subfolder with shard files
 * (first-moves-III-of-KKK.json) read by solvers.firstMovesProgress, which checks every file's
 * checksum and that the shards are of one board, player and options (an InputError naming the file
 * otherwise); subfolders without shards are left out. `note` is "" when arrays were found, else a
 * sentence saying none are in this run's results and which command writes them. O(size of the files).
 */
export function readFirstMoveArrays(folder = "solve/first-moves"): { arrays: studies.solving.FirstMoveArray[]; note: string } {
  checkFolder("readFirstMoveArrays", folder, "solve/first-moves");
  const arrays: studies.solving.FirstMoveArray[] = [];
  for (const sub of listResultFolders(folder)) {
    const shards = listResults(sub).filter((f) => SHARD_FILE.test(f));
    if (shards.length > 0) arrays.push({ folder: sub.slice(folder.length + 1), progress: firstMovesProgress(shards.map((f) => findResult(f)!)) });
  }
  const producer = resultProducer(`${folder}/x/x.json`);
  const note = arrays.length > 0 ? "" : `No first-move job array in results/${folder}/ of this run` + (producer?.kind === "command" ? ` (they are written by command-line jobs: \`${producer.command}\`).` : ".");
  return { arrays, note };
}

/**
 * The nodes of each first move solved (rows of studies.solving.firstMoveNodeRows), one bar trace
 * per array on a log axis, the move's number along x; the hover text says who wins after it. O(rows).
 */
export function firstMovesFigure(rows: readonly studies.solving.FirstMoveNodesRow[], title = "First-move job arrays: search nodes of each first move solved"): Figure {
  const arrays = [...new Set(rows.map((r) => r.array))];
  const data: PlotlyTrace[] = arrays.map((a, i) => {
    const mine = rows.filter((r) => r.array === a);
    return { type: "bar", name: a, x: mine.map((r) => r.move), y: mine.map((r) => Math.max(1, r.nodes)), text: mine.map((r) => `${r.winner} wins after it`), marker: { color: COLOURS[i % COLOURS.length]! } };
  });
  return {
    data,
    layout: {
      title: { text: title },
      barmode: "group",
      xaxis: { title: { text: "first move (its number among the array's moves)" } },
      yaxis: { title: { text: "search nodes" }, type: "log" },
      legend: { orientation: "h", y: -0.2 },
    },
  };
}

const COLOURS = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b"];

/**
 * Nodes (left axis, log; markers) and seconds (right axis, log; dotted lines) against the
 * board's cells, one colour per table (rows of studies.solving.solveSizeRows). Boards with 0 nodes are drawn at 1
 * (a log axis has no 0: the solver decided them without search). O(rows).
 */
export function solveSizeFigure(rows: readonly studies.solving.SolveSizeRow[], title = "Outcome solver: search nodes and seconds against board size"): Figure {
  const tables = [...new Set(rows.map((r) => r.table))];
  const data: PlotlyTrace[] = [];
  tables.forEach((t, i) => {
    const mine = rows.filter((r) => r.table === t);
    const colour = COLOURS[i % COLOURS.length]!;
    data.push({ type: "scatter", mode: "markers", name: `${t}: nodes`, x: mine.map((r) => r.cells), y: mine.map((r) => Math.max(1, r.nodes)), text: mine.map((r) => r.board), marker: { color: colour } });
    const timed = mine.filter((r) => r.seconds !== null);
    if (timed.length > 0) {
      data.push({ type: "scatter", mode: "lines+markers", name: `${t}: seconds`, x: timed.map((r) => r.cells), y: timed.map((r) => Math.max(0.001, r.seconds!)), text: timed.map((r) => r.board), yaxis: "y2", line: { color: colour, dash: "dot" }, marker: { color: colour, symbol: "x" } });
    }
  });
  return {
    data,
    layout: {
      title: { text: title },
      xaxis: { title: { text: "cells of the board" } },
      yaxis: { title: { text: "search nodes (both players to move)" }, type: "log" },
      yaxis2: { title: { text: "seconds" }, type: "log", overlaying: "y", side: "right" },
      legend: { orientation: "h", y: -0.2 },
    },
  };
}

/** A drawn proof tree: its SVG and size; `notebook.show` displays it, `console.log` describes it. */
export class ProofTreeDrawing {
  constructor(
    /** Nodes drawn. */
    readonly nodes: number,
    /** Plies below the root. */
    readonly plies: number,
    /** The SVG text. */
    readonly svg: string,
  ) {}

  /** A one-line description. O(1). */
  toString(): string {
    return `proof tree: ${this.nodes} position${this.nodes === 1 ? "" : "s"}, ${this.plies} plies (notebook.show draws it)`;
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

/** An SVG drawing placed in a box of w × h at (x, y), keeping its aspect ratio: its outer tag replaced by a nested <svg>. */
function nested(svg: string, x: number, y: number, w: number, h: number): string {
  const open = /^\s*(?:<\?xml[^>]*>\s*)?<svg\b([^>]*)>/.exec(svg);
  const end = svg.lastIndexOf("</svg>");
  if (open === null || end < 0) throw new InputError("proofTreePicture: the ruleset's draw() did not return an <svg> element");
  const attrs = open[1]!;
  const view = /viewBox="([^"]+)"/.exec(attrs)?.[1] ?? `0 0 ${/width="([\d.]+)/.exec(attrs)?.[1] ?? "100"} ${/height="([\d.]+)/.exec(attrs)?.[1] ?? "100"}`;
  return `<svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="${esc(view)}" preserveAspectRatio="xMidYMid meet">${svg.slice(open[0].length, end)}</svg>`;
}

interface Placed<P> {
  node: studies.solving.ProofNode<P>;
  col: number;
  depth: number;
  parent: Placed<P> | undefined;
}

/** The options {@link proofTreePicture} takes. */
const PROOF_TREE_PICTURE_OPTION_NAMES = optionNames<NonNullable<Parameters<typeof proofTreePicture>[2]>>({ boardWidth: true, title: true });

/**
 * A proof tree (studies.solving.proofTree) drawn top-down with the ruleset's `draw` pictures:
 * each position under the move that led to it (blue edges Left's moves, red Right's; the winner's
 * move thick), labelled with who moves and who wins, and "+k" for moves not drawn. Needs the
 * ruleset's `draw`. O(nodes · picture size).
 */
export function proofTreePicture<P>(ruleset: Ruleset<P>, tree: studies.solving.ProofTree<P>, options: { boardWidth?: number; title?: string } = {}): ProofTreeDrawing {
  checkOptions(options, PROOF_TREE_PICTURE_OPTION_NAMES, "proofTreePicture");
  const draw = ruleset.draw;
  if (draw === undefined) throw new InputError(`proofTreePicture: ${ruleset.name} has no draw(); give the ruleset a draw function to picture its positions`);
  const bw = options.boardWidth ?? 72;
  if (!(bw >= 16 && bw <= 400)) throw new InputError(`proofTreePicture: boardWidth must be a number in [16, 400], got ${JSON.stringify(options.boardWidth)}`);
  const colW = bw + 24;
  const rowH = bw + 64;
  const placed: Placed<P>[] = [];
  let next = 0;
  const place = (node: studies.solving.ProofNode<P>, depth: number, parent: Placed<P> | undefined): Placed<P> => {
    const me: Placed<P> = { node, col: 0, depth, parent };
    placed.push(me);
    const kids = node.children.map((c) => place(c, depth + 1, me));
    me.col = kids.length === 0 ? next++ : (kids[0]!.col + kids[kids.length - 1]!.col) / 2;
    return me;
  };
  place(tree.root, 0, undefined);
  const top = options.title === undefined ? 8 : 30;
  const W = Math.max(1, next) * colW + 16;
  const H = top + (tree.plies + 1) * rowH;
  const cx = (p: Placed<P>) => 8 + p.col * colW + colW / 2;
  const y0 = (p: Placed<P>) => top + p.depth * rowH;
  const name = (pl: string) => (pl === "left" ? "Left" : "Right");
  const parts = [`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="sans-serif" font-size="11">`, `<title>${esc(options.title ?? `proof tree (${ruleset.name})`)}</title>`];
  if (options.title !== undefined) parts.push(`<text x="${W / 2}" y="18" text-anchor="middle" font-size="14">${esc(options.title)}</text>`);
  for (const p of placed) {
    if (p.parent === undefined) continue;
    const mover = p.parent.node.toMove;
    const winning = p.parent.node.winner === mover;
    parts.push(`<line x1="${cx(p.parent)}" y1="${y0(p.parent) + bw + 30}" x2="${cx(p)}" y2="${y0(p) - 4}" stroke="${mover === "left" ? LEFT : RIGHT}" stroke-width="${winning ? 3 : 1.2}"/>`);
  }
  for (const p of placed) {
    const n = p.node;
    parts.push(nested(draw(n.position), cx(p) - bw / 2, y0(p), bw, bw));
    parts.push(`<text x="${cx(p)}" y="${y0(p) + bw + 13}" text-anchor="middle">${name(n.toMove)} to move</text>`);
    parts.push(`<text x="${cx(p)}" y="${y0(p) + bw + 26}" text-anchor="middle" fill="${n.winner === "left" ? LEFT : RIGHT}" font-weight="bold">${name(n.winner)} wins${n.omitted > 0 ? ` (+${n.omitted})` : ""}</text>`);
  }
  parts.push("</svg>");
  return new ProofTreeDrawing(tree.nodes, tree.plies, parts.join(""));
}
