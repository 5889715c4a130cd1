import { type Puzzle, regionsOf, type Solution } from "./puzzle.js";

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/**
 * An answer as text: a letter per cell naming its rectangle (rectangles side by side get different letters),
 * one line a row, the letters spaced.
 */
export function solutionText(puzzle: Puzzle, solution: Solution): string {
  const { regionOf, regions } = regionsOf(puzzle, (e) => solution[e] === 1);
  const letter = new Array<number>(regions.length).fill(-1);
  regions.forEach((cells, k) => {
    const taken = new Set<number>();
    for (const i of cells) {
      const r = Math.floor(i / puzzle.width);
      const c = i % puzzle.width;
      for (const [y, x] of [
        [r - 1, c],
        [r + 1, c],
        [r, c - 1],
        [r, c + 1],
      ] as const)
        if (y >= 0 && y < puzzle.height && x >= 0 && x < puzzle.width)
          taken.add(letter[regionOf[y * puzzle.width + x]!]!);
    }
    let l = 0;
    while (taken.has(l)) l++;
    letter[k] = l;
  });
  const lines: string[] = [];
  for (let r = 0; r < puzzle.height; r++) {
    const row: string[] = [];
    for (let c = 0; c < puzzle.width; c++)
      row.push(LETTERS[letter[regionOf[r * puzzle.width + c]!]! % LETTERS.length]!);
    lines.push(row.join(" "));
  }
  return `${lines.join("\n")}\n`;
}
