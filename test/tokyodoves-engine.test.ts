import { describe, expect, it } from "vitest";
import * as td from "../lib/games/tokyodoves";
import * as an from "../lib/studies/tokyodoves";
import { BudgetExceededError, InputError } from "../lib/util";

const key = (s: td.Successor): string => `${td.encodePosition(s.position)} ${JSON.stringify(s.action)}`;
const keys = (list: td.Successor[]): string[] => list.map(key).sort();

/** Targets of one dove's moves, from one generator, sorted. */
function moveTargets(list: td.Successor[], dove: number): string[] {
  return list
    .filter((s) => s.action.type === "move" && s.action.dove === dove)
    .map((s) => JSON.stringify(s.action.to))
    .sort();
}

/** Both generators, checked equal; returns the successors. */
function both(p: td.Position, rules: td.Rules = td.DEFAULT_RULES): td.Successor[] {
  const fast = td.successors(p, rules);
  expect(keys(fast)).toEqual(keys(td.referenceSuccessors(p, rules)));
  return fast;
}

describe("oracle agreement: bitboard generator vs reference generator", () => {
  it("agrees on successor sets and surrounded flags for 6,000 seeded random positions (millions: see the bench)", () => {
    const rnd = td.seededRandom(20251122);
    let actions = 0;
    for (let i = 0; i < 6_000; i++) {
      const p = td.randomPosition(rnd);
      const a = keys(td.successors(p));
      const b = keys(td.referenceSuccessors(p));
      if (a.join("|") !== b.join("|")) expect({ position: td.formatPosition(p), fast: a }).toEqual({ position: td.formatPosition(p), fast: b });
      expect(td.surroundedBosses(p)).toEqual(td.referenceSurroundedBosses(p));
      actions += a.length;
    }
    expect(actions).toBeGreaterThan(100_000);
  });

  it("agrees without the return rule and on every size 2..12", () => {
    const rnd = td.seededRandom(7);
    const rules = td.makeRules({ returns: false });
    for (let n = 2; n <= 12; n++) {
      for (let i = 0; i < 150; i++) {
        const p = td.randomPosition(rnd, n);
        expect(td.dovesOnField(p)).toBe(n);
        const a = keys(td.successors(p, rules));
        expect(a).toEqual(keys(td.referenceSuccessors(p, rules)));
        expect(a.some((k) => k.includes('"return"'))).toBe(false);
      }
    }
  });
});

describe("FastBoard internals", () => {
  it("loadSuccessor equals successorCells + loadCells, and surroundedIn equals the reference flags", () => {
    const rnd = td.seededRandom(3);
    const a = new td.FastBoard();
    const b = new td.FastBoard();
    const c = new td.FastBoard();
    const cells = new Int8Array(12);
    for (let i = 0; i < 800; i++) {
      const p = td.randomPosition(rnd);
      a.load(p);
      const n = a.generate();
      for (let j = 0; j < n; j++) {
        a.successorCells(a.actDove[j]!, a.actTo[j]!, a.actOcc[j]!, cells);
        b.loadCells(cells, (1 - p.turn) as td.Colour);
        c.loadSuccessor(a, j);
        expect([c.occ, c.offR, c.w, c.h, ...c.sq, ...c.own]).toEqual([b.occ, b.offR, b.w, b.h, ...b.sq, ...b.own]);
        const ref = td.referenceSurroundedBosses({ cells: Int8Array.from(cells), turn: 0 });
        expect([td.FastBoard.surroundedIn(c.occ, c.sq[0]!), td.FastBoard.surroundedIn(c.occ, c.sq[6]!)]).toEqual(ref);
      }
    }
  });
});

