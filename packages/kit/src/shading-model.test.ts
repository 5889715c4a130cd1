import { gridCellEdges, Model } from "@gridsmith/constraint";
import { describe, expect, it } from "vitest";
import { postShadedApart, postUnshadedArea } from "./shading-model.js";

// Every shading of a 3x1 row the model allows, cell by cell from the left, 0 unshaded and 1 shaded: a shading
// is allowed when fixing its cells propagates without a contradiction.
function allowed(post: (m: Model, vars: number[]) => void): string[] {
  const out: string[] = [];
  for (let mask = 0; mask < 8; mask++) {
    const m = new Model();
    const vars = m.intVars(3, 0, 1);
    post(m, vars);
    const values = [0, 1, 2].map((i) => (mask >> i) & 1);
    values.forEach((v, i) => {
      m.linear([1], [vars[i]!], "=", v);
    });
    if (m.propagate()) out.push(values.join(""));
  }
  return out;
}

describe("postUnshadedArea", () => {
  it("keeps the unshaded cells in one area and, unless told not to, shades some cell", () => {
    // "010" parts the unshaded cells; "000" shades none.
    const edges = gridCellEdges(3, 1);
    const someShaded = ["100", "110", "001", "101", "011", "111"];
    expect(allowed((m, vars) => postUnshadedArea(m, vars, edges))).toEqual(someShaded);
    expect(allowed((m, vars) => postUnshadedArea(m, vars, edges, false))).toEqual(["000", ...someShaded]);
  });
});

describe("postShadedApart", () => {
  it("keeps shaded cells from standing side by side", () => {
    expect(allowed((m, vars) => postShadedApart(m, vars, { width: 3, height: 1 }))).toEqual([
      "000",
      "100",
      "010",
      "001",
      "101",
    ]);
  });
});
