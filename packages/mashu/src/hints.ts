import type { Removal } from "@gridsmith/constraint";
import {
  beyondLadder,
  cellName,
  centreEdges,
  EASY,
  explainingModel,
  type LineDeduction,
  lineMistakeStep,
  MEDIUM,
  propagationHints,
  type Rung,
  type Step,
  TRIAL_RUNG,
} from "@gridsmith/kit";
import { attemptProblems, shapeProblems } from "./from-json.js";
import { lineCount, lineName, type Puzzle, WHITE } from "./puzzle.js";
import { buildModel } from "./solve.js";

export type { LineDeduction } from "@gridsmith/kit";

/** The techniques of a logical solution, easiest first, with the grade each one stands for. */
export const TECHNIQUES: Record<string, Rung> = {
  "loop-end": EASY,
  "white-pearl": EASY,
  "black-pearl": EASY,
  "no-small-loop": MEDIUM,
  "loop-connected": { score: 3, level: "medium" },
  trial: TRIAL_RUNG,
};

const LADDER = beyondLadder(TECHNIQUES);

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

/**
 * Masyu's hint, explain and grade (the type object's), read off the engine's explained propagation: see
 * kit's `propagationHints`.
 */
export const hints = propagationHints<Puzzle, LineDeduction>({
  shapeProblems,
  attemptProblems,
  model: explainingModel(buildModel),
  reader: (puzzle, _, known) => stepReader(puzzle, known),
  pieces: lineCount,
  ladder: LADDER,
  mistake: (puzzle, line, answer) =>
    lineMistakeStep(puzzle, line, answer[line] === 1, ["on the loop", "not on the loop"]),
});
