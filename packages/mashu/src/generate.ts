import { type Rng, sideParams, uniqueWithin } from "@gridsmith/kit";
import { squareDraftGenerator } from "@gridsmith/kit/setter";
import { BLACK, cellLines, NONE, type Params, type Puzzle, WHITE } from "./puzzle.js";
import { solve } from "./solve.js";

/** The generator's `size` field, its reader and its check (the kit's square-side params, 6 to 10, 8 first). */
export const sizeParams = sideParams(6, 10, 8);

/** The params with the default filled in; throws a RangeError unless the size is 6 to 10. */
export const checkParams: (params: Partial<Params>) => Params = sizeParams.check;

// Uniqueness is proved by a search capped in nodes (not time), so the same seed gives the same puzzle.
const unique = uniqueWithin(solve, 20_000);

/**
 * A random loop through the centres of a size x size grid's cells: the outline of a random hole-free set of
 * the squares between four cell centres, grown one square at a time, each kept only while the outline stays
 * one simple loop. Returns the lines on the loop (kit's `centreEdges` numbering) per cell way.
 */
function randomLoop(size: number, rng: Rng): Set<number> {
  const faces = size - 1;
  const inside = new Uint8Array(faces * faces);
  const grid = { width: size, height: size };
  // The four lines around square (r, c): its top, bottom, left and right sides join cell centres.
  const sides = Array.from({ length: inside.length }, (_, f) => {
    const cell = Math.floor(f / faces) * size + (f % faces);
    return [
      cellLines(grid, cell)[3],
      cellLines(grid, cell + size)[3],
      cellLines(grid, cell)[1],
      cellLines(grid, cell + 1)[1],
    ] as number[];
  });
  // The outline (the lines of exactly one inside square), kept up to date as squares join and leave: a
  // recount of every square at each step made most of a 10x10 draft's time.
  const sideCount = new Map<number, number>();
  const outline = new Set<number>();
  const flip = (f: number, by: 1 | -1) => {
    inside[f] = by === 1 ? 1 : 0;
    for (const l of sides[f]!) {
      const k = (sideCount.get(l) ?? 0) + by;
      sideCount.set(l, k);
      if (k === 1) outline.add(l);
      else outline.delete(l);
    }
  };
  const simple = (lines: Set<number>) => {
    const degree = new Map<number, number[]>();
    for (const l of lines)
      for (const cell of ends(size, l)) {
        const at = degree.get(cell);
        if (at) at.push(l);
        else degree.set(cell, [l]);
      }
    for (const ls of degree.values()) if (ls.length !== 2) return false;
    // One cycle: walking from a line meets every line.
    const start = lines.values().next().value!;
    let here = ends(size, start)[0]!;
    let line = start;
    let walked = 0;
    do {
      const [a, b] = ends(size, line);
      here = a === here ? b! : a!;
      const pair = degree.get(here)!;
      line = pair[0] === line ? pair[1]! : pair[0]!;
      walked++;
    } while (line !== start && walked <= lines.size);
    return walked === lines.size;
  };
  flip(rng.int(inside.length), 1);
  const target = Math.floor(inside.length * (0.7 + 0.3 * rng.next()));
  for (let tries = 0, count = 1; tries < 40 * inside.length && count < target; tries++) {
    const f = rng.int(inside.length);
    if (inside[f]) continue;
    const c = f % faces;
    // A square beside exactly one inside square lengthens the loop by two; the region grows as a thin tree,
    // so the loop passes most cells.
    const beside = [f - faces, f + faces, c > 0 ? f - 1 : -1, c < faces - 1 ? f + 1 : -1].filter(
      (g) => g >= 0 && g < inside.length && inside[g] === 1,
    ).length;
    if (beside !== 1) continue;
    flip(f, 1);
    if (simple(outline)) count++;
    else flip(f, -1);
  }
  return outline;
}

/** The two cells a line joins, on a size x size grid. */
function ends(size: number, line: number): [number, number] {
  const across = size * (size - 1);
  if (line < across) {
    const r = Math.floor(line / (size - 1));
    const cell = r * size + (line % (size - 1));
    return [cell, cell + 1];
  }
  return [line - across, line - across + size];
}

/**
 * A Masyu with exactly one solution, the same for the same size and seed; params are checked first. A
 * random loop gets a pearl on every cell where one fits (white where it runs straight with a turn beside,
 * black where it turns with straight runs beside); if those have one answer, pearls are taken away one by
 * one, in random order, while the answer stays unique: every pearl left is needed.
 */
export const generate = squareDraftGenerator(checkParams, "Masyu", 2000, (size, rng): Puzzle | null => {
  // At 10x10 about one loop in 130 is unique with every pearl (seeds 1-20 needed up to 463 drafts), so the cap
  // is far above that; running out would be a bug, not bad luck.
  const grid = { width: size, height: size };
  const loop = randomLoop(size, rng);
  const ways = (i: number) => cellLines(grid, i).map((l) => l >= 0 && loop.has(l));
  const straight = (i: number) => {
    const w = ways(i);
    return w.filter(Boolean).length === 2 && w[0] === w[1];
  };
  const turn = (i: number) => {
    const w = ways(i);
    return w.filter(Boolean).length === 2 && w[0] !== w[1];
  };
  const along = (i: number) => {
    const w = ways(i);
    return [i - size, i + size, i - 1, i + 1].filter((_, d) => w[d]);
  };
  const pearls = new Array<number>(size * size).fill(NONE);
  for (let i = 0; i < pearls.length; i++) {
    if (straight(i) && along(i).some(turn)) pearls[i] = WHITE;
    else if (turn(i) && along(i).every(straight)) pearls[i] = BLACK;
  }
  const puzzle: Puzzle = { width: size, height: size, pearls };
  if (!unique(puzzle)) return null;
  for (const i of rng.shuffle([...pearls.keys()])) {
    const kept = pearls[i]!;
    if (kept === NONE) continue;
    pearls[i] = NONE;
    if (!unique(puzzle)) pearls[i] = kept;
  }
  return puzzle;
});
