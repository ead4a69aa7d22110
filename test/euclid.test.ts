// Partizan Euclid (lib/games/euclid) against CGSuite's GameHeapTest and the definition of McKay–Nowakowski.
import { describe, expect, it } from "vitest";
import * as cgt from "../lib/cgt";
import { InputError } from "../lib/util";
import { canonicalValue, referenceValue } from "../lib/solvers";
import { parseEuclid, partizanEuclid, type EuclidPair } from "../lib/games/euclid";

describe("Partizan Euclid", () => {
  it("CGSuite GameHeapTest: [PartizanEuclid((8,n)).CanonicalForm for n from 0 to 8] = [0,0,0,v,0,0,^,^5,0]; (8,8) has 0 left options", () => {
    ["0", "0", "0", "v", "0", "0", "^", "^5", "0"].forEach((e, n) => { expect(canonicalValue(partizanEuclid, [8, n] as EuclidPair), `(8,${n})`).toBe(cgt.parse(e)); });
    expect([...partizanEuclid.leftOptions([8, 8])].length).toBe(0);
  });
  it("the definition by hand: (8,3) → Left (3,2), Right (3,1); (3,2) = {0|0} = *", () => {
    expect([...partizanEuclid.leftOptions([8, 3])]).toEqual([[3, 2]]);
    expect([...partizanEuclid.rightOptions([8, 3])]).toEqual([[3, 1]]);
    expect(canonicalValue(partizanEuclid, [3, 2])).toBe(cgt.STAR);
  });
  it("engine = reference; either order of the pair", () => {
    for (let p = 1; p <= 30; p++) for (let q = 0; q <= p; q++) {
      expect(canonicalValue(partizanEuclid, [p, q] as EuclidPair)).toBe(referenceValue(partizanEuclid, [p, q] as EuclidPair));
      expect(canonicalValue(partizanEuclid, [q, p] as EuclidPair)).toBe(canonicalValue(partizanEuclid, [p, q] as EuclidPair));
    }
  });
  it("bad input", () => {
    expect(parseEuclid("3,8")).toEqual([8, 3]);
    expect(() => parseEuclid("8;3")).toThrow(InputError);
  });
});
