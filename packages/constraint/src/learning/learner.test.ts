import { describe, expect, it } from "vitest";
import { Model } from "../model.js";
import { Explanation } from "./explanation.js";
import { DECISION, Learner, PROPAGATOR } from "./learner.js";

describe("Learner literals", () => {
  it("gives a two-valued variable one atom: fixing it puts one literal on the trail", () => {
    const m = new Model();
    const [cell, digit] = [m.intVar(0, 1), m.intVar(1, 3)];
    const learner = new Learner(m);
    m.learner = learner;
    expect(learner.eq(cell, 1)).toBe(learner.ne(cell, 0));
    expect(learner.ne(cell, 1)).toBe(learner.eq(cell, 0));
    expect(learner.eq(digit, 2)).not.toBe(learner.ne(digit, 1));

    learner.newLevel();
    m.assign(cell, 1);
    expect(learner.length).toBe(1);
    expect(learner.truth(learner.eq(cell, 1))).toBe(1);
    expect(learner.truth(learner.eq(cell, 0))).toBe(-1);
    // The trail also keeps the literal as the domains wrote it, which is how a propagator is asked.
    expect(learner.rawLits[0]).toBe(learner.rawEq(cell, 1));
    expect(learner.lits[0]).toBe(learner.eq(cell, 1));

    // A variable of three values: the assignment and each removal it implies.
    m.remove(digit, 3);
    m.remove(digit, 1);
    expect(learner.length).toBe(4);
    expect(learner.truth(learner.eq(digit, 2))).toBe(1);
    m.learner = null;
  });

  it("pairs the values a variable has at the root, wherever they lie in its words", () => {
    const m = new Model();
    const x = m.intVar(0, 5);
    m.remove(x, 0);
    m.remove(x, 2);
    m.remove(x, 3);
    m.remove(x, 5);
    const learner = new Learner(m);
    expect(learner.eq(x, 4)).toBe(learner.ne(x, 1));
    expect(learner.canonical(learner.rawNe(x, 4))).toBe(learner.eq(x, 1));
  });

  it("knows the entry that fixed each variable, and where a propagator's run began", () => {
    const m = new Model();
    const [a, b, c] = [m.intVar(0, 1), m.intVar(1, 3), m.intVar(0, 1)];
    const learner = new Learner(m);
    m.learner = learner;
    const e = new Explanation(m, learner);
    learner.newLevel();
    m.assign(a, 1); // entry 0, a decision
    learner.kind = PROPAGATOR;
    learner.ref = 7;
    m.remove(b, 1); // entry 1
    m.remove(b, 3); // entries 2 (b != 3) and 3 (b = 2, by its domain)
    m.assign(c, 0); // entry 4
    learner.kind = DECISION;
    expect(Array.from(learner.fixedAt)).toEqual([0, 3, 4]);
    expect(e.about(c, 0, true, 4).fixedValue(b)).toBe(2);
    expect(e.about(b, 3, false, 2).fixedValue(a)).toBe(1);
    expect(e.fixedValue(b)).toBeNaN();
    // When each was fixed, for a reason that prefers older literals: a later entry is a later inference.
    expect([e.fixedEntry(a), e.fixedEntry(b), e.fixedEntry(c)]).toEqual([0, 3, 4]);
    // Propagator 7's run wrote entries 1 and 2 (entry 3 is the domain's own inference): asked about c = 0,
    // the run began after entry 3; asked about b != 3, at entry 1.
    expect(e.about(c, 0, true, 4).runStart()).toBe(4);
    expect(e.about(b, 3, false, 2).runStart()).toBe(1);
    m.learner = null;
  });

  it("keeps reasons past a full arena: those of entries still on the trail move, the others go", () => {
    const m = new Model();
    const xs = m.intVars(300, 0, 1);
    const learner = new Learner(m);
    m.learner = learner;
    learner.newLevel();
    for (const x of xs.slice(0, 50)) m.assign(x, 1);
    learner.newLevel();
    for (const x of xs.slice(50, 200)) m.assign(x, 1);
    const reasonOf = (k: number) => Array.from({ length: 20 }, (_, i) => 1000 * k + i);
    const read = (k: number) => {
      const from = learner.reasonStart[k]!;
      return from < 0 ? null : [...learner.reasonArena.subarray(from, from + learner.reasonLength[k]!)];
    };
    // 200 reasons of 20 literals (4,000) nearly fill the first arena (4,096).
    for (let k = 0; k < 200; k++) learner.keepReason(k, Int32Array.from(reasonOf(k)), 20);
    const arena = learner.reasonArena;
    // Back to level 1 (50 entries), then more reasons than the arena has room for.
    learner.backjump(1);
    expect(learner.length).toBe(50);
    expect(read(60)).toBeNull();
    learner.newLevel();
    for (const x of xs.slice(200, 300)) m.assign(x, 1);
    for (let k = 50; k < 150; k++) learner.keepReason(k, Int32Array.from(reasonOf(k)), 20);
    expect(learner.reasonArena).not.toBe(arena);
    for (let k = 0; k < 150; k++) expect(read(k)).toEqual(reasonOf(k));
    m.learner = null;
  });
});
