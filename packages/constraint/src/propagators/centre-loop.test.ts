import { describe, expect, it } from "vitest";
import { Model } from "../model.js";
import { centreLoop } from "./single-circuit.js";

describe("centreLoop", () => {
  it("gives one variable per line between neighbouring centres, horizontal lines first", () => {
    const m = new Model();
    const lines = centreLoop(m, 4, 3);
    // 3 rows of 3 horizontal lines, then 2 rows of 4 vertical ones; the first variables of the model.
    expect(lines).toEqual([...Array(3 * 3 + 2 * 4).keys()]);
  });

  it("draws exactly the single loops: on 3 x 2 cells, the two squares and the rectangle round both", () => {
    const m = new Model();
    centreLoop(m, 3, 2);
    // Lines: across row 0 (a, b), across row 1 (c, d), then down (e, f, g) from the centres of row 0.
    const loops = m
      .solve({ limit: Number.POSITIVE_INFINITY })
      .solutions.map((s) => s.join(""))
      .sort();
    expect(loops).toEqual(["0101011", "1010110", "1111101"].sort());
  });
});
