// Issue 15 items 2, 3 and 6: positions and records print as their pictures (util.inspect, toString)
// and keep their data in JSON; notebook.show dispatches on what it gets; a value's canonical game
// tree is drawn on request; errors a user causes inspect as one line once the kernel hook is on.
import { createRequire } from "node:module";
import { inspect } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import * as cgt from "../lib/cgt";
import * as grid from "../lib/grid";
import * as games from "../lib/games";
import * as solvers from "../lib/solvers";
import * as nb from "../lib/notebook";
import { Budget, BudgetExceededError, INSPECT, InputError, MIME, isShowable, type MimeBundle } from "../lib/util";

/** What a Showable shows. */
const bundleOf = (x: unknown): MimeBundle => {
  expect(isShowable(x)).toBe(true);
  return (x as { [MIME](): MimeBundle })[MIME]();
};

describe("grids print as their ruleset's picture", () => {
  const clobber = games.clobber.clobber;
  const g = clobber.parse("xo.|.ox");

  it("a parsed grid: label and picture at the top level, one line when nested, the picture as toString", () => {
    expect(inspect(g)).toBe("Clobber 2×3\nxo.\n.ox");
    expect(inspect([g])).toBe("[ Clobber 2×3⟨xo.|.ox⟩ ]");
    expect(`${g}`).toBe("xo.\n.ox");
    expect(JSON.parse(JSON.stringify(g))).toEqual({ height: 2, width: 3, cells: [1, 2, 0, 0, 2, 1], picture: "xo.|.ox" });
  });

  it("options keep the alphabet (a stone captures an adjacent enemy stone: worked by hand)", () => {
    const left = [...clobber.leftOptions(g)].map((o) => inspect(o));
    expect(left.sort()).toEqual(["Clobber 2×3\n.x.\n.ox", "Clobber 2×3\nxo.\n.x."]);
    // symmetries, crops and components keep it too
    expect(String(grid.applySymmetry(g, grid.ROTATE_180))).toBe("xo.\n.ox");
    expect(String(g.crop(0, 0, 1, 2))).toBe("xo");
    expect(grid.connectedComponents(clobber.parse("x..|..o"), { occupied: (v) => v !== 0 }).map((c) => String(c.grid))).toEqual(["x", "o"]);
  });

  it("a bare grid prints its values as digits; equality and keys ignore the alphabet", () => {
    const bare = grid.Grid.of(2, 2, [0, 1, 2, 11]);
    expect(inspect(bare)).toBe("Grid 2×2\n01\n2b");
    expect(bare.alphabet).toBeUndefined();
    const same = grid.Grid.of(2, 3, g.cells);
    expect(same.equals(g)).toBe(true);
    expect(grid.gridKey(same)).toEqual(grid.gridKey(g));
    expect(inspect(grid.Grid.of(0, 0))).toBe("Grid 0×0⟨⟩");
  });

  it("draws itself with the alphabet's glyphs (Clobber: black and white stones)", () => {
    const b = bundleOf(g);
    expect(b["text/plain"]).toBe("Clobber 2×3\nxo.\n.ox");
    const svg = String(b["image/svg+xml"]);
    expect(svg).toMatch(/^<svg /);
    expect(svg.match(/<circle/g)).toHaveLength(4);
    expect(svg).toBe(clobber.draw(g).replace("<title>Clobber xo.|.ox</title>", "<title>Clobber xo.|.ox</title>"));
  });

  it("every grid ruleset's positions print with its name", () => {
    const cases: [string, { parse?: (s: string) => grid.Grid }, string][] = [
      ["Amazons", games.amazons.ruleset, "x.|.o"],
      ["Cram", games.cram.ruleset, "..|.#"],
      ["Fission", games.fission.ruleset, "x.|.."],
      ["Ski-Jumps", games.skijumps.ruleset, "L.|.r"],
      ["Col/Snort", games.gridcolouring.col, "x.|.o"],
    ];
    for (const [name, ruleset, picture] of cases) {
      const p = ruleset.parse!(picture);
      expect(inspect([p]), name).toBe(`[ ${name} 2×2⟨${picture}⟩ ]`);
      expect(String(bundleOf(p)["image/svg+xml"])).toMatch(/^<svg /);
    }
  });
});

