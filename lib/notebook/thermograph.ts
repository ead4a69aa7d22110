/**
 * Thermograph figures in CGSuite's orientation: temperature upward, values along the horizontal
 * axis with Left's (positive) side on the left — the value axis is reversed — as CGSuite, Winning
 * Ways ch. 6 and Lessons in Play ch. 6 draw them.
 */
import * as cgt from "../cgt";
import { checkNumber, InputError, checkOptions, optionNames } from "../util";
import type { Figure, PlotlyTrace } from "./plot";

/** One game to draw: its name in the legend, and an optional plotly dash style ("dash", "dot"). */
export interface ThermographSpec {
  name: string;
  game: cgt.Game;
  dash?: string;
  color?: string;
}

/** The options {@link thermographFigure} takes. */
const FIGURE_OPTION_NAMES = optionNames<NonNullable<Parameters<typeof thermographFigure>[1]>>({ title: true, tMax: true, width: true, height: true });

/**
 * A plotly figure with the thermographs of one or several games (each: left wall, right wall and
 * mast as one polyline per wall, drawn in one colour), temperature from −1 up to `tMax` (default:
 * the highest temperature + 1), value axis reversed. Exact corners from `cgt.thermograph`, shown
 * as doubles. Cost: one thermograph per game.
 */
export function thermographFigure(specs: readonly ThermographSpec[], options: { title?: string; tMax?: number; width?: number; height?: number } = {}): Figure {
  checkOptions(options, FIGURE_OPTION_NAMES, "thermographFigure");
  if (!Array.isArray(specs as unknown) || specs.length === 0) throw new InputError("thermographFigure() needs at least one {name, game}");
  const temps = specs.map((s) => cgt.dyadicToNumber(cgt.temperature(s.game)));
  if (options.tMax !== undefined) checkNumber(options.tMax, "thermographFigure(): options.tMax (the top of the temperature axis, which starts at −1)", { min: 0, max: Number.MAX_VALUE });
  const tMax = options.tMax ?? Math.max(0, ...temps) + 1;
  const palette = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#e377c2", "#17becf"];
  const data: PlotlyTrace[] = [];
  specs.forEach((s, i) => {
    const w = cgt.thermographPlot(s.game, tMax);
    const line = { color: s.color ?? palette[i % palette.length], dash: s.dash ?? "solid", width: 2 };
    data.push({ type: "scatter", mode: "lines", name: s.name, legendgroup: s.name, x: w.left.map((p) => p.x), y: w.left.map((p) => p.t), line });
    data.push({ type: "scatter", mode: "lines", name: s.name, legendgroup: s.name, showlegend: false, x: w.right.map((p) => p.x), y: w.right.map((p) => p.t), line });
  });
  return {
    data,
    layout: {
      title: { text: options.title ?? "Thermographs" },
      xaxis: { title: { text: "value (Left ← → Right)" }, autorange: "reversed", zeroline: true },
      yaxis: { title: { text: "temperature t" }, range: [-1, tMax] },
      width: options.width ?? 760,
      height: options.height ?? 460,
    },
  };
}

/** True when `x` has the shape of a `cgt.thermograph(g)` record (two walls of exact corners, temperature, mean). O(1). */
export function isThermograph(x: unknown): x is cgt.Thermograph {
  if (typeof x !== "object" || x === null) return false;
  const t = x as Partial<cgt.Thermograph>;
  const isDyadic = (d: unknown): boolean => typeof d === "object" && d !== null && typeof (d as cgt.Dyadic).num === "bigint" && typeof (d as cgt.Dyadic).exp === "number";
  return Array.isArray(t.leftWall) && Array.isArray(t.rightWall) && isDyadic(t.temperature) && isDyadic(t.mean);
}

/** The options {@link thermographRecordFigure} takes. */
const RECORD_FIGURE_OPTION_NAMES = optionNames<NonNullable<Parameters<typeof thermographRecordFigure>[1]>>({ name: true, title: true, tMax: true, width: true, height: true });

/**
 * A plotly figure of a thermograph record (`cgt.thermograph(g)`), in the same orientation as
 * {@link thermographFigure}: temperature upward from −1, value axis reversed (Left's wall on the
 * left), the mast extended to `tMax` (default temperature + 1). O(corners).
 */
export function thermographRecordFigure(th: cgt.Thermograph, options: { name?: string; title?: string; tMax?: number; width?: number; height?: number } = {}): Figure {
  checkOptions(options, RECORD_FIGURE_OPTION_NAMES, "thermographRecordFigure");
  if (!isThermograph(th)) throw new InputError("thermographRecordFigure() needs a thermograph record from cgt.thermograph(g)");
  if (th.leftWall.length === 0 || th.rightWall.length === 0) throw new InputError("a thermograph record needs at least one corner on each wall");
  const temp = cgt.dyadicToNumber(th.temperature);
  if (options.tMax !== undefined) checkNumber(options.tMax, "thermographRecordFigure(): options.tMax (the top of the temperature axis, which starts at −1)", { min: 0, max: Number.MAX_VALUE });
  const tMax = options.tMax ?? Math.max(0, temp) + 1;
  const mean = cgt.dyadicToNumber(th.mean);
  const wall = (ps: readonly cgt.ThermographPoint[]): { x: number[]; y: number[] } => {
    const x = ps.map((p) => cgt.dyadicToNumber(p.x));
    const y = ps.map((p) => cgt.dyadicToNumber(p.t));
    if (tMax > y[y.length - 1]!) {
      x.push(mean);
      y.push(tMax);
    }
    return { x, y };
  };
  const name = options.name ?? "thermograph";
  const line = { color: "#1f77b4", width: 2 };
  const l = wall(th.leftWall);
  const r = wall(th.rightWall);
  return {
    data: [
      { type: "scatter", mode: "lines", name, legendgroup: name, x: l.x, y: l.y, line },
      { type: "scatter", mode: "lines", name, legendgroup: name, showlegend: false, x: r.x, y: r.y, line },
    ],
    layout: {
      title: { text: options.title ?? `Thermograph (temperature ${cgt.dyadicToString(th.temperature)}, mean ${cgt.dyadicToString(th.mean)})` },
      xaxis: { title: { text: "value (Left ← → Right)" }, autorange: "reversed", zeroline: true },
      yaxis: { title: { text: "temperature t" }, range: [-1, tMax] },
      width: options.width ?? 760,
      height: options.height ?? 460,
    },
  };
}
