// Library pieces notebook 05 used to carry in its cells (issue 15 item 5): the generator oracle
// check, combining this run's surveys with command-line outputs, and sharding over workers.
import { describe, expect, it } from "vitest";
import * as an from "../lib/studies/tokyodoves";
import { runShards } from "../lib/notebook";
import { InputError } from "../lib/util";

describe("generatorAgreement", () => {
  it("finds no disagreement between the bitboard and reference generators on random positions, and merges runs", () => {
    const a = an.generatorAgreement(300, 7);
    const b = an.generatorAgreement(200, 8);
    expect(a.positions).toBe(300);
    expect(a.disagreements).toBe(0);
    expect(a.successors).toBeGreaterThan(300); // every random position has actions
    expect(an.generatorAgreement(300, 7).successors).toBe(a.successors); // seeded: reproducible
    const m = an.mergeAgreements([a, b]);
    expect(m).toMatchObject({ seeds: [7, 8], positions: 500, successors: a.successors + b.successors, disagreements: 0 });
    expect(() => an.generatorAgreement(-1)).toThrow(InputError);
  });
});

describe("combineSurveys and compareSurveyMethods", () => {
  const s3f = an.surveyPositions(3, { method: "full" });
  const s3p = an.surveyPositions(3, { method: "pruned" });
  const s4p = an.surveyPositions(4, { method: "pruned" });
  const half = an.surveyPositions(4, { method: "full", shard: { index: 0, count: 2 } });

  it("adds complete CLI surveys of sizes not run here, keeps incomplete ones apart, sorts by doves then method", () => {
    const { surveys, incomplete } = an.combineSurveys([s3p, s3f], [s3f, s4p, half]);
    expect(surveys.map((x) => `${x.survey.doves} ${x.survey.method} ${x.source}`)).toEqual(["3 full this run", "3 pruned this run", "4 pruned CLI"]);
    expect(incomplete).toEqual([half]);
    expect(an.isSurveyResult(s4p)).toBe(true);
    expect(an.isSurveyResult({ doves: 3 })).toBe(false);
  });

  it("compares the two methods where both ran (the seed's pruning loses no checkmate)", () => {
    const c = an.compareSurveyMethods([s3f, s3p, s4p]);
    expect(c).toEqual([{ doves: 3, full: s3f.checkmates, pruned: s3p.checkmates, identical: true }]);
    expect(an.compareSurveyMethods([s3f, { ...s3p, checkmates: s3p.checkmates + 1 }])[0]!.identical).toBe(false);
  });
});

describe("runShards", () => {
  it("runs the shards of a survey in workers; merged, they equal the unsharded survey", async () => {
    const parts = await runShards(an.surveyPositions, 2, [4, { method: "full" }]);
    expect(parts.map((p) => p.shards[0])).toEqual(["0/2", "1/2"]);
    const merged = an.mergeSurveys(parts);
    const whole = an.surveyPositions(4, { method: "full" });
    expect(an.isCompleteSurvey(merged)).toBe(true);
    for (const k of ["units", "livePositions", "positionsChecked", "checkmates", "noSuicideViolations"] as const) expect(merged[k]).toBe(whole[k]);
    await expect(runShards(an.surveyPositions, 0, [4, {}])).rejects.toThrow(/shard count/);
    await expect(runShards(an.surveyPositions, 2, [4])).rejects.toThrow(/options object/);
  }, 60_000);
});
