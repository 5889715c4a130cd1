import { Model, type Removal } from "@gridsmith/constraint";
import { describe, expect, it } from "vitest";
import { runOperation } from "./operation.js";
import {
  explainingBuild,
  explainingModel,
  type PropagationHintsOf,
  propagationHints,
} from "./propagation-hints.js";
import { latinSquare } from "./testing/latin-square.js";
import type { Step } from "./types.js";

// A toy genre: three pieces x, y, z of 1 to 3 with y = x and z = x, and (y, z) never (2, 2) or (3, 3). Each
// table alone is arc consistent with x of any value, so propagation decides nothing: x = 3 and then x = 2 fail
// only when tried. A trial that removes 3 from x decides no piece; the walk must go on to the one that removes
// 2 and leaves x one value. `size` is the puzzle; a size other than 3 is of the wrong shape.
interface Toy {
  size: number;
}
const same = [
  [1, 1],
  [2, 2],
  [3, 3],
];
const pairs = [1, 2, 3].flatMap((y) => [1, 2, 3].map((z) => [y, z])).filter(([y, z]) => !(y === z && y > 1));

function toyModel(): { model: Model } {
  const model = new Model();
  model.intVars(3, 1, 3);
  model.table([0, 1], same);
  model.table([0, 2], same);
  model.table([1, 2], pairs);
  model.explaining = true;
  return { model };
}

const toyOf = {
  shapeProblems: (p) => (p.size === 3 ? [] : [{ code: "size", message: `size ${p.size}; it must be 3` }]),
  attemptProblems: (_, a) => (a.length === 3 ? [] : [{ code: "length", message: "3 entries, please" }]),
  model: toyModel,
  fix: (_, { model }, attempt) => {
    const known = new Set<number>();
    for (let i = 0; i < 3; i++) {
      const v = attempt[i];
      if (typeof v !== "number" || v < 1) continue;
      known.add(i);
      if (!model.assign(i, v)) return null;
    }
    return known;
  },
  reader:
    (_, { model }, known) =>
    (r: Removal): Step<{ piece: number; value: number }> | null => {
      if (known.has(r.variable) || !model.isFixed(r.variable)) return null;
      const value = model.values(r.variable)[0]!;
      return {
        technique: r.reason?.rule ?? "trial",
        message: `piece ${r.variable} is ${value}`,
        cells: [],
        deductions: [{ piece: r.variable, value }],
      };
    },
  pieces: () => 3,
  ladder: {
    techniques: { table: { score: 1, level: "easy" }, trial: { score: 5, level: "hard" } },
    easiest: "easy",
    unfinished: { score: 100, level: "beyond" },
  },
} satisfies PropagationHintsOf<Toy, { piece: number; value: number }>;
const toy = propagationHints(toyOf);

describe("propagationHints", () => {
  it("walks past a trial that decides no piece to the one that does", () => {
    expect(toy.hint({ size: 3 })).toMatchObject({ technique: "trial", deductions: [{ piece: 0, value: 1 }] });
  });

  it("passes over the pieces an attempt decides, and answers null when the attempt clashes", () => {
    expect(toy.hint({ size: 3 }, [1, 0, 0])?.deductions[0]?.piece).not.toBe(0);
    expect(toy.hint({ size: 3 }, [2, 3, 0])).toBeNull();
  });

  it("throws the first problem of a puzzle or an attempt of the wrong shape", () => {
    expect(() => toy.hint({ size: 4 })).toThrow("size 4; it must be 3");
    expect(() => toy.hint({ size: 3 }, [1])).toThrow("3 entries, please");
  });

  it("explains and grades the whole path, trials included", () => {
    const steps = toy.explain({ size: 3 });
    expect(steps.map((s) => s.deductions[0]!.piece).sort()).toEqual([0, 1, 2]);
    expect(toy.grade({ size: 3 })).toMatchObject({ level: "hard", hardest: "trial" });
  });
});