describe("hand-made edge cases (both generators)", () => {
  it("initial position: 25 puts (not orthogonally next to the other boss) and 4 boss moves", () => {
    const s = both(td.initialPosition());
    expect(s.filter((x) => x.action.type === "put")).toHaveLength(25);
    expect(moveTargets(s, 0)).toEqual(["[-1,0]", "[-1,1]", "[1,0]", "[1,1]"]);
    expect(td.countActions(td.initialPosition())).toBe(29);
  });

  it("a wall appears: a put in the 4th column walls in the green boss (red wins)", () => {
    const p = td.parsePosition("a...\nbAB.\nm...");
    expect(td.surroundedBosses(p)).toEqual([false, false]);
    const win = both(p).find((s) => s.action.type === "put" && s.action.dove === 4 && JSON.stringify(s.action.to) === "[0,3]");
    expect(win).toBeDefined();
    expect(td.outcomeForMover(win!.position, 0)).toBe("win");
    expect(td.referenceSurroundedBosses(win!.position)).toEqual([false, true]);
  });

  it("a wall disappears: the 4th column empties and the green boss is free again", () => {
    const p = td.parsePosition("a..T\nbAB.\nm...", 0);
    expect(td.surroundedBosses(p)).toEqual([false, true]);
    const s = both(p);
    expect(moveTargets(s, 4)).toEqual(["[0,1]", "[0,2]", "[1,3]", "[2,3]"]);
    const back = s.find((x) => x.action.dove === 4 && JSON.stringify(x.action.to) === "[0,2]")!;
    expect(td.surroundedBosses(back.position)).toEqual([false, false]);
  });

  it("Hajikehato jumps over doves, lands only on empty squares next to a dove", () => {
    const p = td.parsePosition("Hb.\nBA.");
    expect(moveTargets(both(p), 5)).toEqual(["[-1,2]", "[1,2]", "[2,-1]", "[2,1]"]);
  });

  it("Totsuhato slides until a dove stops it; it may slide out past a side without walls", () => {
    const p = td.parsePosition("T.b.\nB.A.");
    expect(moveTargets(both(p), 4)).toEqual(["[0,-1]", "[0,1]"]);
  });

  it("Totsuhato alone in the bottom row of a 4-row field slides up past the top row", () => {
    const p = td.parsePosition("Bb..\nAa..\nYm..\n..T.");
    expect(moveTargets(both(p), 4)).toEqual(["[-1,2]", "[0,2]", "[1,2]", "[2,2]", "[3,-1]", "[3,0]", "[3,1]"]);
  });

  it("isolation: a move or a return may not leave a dove alone", () => {
    const p = td.parsePosition("Bb.\n.A.\n..a");
    const s = both(p);
    expect(moveTargets(s, 1)).toEqual(["[1,2]", "[2,1]"]);
    expect(s.filter((x) => x.action.type === "return")).toHaveLength(0);
    const q = td.parsePosition("Bb.\nAY.\n...");
    expect(both(q).filter((x) => x.action.type === "return").map((x) => x.action.dove).sort()).toEqual([1, 2]);
  });

  it("both bosses surrounded at once follows the configured rule", () => {
    // find a position with an action that surrounds both bosses (reference generator)
    const rnd = td.seededRandom(99);
    let found: td.Position | undefined;
    for (let i = 0; i < 200_000 && !found; i++) {
      const p = td.randomPosition(rnd, 10);
      if (!td.isLive(p)) continue;
      found = td.referenceSuccessors(p).find((s) => td.referenceSurroundedBosses(s.position).every(Boolean))?.position;
      if (found) {
        const mover = p.turn;
        expect(td.outcomeForMover(found, mover, td.makeRules({ bothSurrounded: "moverLoses" }))).toBe("loss");
        expect(td.outcomeForMover(found, mover, td.makeRules({ bothSurrounded: "moverWins" }))).toBe("win");
        expect(td.outcomeForMover(found, mover, td.makeRules({ bothSurrounded: "draw" }))).toBe("draw");
      }
    }
    expect(found).toBeDefined();
  });
});

