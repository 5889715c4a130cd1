import type { NonogramColour } from "../types.js";
import { type ColourNonogram, codeIndex } from "./palette.js";

/** The blocks of a line of palette indices (0 background): their lengths and colours, in order. */
export function colourBlocksOf(line: ArrayLike<number>): { lengths: number[]; colours: number[] } {
  const lengths: number[] = [];
  const colours: number[] = [];
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (c === 0) continue;
    if (i > 0 && line[i - 1] === c) lengths[lengths.length - 1]!++;
    else {
      lengths.push(1);
      colours.push(c);
    }
  }
  return { lengths, colours };
}

/**
 * The colour puzzle whose only constraint is this picture (rows of colour codes, `.` the background): the
 * clues of its rows and columns, with the palette given. The picture is kept as the goal. Throws a
 * RangeError for ragged rows or a code the palette does not have.
 */
export function colourPuzzleFromPicture(
  picture: readonly string[],
  palette: readonly NonogramColour[],
): ColourNonogram {
  const index = codeIndex(palette);
  const height = picture.length;
  const width = height === 0 ? 0 : picture[0]!.length;
  const cells = picture.map((row, r) => {
    if (row.length !== width) throw new RangeError("every row of a picture must have the same length");
    return [...row].map((ch, c) => {
      const v = index.get(ch);
      if (v === undefined) throw new RangeError(`r${r + 1}c${c + 1}: '${ch}' is not a colour of the palette`);
      return v;
    });
  });
  const rows = cells.map(colourBlocksOf);
  const columns = Array.from({ length: width }, (_, c) => colourBlocksOf(cells.map((row) => row[c]!)));
  return {
    rows: rows.map((b) => b.lengths),
    columns: columns.map((b) => b.lengths),
    palette: palette.map((c) => ({ ...c })),
    rowColours: rows.map((b) => b.colours),
    columnColours: columns.map((b) => b.colours),
    goal: [...picture],
  };
}
