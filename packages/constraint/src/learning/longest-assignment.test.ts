import { describe, expect, it } from "vitest";
import { Model } from "../model.js";
import { Learner } from "./learner.js";
import { LongestAssignment } from "./longest-assignment.js";

describe("LongestAssignment", () => {
  it("keeps the values of the longest trail prefix offered, until cleared", () => {
    const m = new Model();
    const [a, b, c] = [m.intVar(0, 1), m.intVar(0, 1), m.intVar(0, 1)];
    const learner = new Learner(m);
    m.learner = learner;
    const kept = new LongestAssignment(3);
    learner.newLevel();
    m.assign(a, 1);
    m.assign(b, 0);
    m.assign(c, 1);
    kept.offer(m, learner, 2);
    expect(kept.length).toBe(2);
    expect(Array.from(kept.has)).toEqual([1, 1, 0]);
    expect([kept.value[a], kept.value[b]]).toEqual([1, 0]);
    // A shorter prefix does not replace a longer one; a longer one does, whole.
    kept.offer(m, learner, 1);
    expect(Array.from(kept.has)).toEqual([1, 1, 0]);
    kept.offer(m, learner, 3);
    expect(Array.from(kept.has)).toEqual([1, 1, 1]);
    expect(kept.value[c]).toBe(1);
    kept.clear();
    kept.offer(m, learner, 1);
    expect(Array.from(kept.has)).toEqual([1, 0, 0]);
    m.learner = null;
  });
});
