import {
  checkDocumentType,
  type Format,
  gridsmithJsonFormat,
  jsonArray,
  jsonError,
  jsonPath,
  jsonString,
  ParseError,
  parseJsonRows,
} from "@gridsmith/kit";
import { limits, type Puzzle } from "../puzzle.js";
import { wallCells, withWalls } from "../walls.js";
import { textFormat, wallEdge, wallToken } from "./text.js";

// A row of words holds at most maxSide numbers of up to four digits, each with a space.
const MAX_ROW = 5 * limits.maxSide;

/**
 * Gridsmith's JSON: `{"type": "fillomino", "rows": [".2.", "3.."], "walls": ["r1c1-r1c2"]}`: the lines of
 * the text format's grid as strings, and the given walls, when there are any, each as the two cells it
 * parts (`type` may be left out). Read with the kit's bounded readers; a mistake is named by its path.
 */
export const jsonFormat: Format<Puzzle> = gridsmithJsonFormat({
  type: "fillomino",
  limits,
  shape: 'a fillomino JSON document is an object: {"rows": [".2.", ...], "walls": ["r1c1-r1c2", ...]}',
  listKey: "rows",
  read(doc) {
    checkDocumentType(doc, "fillomino");
    const puzzle = parseJsonRows(
      doc.rows,
      "rows",
      { maxRows: limits.maxSide, maxLength: MAX_ROW },
      (text) => {
        if (/^\s*walls:/im.test(text)) throw new ParseError('the walls go in "walls", not among the rows');
        return textFormat.parse(text);
      },
    );
    if (doc.walls === undefined) return puzzle;
    const { width, height } = puzzle;
    const most = 2 * width * height;
    const walls = jsonArray(doc.walls, "walls", { max: most }).map((w, k) => {
      const token = jsonString(w, jsonPath("walls", k), 16);
      try {
        return wallEdge(token, width, height);
      } catch (e) {
        if (!(e instanceof ParseError)) throw e;
        return jsonError(jsonPath("walls", k), e.reason);
      }
    });
    return withWalls(puzzle, walls);
  },
  serialize(puzzle) {
    const grid = textFormat.serialize!({ ...puzzle, walls: [] })
      .trimEnd()
      .split("\n");
    const walls = wallCells(puzzle).map((cells) => wallToken(puzzle, cells));
    return `${JSON.stringify({ type: "fillomino", rows: grid, ...(walls.length > 0 ? { walls } : {}) }, null, 2)}\n`;
  },
});
