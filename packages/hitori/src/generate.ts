import { createRng, type Rng, sideParams } from "@gridsmith/kit";
import { firstDraft, listSolutions, type SetterModel } from "@gridsmith/kit/setter";
import { neighbours, type Params, type Puzzle, type Solution } from "./puzzle.js";
import { solve } from "./solve.js";

/** The generator's `size` field, its reader and its check (the kit's square-side params, 4 to 12, 6 first). */
export const sizeParams = sideParams(4, 12, 6);

/** The params with the default filled in; throws a RangeError unless the size is 4 to 12. */
export const checkParams: (params: Partial<Params>) => Params = sizeParams.check;

// Each solve is capped in nodes (not time), so the same seed gives the same puzzle.
const NODE_LIMIT = 20_000;
const setter: SetterModel<Puzzle, Solution, number> = {
  cells: (_puzzle, solution) => solution,
  solve: (puzzle, _givens, options) => solve(puzzle, options),
};

/** Whether the unshaded cells of `shaded` are one region. */
function unshadedJoined(puzzle: Puzzle, shaded: Uint8Array): boolean {
  const open = [...shaded.keys()].filter((i) => shaded[i] === 0);
  const seen = new Set(open.slice(0, 1));
  const todo = [...seen];
  while (todo.length > 0)
    for (const j of neighbours(puzzle, todo.pop()!))
      if (shaded[j] === 0 && !seen.has(j)) {
        seen.add(j);
        todo.push(j);
      }
  return seen.size === open.length;
}

/**
 * One draft and the answer it was made from: a random Latin square (every number once a row and column);
 * cells shaded in random order wherever no shaded cell touches them and the unshaded stay joined (so no
 * answer shades more: its shading is as full as the rules allow); and each shaded
 * cell given the number of an unshaded cell in its row or column, so the answer's shading is needed.
 */
function draft(size: number, rng: Rng): { puzzle: Puzzle; goal: number[] } {
  const rows = rng.shuffle([...Array(size).keys()]);
  const cols = rng.shuffle([...Array(size).keys()]);
  const symbols = rng.shuffle([...Array(size).keys()].map((k) => k + 1));
  const cells = Array.from({ length: size * size }, (_, i) => {
    const r = rows[Math.floor(i / size)]!;
    const c = cols[i % size]!;
    return symbols[(r + c) % size]!;
  });
  const puzzle: Puzzle = { width: size, height: size, cells };
  const shaded = new Uint8Array(size * size);
  for (const i of rng.shuffle([...cells.keys()])) {
    if (neighbours(puzzle, i).some((j) => shaded[j] === 1)) continue;
    shaded[i] = 1;
    if (!unshadedJoined(puzzle, shaded)) shaded[i] = 0;
  }
  for (let i = 0; i < cells.length; i++) {
    if (shaded[i] === 0) continue;
    // Its neighbours are unshaded, so its row or column has an unshaded cell.
    cells[i] = cells[rng.pick(sameLine(size, i).filter((j) => shaded[j] === 0))]!;
  }
  return { puzzle, goal: [...shaded] };
}

/** The other cells of cell i's row and column. */
function sameLine(size: number, i: number): number[] {
  const r = Math.floor(i / size);
  const c = i % size;
  const out: number[] = [];
  for (let k = 0; k < size; k++) {
    if (k !== c) out.push(r * size + k);
    if (k !== r) out.push(k * size + c);
  }
  return out;
}

/**
 * A Hitori with exactly one solution, the same for the same size and seed; params are checked first. A draft
 * (see `draft`) is solved for two answers with the kit's setter tools; while a second answer shows, a
 * cell shaded in the draft's answer but not in the other takes the number of a cell unshaded in both, in its
 * row or column: the draft's answer stays right and the other one breaks.
 */
export function generate(params: Params, seed: number): Puzzle {
  const { size } = checkParams(params);
  const rng = createRng(seed);
  const repaired = (): Puzzle | null => {
    const { puzzle, goal } = draft(size, rng);
    for (let round = 0; round < 4 * size * size; round++) {
      const found = listSolutions(setter, puzzle, 2, {
        nodeLimit: NODE_LIMIT,
        timeoutMs: Number.POSITIVE_INFINITY,
      });
      // Unique, or a second answer to break; a search out of nodes proves nothing, and the draft goes.
      if (found.result.status === "unique") return puzzle;
      const other = found.solutions.find((s) => s.some((v, i) => v !== goal[i]));
      if (found.result.status !== "multiple" || other === undefined) break;
      const fixes = goal.flatMap((v, y) =>
        v === 1 && other[y] === 0
          ? sameLine(size, y)
              .filter((z) => goal[z] === 0 && other[z] === 0)
              .map((z) => [y, z] as const)
          : [],
      );
      if (fixes.length === 0) break;
      const [y, z] = rng.pick(fixes);
      puzzle.cells[y] = puzzle.cells[z]!;
    }
    return null;
  };
  return firstDraft(100, repaired, `unique ${size}x${size} Hitori`, seed);
}
