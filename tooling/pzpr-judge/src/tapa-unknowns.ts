/**
 * npm pzpr 0.10.1 cannot judge a Tapa answer whose clues hold a `?` (a `-` in the file): its check compares
 * the `?`'s -2 with the lengths of the shaded blocks around the clue, so even a right answer is "not equal".
 * A `?` asks only that there be a block for it. {@link tapaUnknownsFilled} writes in each `?` the length of
 * the block left for it, where the clue's blocks and numbers already agree, so that pzpr can judge the rest.
 */

/** A Tapa file with its `?` clues filled in, and how many clues were. */
export interface TapaUnknownsFilled {
  file: string;
  /** Clues whose `?`s were replaced by their blocks' lengths (0: the file is returned as it came). */
  filled: number;
}

// The eight neighbours of a cell in turn around it, as a Tapa clue reads them.
const AROUND = [
  [-1, -1],
  [-1, 0],
  [-1, 1],
  [0, 1],
  [1, 1],
  [1, 0],
  [1, -1],
  [0, -1],
] as const;

/** The lengths of the runs of shaded cells around (r, c), in turn; [8] when all eight are shaded. */
function blocksAround(shaded: (r: number, c: number) => boolean, r: number, c: number): number[] {
  const ring = AROUND.map(([dr, dc]) => shaded(r + dr, c + dc));
  const start = ring.indexOf(false);
  if (start < 0) return [8];
  const blocks: number[] = [];
  let run = 0;
  for (let k = 1; k <= 8; k++) {
    if (ring[(start + k) % 8]) run++;
    else if (run > 0) {
      blocks.push(run);
      run = 0;
    }
  }
  return blocks;
}

/**
 * The clue's numbers with each `-` replaced by a length of a block around it that no given number claims,
 * or null when the blocks and the clue disagree (then pzpr's own message stands).
 */
function fillClue(entries: readonly string[], blocks: readonly number[]): string[] | null {
  if (entries.length !== blocks.length) return null;
  const left = [...blocks];
  for (const e of entries) {
    if (e === "-") continue;
    const at = left.indexOf(Number(e));
    if (at < 0) return null;
    left.splice(at, 1);
  }
  left.sort((a, b) => a - b);
  return entries.map((e) => (e === "-" ? String(left.shift()) : e));
}

/**
 * Fills the `?` clues of a pzprv3 Tapa file (genre `tapa`, a token a cell: clue numbers joined by commas with
 * `-` for a `?`, `#` shaded) with the lengths of their blocks, where the blocks match the clue's count and
 * its given numbers. Any other file comes back unchanged, with `filled` 0.
 */
export function tapaUnknownsFilled(file: string): TapaUnknownsFilled {
  const lines = file.split("\n");
  if (lines[1]?.trim() !== "tapa") return { file, filled: 0 };
  const rows = Number(lines[2]);
  const cols = Number(lines[3]);
  const grid = lines.slice(4, 4 + rows).map((line) => line.trim().split(/\s+/));
  const shaded = (r: number, c: number) => grid[r]?.[c] === "#";
  let filled = 0;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const token = grid[r]?.[c] ?? "";
      if (!token.split(",").includes("-")) continue;
      const entries = fillClue(token.split(","), blocksAround(shaded, r, c));
      if (entries === null) continue;
      grid[r]![c] = entries.join(",");
      filled++;
    }
  }
  if (filled === 0) return { file, filled: 0 };
  const body = grid.map((tokens) => `${tokens.join(" ")} `);
  return { file: [...lines.slice(0, 4), ...body, ...lines.slice(4 + rows)].join("\n"), filled };
}
