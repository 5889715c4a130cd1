import type { Removal } from "@gridsmith/constraint";
import {
  attemptDecisions,
  cellName,
  centreEdges,
  engineHints,
  type Grade,
  type GradeLadder,
  type LineDeduction,
  type Rung,
  type Step,
} from "@gridsmith/kit";
import { attemptProblems, shapeProblems } from "./from-json.js";
import { lineCount, lineName, type Puzzle, WHITE } from "./puzzle.js";
import { buildModel } from "./solve.js";

/** What a step decides: a line (kit's `centreEdges` numbering) is on the loop, or not. */
export type { LineDeduction } from "@gridsmith/kit";

/** The techniques of a logical solution, easiest first, with the grade each one stands for. */
export const TECHNIQUES: Record<string, Rung> = {
  "loop-end": { score: 1, level: "easy" },
  "white-pearl": { score: 1, level: "easy" },
  "black-pearl": { score: 1, level: "easy" },
  "no-small-loop": { score: 2, level: "medium" },
  "loop-connected": { score: 3, level: "medium" },
  trial: { score: 10, level: "hard" },
};

const LADDER: GradeLadder = {
  techniques: TECHNIQUES,
  easiest: "easy",
  unfinished: { level: "beyond", score: 1000 },
};

/** The technique and reason of a rule of the model (see `buildModel`), for a line found on or off. */
function techniqueOf(rule: string, on: boolean, pearl: number): { technique: string; why: string } {
  if (rule === "circuit.degree")
    return {
      technique: "loop-end",
      why: on ? "the loop cannot end in the cell" : "the cell has its two lines",
    };
  if (rule === "circuit.subtour" || rule === "circuit.closed")
    return { technique: "no-small-loop", why: "it would close a loop that leaves other lines out" };
  if (rule === "circuit.connectivity" || rule === "circuit.bridge")
    return { technique: "loop-connected", why: "the loop must stay one piece" };
  if (rule.startsWith("linear") && pearl >= 0)
    return pearl === WHITE
      ? { technique: "white-pearl", why: "the loop goes straight through a white pearl and turns beside it" }
      : { technique: "black-pearl", why: "the loop turns on a black pearl and goes straight beside it" };
  return { technique: "trial", why: `${on ? "no line" : "a line"} there leads to a contradiction` };
}

/** Turns each first decision about a line in a model's removals into a step. */
function stepReader(puzzle: Puzzle, known: ReadonlySet<number>) {
  const decided = new Set<number>(known);
  const at = (i: number) => ({ row: Math.floor(i / puzzle.width), col: i % puzzle.width });
  const ends = (l: number) => centreEdges.ends(puzzle.height, puzzle.width, l);
  return (r: Removal): Step<LineDeduction> | null => {
    const line = r.variable;
    if (decided.has(line)) return null;
    decided.add(line);
    const on = r.value === 0;
    const rule = r.reason?.rule ?? "trial";
    // The pearl whose rule it is: the pearl at the most ends of the lines the rule read (and this one).
    const touched = new Map<number, number>();
    for (const l of [line, ...(r.reason?.vars ?? [])])
      for (const c of ends(l)) if (puzzle.pearls[c]! > 0) touched.set(c, (touched.get(c) ?? 0) + 1);
    const pearlCell = [...touched].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? -1;
    const t = techniqueOf(rule, on, pearlCell >= 0 ? puzzle.pearls[pearlCell]! : -1);
    const because = [
      ...new Set((r.reason?.vars ?? []).filter((v) => v !== line).flatMap((v) => ends(v))),
    ].map(at);
    const name = lineName(puzzle, line);
    return {
      technique: t.technique,
      message: `${name} is ${on ? "on the loop" : "not on the loop"}: ${t.why}${
        t.technique.endsWith("pearl") ? ` (${cellName(at(pearlCell))})` : ""
      }`,
      cells: ends(line).map(at),
      ...(because.length > 0 ? { because: { cells: because } } : {}),
      deductions: [{ line, on }],
    };
  };
}

const engine = engineHints<Puzzle, readonly (number | null | undefined)[], LineDeduction>({
  puzzleProblems: shapeProblems,
  attemptProblems,
  model: buildModel,
  decided: (puzzle, attempt) => attemptDecisions(attempt, lineCount(puzzle)),
  variables: lineCount,
  stepOf: stepReader,
  ladder: LADDER,
});

/**
 * The next logical deduction from an attempt at a Masyu (per line 1 on the loop, -1 crossed out, 0 undecided): the first
 * line the engine's propagation decides, with the rule that forced it; failing that, a line whose other
 * state fails at once. Null when the attempt contradicts the puzzle or nothing more follows. Throws an Error
 * saying what is wrong for a puzzle or an attempt of the wrong shape.
 */
export const hint: (
  puzzle: Puzzle,
  attempt?: readonly (number | null | undefined)[] | null,
) => Step<LineDeduction> | null = engine.hint;

/** The whole logical solution of a Masyu, with a trial step wherever propagation stalls; ends early when stuck. */
export const explain: (puzzle: Puzzle) => Step<LineDeduction>[] = engine.explain;

/** A Masyu's grade: the hardest technique its logical solution needs; "beyond" when that gets stuck. */
export const grade: (puzzle: Puzzle) => Grade = engine.grade;
