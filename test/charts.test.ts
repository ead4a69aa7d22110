// notebook.lineFigure: plain series in, a plotly figure out (titles as { text }, plotly.js 3).
import { describe, expect, it } from "vitest";
import { lineFigure } from "../lib/notebook/charts";
import { InputError } from "../lib/util";

describe("lineFigure", () => {
  it("draws each series as a line, fits dotted, a second axis on the right, a log y axis", () => {
    const fig = lineFigure({
      title: "t", xTitle: "n", yTitle: "y", y2Title: "b", logY: true, x: [1, 2, 3],
      series: [{ name: "a", y: [1, 10, 100] }, { name: "fit", y: [1, 9, 99], dash: "dot" }, { name: "b", y: [3, 2, 1], secondAxis: true }],
    });
    expect(fig.data.map((d) => d.mode)).toEqual(["lines+markers", "lines", "lines+markers"]);
    expect(fig.data[1]!.line).toEqual({ dash: "dot" });
    expect(fig.data[2]!.yaxis).toBe("y2");
    expect(fig.data[0]!.x).toEqual([1, 2, 3]);
    expect(fig.layout!.title).toEqual({ text: "t" });
    expect(fig.layout!.yaxis).toEqual({ title: { text: "y" }, type: "log" });
    expect(fig.layout!.yaxis2).toEqual({ title: { text: "b" }, overlaying: "y", side: "right" });
    expect(fig.layout!.xaxis).toEqual({ title: { text: "n" }, dtick: 1 });
  });

  it("refuses a series whose length differs from its x values, or a second axis without a title", () => {
    expect(() => lineFigure({ title: "t", xTitle: "n", yTitle: "y", x: [1, 2], series: [{ name: "a", y: [1] }] })).toThrow(InputError);
    expect(() => lineFigure({ title: "t", xTitle: "n", yTitle: "y", x: [1], series: [{ name: "a", y: [1], secondAxis: true }] })).toThrow(/y2Title/);
  });
});