describe("diagrams, codes, symmetries", () => {
  it("prints and parses diagrams", () => {
    const p = td.parsePosition("..T\n.Bb\n.aY\ngreen to move");
    expect(p.turn).toBe(1);
    expect(td.formatPosition(p)).toBe(".T..\nBb..\naY..\n....\ngreen to move");
    expect(td.encodePosition(td.parsePosition(td.formatPosition(p)))).toBe(td.encodePosition(p));
    // translation does not matter
    expect(td.encodePosition(td.parsePosition("....\n...T\n..Bb\n..aY", 1))).toBe(td.encodePosition(p));
  });

  it("rejects bad diagrams with InputError saying where", () => {
    expect(() => td.parsePosition("Bx")).toThrow(/unknown dove letter "x".*line 1, column 2/);
    expect(() => td.parsePosition("BbB")).toThrow(/appears twice.*line 1, column 3/);
    expect(() => td.parsePosition("B.A")).toThrow(/green boss b is missing/);
    expect(() => td.parsePosition("Bb.A")).toThrow(/isolated/);
    expect(() => td.parsePosition("Bb...")).toThrow(/at most 4 cells.*line 1, column 5/);
    expect(() => td.parsePosition("B\nb\nA\nY\nT")).toThrow(/at most 4 rows/);
    expect(() => td.parsePosition("")).toThrow(InputError);
    expect(() => td.makeRules({ bothSurrounded: "nobody" as td.BothSurroundedRule })).toThrow(InputError);
  });

  it("codes are safe integers, decode back, and canonical codes ignore the 8 symmetries", () => {
    const rnd = td.seededRandom(5);
    for (let i = 0; i < 2000; i++) {
      const p = td.randomPosition(rnd);
      const c = td.encodePosition(p);
      expect(Number.isSafeInteger(c)).toBe(true);
      expect(td.encodePosition(td.decodePosition(c))).toBe(c);
      const k = td.canonicalCode(p);
      for (let s = 0; s < 8; s++) expect(td.canonicalCode(td.transformPosition(p, s))).toBe(k);
    }
    expect(2 * 16 * 16 * 17 ** 10).toBeLessThan(2 ** 53);
    expect(() => td.decodePosition(0)).toThrow(InputError); // both bosses on cell 0
  });

  it("successor sets commute with the symmetries", () => {
    const rnd = td.seededRandom(11);
    for (let i = 0; i < 300; i++) {
      const p = td.randomPosition(rnd);
      const canon = (q: td.Position): number[] => td.successors(q).map((s) => td.canonicalCode(s.position)).sort((a, b) => a - b);
      const base = canon(p);
      for (let s = 1; s < 8; s++) expect(canon(td.transformPosition(p, s))).toEqual(base);
    }
  });

  it("repetition rule forbids recreating a position the opponent already faced", () => {
    const start = td.initialPosition();
    const down = (g: td.Game): number => g.legal().findIndex((x) => x.action.dove === 0 && JSON.stringify(x.action.to) === "[1,0]");
    const g = new td.Game(start, { repetition: "forbid" });
    const free = new td.Game(start);
    g.play(down(g));
    free.play(down(free));
    // green's boss can step next to the red boss and recreate the start: forbidden only with the rule
    const back = (list: td.Successor[]): boolean => list.some((x) => td.encodePosition(x.position) === td.encodePosition(start));
    expect(back(free.legal())).toBe(true);
    expect(back(g.legal())).toBe(false);
    expect(g.status).toBe("ongoing");
    expect(() => g.play(10_000)).toThrow(InputError);
  });
});

