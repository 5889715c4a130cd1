import type { BoardDescription } from "@gridsmith/kit";

/** What the board knows of a white cell's two runs: their clues and the other cells in them. */
export interface CellRuns {
  across?: number;
  down?: number;
  /** The other cells of its across and down runs: what the board highlights with it. */
  peers: Set<number>;
}

/**
 * Each cell's runs on a board of blocks (kakuro's): the rows and columns of two or more cells between blocks,
 * with the clue the block before each run carries (`across` left of it, `down` above it).
 */
export function runsOf(board: BoardDescription): CellRuns[] {
  const { rows, cols, cells } = board;
  const runs: CellRuns[] = cells.map(() => ({ peers: new Set<number>() }));
  const open = (i: number) => !cells[i]?.block;
  const scan = (
    lines: number,
    length: number,
    at: (line: number, k: number) => number,
    dir: "across" | "down",
  ) => {
    for (let line = 0; line < lines; line++) {
      let k = 0;
      while (k < length) {
        if (!open(at(line, k))) {
          k++;
          continue;
        }
        const start = k;
        while (k < length && open(at(line, k))) k++;
        if (k - start < 2) continue;
        const run = Array.from({ length: k - start }, (_, j) => at(line, start + j));
        const sum = start > 0 ? cells[at(line, start - 1)]?.[dir] : undefined;
        for (const i of run) {
          if (sum !== undefined) runs[i]![dir] = sum;
          for (const j of run) if (j !== i) runs[i]!.peers.add(j);
        }
      }
    }
  };
  scan(rows, cols, (r, c) => r * cols + c, "across");
  scan(cols, rows, (c, r) => r * cols + c, "down");
  return runs;
}
