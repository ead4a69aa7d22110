/**
 * Thermograph figures in CGSuite's orientation: temperature upward, values along the horizontal
 * axis with Left's (positive) side on the left — the value axis is reversed — as CGSuite, Winning
 * Ways ch. 6 and Lessons in Play ch. 6 draw them.
 */
import * as cgt from "../cgt";
import { InputError } from "../util";
import type { Figure, PlotlyTrace } from "./plot";

/** One game to draw: its name in the legend, and an optional plotly dash style ("dash", "dot"). */
export interface ThermographSpec {
  name: string;
  game: cgt.Game;
  dash?: string;
  color?: string;
}

/**
 * A plotly figure with the thermographs of one or several games (each: left wall, right wall and
 * mast as one polyline per wall, drawn in one colour), temperature from −1 up to `tMax` (default:
 * the highest temperature + 1), value axis reversed. Exact corners from `cgt.thermograph`, shown
 * as doubles. Cost: one thermograph per game.
 */
export function thermographFigure(specs: readonly ThermographSpec[], options: { title?: string; tMax?: number; width?: number; height?: number } = {}): Figure {
  if (!Array.isArray(specs) || specs.length === 0) throw new InputError("thermographFigure() needs at least one {name, game}");
  const temps = specs.map((s) => cgt.dyadicToNumber(cgt.temperature(s.game)));
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