describe("seed theorems and checkmates", () => {
  it("enumeration matches the Burnside count and a brute-force canonical-code count (n ≤ 4)", () => {
    for (let n = 2; n <= 4; n++) {
      const r = an.surveyPositions(n, { checkmates: false });
      expect(r.positionsChecked).toBe(r.livePositions);
      // brute force: every labelled placement in the 4×4 frame, canonicalized
      const seen = new Set<number>();
      const others = [1, 2, 3, 4, 5, 7, 8, 9, 10, 11];
      for (let occ = 0; occ < 0x10000; occ++) {
        if (td.popcount(occ) !== n || td.hasIsolated(occ)) continue;
        const cellList = td.cellsOf(occ);
        const assign = (i: number, cells: number[], used: Set<number>): void => {
          if (i === n) {
            const p = td.makePosition(cells, 0);
            if (td.isLive(p)) seen.add(td.canonicalCode(p));
            return;
          }
          const choices = i === 0 ? [0] : i === 1 ? [6] : others;
          for (const d of choices) {
            if (used.has(d)) continue;
            const next = cells.slice();
            next[d] = cellList[i]!;
            used.add(d);
            assign(i + 1, next, used);
            used.delete(d);
          }
        };
        // every ordering of the bosses over the cells: permute which cell gets which dove
        for (let a = 0; a < n; a++) {
          for (let b = 0; b < n; b++) {
            if (a === b) continue;
            const order = [cellList[a]!, cellList[b]!, ...cellList.filter((_, k) => k !== a && k !== b)];
            const saved = cellList.slice();
            cellList.splice(0, n, ...order);
            assign(0, new Array<number>(12).fill(-1), new Set());
            cellList.splice(0, n, ...saved);
          }
        }
      }
      expect(seen.size).toBe(r.positionsChecked);
    }
  });

  it("5 doves (a quarter of the units): a non-suicidal action always exists, no checkmate", () => {
    const r = an.surveyPositions(5, { shard: { index: 1, count: 4 } });
    expect(r.positionsChecked).toBe(r.livePositions);
    expect(r.positionsChecked).toBeGreaterThan(300_000);
    expect(r.noSuicideViolations).toBe(0);
    expect(r.checkmates).toBe(0);
  });

  it("6 doves: full search and pruned enumeration agree on a shard; no checkmate where the boss escapes", () => {
    const shard = { index: 45, count: 64 }; // a shard with checkmates
    const full = an.surveyPositions(6, { shard, noSuicide: false });
    const pruned = an.surveyPositions(6, { shard, method: "pruned", noSuicide: false });
    expect(full.checkmates).toBeGreaterThan(1000);
    expect(pruned.checkmates).toBe(full.checkmates);
    expect(full.checkmatesInPrunedUnits).toBe(0);
    expect(pruned.positionsChecked).toBeLessThan(full.positionsChecked / 10);
    // the reference checkmate test confirms the examples
    for (const code of full.examples.slice(0, 4)) {
      const p = td.decodePosition(code);
      expect(an.isCheckmateReference(p)).toBe(true);
      expect(an.isCheckmate(p)).toBe(true);
    }
  });

  it("fast and reference checkmate / non-suicide tests agree on positions from checkmate-prone units", () => {
    const units = an.workUnits(6).filter((u) => !an.bossEscapes(u.shape.board, u.redBoss)).slice(0, 6);
    let n = 0;
    let mates = 0;
    for (const u of units) {
      an.forEachUnitPosition(u, (cells) => {
        if (n++ % 397 !== 0) return;
        const p: td.Position = { cells: Int8Array.from(cells), turn: 0 };
        const fast = an.isCheckmate(p);
        expect(an.isCheckmateReference(p)).toBe(fast);
        expect(an.hasNonSuicidalActionReference(p)).toBe(true);
        if (fast) mates++;
      });
    }
    expect(n).toBeGreaterThan(50_000);
    expect(mates).toBeGreaterThanOrEqual(0);
  });

  it("the necessary condition depends on the shape and boss cell only", () => {
    const start = td.initialPosition();
    expect(an.bossEscapes(td.occupancy(start), start.cells[0]!)).toBe(true);
    const mate = td.parsePosition("...T\n...Y\naA..\nB.b.");
    expect(an.bossEscapes(td.occupancy(mate), mate.cells[0]!)).toBe(false);
    expect(an.isCheckmate(mate)).toBe(true);
    expect(an.isCheckmateReference(mate)).toBe(true);
  });

  it("budgets, bad input and shard merging", () => {
    expect(() => an.surveyPositions(6, { budget: { maxPositions: 1000 } })).toThrow(BudgetExceededError);
    try {
      an.surveyPositions(6, { budget: { maxPositions: 1000 } });
    } catch (e) {
      expect((e as BudgetExceededError).limit).toBe("maxPositions");
    }
    expect(() => an.surveyPositions(13)).toThrow(InputError);
    expect(() => an.parseShard("3/2")).toThrow(InputError);
    expect(() => an.parseShard("x")).toThrow(InputError);
    const whole = an.surveyPositions(4);
    const parts = [0, 1, 2].map((index) => an.surveyPositions(4, { shard: { index, count: 3 } }));
    const merged = an.mergeSurveys(parts);
    expect(merged.positionsChecked).toBe(whole.positionsChecked);
    expect(merged.units).toBe(whole.units);
    expect(an.isCompleteSurvey(merged)).toBe(true);
    expect(an.isCompleteSurvey(an.mergeSurveys(parts.slice(0, 2)))).toBe(false);
    expect(() => an.mergeSurveys([parts[0]!, parts[0]!])).toThrow(/twice/);
  });
});