describe("a genre's own ways with wrong shapes", () => {
  // The toy with its attempts read by a reader that throws its own error, and puzzles of the wrong shape
  // refused; `built` counts the models made, so that a refusal is seen to work on nothing.
  let built = 0;
  const { attemptProblems: _, ...toyWalk } = toyOf;
  const strict = propagationHints<Toy, { piece: number; value: number }>({
    ...toyWalk,
    refuseWrongShape: true,
    readAttempt: (_, attempt) => {
      if (!Array.isArray(attempt)) throw new RangeError("attempt: expected a list");
      return attempt.map((v: unknown) => (v === "one" ? 1 : (v as number)));
    },
    model: () => {
      built++;
      return toyModel();
    },
  });

  it("refuses a puzzle of the wrong shape without building it: no hint, no steps, the grade invalid", () => {
    built = 0;
    expect(strict.hint({ size: 4 }, "not even a list" as never)).toBeNull();
    expect(strict.explain({ size: 4 })).toEqual([]);
    expect(strict.grade({ size: 4 })).toEqual({ level: "invalid", score: 0 });
    expect(built).toBe(0);
    expect(strict.grade({ size: 3 })).toMatchObject({ level: "hard" });
  });

  it("throws the attempt reader's own error, and walks on the entries it reads", () => {
    expect(() => strict.hint({ size: 3 }, 7 as never)).toThrow(RangeError);
    expect(() => strict.hint({ size: 3 }, 7 as never)).toThrow("attempt: expected a list");
    // Taken as it is, "one" would decide nothing, and the hint would be piece 0's.
    const read = strict.hint({ size: 3 }, ["one", 0, 0] as never);
    expect(read?.deductions[0]?.piece).not.toBe(0);
    expect(read).toEqual(strict.hint({ size: 3 }, [1, 0, 0]));
    expect(strict.hint({ size: 3 }, null)).toEqual(strict.hint({ size: 3 }));
  });

  it("takes exactly one of attemptProblems and readAttempt", () => {
    const message = "propagationHints takes one of attemptProblems and readAttempt";
    expect(() => propagationHints(toyWalk as PropagationHintsOf<Toy, unknown>)).toThrow(message);
    expect(() => propagationHints({ ...toyOf, readAttempt: (_, a) => a as number[] })).toThrow(message);
  });
});

describe("the trials' budget", () => {
  // The toy's first step needs 2 probes (x = 3, then x = 2) of the 9 values; a budget of 1 runs out first.
  const poor = propagationHints({ ...toyOf, trialProbesPerValue: 1 / 9 });

  it("makes a hint past it say so, rather than answer that nothing follows", () => {
    expect(() => poor.hint({ size: 3 })).toThrow(
      "no step was found within the hint's budget of 1 trials (values tried and taken back)",
    );
    expect(propagationHints({ ...toyOf, trialProbesPerValue: 2 / 9 }).hint({ size: 3 })).toMatchObject({
      deductions: [{ piece: 0, value: 1 }],
    });
  });

  it("reaches the API and the site as a failed hint with that message, not as a null step", async () => {
    const type = { ...latinSquare, hint: () => poor.hint({ size: 3 }) };
    const answer = await runOperation(type, { op: "hint", puzzle: { n: 2, cells: [1, 0, 0, 0] } });
    expect(answer).toMatchObject({ ok: false, message: expect.stringContaining("within the hint's budget") });
  });

  it("leaves an explanation past it unfinished, and graded so", () => {
    expect(poor.explain({ size: 3 })).toEqual([]);
    expect(poor.grade({ size: 3 })).toMatchObject({ level: "beyond" });
  });
});

describe("explaining models", () => {
  it("turns explaining on in a built model, or in the model a builder answers beside more", () => {
    const model = explainingModel((n: number) => (n > 0 ? new Model() : null));
    expect(model(1)?.model.explaining).toBe(true);
    expect(model(0)).toBeNull();
    const built = explainingBuild((n: number) => ({ model: new Model(), size: n }));
    expect(built(3)).toMatchObject({ size: 3, model: { explaining: true } });
  });
});
