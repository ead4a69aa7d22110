// notebook.thermographFigure: CGSuite's orientation (value axis reversed, temperature upward) and
// walls equal to cgt.thermographPlot's corners.
import { describe, expect, it } from "vitest";
import * as cgt from "../lib/cgt";
import { thermographFigure } from "../lib/notebook";
import { InputError } from "../lib/util";

describe("notebook.thermographFigure", () => {
  it("draws each game's two walls from cgt.thermographPlot, value axis reversed", () => {
    const g = cgt.parse("{3|{2*|1*}}"); // temperature 3/4, mean 9/4 (CGSuite's test file)
    const h = cgt.parse("±1");
    const fig = thermographFigure([
      { name: "G", game: g },
      { name: "±1", game: h, dash: "dash" },
    ]);
    expect(fig.data).toHaveLength(4);
    const w = cgt.thermographPlot(g, 2); // tMax = max temperature (1) + 1
    expect(fig.data[0].x).toEqual(w.left.map((p) => p.x));
    expect(fig.data[0].y).toEqual(w.left.map((p) => p.t));
    expect(fig.data[1].x).toEqual(w.right.map((p) => p.x));
    // the mast of G is at its mean 9/4 from t = 3/4 up
    expect(w.left[w.left.length - 1]).toEqual({ t: 2, x: 2.25 });
    const layout = fig.layout as { xaxis: { autorange: string }; yaxis: { range: number[] } };
    expect(layout.xaxis.autorange).toBe("reversed");
    expect(layout.yaxis.range).toEqual([-1, 2]);
    expect(() => thermographFigure([])).toThrow(InputError);
  });
});
