// Issue 25, item 7: "sweep rows carry the position itself (and any extra fields of the family
// item)". A family given as { items: [{ position, ...fields }] } gives rows with each item's own
// fields, in solvers.valueSweep / outcomeSweep / valueSweepSliced, in notebook.sweepValues in the
// kernel and in a worker; bad items are InputErrors before any work; and the debug option reaches
// the worker. Values: Domineering 1×n = −⌊n/2⌋ and 2×2 = ±1 (Winning Ways vol. 1, Domineering);
// Clobber xo = *, xxo = ↑ (Lessons in Play ch. 2).
import { afterAll, describe, expect, it } from "vitest";
import * as games from "../lib/games";
import { outcomeSweep, valueSweep, valueSweepSliced } from "../lib/solvers";
import { InputError } from "../lib/util";
import { shutdownWorkers, sweepOutcomes, sweepValues } from "../lib/notebook";
import { definePartizan } from "../lib/ruleset";

afterAll(() => shutdownWorkers());

const d = games.domineering.ruleset;
const rects = (dims: [number, number][]) => dims.map(([h, w]) => ({ position: games.domineering.rectangle(h, w), h, w, label: `${h}×${w}` }));

describe("rows carry their family item's own fields", () => {
  it("solvers.valueSweep and outcomeSweep", () => {
    const items = rects([[1, 3], [2, 2], [1, 4]]);
    const t = valueSweep(d, { items });
    expect(t.stopped).toBeNull();
    expect(t.rows.map((r) => [r.h, r.w, r.label, r.value])).toEqual([[1, 3, "1×3", "-1"], [2, 2, "2×2", "±1"], [1, 4, "1×4", "-2"]]);
    t.rows.forEach((r, i) => {
      expect(r.position).toBe(items[i]!.position);
      expect(r.index).toBe(i);
      expect(Object.keys(r).slice(0, 4)).toEqual(["index", "h", "w", "label"]);
    });
    const o = outcomeSweep(d, { items });
    expect(o.rows.map((r) => [r.label, r.outcome])).toEqual([["1×3", "R"], ["2×2", "N"], ["1×4", "R"]]);
  });

  it("a lazy iterable of items and the sliced sweep", async () => {
    function* gen() {
      yield* rects([[1, 2], [1, 5]]);
    }
    const t = valueSweep(d, { items: gen() });
    expect(t.rows.map((r) => [r.w, r.value])).toEqual([[2, "-1"], [5, "-2"]]);
    const s = await valueSweepSliced(d, { items: rects([[2, 2]]) });
    expect(s.rows.map((r) => [r.label, r.value])).toEqual([["2×2", "±1"]]);
  });

  it("notebook.sweepValues in a worker and in the kernel", async () => {
    const items = rects([[1, 3], [2, 2]]);
    const w = await sweepValues(d, { items }, { where: "worker" });
    expect(w.rows.map((r) => [r.h, r.w, r.label, r.value])).toEqual([[1, 3, "1×3", "-1"], [2, 2, "2×2", "±1"]]);
    w.rows.forEach((r, i) => { expect(r.position).toBe(items[i]!.position); });
    const k = await sweepValues(d, { items }, { where: "kernel" });
    expect(k.rows.map((r) => [r.h, r.w, r.label, r.value])).toEqual([[1, 3, "1×3", "-1"], [2, 2, "2×2", "±1"]]);
    const o = await sweepOutcomes(games.clobber.clobber, { items: [{ position: games.clobber.clobber.parse("xo"), n: 1 }] });
    expect(o.rows.map((r) => [r.n, r.outcome])).toEqual([[1, "N"]]);
  });

  it("bad items are InputErrors naming the item before any work", async () => {
    expect(() => valueSweep(d, { items: [{ h: 1 } as unknown as { position: unknown }] as never })).toThrow(/^sweep: family item 1 must be an object \{ position, \.\.\.fields of your own \}, got object without a position field$/);
    expect(() => valueSweep(d, { items: [{ position: games.domineering.rectangle(1, 2), value: 3 }] })).toThrow(/family item 1 has a field "value", which is a column of the sweep's rows: rename it/);
    expect(() => valueSweep(d, { items: "abc" as never })).toThrow(InputError);
    await expect(sweepValues(d, { items: [null as never] }, { where: "worker" })).rejects.toThrow(/family item 1 must be an object/);
  });
});

describe("the debug option reaches every sweep", () => {
  it("a wrong split fails in debug mode in the kernel; the worker takes the option (a correct ruleset passes)", async () => {
    const c = games.clobber.clobber;
    const w = await sweepValues(c, [c.parse("xo"), c.parse("xxo")], { where: "worker", debug: true });
    expect(w.rows.map((r) => r.value)).toEqual(["*", "↑"]);
    const dropRight = definePartizan<readonly [number, number]>({
      name: "Two counters",
      leftOptions: (p) => (p[0] > 0 ? [[p[0] - 1, p[1]] as const] : []),
      rightOptions: (p) => (p[1] > 0 ? [[p[0], p[1] - 1] as const] : []),
      components: (p) => [[p[0], 0] as const],
    });
    const silent = await sweepValues(dropRight, [[3, 1]], { where: "kernel" });
    expect(silent.rows[0]!.value).toBe("3"); // wrong: 3 − 1 = 2
    await expect(sweepValues(dropRight, [[3, 1]], { where: "kernel", debug: true })).rejects.toThrow(/Two counters breaks the rule "components" on position key \[3,1\]/);
    await expect(sweepValues(c, [c.parse("xo")], { debug: "yes" as never })).rejects.toThrow(/option debug must be true or false/);
  });
});
