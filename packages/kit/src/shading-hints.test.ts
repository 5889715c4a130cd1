import { Connected, Model } from "@gridsmith/constraint";
import { describe, expect, it } from "vitest";
import { KEEP_CONNECTED, shadingHints, shadingTechniques } from "./shading-hints.js";

const mustBe = (shaded: boolean) => (shaded ? "it must be" : "it cannot be");

// A row of three cells, the middle one shaded by a rule that also names a helper variable past the cells:
// exactly one of the three is shaded, and it is the middle one.
const rules = shadingHints<{ width: number; height: number }>({
  model() {
    const m = new Model();
    m.explaining = true;
    const [a, b, c] = m.intVars(3, 0, 1);
    const helper = m.intVar(1, 1);
    m.linear([1, 1, 1, -1], [a!, b!, c!, helper], "=", 0);
    m.linear([1, 1], [a!, c!], "<=", 0);
    return m;
  },
  shapeProblems: () => [],
  attemptProblems: (_p, attempt) =>
    attempt.length > 3 ? [{ code: "bad-attempt", message: "too long" }] : [],
  techniques: {
    "linear<=": { score: 1, level: "easy", rules: ["linear<="], why: ({ shaded }) => mustBe(shaded) },
    "linear=": { score: 2, level: "medium", rules: ["linear="], why: ({ shaded }) => mustBe(shaded) },
    trial: { score: 10, level: "hard" },
  },
});

describe("shadingHints", () => {
  it("explains every cell once, naming only cells, and grades by the hardest rule", () => {
    const steps = rules.explain({ width: 3, height: 1 });
    expect(steps.map((s) => s.message)).toEqual([
      "r1c1 stays unshaded: it cannot be",
      "r1c3 stays unshaded: it cannot be",
      "r1c2 is shaded: it must be",
    ]);
    expect(steps[2]!.because?.cells).toEqual([
      { row: 0, col: 0 },
      { row: 0, col: 2 },
    ]);
    expect(rules.grade({ width: 3, height: 1 }).level).toBe("medium");
  });

  it("hints from an attempt, and refuses an attempt of the wrong shape", () => {
    expect(rules.hint({ width: 3, height: 1 }, [-1, 0, -1])?.message).toBe("r1c2 is shaded: it must be");
    // A wrong entry is named and corrected as the one solution has it, never built on.
    expect(rules.hint({ width: 3, height: 1 }, [1, 0, 0])).toMatchObject({
      technique: "fix-mistake",
      message: "r1c1 is a mistake: in the puzzle's one solution it stays unshaded",
      deductions: [{ cell: 0, shaded: false }],
    });
    expect(() => rules.hint({ width: 3, height: 1 }, [0, 0, 0, 0])).toThrow("too long");
  });
});

// Three cells in a row, exactly one shaded, the middle one never: the first is given unshaded (`given` 0), and
// steps and grades leave it out.
type Row = { width: number; height: number; given: number[] };
const withGivens = shadingHints<Row>({
  model: (p) => {
    const m = new Model();
    m.explaining = true;
    const vars = p.given.map((g) => (g === 0 ? m.intVar(0, 0) : m.intVar(0, 1)));
    m.linear([1, 1, 1], vars, "=", 1);
    m.linear([1], [vars[1]!], "<=", 0);
    return m;
  },
  shapeProblems: () => [],
  trialWhy: () => "the other fails",
  decided: (black) => `is ${black ? "black" : "white"}`,
  fixed: (p) => p.given.flatMap((g, i) => (g === 0 ? [i] : [])),
  techniques: shadingTechniques({
    count: { score: 1, level: "easy", rules: ["linear*"], why: "one of three" },
  }),
});
const row: Row = { width: 3, height: 1, given: [0, -1, -1] };

describe("shadingHints with given cells", () => {
  it("hints from an attempt, leaving given and played cells out, in the genre's words", () => {
    const step = withGivens.hint(row, [0, -1, 0])!;
    expect(step.message).toBe("r1c3 is black: one of three");
    expect(step.deductions).toEqual([{ cell: 2, shaded: true }]);
    expect(withGivens.hint(row, [0, 1, 1])).toMatchObject({
      technique: "fix-mistake",
      message: "r1c2 is a mistake: in the puzzle's one solution it is white",
    });
  });

  it("explains each open cell once and grades the path", () => {
    const steps = withGivens.explain(row);
    expect(steps.map((s) => s.deductions[0]!.cell).sort()).toEqual([1, 2]);
    expect(withGivens.grade(row).level).toBe("easy");
  });
});

describe("shadingTechniques and the default attempt check", () => {
  it("ends the genre's rungs with the trial, hardest", () => {
    const techniques = shadingTechniques({
      a: { score: 1, level: "easy" },
      b: { score: 2, level: "medium" },
    });
    expect(Object.keys(techniques)).toEqual(["a", "b", "trial"]);
    expect(techniques.trial).toEqual({ score: 10, level: "hard" });
  });

  it("reads an attempt as one entry per cell when the genre gives no check of its own", () => {
    expect(() => withGivens.hint(row, [0, 0, 0, 0])).toThrow();
    expect(() => withGivens.hint(row, [0, "x", 0] as never)).toThrow();
    expect(withGivens.hint(row, [0, -1])?.deductions).toEqual([{ cell: 2, shaded: true }]);
  });
});

// A row of three cells whose ends are given unshaded and whose unshaded cells stay one region: the middle one
// can only stay unshaded, by a `connected.*` rule no technique of the genre claims.
const joinedRow = (
  techniques: Record<string, { score: number; level: "easy" | "medium" | "hard" }>,
  trialWhy?: (shaded: boolean) => string,
) =>
  shadingHints<{ width: number; height: number }>({
    ...(trialWhy === undefined ? {} : { trialWhy }),
    model() {
      const m = new Model();
      m.explaining = true;
      const vars = [m.intVar(0, 0), m.intVar(0, 1), m.intVar(0, 0)];
      m.post(
        new Connected(
          vars,
          [
            [0, 1],
            [1, 2],
          ],
          0,
        ),
      );
      return m;
    },
    shapeProblems: () => [],
    techniques: shadingTechniques(techniques),
  });

describe("shadingHints and keep-connected", () => {
  it("reads a connected rule no technique claims as KEEP_CONNECTED where its techniques name it", () => {
    const steps = joinedRow({ "keep-connected": { score: 2, level: "medium" } }).explain({
      width: 3,
      height: 1,
    });
    expect(steps.map((s) => [s.technique, s.message])).toEqual([
      [KEEP_CONNECTED.technique, `r1c2 stays unshaded: ${KEEP_CONNECTED.why}`],
    ]);
  });

  it("leaves it a trial where the techniques do not name keep-connected", () => {
    const steps = joinedRow({ other: { score: 1, level: "easy" } }).explain({ width: 3, height: 1 });
    expect(steps.map((s) => [s.technique, s.message])).toEqual([
      ["trial", "r1c2 stays unshaded: shading it leads to a contradiction"],
    ]);
  });

  it("words a trial's step as the genre's trialWhy says", () => {
    const steps = joinedRow({ other: { score: 1, level: "easy" } }, (shaded) =>
      shaded ? "no" : "a dark cell there fails",
    ).explain({ width: 3, height: 1 });
    expect(steps.map((s) => s.message)).toEqual(["r1c2 stays unshaded: a dark cell there fails"]);
  });
});
