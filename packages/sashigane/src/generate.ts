import { type Rng, sideParams, uniqueWithin } from "@gridsmith/kit";
import { squareDraftGenerator } from "@gridsmith/kit/setter";
import { arrowOf, CIRCLE, EMPTY, type Params, type Puzzle } from "./puzzle.js";
import { solve } from "./solve.js";

/** The generator's `size` field, its reader and its check (the kit's square-side params, 5 to 8, 6 first). */
export const sizeParams = sideParams(5, 8, 6);

/** The params with the default filled in; throws a RangeError unless the size is 5 to 8. */
export const checkParams: (params: Partial<Params>) => Params = sizeParams.check;

// Uniqueness is proved by a search capped in nodes (not time), so the same seed gives the same puzzle.
const unique = uniqueWithin(solve, 20_000);

/** An L of a tiling: its corner, its cells, and the far ends of its two arms. */
interface Placed {
  corner: number;
  cells: number[];
  ends: [number, number];
}

/**
 * A random cut of a size x size grid into L shapes with arms of 1 to 4 cells, or null when the cut paints
 * itself into a corner. The first free cell (row by row) is the top-left-most: it is an L's corner (arms
 * right and down), the top of a downward arm whose corner is below it, or the left end of a rightward arm
 * whose corner is to its right, its other arm going down.
 */
function tiling(size: number, rng: Rng): Placed[] | null {
  const owner = new Array<number>(size * size).fill(-1);
  const free = (r: number, c: number) =>
    r >= 0 && r < size && c >= 0 && c < size && owner[r * size + c] === -1;
  const out: Placed[] = [];
  for (let s = 0; s < owner.length; s++) {
    if (owner[s] !== -1) continue;
    const r = Math.floor(s / size);
    const c = s % size;
    const options: Placed[] = [];
    const add = (cr: number, cc: number, dr: number, dc: number, a: number, b: number) => {
      const at: [number, number][] = [[cr, cc]];
      for (let k = 1; k <= a; k++) at.push([cr + dr * k, cc]);
      for (let k = 1; k <= b; k++) at.push([cr, cc + dc * k]);
      if (!at.every(([y, x]) => free(y, x))) return;
      const cells = at.map(([y, x]) => y * size + x);
      options.push({ corner: cells[0]!, cells, ends: [cells[a]!, cells[a + b]!] });
    };
    for (let a = 1; a <= 4; a++)
      for (let b = 1; b <= 4; b++) {
        add(r, c, 1, 1, a, b); // corner here: arms down and right
        add(r + a, c, -1, 1, a, b); // corner below, arm up to here, the other right
        add(r + a, c, -1, -1, a, b); // corner below, arm up to here, the other left
        add(r, c + b, 1, -1, a, b); // corner to the right, arm left to here, the other down
      }
    if (options.length === 0) return null;
    const pick = options[rng.int(options.length)]!;
    for (const i of pick.cells) owner[i] = out.length;
    out.push(pick);
  }
  return out;
}

/** The arrow at `end` pointing back to `corner`. */
function arrowAt(size: number, end: number, corner: number): number {
  const dr = Math.sign(Math.floor(corner / size) - Math.floor(end / size));
  const dc = Math.sign((corner % size) - (end % size));
  return arrowOf(dr, dc);
}

/**
 * A Sashigane with exactly one solution, the same for the same size and seed; params are checked first. A
 * random cut into L shapes gets every clue (a circled size or a bare circle at each corner, arrows at the
 * ends); once that is proven unique, clues are taken away one by one, in random order, while it
 * stays unique.
 */
export const generate = squareDraftGenerator(checkParams, "Sashigane", 20_000, (size, rng): Puzzle | null => {
  // A cut fails or a placement misses often: at 8x8 seeds 1-10 needed up to 939 drafts, most cut short at
  // once; twenty thousand in a row would be a bug, not bad luck.
  const ls = tiling(size, rng);
  if (ls === null) return null;
  const clues = new Array<number>(size * size).fill(EMPTY);
  // Every L starts fully marked (its corner circled, mostly with its size, and an arrow at each end), so
  // most cuts are unique at once; the clues are thinned below.
  for (const l of ls) {
    clues[l.corner] = rng.next() < 0.8 ? l.cells.length : CIRCLE;
    for (const end of l.ends) clues[end] = arrowAt(size, end, l.corner);
  }
  const puzzle: Puzzle = { width: size, height: size, clues };
  if (!unique(puzzle)) return null;
  // Only the clued cells are shuffled (kit's `removeGivensWhileUnique` shuffles every cell).
  for (const i of rng.shuffle(clues.flatMap((v, j) => (v === EMPTY ? [] : [j])))) {
    const kept = clues[i]!;
    clues[i] = EMPTY;
    if (!unique(puzzle)) clues[i] = kept;
  }
  return puzzle;
});