describe("positions of the other rulesets print as their pictures", () => {
  it("Konane boards (parsed, after a move, and in JSON)", () => {
    const b = games.konane.parseBoard(["BW.", "..W"]);
    expect(inspect(b)).toBe("Konane 2×3\nBW.\n..W");
    expect(inspect({ b })).toBe("{ b: Konane 2×3⟨BW.|..W⟩ }");
    expect(JSON.parse(JSON.stringify(b))).toEqual({ rows: 2, cols: 3, cells: [1, 2, 0, 0, 0, 2], picture: "BW.|..W" });
    // Black (Left) jumps over the white stone: the only Left move on this board (worked by hand).
    expect(games.konane.leftOptions(b, "standard").map((o) => inspect([o]))).toEqual(["[ Konane 2×3⟨..B|..W⟩ ]"]);
    expect(String(bundleOf(b)["image/svg+xml"]).match(/<circle/g)).toHaveLength(3);
    // A board written as a plain record still works everywhere (and prints as a record).
    const plain = { rows: 1, cols: 3, cells: Uint8Array.of(1, 2, 0) };
    expect(games.konane.leftOptions(plain, "standard").map((o) => String(o))).toEqual(["..B"]);
  });

  it("Domineering regions", () => {
    // regions print in the game's convention (`.` empty cell of the region, `#` blocked), as ruleset.format writes
    const r = games.domineering.parseRegion("###|##."); // the seed's convention: `#` = a cell of the region
    expect(inspect(r)).toBe("Domineering region 2×3\n...\n..#");
    expect(inspect([games.domineering.rectangle(2, 3)])).toBe("[ Domineering region 2×3⟨...|...⟩ ]");
    expect(JSON.parse(JSON.stringify(r))).toEqual({ height: 2, width: 3, rows: [7, 3], picture: "...|..#" });
    expect(String(games.domineering.transpose(r))).toBe("..\n..\n.#");
    expect(String(bundleOf(r)["image/svg+xml"])).toMatch(/<title>Domineering \.\.\.\|\.\.#<\/title>/);
    expect(games.domineering.ruleset.parse!(String(r))).toEqual(r); // what prints is read back
  });

  it("Tokyo Doves positions (seed 002's start: the two bosses side by side, red to move)", () => {
    const p = games.tokyodoves.initialPosition();
    expect(inspect(p)).toBe("Tokyo Doves, red to move\nBb..\n....\n....\n....");
    const next = games.tokyodoves.successors(p)[0]!.position;
    expect(inspect([next])).toMatch(/^\[ Tokyo Doves, green to move⟨/);
    const json = JSON.parse(JSON.stringify(p)) as { cells: number[]; turn: number; code: number };
    expect(json.turn).toBe(0);
    expect(json.code).toBe(games.tokyodoves.encodePosition(p));
    expect(games.tokyodoves.decodePosition(json.code).cells).toEqual(p.cells);
    expect(String(bundleOf(p)["image/svg+xml"])).toBe(games.tokyodoves.positionSvg(p));
  });

  it("Gobblet positions: stacks bottom first, pieces in hand (each player starts with 2 of each of 3 sizes)", () => {
    const rules = new games.gobblet.GobbletRules(games.gobblet.FULL_GAME);
    const start = games.gobblet.position(rules, rules.initial);
    expect(String(start)).toBe(". . .\n. . .\n. . .\nin hand: S×2 M×2 L×2; s×2 m×2 l×2");
    const kids: number[] = [];
    rules.expand(rules.initial, kids);
    const after = kids.map((c) => games.gobblet.position(rules, c));
    // after one move the mover is the other player: one lower-case piece on the board, one fewer in hand
    for (const p of after) {
      const text = String(p);
      expect(text.match(/[sml]/g)?.length, text).toBe(1 + 3); // the piece on the board + the 3 sizes of the hand line
      expect(p.hands[1].reduce((a, b) => a + b, 0)).toBe(5);
    }
    expect(JSON.parse(JSON.stringify(start))).toMatchObject({ code: 0, sizes: 3, hands: [[2, 2, 2], [2, 2, 2]] });
    expect(String(bundleOf(start)["image/svg+xml"])).toMatch(/^<svg /);
  });

  it("Hackenbush positions and vertex graphs (Kayles, Col/Snort, Digraph Placement)", () => {
    const h = games.hackenbush.stalk("BRG");
    expect(inspect(h)).toBe("Hackenbush, 3 edges⟨g:ground v1 v2 v3 ; g-v1:B v1-v2:R v2-v3:G⟩");
    expect(String(games.hackenbush.parse(String(h)))).toBe(String(h));
    const path = games.kayles.nodeKayles.parse!("a b c ; a-b b-c");
    expect(inspect(path)).toBe("Graph, 3 vertices⟨v0 v1 v2 ; v0-v1 v1-v2⟩");
    const arc = games.digraph.ruleset.parse!("a:L b:R ; a>b");
    expect(inspect(arc)).toBe("Graph, 2 vertices⟨v0:1 v1:2 ; v0>v1⟩");
    expect(String(bundleOf(arc)["image/svg+xml"])).toMatch(/^<svg /);
  });

  it("nim-sequences print compactly (0.07, Dawson's Kayles: OEIS A002187 shifted by one heap)", () => {
    const s = solvers.nimSequence("0.07", 200);
    const text = inspect(s);
    expect(text.split("\n")[0]).toBe("nim-sequence of 0.07, G(0..200)");
    expect(text.split("\n")[1]).toMatch(/^0011203110332240522330113021104527401120311033224455233011302110…$/);
    expect(text.split("\n")[2]).toBe(`period ${s.period!.period}, preperiod ${s.period!.preperiod} (proven)`);
    expect(s.period!.period).toBe(34); // Winning Ways ch. 4: Dawson's Kayles has period 34
    const json = JSON.parse(JSON.stringify(s)) as { game: string; values: number[] };
    expect(json.game).toBe("0.07");
    expect(json.values).toEqual(Array.from(s.values));
    expect(solvers.formatNimValues([1, 12, 3], 2)).toBe("1,12,…");
  });
});

describe("typeset notation and game trees", () => {
  it("notationHtml stacks fractions, writes a minus sign and spaces the bars", () => {
    const h = cgt.notationHtml("{3|{1|-1/2}}");
    expect(h).toContain("\u2212");
    expect(h).toMatch(/>1<\/span><span[^>]*>2<\/span>/);
    expect(h).toContain("\u2009|\u2009");
    expect(h).toContain('title="{3|{1|-1/2}}"');
    expect(cgt.notationHtml("<x>")).not.toContain("<x>");
    expect(nb.valueBundle(cgt.parse("{0|*}"))["text/plain"]).toBe("↑");
    expect(nb.dyadicBundle(cgt.temperature(cgt.parse("{2|-1}")))["text/plain"]).toBe("3/2"); // temperature of {2|-1} is 3/2 (Lessons in Play ch. 6)
  });

  it("↑ = {0|*}: five nodes, Left options down-left in blue, Right options down-right in red", () => {
    const t = nb.gameTree(cgt.parse("{0|*}"));
    expect(t.nodes).toBe(5);
    expect(t.depth).toBe(2);
    expect(String(t)).toBe("game tree of ↑: 5 nodes, depth 2 (notebook.show draws it)");
    const edges = [...t.svg.matchAll(/<line x1="([\d.]+)" y1="[\d.]+" x2="([\d.]+)" y2="[\d.]+" stroke="(#[0-9a-f]+)"/g)].map((m) => ({ from: Number(m[1]), to: Number(m[2]), colour: m[3] }));
    expect(edges).toHaveLength(4);
    for (const e of edges) {
      if (e.colour === "#1f5fd1") expect(e.to).toBeLessThan(e.from);
      else expect(e.to).toBeGreaterThan(e.from);
    }
    expect(edges.filter((e) => e.colour === "#1f5fd1")).toHaveLength(2);
    expect([...t.svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1])).toEqual(["↑", "0", "*", "0", "0"]);
    expect(bundleOf(t)["image/svg+xml"]).toBe(t.svg);
  });

  it("node counts equal a plain count over cgt.toTree on random games; big trees are refused naming the limit", () => {
    const count = (t: cgt.GameTree): number => 1 + [...t.left, ...t.right].reduce((a, c) => a + count(c), 0);
    for (const g of cgt.randomCanonicalGames(7, 8, 3)) {
      const n = count(cgt.toTree(g));
      if (n <= 300) expect(nb.gameTree(g, { maxNodes: 300 }).nodes).toBe(n);
      else expect(() => nb.gameTree(g, { maxNodes: 300 })).toThrow(/maxNodes = 300/);
    }
    expect(() => nb.gameTree(cgt.parse("30"), { maxNodes: 10 })).toThrow(/game tree of 30 has more than maxNodes = 10 nodes/);
    expect(nb.gameTree(cgt.parse("30"), { maxNodes: 31 }).nodes).toBe(31); // n = {n−1|}: a chain of n + 1 nodes
    expect(() => nb.gameTree(cgt.parse("30000"))).toThrow(InputError); // deep values are refused without deep recursion
    expect(() => nb.gameTree(cgt.parse("0"), { maxNodes: 0 })).toThrow(/maxNodes must be an integer in \[1, 2000\]/);
  });
});

describe("notebook.show dispatches on what it gets", () => {
  const jupyter = createRequire(import.meta.url)("tslab/dist/jupyter") as {
    lastWriteDisplayData: ((d: { data: MimeBundle }, update: boolean) => void) | null;
  };
  const shown: MimeBundle[] = [];
  jupyter.lastWriteDisplayData = (d) => shown.push(d.data);
  afterAll(() => {
    jupyter.lastWriteDisplayData = null;
    nb.fullUserErrors();
  });
  const last = (): MimeBundle => shown[shown.length - 1]!;

  it("positions, galleries, exact numbers, strings, rows and DataFrames", async () => {
    const b = games.konane.parseBoard(["BW.", "..W"]);
    await nb.show(b);
    expect(last()["text/plain"]).toBe("Konane 2×3\nBW.\n..W");
    expect(String(last()["image/svg+xml"])).toMatch(/^<svg /);
    await nb.show([b, games.domineering.rectangle(2, 2)]);
    expect((String(last()["text/html"]).match(/<svg /g) ?? []).length).toBe(2);
    await nb.show(cgt.temperature(cgt.parse("{2|-1}")));
    expect(last()["text/plain"]).toBe("3/2");
    await nb.show("plain words");
    expect(last()).toEqual({ "text/plain": "plain words" });
    await nb.show([{ n: 1, value: "↑" }]);
    expect(String(last()["text/html"])).toContain("<table");
    await nb.show(nb.toDataFrame([{ n: 1, value: "↑" }]));
    expect(String(last()["text/html"])).toContain("<table");
    nb.showValue(cgt.parse("{1|-1}"));
    expect(last()["text/plain"]).toBe("±1");
    // A game value is Showable itself: show(g) typesets its notation (↑ = {0|*}, Winning Ways ch. 3).
    await nb.show(cgt.parse("{0|*}"));
    expect(last()["text/plain"]).toBe("↑");
    expect(String(last()["text/html"])).toContain("↑");
    // A plain number is never a game value now, so it shows as itself.
    await nb.show(1234567 as unknown as object);
    expect(last()).toEqual({ "text/plain": "1,234,567" });
  });

  it("refuses what it cannot show with an InputError naming it", async () => {
    await expect(nb.show(new Map())).rejects.toThrow(/cannot show a Map object; it shows plotly figures/);
    await expect(nb.show([])).rejects.toThrow(/cannot show an empty array/);
    await expect(nb.show([1, 2])).rejects.toThrow(InputError);
  });

  it("a thermograph record becomes a figure in CGSuite's orientation, walls equal to thermographFigure's", () => {
    const g = cgt.parse("{3|{2*|1*}}"); // temperature 3/4, mean 9/4 (CGSuite's test file)
    const th = cgt.thermograph(g);
    expect(nb.isThermograph(th)).toBe(true);
    const fig = nb.thermographRecordFigure(th);
    const ref = nb.thermographFigure([{ name: "G", game: g }]);
    expect(fig.data[0]!.x).toEqual(ref.data[0]!.x);
    expect(fig.data[0]!.y).toEqual(ref.data[0]!.y);
    expect(fig.data[1]!.x).toEqual(ref.data[1]!.x);
    const layout = fig.layout as { xaxis: { autorange: string }; yaxis: { range: number[] }; title: { text: string } };
    expect(layout.xaxis.autorange).toBe("reversed");
    expect(layout.yaxis.range).toEqual([-1, 1.75]);
    expect(layout.title.text).toBe("Thermograph (temperature 3/4, mean 9/4)");
    expect(() => nb.thermographRecordFigure({} as cgt.Thermograph)).toThrow(InputError);
  });
});

describe("errors a user causes inspect as one line once the kernel hook is installed", () => {
  afterAll(() => { nb.fullUserErrors(); });

  it("InputError, BudgetExceededError and InterruptedError: Name: message; other errors keep their stack", () => {
    nb.conciseUserErrors();
    let bad: unknown;
    try {
      games.konane.parseBoard(["BX.", "..W"]);
    } catch (e) {
      bad = e;
    }
    expect(inspect(bad)).toBe('InputError: unknown Konane cell "X"; expected "B", "W" or "." (at row 1, column 2)');
    expect((bad as Error).stack).toMatch(/\n\s+at /); // the stack itself is kept for debuggers
    const budget = new Budget({ maxPositions: 1 }, undefined, "a test");
    let over: unknown;
    try {
      budget.spend(5);
    } catch (e) {
      over = e;
    }
    expect(over).toBeInstanceOf(BudgetExceededError);
    expect(inspect(over)).toMatch(/^BudgetExceededError: budget exceeded: maxPositions = 1 [^\n]*$/);
    expect(inspect(new nb.InterruptedError("a sweep"))).toBe("InterruptedError: interrupted: a sweep");
    expect(inspect(new TypeError("a bug"))).toMatch(/^TypeError: a bug\n\s+at /);
    expect(nb.isUserError(bad)).toBe(true);
    expect(nb.isUserError(new TypeError("x"))).toBe(false);
    nb.fullUserErrors();
    expect(inspect(bad)).toMatch(/\n\s+at /);
    expect(Object.prototype.hasOwnProperty.call(InputError.prototype, INSPECT)).toBe(false);
  });

  it("an InputError raised in a worker thread shows as one line too", async () => {
    nb.conciseUserErrors();
    const err = await nb.runInWorker(games.konane.parseBoard, [["BX."]]).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(Error);
    expect(inspect(err)).toBe('InputError: unknown Konane cell "X"; expected "B", "W" or "." (at row 1, column 2)');
    nb.fullUserErrors();
  }, 60_000);
});
