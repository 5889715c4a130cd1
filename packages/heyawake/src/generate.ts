import { type Rng, sideParams, unshadedProblems } from "@gridsmith/kit";
import { canonicalRooms } from "@gridsmith/kit/puzzlink";
import { goalPuzzle, randomValueOrder, roomCountSetter, squareDraftGenerator } from "@gridsmith/kit/setter";
import { borderRuns, EMPTY, neighbours, type Puzzle } from "./puzzle.js";
import { buildModel, solve } from "./solve.js";

/** The generator's `size` field (4 to 10, default 6) and its check of a params value. */
export const sizeParams = sideParams(4, 10, 6);

// Each solve is capped in nodes (not time), so the same seed gives the same puzzle.
const NODE_LIMIT = 20_000;

// The first drafts shade greedily only (the generator's drafts before the engine's search was added, so a
// seed that found its puzzle among them gives the same one); the later ones search where the greedy run fails,
// and one of the next few is unique (sizes 7 to 10, seeds 1-10: the 23rd at most).
const GREEDY_DRAFTS = 200;

/** Rooms as rectangles: a rectangle of more than four cells is cut in two at a random line, again and again. */
function rectangleRooms(size: number, rng: Rng): number[] {
  const labels = new Array<number>(size * size).fill(0);
  let next = 0;
  const cut = (r: number, c: number, h: number, w: number) => {
    if (h * w <= 4 || (h * w <= 9 && rng.int(3) === 0)) {
      for (let y = r; y < r + h; y++) for (let x = c; x < c + w; x++) labels[y * size + x] = next;
      next++;
      return;
    }
    if (h >= w) {
      const k = 1 + rng.int(h - 1);
      cut(r, c, k, w);
      cut(r + k, c, h - k, w);
    } else {
      const k = 1 + rng.int(w - 1);
      cut(r, c, h, k);
      cut(r, c + k, h, w - k);
    }
  };
  cut(0, 0, size, size);
  return canonicalRooms(size, size, labels);
}

/**
 * A shading by the rules: first a cell of each run through three rooms (in random order, a random cell of
 * the run) where no shaded cell touches it and the unshaded stay joined, then any cell so. When a run finds
 * no such cell (the small rooms make most greedy runs paint themselves into a corner, from 8x8 up nearly
 * all), null, or with `search` the engine's search of the rules instead, a random value first, the shading
 * it finds getting the same extra cells (null when it finds none within its nodes).
 */
function randomShading(puzzle: Puzzle, rng: Rng, search: boolean): number[] | null {
  let shaded = new Array<number>(puzzle.rooms.length).fill(0);
  const tryShade = (i: number) => {
    if (shaded[i] === 1 || neighbours(puzzle, i).some((j) => shaded[j] === 1)) return false;
    shaded[i] = 1;
    if (unshadedProblems({ ...puzzle, shaded: (k) => shaded[k] === 1 }).length === 0) return true;
    shaded[i] = 0;
    return false;
  };
  const greedy = rng
    .shuffle(borderRuns(puzzle))
    .every((run) => run.some((i) => shaded[i] === 1) || rng.shuffle([...run]).some(tryShade));
  if (!greedy) {
    if (!search) return null;
    const found = buildModel(puzzle).solve({
      limit: 1,
      nodeLimit: NODE_LIMIT,
      valueOrder: randomValueOrder(rng),
    });
    if (found.solutions.length === 0) return null;
    shaded = [...found.solutions[0]!];
  }
  for (const i of rng.shuffle([...shaded.keys()])) tryShade(i);
  return shaded;
}

/** A room per given, numbered with its shaded cells (the kit's `roomCountSetter`). */
const setter = roomCountSetter<Puzzle>(solve);

/**
 * A Heyawake with exactly one solution, the same for the same size and seed; params are checked first.
 * Rectangle rooms and a random shading by the rules make a draft; the kit's `givensForUniqueness` numbers
 * the fewest rooms it can (with the draft's counts) until only the draft's shading is left. A draft whose
 * room counts cannot single it out, or whose search runs out of nodes, is dropped for the next.
 */
export const generate = squareDraftGenerator(
  sizeParams.check,
  "Heyawake",
  GREEDY_DRAFTS + 200,
  (size, rng, index): Puzzle | null => {
    const rooms = rectangleRooms(size, rng);
    const bare: Puzzle = {
      width: size,
      height: size,
      rooms,
      numbers: new Array<number>(size * size).fill(EMPTY),
    };
    const goal = randomShading(bare, rng, index >= GREEDY_DRAFTS);
    if (goal === null) return null;
    return goalPuzzle(setter, bare, goal, NODE_LIMIT);
  },
);
