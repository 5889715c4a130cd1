import { type Grade, type GradeLadder, gradeFromSteps, type Step } from "@gridsmith/kit";

/**
 * Black-and-white and colour puzzles grade alike: `line-solvable` (rows and columns one at a time),
 * `needs-probing` (trying a cell both ways), `needs-search` (trial and error beyond one cell). The scores
 * here only rank the techniques (a plain line step above an overlap, agreeing probes above a contradiction);
 * the path's score is its line steps + 10 per probe step, plus 100 and the search's nodes when search is
 * needed.
 */
const GRADES: GradeLadder = {
  techniques: {
    "line-overlap": { level: "line-solvable", score: 1 },
    line: { level: "line-solvable", score: 2 },
    "probe-contradiction": { level: "needs-probing", score: 3 },
    "probe-agree": { level: "needs-probing", score: 4 },
    search: { level: "needs-search", score: 5 },
  },
  easiest: "line-solvable",
  unfinished: { level: "needs-search", score: 0 },
};

/** The grade of an explained path (see {@link GRADES}); `no-solution` when the search found none. */
export function gradeOfPath(path: { steps: readonly Step[]; nodes: number; status: string }): Grade {
  const ladder: GradeLadder = {
    ...GRADES,
    score: ({ techniques: t }) =>
      (t.line ?? 0) +
      (t["line-overlap"] ?? 0) +
      10 * ((t["probe-contradiction"] ?? 0) + (t["probe-agree"] ?? 0)) +
      (t.search ? 100 + path.nodes : 0),
  };
  const grade = gradeFromSteps(path.steps, ladder);
  if (path.status === "none" || path.status === "invalid")
    return { level: "no-solution", score: 0, hardest: "contradiction", techniques: grade.techniques };
  return grade;
}
